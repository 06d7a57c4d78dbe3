import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema.ts';

/** Every ledger invariant (docs/product/wallet.md#money-and-ledger), read straight from the tables. */
export async function checkLedgerInvariants(db: Kysely<Database>) {
  const unbalanced = await sql<{ entry_id: number }>`
    select entry_id from ledger_lines group by entry_id having sum(amount) <> 0`.execute(db);
  expect(unbalanced.rows, 'every entry sums to zero').toEqual([]);

  const accounts = await sql<{
    id: number;
    balance: string;
    held: string;
    lines: string | null;
    pending: string | null;
  }>`
    select a.id, a.balance, a.held,
      (select sum(l.amount) from ledger_lines l where l.account_id = a.id) as lines,
      (select sum(h.amount) from ledger_holds h where h.account_id = a.id and h.state = 'pending') as pending
    from ledger_accounts a where a.owner_type = 'member'`.execute(db);
  for (const a of accounts.rows) {
    const balance = BigInt(a.balance);
    const held = BigInt(a.held);
    expect(balance, `cached balance of account ${a.id} equals its lines`).toBe(BigInt(a.lines ?? 0));
    expect(held, `held of account ${a.id} equals its pending holds`).toBe(BigInt(a.pending ?? 0));
    expect(balance - held >= 0n, `account ${a.id} never below zero`).toBe(true);
    expect(held >= 0n).toBe(true);
  }
  const total = await sql<{ total: string | null }>`select sum(amount) as total from ledger_lines`.execute(
    db,
  );
  expect(BigInt(total.rows[0]?.total ?? 0), 'the sum over all accounts is zero').toBe(0n);

  // Lottery escrow (decision 013): each game's escrow holds exactly the stakes of its open
  // tickets, per brand and mode (real or play money).
  const escrow = await sql<{ merchant_id: number; code: string; total: string | null }>`
    select a.merchant_id, a.code, sum(l.amount) as total from ledger_accounts a
      join ledger_lines l on l.account_id = a.id
    where a.owner_type = 'house' and (a.code like 'lottery.stakes:%' or a.code like 'play.lottery.stakes:%')
    group by a.merchant_id, a.code`.execute(db);
  const open = await sql<{ merchant_id: number; game_code: string; mode: string; total: string }>`
    select merchant_id, game_code, mode, sum(stake) as total from lottery_tickets where status = 'open'
    group by merchant_id, game_code, mode`.execute(db);
  const held = new Map(
    escrow.rows
      .filter((r) => BigInt(r.total ?? 0) !== 0n)
      .map((r) => [`${r.merchant_id} ${r.code}`, BigInt(r.total ?? 0)]),
  );
  const owed = new Map(
    open.rows.map((r) => [
      `${r.merchant_id} ${r.mode === 'demo' ? 'play.' : ''}lottery.stakes:${r.game_code}`,
      BigInt(r.total),
    ]),
  );
  expect(held, 'each game escrow equals the stakes of its open tickets').toEqual(owed);
}
