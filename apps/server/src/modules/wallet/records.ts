import type { Expression, Kysely } from 'kysely';
import type { TransactionPage, TransactionRow } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import { ledgerRepo } from './ledger-repo.ts';

export type RecordQuery = {
  merchantId: number;
  /** One member, or a set of them (a subquery of member ids, such as an agent's team). */
  members: number | Expression<number>;
  /** Demo accounts see their play account, members everything else. */
  play: boolean;
  /** One type, or any of several. */
  txType?: string | readonly string[] | undefined;
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
export async function transactionPage(
  db: Kysely<Database>,
  q: RecordQuery,
): Promise<Omit<TransactionPage, 'list'> & { list: (TransactionRow & { memberId: number })[] }> {
  const { totalCount, rows } = await ledgerRepo.memberLines(db, q);
  return {
    list: rows.map((r) => ({
      memberId: r.owner_id,
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
