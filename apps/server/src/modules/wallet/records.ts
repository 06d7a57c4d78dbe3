import type { Kysely } from 'kysely';
import type { TransactionPage } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';

export type RecordQuery = {
  merchantId: number;
  memberId: number;
  /** Demo accounts see their play account, members everything else. */
  play: boolean;
  txType?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  pageNo: number;
  pageSize: number;
};

/**
 * The account record (transactionHistory): every line of the member's own accounts with the
 * entry's type, time and reference, and the balance right after it. Only the member's rows:
 * the query starts from accounts owned by that member of that brand.
 */
export async function transactionPage(db: Kysely<Database>, q: RecordQuery): Promise<TransactionPage> {
  let base = db
    .selectFrom('ledger_lines')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
    .where('ledger_accounts.merchant_id', '=', q.merchantId)
    .where('ledger_accounts.owner_type', '=', 'member')
    .where('ledger_accounts.owner_id', '=', q.memberId)
    .where('ledger_accounts.code', q.play ? '=' : '!=', 'play');
  if (q.txType) base = base.where('ledger_entries.type', '=', q.txType);
  if (q.from !== undefined) base = base.where('ledger_entries.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('ledger_entries.created_at', '<=', q.to);

  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const totalCount = Number(n);
  const rows = await base
    .select([
      'ledger_lines.id',
      'ledger_lines.amount',
      'ledger_lines.balance_after',
      'ledger_entries.type',
      'ledger_entries.created_at',
      'ledger_entries.ref',
      'ledger_entries.memo',
      'ledger_accounts.code',
    ])
    .orderBy('ledger_lines.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      txId: String(r.id),
      txType: r.type,
      txTime: Number(r.created_at),
      amount: formatMinor(BigInt(r.amount)),
      currentBalance: formatMinor(BigInt(r.balance_after ?? 0)),
      remark: [r.code === 'main' || r.code === 'play' ? '' : r.code, r.memo || r.ref]
        .filter(Boolean)
        .join(' · '),
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / q.pageSize)),
    totalCount,
  };
}
