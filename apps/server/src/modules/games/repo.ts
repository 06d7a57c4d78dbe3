import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A brand's enabled vendors in display order. */
export const listEnabledVendors = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('vendors')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type VendorRow = Awaited<ReturnType<typeof listEnabledVendors>>[number];
