import { createHash } from 'node:crypto';
import { CompiledQuery, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

const big = (v: number | string | bigint | null): bigint => (v === null ? 0n : BigInt(v));

const fingerprint = (parts: unknown): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

async function rows<R = Row>(trx: Tx, pg: boolean, text: string, params: unknown[]): Promise<R[]> {
  let n = 0;
  const spelled = pg ? text.replace(/\?/g, () => `$${++n}`) : text;
  return (await trx.executeQuery<R>(CompiledQuery.raw(spelled, params))).rows;
}

type Claimed = { id: number; account_id: number; amount: number | string };

/**
 * Settles many pending holds in one entry: each hold's whole amount goes to the house account
 * (`houseId`) and its `win` comes back to the account the hold was on. Every hold is claimed by
 * one guarded UPDATE (pending -> posted), so a hold already settled or voided is skipped: a
 * replay, or a second process on the same batch, moves nothing twice. Member accounts change
 * once each (net of stakes and wins), with one line each and one house line.
 */
export async function settleHoldsIn(
  trx: Tx,
  pg: boolean,
  s: BulkSettlement,
  houseId: number,
): Promise<BulkDone> {
  const wins = new Map(s.items.map((i) => [i.holdId, i.win]));
  const ids = [...wins.keys()];
  const now = Date.now();
  // The entry first (its key made final below), so the claim can name it.
  const [entry] = await rows<{ id: number }>(
    trx,
    pg,
    `insert into ledger_entries (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
      values (?, ?, ?, '', ?, '', ?) returning id`,
    [
      s.merchantId,
      `${s.idemKey}:claim:${now}:${Math.random().toString(36).slice(2)}`,
      s.type,
      s.ref ?? '',
      now,
    ],
  );
  const entryId = entry!.id;
  const claimed = await rows<Claimed>(
    trx,
    pg,
    pg
      ? `update ledger_holds set state = 'posted', entry_id = ?, settled_at = ?
          where merchant_id = ? and state = 'pending' and id = any(?::int[]) returning id, account_id, amount`
      : `update ledger_holds not indexed set state = 'posted', entry_id = ?, settled_at = ?
          where merchant_id = ? and state = 'pending' and id in (select value from json_each(?))
          returning id, account_id, amount`,
    [entryId, now, s.merchantId, pg ? ids : JSON.stringify(ids)],
  );
  if (claimed.length === 0) {
    await rows(trx, pg, 'delete from ledger_entries where id = ?', [entryId]);
    return { holds: [], members: [] };
  }
  claimed.sort((a, b) => a.id - b.id);
  const perAccount = new Map<number, { delta: bigint; release: bigint }>();
  for (const h of claimed) {
    const amount = big(h.amount);
    const a = perAccount.get(h.account_id) ?? { delta: 0n, release: 0n };
    a.delta += (wins.get(h.id) ?? 0n) - amount;
    a.release += amount;
    perAccount.set(h.account_id, a);
  }
  // In id order, as every transaction that changes several accounts does, so none deadlock.
  const accounts = [...perAccount.keys()].sort((a, b) => a - b).map((id) => ({ id, ...perAccount.get(id)! }));
  const after = await rows<{ id: number; owner_id: number; balance: number | string }>(
    trx,
    pg,
    pg
      ? `update ledger_accounts a set balance = a.balance + v.delta, held = a.held - v.rel
          from unnest(?::int[], ?::bigint[], ?::bigint[]) as v(id, delta, rel)
          where a.id = v.id returning a.id, a.owner_id, a.balance`
      : `with v as (select value ->> 0 as id, value ->> 1 as delta, value ->> 2 as rel from json_each(?))
          update ledger_accounts set balance = balance + v.delta, held = held - v.rel
          from v where ledger_accounts.id = v.id
          returning ledger_accounts.id, ledger_accounts.owner_id, ledger_accounts.balance`,
    pg
      ? [
          accounts.map((a) => a.id),
          accounts.map((a) => String(a.delta)),
          accounts.map((a) => String(a.release)),
        ]
      : [JSON.stringify(accounts.map((a) => [a.id, Number(a.delta), Number(a.release)]))],
  );
  const balanceOf = new Map(after.map((r) => [r.id, big(r.balance)]));
  const lines: { account: number; amount: bigint; after: bigint | null }[] = accounts
    .filter((a) => a.delta !== 0n)
    .map((a) => ({ account: a.id, amount: a.delta, after: balanceOf.get(a.id)! }));
  const total = lines.reduce((sum, l) => sum + l.amount, 0n);
  if (total !== 0n) lines.push({ account: houseId, amount: -total, after: null });
  if (lines.length > 0)
    await rows(
      trx,
      pg,
      pg
        ? `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?::int, v.a, v.m, v.b, ?::bigint from unnest(?::int[], ?::bigint[], ?::bigint[]) as v(a, m, b)`
        : `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?, value ->> 0, value ->> 1, value ->> 2, ? from json_each(?)`,
      pg
        ? [
            entryId,
            now,
            lines.map((l) => l.account),
            lines.map((l) => String(l.amount)),
            lines.map((l) => (l.after === null ? null : String(l.after))),
          ]
        : [
            entryId,
            now,
            JSON.stringify(
              lines.map((l) => [l.account, Number(l.amount), l.after === null ? null : Number(l.after)]),
            ),
          ],
    );
  const print = fingerprint({
    type: s.type,
    ref: s.ref ?? '',
    holds: claimed.map((h) => [h.id, String(wins.get(h.id))]),
  });
  await rows(trx, pg, 'update ledger_entries set idem_key = ?, fingerprint = ? where id = ?', [
    `${s.idemKey}:${claimed[0]!.id}`,
    print,
    entryId,
  ]);
  return { holds: claimed.map((h) => h.id), members: after.map((r) => r.owner_id) };
}

/** Releases many pending holds (a cancelled draw, refunded tickets). */
export async function voidHoldsIn(
  trx: Tx,
  pg: boolean,
  merchantId: number,
  holdIds: number[],
): Promise<BulkDone> {
  const claimed = await rows<Claimed>(
    trx,
    pg,
    pg
      ? `update ledger_holds set state = 'voided', settled_at = ?
          where merchant_id = ? and state = 'pending' and id = any(?::int[]) returning id, account_id, amount`
      : `update ledger_holds not indexed set state = 'voided', settled_at = ?
          where merchant_id = ? and state = 'pending' and id in (select value from json_each(?))
          returning id, account_id, amount`,
    [Date.now(), merchantId, pg ? holdIds : JSON.stringify(holdIds)],
  );
  const release = new Map<number, bigint>();
  for (const h of claimed) release.set(h.account_id, (release.get(h.account_id) ?? 0n) + big(h.amount));
  const members: number[] = [];
  for (const id of [...release.keys()].sort((a, b) => a - b)) {
    const [row] = await rows<{ owner_id: number }>(
      trx,
      pg,
      'update ledger_accounts set held = held - ? where id = ? returning owner_id',
      [release.get(id)!, id],
    );
    if (row) members.push(row.owner_id);
  }
  return { holds: claimed.map((h) => h.id), members };
}
