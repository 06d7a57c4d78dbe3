import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/schema.ts';

/** Every invariant of DESIGN "Money and ledger", read straight from the tables. */
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
}
