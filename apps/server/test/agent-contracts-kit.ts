import type { Contract, ContractKind, ContractTierInput } from '@lotto/contracts';
import { addFigures } from '../src/modules/figures/index.ts';
import { ContractScheduler } from '../src/modules/agent/index.ts';
import { acceptContract, offerBody, offerContract } from '../src/modules/agent/contracts.ts';
import { c, demoId, t } from './accounts-suite.ts';
import { as, brandOf, idOf } from './agent-kit.ts';

/** What the contract test files share: offers through the API, the platform's offers, activity, a scheduler on a test clock. */
export const offer = (who: string, body: Record<string, unknown>) =>
  c.call('POST', '/wps/agent/contracts', body, as(who));
export const answer = (who: string, id: number, how: 'accept' | 'reject' | 'terminate') =>
  c.call('POST', `/wps/agent/contracts/${id}/${how}`, {}, as(who));

export const tiers = (...rates: (string | ContractTierInput)[]) =>
  rates.map((r) => (typeof r === 'string' ? { rate: r } : r));

/** The platform offers a top agent a contract (the operator's part) and the agent accepts it, at `now`. */
export async function platformContract(
  username: string,
  q: { kind: ContractKind; tiers: ContractTierInput[]; mode?: 'fixed' | 'floating'; now?: number },
): Promise<Contract> {
  const brand = await brandOf();
  const db = t.store.db.kysely;
  const now = q.now ?? Date.now();
  const memberId = await idOf(username);
  const made = await offerContract(db, {
    brand,
    uplineId: null,
    body: offerBody({ memberId, kind: q.kind, tiers: q.tiers, mode: q.mode ?? 'fixed' }),
    now,
  });
  return acceptContract(db, { brand, memberId, id: made.id, now });
}

/** An upline's offer and the downline's acceptance through the services, at `now` (a test's own day). */
export async function contractAt(
  upline: string,
  q: {
    member: string;
    kind: ContractKind;
    tiers: ContractTierInput[];
    mode?: 'fixed' | 'floating';
    now: number;
  },
): Promise<Contract> {
  const brand = await brandOf();
  const db = t.store.db.kysely;
  const memberId = await idOf(q.member);
  const made = await offerContract(db, {
    brand,
    uplineId: await idOf(upline),
    body: offerBody({
      memberId,
      kind: q.kind,
      tiers: q.tiers,
      mode: q.mode ?? 'fixed',
      confirmTerminate: true,
    }),
    now: q.now,
  });
  return acceptContract(db, { brand, memberId, id: made.id, now: q.now });
}

export type Activity = { turnover: bigint; payout?: bigint; rebate?: bigint; bonus?: bigint };

/** A member's play at `at`, written to its figures the way a bet's settlement writes them. */
export async function play(memberId: number, q: Activity & { at: number }) {
  const brand = await brandOf();
  await t.store.db.kysely.transaction().execute((trx) =>
    addFigures(trx, [
      {
        merchantId: brand.id,
        memberId,
        timeZone: brand.settings.timeZone,
        at: q.at,
        gameType: 'LOTTERY',
        sums: {
          bet_count: 1,
          stake: q.turnover,
          valid_turnover: q.turnover,
          payout: q.payout ?? 0n,
          rebate: q.rebate ?? 0n,
          bonus: q.bonus ?? 0n,
        },
      },
    ]),
  );
}

/** A scheduler of its own on a clock the test sets (another process, when made twice). */
export function scheduler(clock: { now: number }) {
  return new ContractScheduler({
    db: t.store.db.kysely,
    wallet: t.app.platform.wallet,
    brandOf: (id) => t.app.platform.brands.byId(id),
    clock: { now: () => clock.now },
    onError: (err) => {
      throw err;
    },
  });
}

export async function mainBalance(memberId: number): Promise<bigint> {
  const rows = await t.app.platform.wallet.memberBalances(await demoId(), memberId);
  return rows.find((r) => r.code === 'main')?.balance ?? 0n;
}

export async function fundMember(memberId: number, amount: bigint, key: string) {
  await t.app.platform.wallet.post({
    merchantId: await demoId(),
    currency: (await brandOf()).settings.currency,
    idemKey: key,
    type: 'deposit',
    lines: [
      { account: { member: memberId }, amount },
      { account: { house: 'deposits' }, amount: -amount },
    ],
  });
}

export async function billsOf(contractId: number) {
  return t.store.db.kysely
    .selectFrom('agent_bills')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}
