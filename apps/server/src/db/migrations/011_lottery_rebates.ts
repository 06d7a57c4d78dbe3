import { sql } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * Prize series per member and the agent chain's rebate (issue 7, decision 014): each member's
 * series per prize mode, what every ticket was bet under (the member's series and its upline
 * chain's, fixed when the stake is held), the rebate it paid, and one row per rebate batch so a
 * batch cut off between its claim and its ledger entry is finished by the next settlement.
 */
export const up: MigrationFn = async (db, engine) => {
  await db.schema
    .createTable('lottery_series')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    /** Lott, ZY, Elott or SEA. */
    .addColumn('prize_mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('series', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_series_pk', ['member_id', 'prize_mode'])
    .execute();

  const add = (name: string, type: 'integer' | 'bigint' | 'smallint', dflt: number) =>
    db.schema
      .alterTable('lottery_tickets')
      .addColumn(name, type, (c) => c.notNull().defaultTo(dflt))
      .execute();
  /** The member's own series when the ticket was placed (the ticket's `series` is what it bet at). */
  await add('member_series', 'integer', 0);
  /** 1 while the ticket has a rebate to pay (claimed in its settlement batch). */
  await add('rebate_due', 'smallint', 0);
  /** Paid to the member: (member_series - series) / 2000 of the stake, rounded down. */
  await add('rebate', 'bigint', 0);
  /** Paid to the upline chain, every account's step rounded down on its own. */
  await add('upline_rebate', 'bigint', 0);
  /** JSON [[memberId, series], ...] of the uplines, nearest first, when the ticket was placed. */
  await db.schema
    .alterTable('lottery_tickets')
    .addColumn('uplines', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  /** The rebate batch (ledger idempotency key) that claimed the ticket's rebate. */
  await db.schema.alterTable('lottery_tickets').addColumn('rebate_key', 'varchar(96)').execute();

  await withId(db.schema.createTable('lottery_rebate_batches'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    /** The ledger entry's idempotency key; the tickets it paid carry it as `rebate_key`. */
    .addColumn('idem_key', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    /** Ticket id range of the settlement batch, to find its tickets again. */
    .addColumn('lo', 'integer', (c) => c.notNull())
    .addColumn('hi', 'integer', (c) => c.notNull())
    /** claimed (tickets keyed, entry maybe not posted yet) or paid. */
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lottery_rebate_batches_draw')
    .on('lottery_rebate_batches')
    .columns(['draw_id', 'state'])
    .execute();
  // Tickets still owing a rebate, per draw: small, since claiming removes them.
  await db.schema
    .createIndex('lottery_tickets_rebate_due')
    .on('lottery_tickets')
    .columns(['draw_id', 'id'])
    .where(sql.ref('rebate_due'), '=', 1)
    .execute();
};
