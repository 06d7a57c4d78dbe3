import type { MigrationFn } from './helpers.ts';

/**
 * Who an announcement is for: `all` (the site's public list and pop-ups, as every announcement
 * was until now, so existing rows become `all`) or `agents` (only the agent centre's
 * announcements page, never the public list). Values: `AnnouncementAudience` in
 * db/schema/content.ts (docs/product/agents-and-promotions.md#agent-announcements).
 */
export const up: MigrationFn = async (db) => {
  await db.schema
    .alterTable('announcements')
    .addColumn('audience', 'varchar(16)', (c) => c.notNull().defaultTo('all'))
    .execute();
};
