import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * Members and everything signing in needs: sessions, the agent tree (closure table), known IPs,
 * one-time tokens (captcha, reset links, IP-check tickets, spent human checks), SMS and email
 * codes, the outbox of the local message providers, and rate-limit events.
 */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');

  await withId(db.schema.createTable('members'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    /** Lower-cased username: unique per brand, whatever the case typed. */
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    /** 'set' by the member, 'default' set by an operator (must change), 'none' (social or demo). */
    .addColumn('password_state', 'varchar(8)', (c) => c.notNull())
    .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('active'))
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    /** E.164 without the plus sign's ambiguity: '+' dial code then number. */
    .addColumn('mobile', 'varchar(24)')
    .addColumn('email', 'varchar(254)')
    .addColumn('payee_name', 'varchar(128)')
    .addColumn('payment_password_hash', 'text')
    /** JSON: qqNum, line, whatsapp, zalo, facebook, wechat, idNumber, recommenderId. */
    .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(32)', (c) => c.notNull().defaultTo('avatar-1'))
    /** The member's own invite code (referral); agents also have an affiliate code. */
    .addColumn('referral_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('affiliate_code', 'varchar(32)')
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('referrer_id', 'integer', (c) => c.references('members.id'))
    /** JSON: the club/VIP label { labelName, color, color2, rankLevel } or null. */
    .addColumn('club_label', 'text')
    /** JSON array of { labelName, color?, color2? }. */
    .addColumn('member_labels', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('first_login_done', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reg_ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_domain', 'varchar(253)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'varchar(45)')
    .addUniqueConstraint('members_username', ['merchant_id', 'username_key'])
    .addUniqueConstraint('members_mobile', ['merchant_id', 'mobile'])
    .addUniqueConstraint('members_referral', ['merchant_id', 'referral_code'])
    .addUniqueConstraint('members_affiliate', ['merchant_id', 'affiliate_code'])
    .execute();
  await db.schema.createIndex('members_email').on('members').columns(['merchant_id', 'email']).execute();

  // Closure table: one row per (ancestor, descendant) pair, depth 0 for the member itself, so
  // "whole downline of X" is one indexed lookup whatever the tree's depth.
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('descendant_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  await db.schema
    .createIndex('member_tree_descendant')
    .on('member_tree')
    .columns(['descendant_id', 'depth'])
    .execute();

  await db.schema
    .createTable('member_ips')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_ips_pk', ['member_id', 'ip'])
    .execute();

  await withId(db.schema.createTable('sessions'), engine)
    /** SHA-256 of the token: the token itself is never stored. */
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('idle_seconds', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('remember', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_member').on('sessions').columns(['member_id']).execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('one_time_tokens_expiry')
    .on('one_time_tokens')
    .columns(['expires_at'])
    .execute();

  await withId(db.schema.createTable('verification_codes'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_target')
    .on('verification_codes')
    .columns(['merchant_id', 'purpose', 'target', 'created_at'])
    .execute();

  await withId(db.schema.createTable('outbox'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_target')
    .on('outbox')
    .columns(['merchant_id', 'target', 'id'])
    .execute();

  await withId(db.schema.createTable('rate_events'), engine)
    .addColumn('bucket', 'varchar(24)', (c) => c.notNull())
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_events_lookup')
    .on('rate_events')
    .columns(['bucket', 'key', 'at'])
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('kid', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('private_pkcs8', 'text', (c) => c.notNull())
    .addColumn('public_spki', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
};
