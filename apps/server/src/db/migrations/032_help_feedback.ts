import { withId, type MigrationFn } from './helpers.ts';

/**
 * The help centre, the brand's official contacts and members' feedback (decision 031), owned by
 * the help module. Help articles are one row per language, so the search runs in SQL over the
 * language the member reads (`search_text`: title and body as lower-case plain text).
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('help_categories'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addUniqueConstraint('help_categories_code', ['merchant_id', 'code'])
    .execute();

  await withId(db.schema.createTable('help_articles'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('lang', 'varchar(4)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('help_articles_code', ['merchant_id', 'code', 'lang'])
    .execute();
  await db.schema
    .createIndex('help_articles_lang')
    .on('help_articles')
    .columns(['merchant_id', 'lang', 'sort'])
    .execute();

  await withId(db.schema.createTable('official_contacts'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('handle', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(80)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('official_contacts_handle', ['merchant_id', 'kind', 'handle'])
    .execute();
  await db.schema
    .createIndex('official_contacts_lookup')
    .on('official_contacts')
    .columns(['merchant_id', 'handle'])
    .execute();

  await withId(db.schema.createTable('feedback'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(600)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replied_at', 'bigint')
    .execute();
  await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('feedback_queue')
    .on('feedback')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
};
