// The agent's team overview: read from the team's own figures and its members' day bits
// (decision 025), never from the bets, so its cost follows the team and the range, not the bets.
import type { Kysely } from 'kysely';
import { AGENT_REPORT_MAX_DAYS, type TeamOverviewValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, localDayStart, localHour } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { activeMembers, figureSums, profitOf, summed, teamFigures } from '../figures/index.ts';
import { downlineIds, teamCounts } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';

/** A session seen this recently counts its member as online. */
export const ONLINE_MS = 5 * 60_000;

/** Refuses a range that is not `from <= to`, or longer than the reports cover. */
export function checkRange(q: { from: string; to: string }) {
  const bad = (message: string) =>
    new AppError('request.invalid', { message, details: [{ path: 'to', code: 'invalid', message }] });
  if (q.from > q.to) throw bad('The range ends before it starts.');
  if (q.to > addDays(q.from, AGENT_REPORT_MAX_DAYS - 1))
    throw bad(`A report covers at most ${AGENT_REPORT_MAX_DAYS} days.`);
}

/** The overview of `agentId`'s team over the brand's local days `from`..`to`. */
export async function teamOverview(
  deps: { db: Kysely<Database>; wallet: Wallet },
  q: { brand: Brand; agentId: number; from: string; to: string; now: number },
): Promise<TeamOverviewValue> {
  checkRange(q);
  const { brand, agentId } = q;
  const tz = brand.settings.timeZone;
  const members = downlineIds(agentId);
  const counts = await teamCounts(deps.db, {
    agentId,
    from: localDayStart(q.from, tz),
    to: localDayStart(addDays(q.to, 1), tz),
    onlineSince: q.now - ONLINE_MS,
    now: q.now,
  });
  const rows = await teamFigures(deps.db, { merchantId: brand.id, agentId, from: q.from, to: q.to });
  const active = await activeMembers(deps.db, { merchantId: brand.id, members, from: q.from, to: q.to });
  const balance = await deps.wallet.membersBalance({ merchantId: brand.id, members, code: 'main' });

  const { total, byType, days, dayOf, cash } = summed(rows, q);
  let joined = 0;
  for (const { at, n } of counts.joined) {
    joined += n;
    const day = localHour(at, tz).day;
    if (days.has(day)) dayOf(day).joined += n;
  }
  return {
    from: q.from,
    to: q.to,
    team: {
      size: counts.size,
      newMembers: joined,
      activeMembers: active.bettors,
      onlineMembers: counts.online,
      balance: formatMinor(balance),
    },
    money: {
      deposit: formatMinor(cash.deposit),
      depositCount: cash.depositCount,
      depositors: active.depositors,
      withdrawal: formatMinor(cash.withdrawal),
      withdrawalCount: cash.withdrawalCount,
      withdrawers: active.withdrawers,
    },
    bets: figureSums(total),
    byGameType: [...byType].map(([gameType, s]) => ({ gameType, ...figureSums(s) })),
    daily: [...days].map(([day, d]) => ({
      day,
      newMembers: d.joined,
      stake: formatMinor(d.stake),
      validTurnover: formatMinor(d.valid),
      profit: formatMinor(profitOf(d)),
      deposit: formatMinor(d.deposit),
      withdrawal: formatMinor(d.withdrawal),
    })),
  };
}
