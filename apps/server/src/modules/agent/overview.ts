// The agent's team overview: read from the team's own figures and its members' day bits
// (decision 025), never from the bets, so its cost follows the team and the range, not the bets.
import type { Kysely } from 'kysely';
import { AGENT_REPORT_MAX_DAYS, type TeamOverviewValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { addDays, localDayStart, localHour } from '../../lib/local-hour.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { activeMembers, teamFigures, WALLET_FIGURES } from '../figures/index.ts';
import { downlineIds, teamCounts } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';

/** A session seen this recently counts its member as online. */
export const ONLINE_MS = 5 * 60_000;

type Sums = {
  betCount: number;
  stake: bigint;
  valid: bigint;
  payout: bigint;
  wins: number;
  rebate: bigint;
  bonus: bigint;
};
const none = (): Sums => ({ betCount: 0, stake: 0n, valid: 0n, payout: 0n, wins: 0, rebate: 0n, bonus: 0n });
const money = (s: Sums) => ({
  betCount: s.betCount,
  stake: formatMinor(s.stake),
  validTurnover: formatMinor(s.valid),
  payout: formatMinor(s.payout),
  winCount: s.wins,
  rebate: formatMinor(s.rebate),
  bonus: formatMinor(s.bonus),
  profit: formatMinor(profitOf(s)),
});
/** What the team won: payout, rebates and bonuses against the valid turnover (negative: it lost). */
const profitOf = (s: Sums) => s.payout + s.rebate + s.bonus - s.valid;

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
    bets: money(total),
    byGameType: [...byType].map(([gameType, s]) => ({ gameType, ...money(s) })),
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

type FigureRows = Awaited<ReturnType<typeof teamFigures>>;
type Day = Sums & { deposit: bigint; withdrawal: bigint; joined: number };

/** The rows summed: in all, per game type (not the wallet's), per day (every day of the range) and the money. */
function summed(rows: FigureRows, q: { from: string; to: string }) {
  const total = none();
  const byType = new Map<string, Sums>();
  const days = new Map<string, Day>();
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) days.set(day, (d = { ...none(), deposit: 0n, withdrawal: 0n, joined: 0 }));
    return d;
  };
  for (let day = q.from; day <= q.to; day = addDays(day, 1)) dayOf(day);
  const cash = { deposit: 0n, depositCount: 0, withdrawal: 0n, withdrawalCount: 0 };
  for (const r of rows) {
    const d = dayOf(r.day);
    d.deposit += BigInt(r.deposit ?? 0);
    d.withdrawal += BigInt(r.withdrawal ?? 0);
    cash.deposit += BigInt(r.deposit ?? 0);
    cash.depositCount += Number(r.deposit_count ?? 0);
    cash.withdrawal += BigInt(r.withdrawal ?? 0);
    cash.withdrawalCount += Number(r.withdrawal_count ?? 0);
    const sums: Sums = {
      betCount: Number(r.bet_count ?? 0),
      stake: BigInt(r.stake ?? 0),
      valid: BigInt(r.valid_turnover ?? 0),
      payout: BigInt(r.payout ?? 0),
      wins: Number(r.win_count ?? 0),
      rebate: BigInt(r.rebate ?? 0),
      bonus: BigInt(r.bonus ?? 0),
    };
    const type = r.game_type === WALLET_FIGURES ? undefined : r.game_type;
    for (const into of [total, d, ...(type ? [byTypeOf(byType, type)] : [])]) add(into, sums);
  }
  return { total, byType, days, dayOf, cash };
}

function byTypeOf(m: Map<string, Sums>, type: string): Sums {
  let s = m.get(type);
  if (!s) m.set(type, (s = none()));
  return s;
}

function add(into: Sums, s: Sums) {
  into.betCount += s.betCount;
  into.stake += s.stake;
  into.valid += s.valid;
  into.payout += s.payout;
  into.wins += s.wins;
  into.rebate += s.rebate;
  into.bonus += s.bonus;
}
