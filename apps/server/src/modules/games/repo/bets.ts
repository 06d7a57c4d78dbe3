import type { Insertable, Kysely } from 'kysely';
import type { BetsTable, Database, Minor } from '../../../db/schema.ts';
import { addFigures, type FigureMove } from '../../figures/index.ts';

/**
 * The betting record's one writer: vendor games, in-house games and the lottery all write their
 * bets' rows here, each on the caller's connection or transaction (`db`), so a bet's round or
 * ticket, its money and its record commit together.
 */

/** One bet as the betting record holds it. `ref` is unique per brand and vendor. */
export type BetRecord = {
  merchantId: number;
  memberId: number;
  gameId: number | null;
  vendorCode: string;
  gameType: string;
  /** The game's name as stored: a JSON object of localized names. */
  gameName: string;
  ref: string;
  roundId: string;
  stake: Minor;
  mode: BetsTable['mode'];
  createdAt: number;
  /** The brand's time zone: the member figures count the bet in its local hour. */
  timeZone: string;
} & (
  | { status: 'open'; payout?: undefined; settledAt?: undefined }
  | { status: 'settled'; payout: Minor; settledAt: number }
) & {
    /** A lottery bet's ticket: the record reads its status and payout from it (decision 013). */
    ticketId?: number;
  };

function betRow(b: BetRecord): Insertable<BetsTable> {
  return {
    merchant_id: b.merchantId,
    member_id: b.memberId,
    game_id: b.gameId,
    vendor_code: b.vendorCode,
    game_type: b.gameType,
    game_name: b.gameName,
    ref: b.ref,
    round_id: b.roundId,
    stake: b.stake,
    payout: b.status === 'settled' ? b.payout : 0,
    status: b.status,
    mode: b.mode,
    created_at: b.createdAt,
    settled_at: b.status === 'settled' ? b.settledAt : null,
    ...(b.ticketId === undefined ? {} : { ticket_id: b.ticketId }),
  };
}

/** The parts of a bet the member figures count (see `betFigures`). */
type Counted = {
  merchant_id: number;
  member_id: number;
  game_type: string;
  mode: string;
  stake: Minor;
  payout: Minor;
  status: string;
  created_at: Minor;
  settled_at: Minor | null;
};

/**
 * What a bet adds to its member's figures (real money only): at its placement hour one bet and
 * its stake; once settled, at its settlement hour, its stake as valid turnover, its payout, and
 * a win when the payout is more than the stake. A void bet counts its placement only. `sign` -1
 * takes back what a bet's earlier state added (`part`: all of it, or its settlement only).
 */
function betFigures(
  b: Counted,
  o: { timeZone: string; sign: 1 | -1; part: 'all' | 'settlement' },
): FigureMove[] {
  if (b.mode !== 'real') return [];
  const key = {
    merchantId: b.merchant_id,
    memberId: b.member_id,
    timeZone: o.timeZone,
    gameType: b.game_type,
  };
  const stake = BigInt(b.stake);
  const sign = BigInt(o.sign);
  const moves: FigureMove[] = [];
  if (o.part === 'all')
    moves.push({ ...key, at: Number(b.created_at), sums: { bet_count: o.sign, stake: sign * stake } });
  if (b.status === 'settled' && b.settled_at !== null) {
    const payout = BigInt(b.payout);
    moves.push({
      ...key,
      at: Number(b.settled_at),
      sums: { valid_turnover: sign * stake, payout: sign * payout, win_count: payout > stake ? o.sign : 0 },
    });
  }
  return moves;
}

const COUNTED = [
  'merchant_id',
  'member_id',
  'game_type',
  'mode',
  'stake',
  'payout',
  'status',
  'created_at',
  'settled_at',
] as const;

/** Writes a new bet's record and gives its id; its ref must be new (a unique-key error otherwise). */
export async function recordBet(db: Kysely<Database>, bet: BetRecord): Promise<number> {
  const values = betRow(bet);
  const row = await db.insertInto('bets').values(values).returning('id').executeTakeFirstOrThrow();
  await addFigures(db, betFigures(values as Counted, { timeZone: bet.timeZone, sign: 1, part: 'all' }));
  return row.id;
}

/** Writes a bet's record unless its ref is there already (a retry, a twin): idempotent. */
export async function recordBetOnce(db: Kysely<Database>, bet: BetRecord): Promise<void> {
  const values = betRow(bet);
  const inserted = await db
    .insertInto('bets')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted)
    await addFigures(db, betFigures(values as Counted, { timeZone: bet.timeZone, sign: 1, part: 'all' }));
}

/** `recordBetOnce`, then the id of the record under that ref (written now or before). */
export async function recordBetOnceWithId(db: Kysely<Database>, bet: BetRecord): Promise<number> {
  await recordBetOnce(db, bet);
  const row = await db
    .selectFrom('bets')
    .select('id')
    .where('merchant_id', '=', bet.merchantId)
    .where('vendor_code', '=', bet.vendorCode)
    .where('ref', '=', bet.ref)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The record a settlement or void changes, and whether it may be any or only one still open. */
type Guard = { betId: number; onlyOpen: boolean; timeZone: string };

/** The bet as it is before a change, for the figures to take back its settlement. */
const counted = (db: Kysely<Database>, betId: number) =>
  db.selectFrom('bets').select(COUNTED).where('id', '=', betId).executeTakeFirst();

/** Marks a bet's record settled with its payout; its figures move from its old state to the new. */
export async function settleBetRecord(
  db: Kysely<Database>,
  o: Guard & { payout: Minor; at: number },
): Promise<void> {
  await changeBet(db, o, { status: 'settled', payout: o.payout, settled_at: o.at });
}

/** Marks a bet's record void (its stake given back); a settled bet's settlement figures are taken back. */
export async function voidBetRecord(db: Kysely<Database>, o: Guard & { at: number }): Promise<void> {
  await changeBet(db, o, { status: 'void', settled_at: o.at });
}

async function changeBet(
  db: Kysely<Database>,
  o: Guard,
  set: { status: 'settled' | 'void'; payout?: Minor; settled_at: number },
): Promise<void> {
  // The update holds only on the state just read, so of two concurrent changes (twin calls not
  // sharing a transaction) the second reads again and takes back what the first counted.
  for (;;) {
    const before = await counted(db, o.betId);
    if (!before || (o.onlyOpen && before.status !== 'open')) return;
    let q = db
      .updateTable('bets')
      .set(set)
      .where('id', '=', o.betId)
      .where('status', '=', before.status)
      .where('payout', '=', before.payout);
    q =
      before.settled_at === null
        ? q.where('settled_at', 'is', null)
        : q.where('settled_at', '=', before.settled_at);
    if (!(await q.returning('id').executeTakeFirst())) continue;
    const after = { ...before, ...set, payout: set.payout ?? before.payout };
    await addFigures(db, [
      ...betFigures(before, { timeZone: o.timeZone, sign: -1, part: 'settlement' }),
      ...betFigures(after, { timeZone: o.timeZone, sign: 1, part: 'settlement' }),
    ]);
    return;
  }
}

/** Whether a bet was played for real money or play money. */
export const betMode = (db: Kysely<Database>, betId: number) =>
  db.selectFrom('bets').select('mode').where('id', '=', betId).executeTakeFirst();
