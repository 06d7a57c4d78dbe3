import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * The lottery (issue 7, decision 013): the games each brand offers, their draws (numero per
 * game, commit-reveal for in-house draws), members' tickets and chases, and favourites.
 */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');
  const member = (c: ColumnDefinitionBuilder) => c.notNull().references('members.id');

  await withId(db.schema.createTable('lottery_games'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    /** A game code of the contracts' catalogue (GAMES). */
    .addColumn('game_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    /** Stake of one bet unit, minor units. */
    .addColumn('unit', 'bigint', (c) => c.notNull().defaultTo(200))
    /** JSON: { maxTicket, maxDraw, maxMultiplier, off: playIds switched off }. */
    .addColumn('limits', 'text', (c) => c.notNull().defaultTo('{}'))
    /** Tickets placed, for "popular". */
    .addColumn('plays', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('lottery_games_code', ['merchant_id', 'game_code'])
    .execute();

  await withId(db.schema.createTable('lottery_draws'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('game_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('numero', 'varchar(16)', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('close_time', 'bigint', (c) => c.notNull())
    .addColumn('draw_time', 'bigint', (c) => c.notNull())
    /** open, closed, drawn, settled, cancelled: each change one UPDATE guarded by the state it leaves. */
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    /** In-house draws: SHA-256 of the seed, published at open. */
    .addColumn('commitment', 'varchar(64)')
    /** In-house draws: secret until drawn. */
    .addColumn('seed', 'varchar(64)')
    /** Numbers joined by commas (winNo). */
    .addColumn('win_no', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    /** A settling or refunding process holds the draw until then (a guarded UPDATE claims it). */
    .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('lottery_draws_numero', ['merchant_id', 'game_code', 'numero'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_time')
    .on('lottery_draws')
    .columns(['merchant_id', 'game_code', 'draw_time'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_state')
    .on('lottery_draws')
    .columns(['state', 'draw_time'])
    .execute();

  await withId(db.schema.createTable('lottery_chases'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', member)
    .addColumn('game_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('draws', 'integer', (c) => c.notNull())
    .addColumn('stop_on_win', 'smallint', (c) => c.notNull())
    /** active, won (stopped on a win), done. */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lottery_chases_request', ['member_id', 'request_id'])
    .execute();

  await withId(db.schema.createTable('lottery_tickets'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', member)
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('game_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('numero', 'varchar(16)', (c) => c.notNull())
    .addColumn('play_id', 'varchar(32)', (c) => c.notNull())
    /** JSON number[][]. */
    .addColumn('selection', 'text', (c) => c.notNull())
    .addColumn('bet_count', 'integer', (c) => c.notNull())
    /** Stake of one bet unit, minor units; a bet costs the play's unitsPerBet units. */
    .addColumn('unit', 'bigint', (c) => c.notNull())
    .addColumn('multiplier', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('series', 'integer', (c) => c.notNull())
    .addColumn('odds_bp', 'bigint', (c) => c.notNull())
    .addColumn('hold_id', 'integer')
    /** pending (stake being held), open, won, lost, cancelled (by the member), refunded (draw cancelled). */
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('win_bets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('chase_id', 'integer', (c) => c.references('lottery_chases.id'))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('bet_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('lottery_tickets_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_draw')
    .on('lottery_tickets')
    .columns(['draw_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_member')
    .on('lottery_tickets')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema.createIndex('lottery_tickets_chase').on('lottery_tickets').columns(['chase_id']).execute();

  await db.schema
    .createTable('lottery_favourites')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_favourites_pk', ['member_id', 'game_code'])
    .execute();
};
