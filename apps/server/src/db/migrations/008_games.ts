import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * The game catalogue (games of each vendor), favourites, game sessions (launches, recent games,
 * vendor session tokens), the seamless-wallet transactions vendors send, and the bets record.
 */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');

  // How the platform reaches a vendor: { baseUrl, secretEnv } (the secret itself lives in the environment).
  await db.schema
    .alterTable('vendors')
    .addColumn('config', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await withId(db.schema.createTable('games'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    /** The vendor's own id of the game (launch and seamless calls name it). */
    .addColumn('game_code', 'varchar(64)', (c) => c.notNull())
    /** JSON object: language code -> name. */
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-case copy of every name, for the name search. */
    .addColumn('search', 'text', (c) => c.notNull())
    /** The category (LIVE, SPORTS, RNG ...); e-sports vendors are split out by the brand's list. */
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    /** A finer kind within the category (slot, table, fishing, crash ...). */
    .addColumn('game_classify', 'varchar(32)', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('min_bet', 'bigint', (c) => c.notNull())
    .addColumn('line_num', 'integer', (c) => c.notNull().defaultTo(0))
    /** Comma-separated language codes the game speaks. */
    .addColumn('languages', 'varchar(128)', (c) => c.notNull())
    .addColumn('is_hot', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('plays', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('maintenance', 'smallint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('games_code', ['merchant_id', 'vendor_code', 'game_code'])
    .execute();
  await db.schema
    .createIndex('games_list')
    .on('games')
    .columns(['merchant_id', 'game_type', 'vendor_code', 'sort'])
    .execute();

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'game_id'])
    .execute();

  await withId(db.schema.createTable('game_sessions'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    /** SHA-256 of the session token handed to the vendor; the token itself is never stored. */
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    /** real or demo (play money). */
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('game_sessions_recent')
    .on('game_sessions')
    .columns(['member_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('seamless_tx'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('tx_id', 'varchar(64)', (c) => c.notNull())
    /** debit, credit or rollback. */
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    /** credit: the debit it settles; rollback: the debit it cancels. */
    .addColumn('ref_tx_id', 'varchar(64)')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** SHA-256 of the call's meaningful fields: the same txId with another body is refused. */
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    /** debit: pending, held, settled, rolled_back; credit and rollback: pending, done. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('hold_id', 'integer')
    .addColumn('bet_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('seamless_tx_id', ['merchant_id', 'vendor_code', 'tx_id'])
    .execute();

  await withId(db.schema.createTable('bets'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_id', 'integer', (c) => c.references('games.id'))
    .addColumn('vendor_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    /** The game's name when the bet was placed (JSON by language). */
    .addColumn('game_name', 'text', (c) => c.notNull())
    /** The source's own id of the bet (vendor debit txId, in-house round, lottery ticket). */
    .addColumn('ref', 'varchar(96)', (c) => c.notNull())
    .addColumn('round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    /** open, settled (won or lost by payout), void. */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    /** real or demo: demo bets never count as real money. */
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('bets_ref', ['merchant_id', 'vendor_code', 'ref'])
    .execute();
  await db.schema.createIndex('bets_member').on('bets').columns(['member_id', 'created_at']).execute();
};
