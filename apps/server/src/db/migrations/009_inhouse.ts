import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * In-house games (decision 010): members' seed pairs, the rounds played on them, and the crash
 * game's hash chains, shared rounds and bets.
 */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');
  const member = (c: ColumnDefinitionBuilder) => c.notNull().references('members.id');

  await withId(db.schema.createTable('fair_seeds'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', member)
    /** 1, 2, 3 ... per member: a rotation inserts the next, so two rotations cannot both win. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** Secret until the pair is rotated out (state revealed). */
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    /** The nonce the next round takes; claimed by one conditional UPDATE. */
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
    /** active or revealed. */
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .addUniqueConstraint('fair_seeds_seq', ['member_id', 'seq'])
    .execute();

  await withId(db.schema.createTable('inhouse_rounds'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', member)
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    /** JSON of the game's params. */
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('multiplier_bp', 'bigint', (c) => c.notNull().defaultTo(0))
    /** The seed pair and nonce, set once when the round claims its nonce. */
    .addColumn('seed_id', 'integer', (c) => c.references('fair_seeds.id'))
    .addColumn('nonce', 'integer')
    .addColumn('client_seed', 'varchar(64)')
    /** JSON of the outcome, once settled. */
    .addColumn('outcome', 'text')
    /** real or demo (play money). */
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    /** SHA-256 of game, stake and params: the same request id with another bet is refused. */
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    /** pending (being played), settled. */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('hold_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('inhouse_rounds_request', ['member_id', 'request_id'])
    // the database's own guarantee that a nonce never serves two rounds
    .addUniqueConstraint('inhouse_rounds_nonce', ['seed_id', 'nonce'])
    .execute();
  await db.schema
    .createIndex('inhouse_rounds_member')
    .on('inhouse_rounds')
    .columns(['member_id', 'status', 'id'])
    .execute();

  await withId(db.schema.createTable('crash_chains'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    /** 1, 2, ... per brand: a new chain when the last one is used up. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** The secret x0 the chain is hashed from. */
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('terminating_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crash_chains_seq', ['merchant_id', 'seq'])
    .execute();

  await withId(db.schema.createTable('crash_rounds'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('crash_chains.id'))
    /** 1 .. chain length: game n uses the chain's hash n (played backwards). */
    .addColumn('game_no', 'integer', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    /** Hundredths; kept secret until the round has crashed. */
    .addColumn('crash_point', 'integer', (c) => c.notNull())
    /** betting, running, crashed. */
    .addColumn('phase', 'varchar(8)', (c) => c.notNull())
    /** Betting closes and the round runs. */
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('crash_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('crash_rounds_game', ['chain_id', 'game_no'])
    .execute();
  await db.schema
    .createIndex('crash_rounds_brand')
    .on('crash_rounds')
    .columns(['merchant_id', 'id'])
    .execute();

  await withId(db.schema.createTable('crash_bets'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('round_id', 'integer', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('member_id', 'integer', member)
    .addColumn('stake', 'bigint', (c) => c.notNull())
    /** Auto cash-out, hundredths. */
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    /** pending (stake being held), open (held, in the round), settled. */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('hold_id', 'integer')
    .addColumn('bet_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('crash_bets_request', ['member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('crash_bets_round').on('crash_bets').columns(['round_id', 'status']).execute();
  await db.schema
    .createIndex('crash_bets_open')
    .on('crash_bets')
    .columns(['merchant_id', 'status'])
    .execute();
};
