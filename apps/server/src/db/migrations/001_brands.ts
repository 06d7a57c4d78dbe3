import { sql } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/** Brands (merchants) and everything the site shell reads from them. */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('merchants'), engine)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('maintenance', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('maintenance_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const merchantFk = 'merchant_id';
  const ref = 'merchants.id';

  await withId(db.schema.createTable('merchant_domains'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('host', 'varchar(253)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('merchant_modules')
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('mod_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_modules_pk', [merchantFk, 'mod_id'])
    .execute();

  await db.schema
    .createTable('register_settings')
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull())
    .addColumn('required', 'smallint', (c) => c.notNull())
    .addColumn('accepted_pattern', 'text', (c) => c.notNull())
    .addColumn('pattern_id', 'integer', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('register_settings_pk', [merchantFk, 'field'])
    .execute();

  await withId(db.schema.createTable('merchant_resources'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('resource_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('qr_code_url', 'text', (c) => c.notNull())
    .addColumn('label_names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('customer_service'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('cs_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('access_rules'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('value', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('access_rules_unique', [merchantFk, 'kind', 'value'])
    .execute();

  await withId(db.schema.createTable('banners'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('group_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('linkage_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('linkage_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('banners_group')
    .on('banners')
    .columns([merchantFk, 'group_name', 'sort'])
    .execute();

  await withId(db.schema.createTable('announcements'), engine)
    .addColumn(merchantFk, 'integer', (c) => c.notNull().references(ref).onDelete('cascade'))
    .addColumn('type', 'varchar(4)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('popup', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('announcements_list')
    .on('announcements')
    .columns([merchantFk, 'type', 'published_at'])
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into app_state (key, value) values ('config_rev', '1')`.execute(db);
};
