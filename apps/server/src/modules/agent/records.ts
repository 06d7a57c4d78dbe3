// The team's records: its bets, each member's profit and loss, its account records.
import type { Kysely, RawBuilder } from 'kysely';
import {
  TEAM_TX_TYPES,
  type ProfitSums,
  type TeamBetsQuery,
  type TeamBetsValue,
  type TeamProfitQuery,
  type TeamProfitValue,
  type TeamTransactionsQuery,
  type TeamTransactionsValue,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, localDayStart } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { memberTotals, type ProfitSums as FigureSums } from '../figures/index.ts';
import { betPage } from '../games/index.ts';
import { downlineIds, membersRepo } from '../identity/index.ts';
import { transactionPage } from '../wallet/index.ts';
import { checkRange } from './overview.ts';

type Ask<Q> = { brand: Brand; lang: string; agentId: number; query: Q };

/** The epoch-ms bounds of the brand's local days `from`..`to`, both included. */
export function localSpan(q: { from: string; to: string }, timeZone: string) {
  checkRange(q);
  return { from: localDayStart(q.from, timeZone), to: localDayStart(addDays(q.to, 1), timeZone) - 1 };
}

/**
 * Whom a team report covers: the whole team (every member below the agent), or the one team
 * member named; naming the agent itself or anyone outside its team is `access.forbidden`.
 */
export async function teamScope(
  db: Kysely<Database>,
  q: { brand: Brand; agentId: number; username: string | undefined },
): Promise<number | RawBuilder<number>> {
  if (!q.username) return downlineIds(q.agentId);
  const m = await membersRepo.byUsername(db, { merchantId: q.brand.id, username: q.username });
  if (
    !m ||
    m.id === q.agentId ||
    !(await membersRepo.isDownline(db, { ancestorId: q.agentId, descendantId: m.id }))
  )
    throw new AppError('access.forbidden');
  return m.id;
}

/** personalHistoryCopy: the team's bets within the range, newest first, with the filter's totals. */
export async function teamBets(
  deps: { db: Kysely<Database> },
  { brand, lang, agentId, query: q }: Ask<TeamBetsQuery & { pageNo: number; pageSize: number }>,
): Promise<TeamBetsValue> {
  const span = localSpan(q, brand.settings.timeZone);
  const members = await teamScope(deps.db, { brand, agentId, username: q.username });
  const page = await betPage(deps.db, {
    brand,
    lang,
    members,
    query: { gameType: q.gameType, status: q.status, ...span, pageNo: q.pageNo, pageSize: q.pageSize },
  });
  const names = await membersRepo.usernames(deps.db, [...new Set(page.list.map((b) => b.memberId))]);
  return {
    ...page,
    list: page.list.map(({ memberId, ...bet }) => ({ ...bet, username: names.get(memberId) ?? '' })),
  };
}

const big = (v: number | string | null) => BigInt(v ?? 0);

/** A line of the statement from its figure sums. */
const profitOf = (f: FigureSums): ProfitSums => {
  const valid = big(f.valid_turnover);
  const payout = big(f.payout);
  const rebate = big(f.rebate);
  const bonus = big(f.bonus);
  return {
    betCount: Number(f.bet_count ?? 0),
    stake: formatMinor(big(f.stake)),
    validTurnover: formatMinor(valid),
    payout: formatMinor(payout),
    winCount: Number(f.win_count ?? 0),
    rebate: formatMinor(rebate),
    bonus: formatMinor(bonus),
    profit: formatMinor(payout + rebate + bonus - valid),
    deposit: formatMinor(big(f.deposit)),
    withdrawal: formatMinor(big(f.withdrawal)),
  };
};

/**
 * palStatementsAgentCopy: each team member's profit and loss over the range, from the member
 * figures (never the bets), largest valid turnover first, with the sums over every line.
 */
export async function teamProfit(
  deps: { db: Kysely<Database> },
  { brand, agentId, query: q }: Omit<Ask<TeamProfitQuery>, 'lang'>,
): Promise<TeamProfitValue> {
  checkRange(q);
  const members = await teamScope(deps.db, { brand, agentId, username: q.username });
  const page = await memberTotals(deps.db, {
    merchantId: brand.id,
    members,
    from: q.from,
    to: q.to,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  const names = await membersRepo.usernames(
    deps.db,
    page.rows.map((r) => r.member_id),
  );
  return {
    list: page.rows.map((r) => ({
      memberId: r.member_id,
      username: names.get(r.member_id) ?? '',
      ...profitOf(r),
    })),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(page.members / q.pageSize)),
    totalCount: page.members,
    totals: profitOf(page.totals),
  };
}

/**
 * agentDownlineTransactionDetailsCopy: the team's account records (deposits, withdrawals,
 * transfers, adjustments, bonuses, rebates; not bets) within the range, newest first, each with
 * the member's username and its balance after the movement.
 */
export async function teamTransactions(
  deps: { db: Kysely<Database> },
  { brand, agentId, query: q }: Omit<Ask<TeamTransactionsQuery>, 'lang'>,
): Promise<TeamTransactionsValue> {
  const span = localSpan(q, brand.settings.timeZone);
  const members = await teamScope(deps.db, { brand, agentId, username: q.username });
  const page = await transactionPage(deps.db, {
    merchantId: brand.id,
    members,
    play: false,
    txType: q.txType ?? TEAM_TX_TYPES,
    ...span,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  const names = await membersRepo.usernames(deps.db, [...new Set(page.list.map((r) => r.memberId))]);
  return {
    ...page,
    list: page.list.map(({ memberId, ...row }) => ({ ...row, username: names.get(memberId) ?? '' })),
  };
}
