import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Wallet } from '../wallet/index.ts';
import { findDebit, moveTx, openDebitsBefore } from './repo/seamless-tx.ts';
import { releaseDebit } from './seamless-settle.ts';

/** A vendor's round must end within this (docs/seamless-wallet.md): its debit is rolled back then. */
export const ROUND_MAX_MS = 7 * 86_400_000;
/** At most this many rounds closed per run. */
const BATCH = 200;

type Deps = {
  db: Kysely<Database>;
  wallet: Wallet;
  settingsOf: (merchantId: number) => Promise<{ currency: string; timeZone: string } | undefined>;
};

/**
 * Rounds the vendor never closed: a debit neither credited nor rolled back `ROUND_MAX_MS` after
 * it was taken is rolled back by the platform, each in one transaction (its stake posted back
 * from the vendor's game account, its bet voided), and a late credit is refused (TX_ROLLED_BACK)
 * as after a rollback. A credit or rollback racing it wins or loses on the debit's row: the
 * money moves once. `run` answers how many rounds it closed.
 */
export function seamlessExpiry(deps: Deps) {
  return {
    async run(now = Date.now()): Promise<number> {
      const due = await openDebitsBefore(deps.db, { before: now - ROUND_MAX_MS, limit: BATCH });
      let closed = 0;
      for (const d of due) {
        const settings = await deps.settingsOf(d.merchant_id);
        if (!settings) continue;
        const at = { merchantId: d.merchant_id, vendor: d.vendor_code, ...settings };
        const done = await deps.wallet.bulk(async (work) => {
          const debit = await findDebit(work.trx, { ...at, txId: d.tx_id });
          if (debit?.status !== 'held' || debit.hold_id !== null) return false;
          const from = ['held' as const];
          if (!(await moveTx(work.trx, { id: debit.id, from, set: { status: 'rolled_back' } }))) return false;
          await releaseDebit(work, { ...at, mode: debit.bet_mode ?? 'real', debit, posted: true });
          return true;
        });
        if (done) closed++;
      }
      return closed;
    },
  };
}
