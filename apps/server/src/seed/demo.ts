import { seedDemoLottery } from './demo-lottery.ts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/database.ts';
import { allModuleIds } from '@lotto/contracts';
import type { Database } from '../db/schema.ts';
import { toRegisterRow } from '../modules/brand/index.ts';
import { demoSettings } from './demo-settings.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoMall } from './demo-mall.ts';
import { seedDemoHelp } from './demo-help.ts';
import { seedDemoVendors } from './demo-vendors.ts';
import { seedDemoGames } from './demo-games.ts';
import {
  agentAnnouncements,
  announcements,
  banners,
  demoModulesOff,
  LINKAGE_PROMOTION,
  LINKAGE_ROUTE,
  m,
  registerDefaults,
  resources,
  tx,
} from './demo-content.ts';

type Trx = Transaction<Database>;

/** Creates the demo brand if the database has no brand yet; safe to call at every start. */
export async function seedDemo(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  // A test of an older migration seeds at that version: only what its schema has is written.
  const tables = await seededSchema(db);
  const has = (table: string, column?: string) => tables.get(table)?.includes(column ?? 'id') ?? false;
  return db.transaction().execute(async (trx) => {
    // Looked at inside the writing transaction: a node that starts beside another finds its brand.
    const existing = await trx.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const { id } = await trx
      .insertInto('merchants')
      .values({
        code: 'demo',
        settings: JSON.stringify(demoSettings),
        maintenance: 0,
        maintenance_message: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedBrandSetup(trx, id);
    // Promotions first: the banners that open one link to its id.
    const promotions = has('promotions')
      ? await seedDemoPromotions(trx, { merchant_id: id, now, raffle: has('promotions', 'raffle_seed') })
      : new Map<string, number>();
    await seedBrandContent(trx, {
      merchant_id: id,
      now,
      agents: has('announcements', 'audience'),
      promotions,
    });
    await seedDemoVendors(trx, id);
    await seedDemoGames(trx, id);
    await seedDemoPayments(trx, id);
    await seedDemoLottery(trx, id);
    if (has('mall_items')) await seedDemoMall(trx, { merchant_id: id, now });
    if (has('help_articles')) await seedDemoHelp(trx, { merchant_id: id, now });
    return true;
  });
}

/** Domains, module switches, registration fields, resources and customer service. */
async function seedBrandSetup(trx: Trx, merchant_id: number) {
  await trx
    .insertInto('merchant_domains')
    .values([
      // Loopback hosts for development and tests: links reach them over http, on the server's port.
      { merchant_id, host: 'localhost', kind: 'primary', sort: 0 },
      { merchant_id, host: '127.0.0.1', kind: 'primary', sort: 1 },
      { merchant_id, host: 'www.perlasplay.example', kind: 'mirror', sort: 2 },
      { merchant_id, host: 'm.perlasplay.example', kind: 'mirror', sort: 3 },
      { merchant_id, host: 'perlas1.example', kind: 'mirror', sort: 4 },
    ])
    .execute();

  await trx
    .insertInto('merchant_modules')
    .values(
      allModuleIds.map((mod_id) => ({ merchant_id, mod_id, enabled: demoModulesOff.has(mod_id) ? 0 : 1 })),
    )
    .execute();

  await trx
    .insertInto('register_settings')
    .values(
      Object.entries(registerDefaults).map(([field, s]) => ({ merchant_id, field, ...toRegisterRow(s) })),
    )
    .execute();

  await trx
    .insertInto('merchant_resources')
    .values(
      resources.map(([resource_type, url, qr_code_url, en, ty], sort) => ({
        merchant_id,
        resource_type,
        url,
        qr_code_url,
        label_names: JSON.stringify({ EN: en, TY: ty }),
        sort,
      })),
    )
    .execute();

  await trx
    .insertInto('customer_service')
    .values([
      { merchant_id, cs_type: 'LIVECHAT', path: '/chat', sort: 0 },
      { merchant_id, cs_type: 'VIP', path: '/helpmc?topic=vip', sort: 1 },
    ])
    .execute();
}

/**
 * Banners and announcements (the agents' apart), the newest of each published `now`. A banner
 * opening a promotion names its code and links to its id; without promotions (an older schema)
 * it opens the promotions page.
 */
async function seedBrandContent(
  trx: Trx,
  q: { merchant_id: number; now: number; agents: boolean; promotions: Map<string, number> },
) {
  const { merchant_id, now, agents } = q;
  const link = (b: (typeof banners)[number]) => {
    if (b.linkageType !== LINKAGE_PROMOTION)
      return { linkage_type: b.linkageType, linkage_value: b.linkageValue };
    const id = q.promotions.get(b.linkageValue);
    return id === undefined
      ? { linkage_type: LINKAGE_ROUTE, linkage_value: '/promotions' }
      : { linkage_type: LINKAGE_PROMOTION, linkage_value: String(id) };
  };
  await trx
    .insertInto('banners')
    .values(
      banners.map((b) => ({
        merchant_id,
        group_name: b.group,
        title: tx(b.en, b.ty),
        image_url: m(`banner-${b.group}-${b.index + 1}.svg`),
        ...link(b),
        sort: b.index,
        enabled: 1,
      })),
    )
    .execute();

  await trx
    .insertInto('announcements')
    .values(
      announcements.map(([type, en, ty, cen, cty, popup], i) => ({
        merchant_id,
        type,
        title: tx(en, ty),
        content: tx(cen, cty),
        images: '[]',
        popup,
        published_at: now - i * 86_400_000,
        enabled: 1,
      })),
    )
    .execute();

  if (!agents) return;
  await trx
    .insertInto('announcements')
    .values(
      agentAnnouncements.map(([type, en, ty, cen, cty], i) => ({
        merchant_id,
        type,
        title: tx(en, ty),
        content: tx(cen, cty),
        images: '[]',
        popup: 0,
        published_at: now - i * 2 * 86_400_000,
        enabled: 1,
        audience: 'agents' as const,
      })),
    )
    .execute();
}

/** The tables of the schema in use (PostgreSQL keeps others beside it) and their columns. */
async function seededSchema(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const pg = isPostgres(db);
  const current = pg
    ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
    : undefined;
  const tables = (await db.introspection.getTables()).filter((t) => !pg || t.schema === current);
  return new Map(tables.map((t) => [t.name, t.columns.map((c) => c.name)]));
}
