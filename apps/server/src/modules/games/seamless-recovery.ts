import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BulkWork, DueHold, HoldOwner, Wallet } from '../wallet/index.ts';
import { findCredit, findDebit, findTx, markTxDone, moveTx, type DebitRow } from './repo/seamless-tx.ts';
import { payCredit, releaseDebit, type MoneyAt } from './seamless-settle.ts';

type Deps = {
  db: Kysely<Database>;
  wallet: Wallet;
  settingsOf: (merchantId: number) => Promise<{ currency: string; timeZone: string } | undefined>;
};

/**
 * Vendor stakes the earlier code held (holds `seamless:<vendor>:<txId>`, 7 days) and that are
 * still held when the hold expires; debits taken now post their stake and hold nothing. Each is
 * finished in one transaction. A debit the vendor never credited nor rolled back has no outcome:
 * it is rolled back, its stake released and its bet voided, and a late credit is refused
 * (TX_ROLLED_BACK) as after a rollback. A debit a credit already settled, cut off before it paid,
 * has its outcome (the credit's amount): it is paid exactly as the credit's retry would pay it.
 * A hold its debit's row does not own (a cut-off debit rolled back since) is released.
 */
export function seamlessRecovery(deps: Deps): HoldOwner {
  return {
    prefix: 'seamless:',
    async recover(hold: DueHold, now: number) {
      const m = /^seamless:([^:]+):(.+)$/s.exec(hold.idem_key);
      if (!m || Number(hold.expires_at) > now) return false;
      const [vendor, txId] = [m[1]!, m[2]!];
      const settings = await deps.settingsOf(hold.merchant_id);
      const at: MoneyAt = {
        merchantId: hold.merchant_id,
        currency: settings?.currency ?? '',
        timeZone: settings?.timeZone ?? 'UTC',
        vendor,
      };
      return deps.wallet.bulk(async (work) => {
        const debit = await findDebit(work.trx, { merchantId: hold.merchant_id, vendor, txId });
        const owns =
          debit?.kind === 'debit' &&
          (debit.hold_id === hold.id || (debit.hold_id === null && debit.status === 'pending'));
        if (!debit || !owns) return (await work.voidHolds(hold.merchant_id, [hold.id])).length > 0;
        const held = { ...debit, hold_id: hold.id };
        if (debit.status === 'settled') return settings ? payLateCredit(work, { at, debit: held }) : false;
        return rollBackAbandoned(work, { at, debit: held });
      });
    },
  };
}

/** An abandoned round's debit: rolled back, its stake released and its bet voided. */
async function rollBackAbandoned(work: BulkWork, p: { at: MoneyAt; debit: DebitRow }): Promise<boolean> {
  const { debit } = p;
  if (debit.status !== 'rolled_back') {
    await moveTx(work.trx, { id: debit.id, from: ['pending', 'held'], set: { status: 'rolled_back' } });
    const current = await findTx(work.trx, {
      merchantId: debit.merchant_id,
      vendor: debit.vendor_code,
      txId: debit.tx_id,
    });
    if (current?.status !== 'rolled_back') return false; // a credit got in first: next sweep pays it
  }
  await releaseDebit(work, { ...p.at, mode: debit.bet_mode ?? 'real', debit, posted: false });
  return true;
}

async function payLateCredit(work: BulkWork, p: { at: MoneyAt; debit: DebitRow }): Promise<boolean> {
  const { at, debit } = p;
  const credit = await findCredit(work.trx, {
    merchantId: at.merchantId,
    vendor: at.vendor,
    debitTxId: debit.tx_id,
  });
  if (!credit) return false;
  await payCredit(work, { ...at, mode: debit.bet_mode ?? 'real', debit, credit });
  await markTxDone(work.trx, credit.id);
  return true;
}
