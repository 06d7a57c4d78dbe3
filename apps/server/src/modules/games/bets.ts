import type { Kysely } from 'kysely';
import type { Bet, BetQuery } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/brand.ts';
import { pick } from '../brand/settings.ts';

const big = (v: number | string | bigint | null | undefined) => BigInt(v ?? 0);

/**
 * The betting record (personalHistoryCopy): every real-money bet of the member from every
 * source (vendors, in-house games, lottery), newest first, with totals over the whole filter.
 * Play-money bets of free-demo accounts are theirs alone and listed for them only.
 */
export async function betPage(
  db: Kysely<Database>,
  brand: Brand,
  member: { id: number },
  q: BetQuery,
  lang: string,
) {
  let base = db.selectFrom('bets').where('merchant_id', '=', brand.id).where('member_id', '=', member.id);
  if (q.vendor && q.vendor.toUpperCase() !== 'ALL')
    base = base.where('vendor_code', '=', q.vendor.toUpperCase());
  if (q.gameType && q.gameType.toUpperCase() !== 'ALL') {
    const type = q.gameType.toUpperCase();
    const esports = brand.settings.esportsProviders.length > 0 ? brand.settings.esportsProviders : [''];
    if (type === 'ESPORTS') base = base.where('game_type', '=', 'SPORTS').where('vendor_code', 'in', esports);
    else if (type === 'SPORTS')
      base = base.where('game_type', '=', 'SPORTS').where('vendor_code', 'not in', esports);
    else base = base.where('game_type', '=', type);
  }
  if (q.status === 'won') base = base.where('status', '=', 'settled').whereRef('payout', '>', 'stake');
  else if (q.status === 'lost') base = base.where('status', '=', 'settled').whereRef('payout', '<', 'stake');
  else if (q.status) base = base.where('status', '=', q.status);
  if (q.from !== undefined) base = base.where('created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('created_at', '<=', q.to);

  const [sums, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('stake').as('stake'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('status', '=', 'settled').then(eb.ref('payout')).else(0).end(),
          )
          .as('payout'),
        eb.fn
          .sum<number | string | null>(
            eb.case().when('status', '=', 'settled').then(eb.ref('stake')).else(0).end(),
          )
          .as('settledStake'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
  ]);
  const list: Bet[] = rows.map((r) => {
    const stake = big(r.stake);
    const payout = big(r.payout);
    return {
      betId: r.id,
      gameName: pick(JSON.parse(r.game_name) as Record<string, string>, lang, brand.settings.defaultLang),
      vendor: r.vendor_code,
      gameType:
        r.game_type === 'SPORTS' && brand.settings.esportsProviders.includes(r.vendor_code)
          ? 'ESPORTS'
          : r.game_type,
      roundId: r.round_id,
      stake: formatMinor(stake),
      payout: formatMinor(r.status === 'settled' ? payout : 0n),
      winLoss: formatMinor(r.status === 'settled' ? payout - stake : 0n),
      status: r.status,
      createdAt: Number(r.created_at),
      settledAt: r.settled_at === null ? null : Number(r.settled_at),
    };
  });
  const totalCount = Number(sums.n);
  const payout = big(sums.payout);
  return {
    list,
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
