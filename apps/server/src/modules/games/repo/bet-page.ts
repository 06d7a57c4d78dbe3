import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { BetQuery } from '@lotto/contracts';
import type { BetsTable, Database, Minor } from '../../../db/schema.ts';

/** A page of a member's betting record, with the filter's totals. */
export type BetPageQuery = {
  merchantId: number;
  /** One member, or a set of them (a subquery of member ids, such as an agent's team). */
  members: number | RawBuilder<number>;
  /** The brand's e-sports providers: their SPORTS bets are ESPORTS. */
  esports: readonly string[];
  filter: Pick<BetQuery, 'vendor' | 'gameType' | 'status' | 'from' | 'to'>;
  limit: number;
  offset: number;
};

// A lottery bet's status, payout and settlement time are its ticket's (decision 013): the
// settlement writes only the tickets. Other bets carry their own.
const status = sql<Selectable<BetsTable>['status']>`case when t.id is null then bets.status
    when t.status in ('won', 'lost') then 'settled' when t.status = 'open' then 'open' else 'void' end`;
const paid = sql<Minor>`coalesce(t.payout, bets.payout)`;

/** The member's bets under the filter. */
function filtered(db: Kysely<Database>, q: BetPageQuery) {
  const f = q.filter;
  let base = db
    .selectFrom('bets')
    .leftJoin('lottery_tickets as t', 't.id', 'bets.ticket_id')
    .where('bets.merchant_id', '=', q.merchantId)
    .where('bets.member_id', typeof q.members === 'number' ? '=' : 'in', q.members);
  if (f.vendor && f.vendor.toUpperCase() !== 'ALL')
    base = base.where('bets.vendor_code', '=', f.vendor.toUpperCase());
  if (f.gameType && f.gameType.toUpperCase() !== 'ALL') {
    const type = f.gameType.toUpperCase();
    const esports = q.esports.length > 0 ? [...q.esports] : [''];
    if (type === 'ESPORTS')
      base = base.where('bets.game_type', '=', 'SPORTS').where('bets.vendor_code', 'in', esports);
    else if (type === 'SPORTS')
      base = base.where('bets.game_type', '=', 'SPORTS').where('bets.vendor_code', 'not in', esports);
    else base = base.where('bets.game_type', '=', type);
  }
  if (f.status === 'won') base = base.where(status, '=', 'settled').where(sql<boolean>`${paid} > bets.stake`);
  else if (f.status === 'lost')
    base = base.where(status, '=', 'settled').where(sql<boolean>`${paid} < bets.stake`);
  else if (f.status) base = base.where(status, '=', f.status);
  if (f.from !== undefined) base = base.where('bets.created_at', '>=', f.from);
  if (f.to !== undefined) base = base.where('bets.created_at', '<=', f.to);
  return base;
}

/** One page of the member's bets, newest first, and the count and sums over the whole filter. */
export async function betRecordPage(db: Kysely<Database>, q: BetPageQuery) {
  const base = filtered(db, q);
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
        'bets.member_id',
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
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return { sums, rows };
}
