// Money on bills: the payer pays in (the platform for a top agent's bill, else the upline from its
// main balance, which its own bill was paid into first), the payee takes it (at once, or when it
// claims), and what is left at the bill's expiry goes back. Every step is one ledger entry keyed
// by the bill and the amounts before it, written with the bill's guarded change (decision 026).
import type { Kysely } from 'kysely';
import type { Bill } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import type { AccountRef, Wallet } from '../wallet/index.ts';
import { billById, stepBill, type BillRow, type BillState } from './bills-repo.ts';
import { rateText } from './contract-rules.ts';

export type PayDeps = { db: Kysely<Database>; wallet: Wallet };

/** The house account the platform pays a kind's bills from, and the one claimable money waits in. */
export const platformAccount = (kind: BillRow['kind']): AccountRef => ({ house: `agent.${kind}` });
const ESCROW: AccountRef = { house: 'agent.bills' };
const txType = (kind: BillRow['kind']) => (kind === 'dividend' ? 'dividend' : 'wage');

type Step = {
  key: string;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  next: { funded: bigint; claimed: bigint; state: BillState };
};

/**
 * Posts one step of a bill with its guarded change. A step another process took first (the same
 * key replayed, or the bill moved) changes nothing; true when this call moved the bill.
 */
async function post(deps: PayDeps, q: { brand: Brand; bill: BillRow; step: Step }): Promise<boolean> {
  const { bill, step } = q;
  const before = { id: bill.id, funded: BigInt(bill.funded), claimed: BigInt(bill.claimed) };
  if (step.amount === 0n)
    return deps.db.transaction().execute((trx) => stepBill(trx, { ...before, to: step.next }));
  try {
    const { out } = await deps.wallet.postWith(
      {
        merchantId: q.brand.id,
        currency: q.brand.settings.currency,
        idemKey: `agent-bill:${bill.id}:${step.key}`,
        type: txType(bill.kind),
        ref: `bill:${bill.id}`,
        memo: bill.period,
        lines: [
          { account: step.from, amount: -step.amount },
          { account: step.to, amount: step.amount },
        ],
      },
      async (trx, posted) => {
        const moved = await stepBill(trx, { ...before, to: step.next });
        if (!moved && !posted.replayed) throw new AppError('conflict');
        return moved;
      },
    );
    return out;
  } catch (err) {
    if (err instanceof AppError && (err.code === 'conflict' || err.code === 'idempotency.key.reused'))
      return false;
    throw err;
  }
}

/** The state of a bill with `funded` paid in and `claimed` taken. */
function stateOf(amount: bigint, funded: bigint, claimed: bigint): BillState {
  if (claimed >= amount) return 'paid';
  if (funded < amount) return claimed > 0n ? 'partly_claimed' : 'insufficient';
  return claimed > 0n ? 'partly_claimed' : 'awaiting_claim';
}

/**
 * Pays into a bill what its payer can: the platform all of it; an upline up to its available main
 * balance. With `auto` payout the payee gets it at once; with `claim` it waits in the bills
 * account. What is short stays owed (`insufficient`) and is tried again on the next run.
 */
export async function fundBill(deps: PayDeps, q: { brand: Brand; bill: BillRow }): Promise<void> {
  const { brand, bill } = q;
  const amount = BigInt(bill.amount);
  const funded = BigInt(bill.funded);
  const claimed = BigInt(bill.claimed);
  let x = amount - funded;
  if (x <= 0n) return;
  if (bill.payer_id !== null) {
    const main = (await deps.wallet.memberBalances(brand.id, bill.payer_id)).find((b) => b.code === 'main');
    const available = main?.available ?? 0n;
    if (available < x) x = available > 0n ? available : 0n;
  }
  if (x === 0n && bill.state === 'insufficient') return;
  const auto = brand.settings.agentContracts.payout === 'auto';
  const next = { funded: funded + x, claimed: auto ? claimed + x : claimed };
  const step: Step = {
    key: `fund:${funded}`,
    from: bill.payer_id === null ? platformAccount(bill.kind) : { member: bill.payer_id },
    to: auto ? { member: bill.payee_id } : ESCROW,
    amount: x,
    next: { ...next, state: stateOf(amount, next.funded, next.claimed) },
  };
  try {
    await post(deps, { brand, bill, step });
  } catch (err) {
    // The payer spent its balance between the read and the entry: owed, tried again later.
    if (!(err instanceof AppError && err.code === 'wallet.insufficient.funds')) throw err;
    await post(deps, {
      brand,
      bill,
      step: { ...step, amount: 0n, next: { funded, claimed, state: 'insufficient' } },
    });
  }
}

/** The payee takes what was paid into its bill and not yet taken. */
export async function claimBill(
  deps: PayDeps,
  q: { brand: Brand; memberId: number; id: number },
): Promise<Bill> {
  const bill = await billById(deps.db, { merchantId: q.brand.id, id: q.id });
  if (!bill || bill.payee_id !== q.memberId) throw new AppError('access.forbidden');
  const funded = BigInt(bill.funded);
  const claimed = BigInt(bill.claimed);
  const y = funded - claimed;
  if (y <= 0n || bill.state === 'expired' || bill.state === 'paid')
    throw new AppError('agent.bill.nothing_to_claim');
  const next = { funded, claimed: funded };
  const moved = await post(deps, {
    brand: q.brand,
    bill,
    step: {
      key: `claim:${claimed}`,
      from: ESCROW,
      to: { member: bill.payee_id },
      amount: y,
      next: { ...next, state: stateOf(BigInt(bill.amount), next.funded, next.claimed) },
    },
  });
  if (!moved) throw new AppError('agent.bill.nothing_to_claim');
  return (await billViews(deps.db, [(await billById(deps.db, { merchantId: q.brand.id, id: q.id }))!]))[0]!;
}

/** A bill past its time: what waits unclaimed goes back to its payer, and nothing more is owed. */
export async function expireBill(deps: PayDeps, q: { brand: Brand; bill: BillRow }): Promise<void> {
  const { bill } = q;
  const funded = BigInt(bill.funded);
  const claimed = BigInt(bill.claimed);
  await post(deps, {
    brand: q.brand,
    bill,
    step: {
      key: 'expire',
      from: ESCROW,
      to: bill.payer_id === null ? platformAccount(bill.kind) : { member: bill.payer_id },
      amount: funded - claimed,
      next: { funded: claimed, claimed, state: 'expired' },
    },
  });
}

/** The wire shape of bills, with the usernames of both sides. */
export async function billViews(db: Kysely<Database>, rows: BillRow[]): Promise<Bill[]> {
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.payee_id);
    if (r.payer_id !== null) ids.add(r.payer_id);
  }
  const names = await membersRepo.usernames(db, [...ids]);
  const who = (id: number) => ({ id, username: names.get(id) ?? '' });
  const money = (v: BillRow['amount']) => formatMinor(BigInt(v));
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contract_id,
    kind: r.kind,
    period: r.period,
    periodStart: Number(r.period_start),
    periodEnd: Number(r.period_end),
    payee: who(r.payee_id),
    payer: r.payer_id === null ? null : who(r.payer_id),
    turnover: money(r.turnover),
    loss: money(r.loss),
    carried: money(r.carried),
    validUsers: r.valid_users,
    tier: r.tier,
    rate: rateText(r.rate),
    amount: money(r.amount),
    owedDown: money(r.owed_down),
    funded: money(r.funded),
    claimed: money(r.claimed),
    state: r.state,
    createdAt: Number(r.created_at),
    expiresAt: Number(r.expires_at),
  }));
}
