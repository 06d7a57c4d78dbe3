import { afterAll, beforeAll } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { Ledger, type AccountRef } from '../src/modules/wallet/ledger.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';

/**
 * What the ledger test files share: a database per file, opened by `useLedger()`, and the ledger
 * on it as the app runs it: group commit on the embedded database, a transaction per movement on
 * PostgreSQL. `store`, `ledger` and `merchantId` are set from the file's `beforeAll` on.
 */
export let store: TestStore;
export let ledger: Ledger;
export let merchantId: number;
export const PHP = 'PHP';
export const MEMBERS = [101, 102, 103, 104];

export function useLedger(): void {
  beforeAll(async () => {
    store = await createDemoStore();
    merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    ledger = new Ledger(store.db.kysely, { groupCommit: engine === 'sqlite' });
  });
  afterAll(() => store.drop());
}

export const member = (id: number): AccountRef => ({ member: id });
export const house = (code: string): AccountRef => ({ house: code });
let seq = 0;
export const key = (label: string) => `${label}-${++seq}-${Math.random().toString(36).slice(2)}`;

/** A deposit to a member's main account, under a fresh key unless one is given. */
export const deposit = (d: { member: number; amount: bigint; idemKey?: string }) =>
  ledger.post({
    merchantId,
    currency: PHP,
    idemKey: d.idemKey ?? key('dep'),
    type: 'deposit',
    lines: [
      { account: member(d.member), amount: d.amount },
      { account: house('deposits'), amount: -d.amount },
    ],
  });

/** Runs a movement; an expected refusal (not enough money, hold already settled) is not a failure. */
export async function attempt<T>(
  run: () => Promise<T>,
  allowed: readonly string[] = ['wallet.insufficient.funds', 'wallet.hold.not.pending'],
): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && allowed.includes(err.code)) return undefined;
    throw err;
  }
}

export const checkInvariants = () => checkLedgerInvariants(store.db.kysely);
