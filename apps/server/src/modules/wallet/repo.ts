import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The wallet's reads of other modules' tables that it cannot ask their faces for (the games
 * module depends on the wallet). The wallet's own tables: ledger-repo.ts, ledger-sql.ts,
 * deposits-repo.ts, withdrawals-repo.ts.
 */
export const walletRepo = {
  /** A brand's enabled vendors in display order: each has a vendor wallet on a multi-wallet brand. */
  enabledVendors: (db: Q, merchantId: number) =>
    db
      .selectFrom('vendors')
      .select(['code', 'display_name'])
      .where('merchant_id', '=', merchantId)
      .where('enabled', '=', 1)
      .orderBy('sort')
      .execute(),
};
