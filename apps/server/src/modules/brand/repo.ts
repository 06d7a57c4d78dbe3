import type { Kysely, Transaction, Updateable } from 'kysely';
import type { FieldSetting } from '@lotto/contracts';
import type { AccessRuleKind, Database, VendorsTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

export const findMerchantByCode = (db: Q, code: string) =>
  db.selectFrom('merchants').select(['id', 'code']).where('code', '=', code).executeTakeFirst();

export const findMerchantById = (db: Q, id: number) =>
  db.selectFrom('merchants').select(['id', 'code']).where('id', '=', id).executeTakeFirst();

export const findMerchantByHost = (db: Q, host: string) =>
  db
    .selectFrom('merchant_domains as d')
    .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
    .select(['m.id', 'm.code'])
    .where('d.host', '=', host)
    .executeTakeFirst();

/** Everything a brand's requests read, in one round of queries. */
export async function loadBrandRows(db: Q, merchantId: number) {
  const [merchant, modules, register, resources, cs, access, domains] = await Promise.all([
    db.selectFrom('merchants').selectAll().where('id', '=', merchantId).executeTakeFirstOrThrow(),
    db.selectFrom('merchant_modules').selectAll().where('merchant_id', '=', merchantId).execute(),
    db.selectFrom('register_settings').selectAll().where('merchant_id', '=', merchantId).execute(),
    db
      .selectFrom('merchant_resources')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('customer_service')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db.selectFrom('access_rules').selectAll().where('merchant_id', '=', merchantId).execute(),
    db
      .selectFrom('merchant_domains')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return { merchant, modules, register, resources, cs, access, domains };
}
export type BrandRows = Awaited<ReturnType<typeof loadBrandRows>>;

export { bumpConfigRev, readConfigRev } from './app-state-repo.ts';

export const setMaintenance = (db: Q, m: { merchantId: number; on: boolean; message: string }) =>
  db
    .updateTable('merchants')
    .set({ maintenance: m.on ? 1 : 0, maintenance_message: m.message })
    .where('id', '=', m.merchantId)
    .execute();

/** One access rule of a brand: a blocked or allowed country or IP. */
export type AccessRule = { merchantId: number; kind: AccessRuleKind; value: string };

export const addAccessRule = (db: Q, { merchantId, kind, value }: AccessRule) =>
  db
    .insertInto('access_rules')
    .values({ merchant_id: merchantId, kind, value })
    .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'value']).doNothing())
    .execute();

export const removeAccessRule = (db: Q, { merchantId, kind, value }: AccessRule) =>
  db
    .deleteFrom('access_rules')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .execute();

export const setModule = (
  db: Q,
  { merchantId, modId, enabled }: { merchantId: number; modId: string; enabled: boolean },
) =>
  db
    .insertInto('merchant_modules')
    .values({ merchant_id: merchantId, mod_id: modId, enabled: enabled ? 1 : 0 })
    .onConflict((oc) => oc.columns(['merchant_id', 'mod_id']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
    .execute();

/** A field's validation config as stored (flags as 0/1). */
export const toRegisterRow = (s: FieldSetting): RegisterSettingRow => ({
  enabled: s.enabled ? 1 : 0,
  required: s.required ? 1 : 0,
  accepted_pattern: s.acceptedPattern,
  pattern_id: s.patternId,
  min_length: s.minLength,
  max_length: s.maxLength,
});

export type RegisterSettingRow = {
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
};

export const upsertRegisterSetting = (
  db: Q,
  { merchantId, field, row }: { merchantId: number; field: string; row: RegisterSettingRow },
) =>
  db
    .insertInto('register_settings')
    .values({ merchant_id: merchantId, field, ...row })
    .onConflict((oc) => oc.columns(['merchant_id', 'field']).doUpdateSet(row))
    .execute();

export const updateSettingsJson = (
  db: Q,
  { merchantId, settings }: { merchantId: number; settings: string },
) => db.updateTable('merchants').set({ settings }).where('id', '=', merchantId).execute();

export type DomainRow = {
  host: string;
  kind: 'primary' | 'mirror';
  /** null: https, or http for a loopback host. */
  scheme: 'https' | 'http' | null;
  port: number | null;
};

/** Adds a host to a brand, or changes how an existing one of the brand is reached. */
export const upsertDomain = async (db: Q, { merchantId, ...d }: DomainRow & { merchantId: number }) => {
  const last = await db
    .selectFrom('merchant_domains')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  const changed = await db
    .updateTable('merchant_domains')
    .set({ kind: d.kind, scheme: d.scheme, port: d.port })
    .where('merchant_id', '=', merchantId)
    .where('host', '=', d.host)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) return;
  await db
    .insertInto('merchant_domains')
    .values({ merchant_id: merchantId, ...d, sort: Number(last?.sort ?? -1) + 1 })
    .execute();
};

export const removeDomain = (db: Q, { merchantId, host }: { merchantId: number; host: string }) =>
  db.deleteFrom('merchant_domains').where('merchant_id', '=', merchantId).where('host', '=', host).execute();

export const findVendor = (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
  db
    .selectFrom('vendors')
    .select(['id', 'config'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();

/** A brand's game vendors in their order, for the operator. */
export const listVendors = (db: Q, merchantId: number) =>
  db
    .selectFrom('vendors')
    .select(['code', 'category', 'enabled', 'maintenance', 'config'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();

export const updateVendor = (db: Q, { id, set }: { id: number; set: Updateable<VendorsTable> }) =>
  db.updateTable('vendors').set(set).where('id', '=', id).execute();

export const readSettingsJson = async (db: Q, merchantId: number) =>
  (await db.selectFrom('merchants').select('settings').where('id', '=', merchantId).executeTakeFirstOrThrow())
    .settings;

export const allMerchantCodes = (db: Q) => db.selectFrom('merchants').select('code').orderBy('id').execute();
