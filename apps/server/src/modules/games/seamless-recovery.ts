import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DueHold, HoldOwner, Wallet } from '../wallet/index.ts';
import { betMode } from './repo/bets.ts';
import { findCredit, findTx, moveTx, type TxRow } from './repo/seamless-tx.ts';
import { payCredit, releaseDebit } from './seamless-settle.ts';

type Deps = {
  db: Kysely<Database>;
  wallet: Wallet;
  settingsOf: (merchantId: number) => Promise<{ currency: string; timeZone: string } | undefined>;
};

/**
 * Vendor stakes still held when their hold expires (7 days: holds `seamless:<vendor>:<txId>`).
 * A debit the vendor never credited nor rolled back has no outcome here: it is rolled back, its
 * stake released and its bet voided, and a late credit is refused (TX_ROLLED_BACK) as after a
 * rollback. A debit a credit already settled, cut off before it paid, has its outcome (the
 * credit's amount): it is paid exactly as the credit's retry would pay it.
 */
export function seamlessRecovery(deps: Deps): HoldOwner {
  return {
    prefix: 'seamless:',
    async recover(hold: DueHold, now: number) {
      const m = /^seamless:([^:]+):(.+)$/s.exec(hold.idem_key);
      if (!m || Number(hold.expires_at) > now) return false;
      const [vendor, txId] = [m[1]!, m[2]!];
      const tx = (id: string) => findTx(deps.db, { merchantId: hold.merchant_id, vendor, txId: id });
      const debit = await tx(txId);
      if (!debit || debit.kind !== 'debit') return deps.wallet.void(hold.merchant_id, hold.id);
      if (debit.status === 'settled') return payLateCredit(deps, { hold, vendor, debit });
      await moveTx(deps.db, { id: debit.id, from: ['pending', 'held'], set: { status: 'rolled_back' } });
      const current = (await tx(txId))!;
      if (current.status !== 'rolled_back') return false; // a credit got in first: next sweep pays it
      const settings = await deps.settingsOf(hold.merchant_id);
      await releaseDebit(deps, {
        merchantId: hold.merchant_id,
        timeZone: settings?.timeZone ?? 'UTC',
        debit: { ...current, hold_id: hold.id },
      });
      return true;
    },
  };
}

async function payLateCredit(
  deps: Deps,
  p: { hold: DueHold; vendor: string; debit: TxRow },
): Promise<boolean> {
  const credit = await findCredit(deps.db, {
    merchantId: p.hold.merchant_id,
    vendor: p.vendor,
    debitTxId: p.debit.tx_id,
  });
  const settings = await deps.settingsOf(p.hold.merchant_id);
  if (!credit || !settings) return false;
  const bet = p.debit.bet_id === null ? undefined : await betMode(deps.db, p.debit.bet_id);
  await payCredit(deps, {
    merchantId: p.hold.merchant_id,
    ...settings,
    vendor: p.vendor,
    mode: bet?.mode ?? 'real',
    debit: { ...p.debit, hold_id: p.hold.id },
    credit,
  });
  return true;
}
