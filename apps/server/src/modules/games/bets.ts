import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Bet, BetQuery } from '@lotto/contracts';
import type { BetsTable, Database, Minor } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';

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
  // A lottery bet's status, payout and settlement time are its ticket's (decision 013): the
  // settlement writes only the tickets. Other bets carry their own.
  const status = sql<Selectable<BetsTable>['status']>`case when t.id is null then bets.status
    when t.status in ('won', 'lost') then 'settled' when t.status = 'open' then 'open' else 'void' end`;
  const paid = sql<Minor>`coalesce(t.payout, bets.payout)`;
  let base = db
    .selectFrom('bets')
    .leftJoin('lottery_tickets as t', 't.id', 'bets.ticket_id')
    .where('bets.merchant_id', '=', brand.id)
    .where('bets.member_id', '=', member.id);
  if (q.vendor && q.vendor.toUpperCase() !== 'ALL')
    base = base.where('bets.vendor_code', '=', q.vendor.toUpperCase());
  if (q.gameType && q.gameType.toUpperCase() !== 'ALL') {
    const type = q.gameType.toUpperCase();
    const esports = brand.settings.esportsProviders.length > 0 ? brand.settings.esportsProviders : [''];
    if (type === 'ESPORTS')
      base = base.where('bets.game_type', '=', 'SPORTS').where('bets.vendor_code', 'in', esports);
    else if (type === 'SPORTS')
      base = base.where('bets.game_type', '=', 'SPORTS').where('bets.vendor_code', 'not in', esports);
    else base = base.where('bets.game_type', '=', type);
  }
  if (q.status === 'won') base = base.where(status, '=', 'settled').where(sql<boolean>`${paid} > bets.stake`);
  else if (q.status === 'lost')
    base = base.where(status, '=', 'settled').where(sql<boolean>`${paid} < bets.stake`);
  else if (q.status) base = base.where(status, '=', q.status);
  if (q.from !== undefined) base = base.where('bets.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('bets.created_at', '<=', q.to);

  const settledThen = (value: RawBuilder<unknown>) =>
    sql<number | string | null>`sum(case when ${status} = 'settled' then ${value} else 0 end)`;
  const [sums, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>('bets.stake').as('stake'),
        settledThen(paid).as('payout'),
        settledThen(sql.ref('bets.stake')).as('settledStake'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .select([
        'bets.id',
        'bets.game_name',
        'bets.vendor_code',
        'bets.game_type',
        'bets.round_id',
        'bets.stake',
        'bets.created_at',
        status.as('status'),
        paid.as('payout'),
        sql<number | null>`coalesce(t.settled_at, bets.settled_at)`.as('settled_at'),
      ])
      .orderBy('bets.created_at', 'desc')
      .orderBy('bets.id', 'desc')
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
