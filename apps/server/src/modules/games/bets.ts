import type { Kysely } from 'kysely';
import type { Bet, BetQuery } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import type { Reader } from './catalogue.ts';
import { betRecordPage, type BetPageQuery } from './repo/bet-page.ts';

const big = (v: number | string | bigint | null | undefined) => BigInt(v ?? 0);

type BetRow = Awaited<ReturnType<typeof betRecordPage>>['rows'][number];

/** A bet as the record lists it: payout and win/loss count once the bet is settled. */
function betOf(at: Reader, r: BetRow): Bet {
  const { settings } = at.brand;
  const stake = big(r.stake);
  const payout = big(r.payout);
  return {
    betId: r.id,
    gameName: pick(JSON.parse(r.game_name) as Record<string, string>, {
      lang: at.lang,
      fallback: settings.defaultLang,
    }),
    vendor: r.vendor_code,
    gameType:
      r.game_type === 'SPORTS' && settings.esportsProviders.includes(r.vendor_code) ? 'ESPORTS' : r.game_type,
    roundId: r.round_id,
    stake: formatMinor(stake),
    payout: formatMinor(r.status === 'settled' ? payout : 0n),
    winLoss: formatMinor(r.status === 'settled' ? payout - stake : 0n),
    status: r.status,
    createdAt: Number(r.created_at),
    settledAt: r.settled_at === null ? null : Number(r.settled_at),
  };
}

/**
 * The betting record (personalHistoryCopy): every real-money bet of the member (or of a set of
 * members: an agent's team) from every source (vendors, in-house games, lottery), newest first,
 * with totals over the whole filter. Play-money bets of free-demo accounts are theirs alone and
 * listed for them only.
 */
export async function betPage(
  db: Kysely<Database>,
  p: Reader & { members: BetPageQuery['members']; query: BetQuery },
) {
  const q = p.query;
  const { sums, rows } = await betRecordPage(db, {
    merchantId: p.brand.id,
    members: p.members,
    esports: p.brand.settings.esportsProviders,
    filter: q,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  const totalCount = Number(sums.n);
  const payout = big(sums.payout);
  return {
    list: rows.map((r) => ({ ...betOf(p, r), memberId: r.member_id })),
    pageNo: q.pageNo,
    totalPages: Math.ceil(totalCount / q.pageSize),
    totalCount,
    totals: {
      stake: formatMinor(big(sums.stake)),
      payout: formatMinor(payout),
      winLoss: formatMinor(payout - big(sums.settledStake)),
    },
  };
}
