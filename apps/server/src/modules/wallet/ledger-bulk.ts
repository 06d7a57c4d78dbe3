import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runStatement } from '../../db/statements.ts';
import { big, linesStatement, type LineRow } from './ledger-core.ts';

/**
 * The ledger's bulk movements (lottery draws): many holds settled or voided in a few set-based
 * statements inside a transaction the Ledger gives (`Ledger.bulk`). Only the Ledger calls these;
 * they are apart from it because each is written twice, once per engine's way of passing a list
 * (PostgreSQL arrays, the embedded database's JSON).
 *
 * On the embedded database the holds are read by primary key (`not indexed`): without table
 * statistics the planner would otherwise walk every pending hold of the brand through an index
 * for each batch.
 */
type Tx = Transaction<Database>;
type Row = Record<string, unknown>;
/** The transaction a bulk movement runs in, and whether it is PostgreSQL's. */
export type BulkOn = { trx: Tx; pg: boolean };

export type BulkSettlement = {
  merchantId: number;
  currency: string;
  house: string;
  idemKey: string;
  type: string;
  ref?: string;
  items: { holdId: number; win: bigint }[];
};

/** What a bulk call did: the holds it claimed, and the members whose money moved. */
export type BulkDone = { holds: number[]; members: number[] };

const fingerprint = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

async function rows<R = Row>(on: BulkOn, s: { text: string; params: unknown[] }): Promise<R[]> {
  return runStatement<R>(on.trx, { pg: on.pg, ...s });
}

type Claimed = { id: number; account_id: number; amount: number | string };
type AccountChange = { id: number; delta: bigint; release: bigint };

/**
 * Settles many pending holds in one entry: each hold's whole amount goes to the house account
 * (`houseId`) and its `win` comes back to the account the hold was on. Every hold is claimed by
 * one guarded UPDATE (pending -> posted), so a hold already settled or voided is skipped: a
 * replay, or a second process on the same batch, moves nothing twice. Member accounts change
 * once each (net of stakes and wins), with one line each and one house line.
 */
export async function settleHoldsIn(on: BulkOn, s: BulkSettlement & { houseId: number }): Promise<BulkDone> {
  const wins = new Map(s.items.map((i) => [i.holdId, i.win]));
  const now = Date.now();
  const entryId = await openEntry(on, { s, now });
  const claimed = await claimHolds(on, {
    merchantId: s.merchantId,
    ids: [...wins.keys()],
    set: { text: "state = 'posted', entry_id = ?, settled_at = ?", params: [entryId, now] },
  });
  if (claimed.length === 0) {
    await rows(on, { text: 'delete from ledger_entries where id = ?', params: [entryId] });
    return { holds: [], members: [] };
  }
  claimed.sort((a, b) => a.id - b.id);
  const accounts = netPerAccount(claimed, wins);
  const after = await changeAccounts(on, accounts);
  const balanceOf = new Map(after.map((r) => [r.id, big(r.balance)]));
  const lines: LineRow[] = accounts
    .filter((a) => a.delta !== 0n)
    .map((a) => [a.id, a.delta, balanceOf.get(a.id)!]);
  const total = lines.reduce((sum, l) => sum + l[1], 0n);
  if (total !== 0n) lines.push([s.houseId, -total, null]);
  if (lines.length > 0) await rows(on, linesStatement(on.pg, { entryId, rows: lines, now }));
  const print = fingerprint({
    type: s.type,
    ref: s.ref ?? '',
    holds: claimed.map((h) => [h.id, String(wins.get(h.id))]),
  });
  await rows(on, {
    text: 'update ledger_entries set idem_key = ?, fingerprint = ? where id = ?',
    params: [`${s.idemKey}:${claimed[0]!.id}`, print, entryId],
  });
  return { holds: claimed.map((h) => h.id), members: after.map((r) => r.owner_id) };
}

/** The entry first (its key made final once the holds are claimed), so the claim can name it. */
async function openEntry(on: BulkOn, e: { s: BulkSettlement; now: number }): Promise<number> {
  const { s, now } = e;
  const [entry] = await rows<{ id: number }>(on, {
    text: `insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
      values (?, ?, ?, '', ?, '', ?) returning id`,
    params: [
      s.merchantId,
      `${s.idemKey}:claim:${now}:${Math.random().toString(36).slice(2)}`,
      s.type,
      s.ref ?? '',
      now,
    ],
  });
  return entry!.id;
}

/** Moves the pending holds among `ids` out of pending by one guarded UPDATE (`set` says to what). */
function claimHolds(
  on: BulkOn,
  c: { merchantId: number; ids: number[]; set: { text: string; params: unknown[] } },
): Promise<Claimed[]> {
  const { pg } = on;
  return rows<Claimed>(on, {
    text: pg
      ? `update ledger_holds set ${c.set.text}
          where merchant_id = ? and state = 'pending' and id = any(?::int[]) returning id, account_id, amount`
      : `update ledger_holds not indexed set ${c.set.text}
          where merchant_id = ? and state = 'pending' and id in (select value from json_each(?))
          returning id, account_id, amount`,
    params: [...c.set.params, c.merchantId, pg ? c.ids : JSON.stringify(c.ids)],
  });
}

/** Each account's net change (wins less stakes) and held sum released, in id order. */
function netPerAccount(claimed: Claimed[], wins: Map<number, bigint>): AccountChange[] {
  const perAccount = new Map<number, { delta: bigint; release: bigint }>();
  for (const h of claimed) {
    const amount = big(h.amount);
    const a = perAccount.get(h.account_id) ?? { delta: 0n, release: 0n };
    a.delta += (wins.get(h.id) ?? 0n) - amount;
    a.release += amount;
    perAccount.set(h.account_id, a);
  }
  // In id order, as every transaction that changes several accounts does, so none deadlock.
  return [...perAccount.keys()].sort((a, b) => a - b).map((id) => ({ id, ...perAccount.get(id)! }));
}

/** Changes the accounts' balances and held sums in one statement; answers their balances after. */
function changeAccounts(on: BulkOn, accounts: AccountChange[]) {
  return rows<{ id: number; owner_id: number; balance: number | string }>(on, {
    text: on.pg
      ? `update ledger_accounts a set balance = a.balance + v.delta, held = a.held - v.rel
          from unnest(?::int[], ?::bigint[], ?::bigint[]) as v(id, delta, rel)
          where a.id = v.id returning a.id, a.owner_id, a.balance`
      : `with v as (select value ->> 0 as id, value ->> 1 as delta, value ->> 2 as rel from json_each(?))
          update ledger_accounts set balance = balance + v.delta, held = held - v.rel
          from v where ledger_accounts.id = v.id
          returning ledger_accounts.id, ledger_accounts.owner_id, ledger_accounts.balance`,
    params: on.pg
      ? [
          accounts.map((a) => a.id),
          accounts.map((a) => String(a.delta)),
          accounts.map((a) => String(a.release)),
        ]
      : [JSON.stringify(accounts.map((a) => [a.id, Number(a.delta), Number(a.release)]))],
  });
}

/** Releases many pending holds (a cancelled draw, refunded tickets). */
export async function voidHoldsIn(
  on: BulkOn,
  v: { merchantId: number; holdIds: number[] },
): Promise<BulkDone> {
  const claimed = await claimHolds(on, {
    merchantId: v.merchantId,
    ids: v.holdIds,
    set: { text: "state = 'voided', settled_at = ?", params: [Date.now()] },
  });
  const release = new Map<number, bigint>();
  for (const h of claimed) release.set(h.account_id, (release.get(h.account_id) ?? 0n) + big(h.amount));
  const members: number[] = [];
  for (const id of [...release.keys()].sort((a, b) => a - b)) {
    const [row] = await rows<{ owner_id: number }>(on, {
      text: 'update ledger_accounts set held = held - ? where id = ? returning owner_id',
      params: [release.get(id)!, id],
    });
    if (row) members.push(row.owner_id);
  }
  return { holds: claimed.map((h) => h.id), members };
}
