// What a placement writes for one ticket, built the same way whether it is placed alone
// (placement.ts) or in a batch (place-batch.ts): the ticket's columns, its stake's movement and
// its betting record.
import type { Kysely } from 'kysely';
import type { TicketBody } from '@lotto/contracts';
import { oddsBp, type AnyPlay, type Draw } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import type { Brand } from '../brand/index.ts';
import type { BetRecord } from '../games/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Movement, Wallet } from '../wallet/index.ts';
import { accountOf, escrowOf, vendorOf } from './draws.ts';
import type { GameRow, GameRows } from './game-row.ts';
import type { checkPlacement } from './placement-checks.ts';
import type { LotteryDraws } from './scheduler.ts';
import type { LotterySeries } from './series.ts';

/** A placement request. */
/** A placement asked for; `receivedAt` is when its request arrived, by the lottery clock. */
export type PlaceRequest = {
  brand: Brand;
  member: MemberRow;
  body: TicketBody;
  receivedAt?: number | undefined;
};

/** Ids and close times of the draws a placement covers, by numero. */
export type DrawIds = Map<string, { id: number; closeTime: number }>;

/** A placement as its transaction takes it: the request, its game, its draws' ids and the time. */
export type Order = PlaceRequest & GameRow & { play: AnyPlay; now: number; ids: DrawIds; pg: boolean };

/** A placement checked: the order and what `checkPlacement` made of it. */
export type Checked = Order & ReturnType<typeof checkPlacement> & { memberSeries: number };

/** One draw's ticket of a placement. */
export type OneTicket = { p: Checked; draw: Draw; i: number; requestId: string; chaseId: number | null };

/** What placement works with (`batch`: PostgreSQL's, for single tickets). */
export type PlaceDeps = {
  db: Kysely<Database>;
  wallet: Wallet;
  draws: LotteryDraws;
  series: LotterySeries;
  games: GameRows;
};

/** The ticket's columns. */
export function ticketRow({ p, draw, requestId, chaseId }: OneTicket) {
  return {
    merchant_id: p.brand.id,
    member_id: p.member.id,
    game_code: p.game.code,
    numero: draw.numero,
    play_id: p.body.playId,
    selection: JSON.stringify(p.body.selection),
    bet_count: p.betCount,
    unit: p.unit,
    multiplier: p.body.multiplier,
    stake: p.stake,
    series: p.series,
    odds_bp: oddsBp(p.play.hitRate, p.series),
    chase_id: chaseId,
    mode: p.mode,
    currency: p.brand.settings.currency,
    request_id: requestId,
    fingerprint: p.print,
    created_at: Date.now(),
    member_series: p.memberSeries,
    uplines: p.uplines,
    rebate_due: p.rebate.member > 0n || p.rebate.uplines.some(([, a]) => a > 0n) ? 1 : 0,
  };
}

/** The ticket's stake, from the member to the game's escrow. */
export const stakeMovement = (
  p: Checked,
  { draw, requestId }: { draw: Draw; requestId: string },
): Movement => ({
  merchantId: p.brand.id,
  currency: p.brand.settings.currency,
  idemKey: `lottery:stake:${p.member.id}:${requestId}`,
  type: 'bet',
  ref: `${p.game.code} ${draw.numero}`,
  lines: [
    { account: { member: p.member.id, code: accountOf(p.mode) }, amount: -p.stake },
    { account: { house: escrowOf(p.game.code, p.mode) }, amount: p.stake },
  ],
});

/** The ticket's betting record: its status and payout are read from the ticket (`betPage`). */
export function lotteryBet(
  p: Checked,
  { ticketId, numero }: { ticketId: number; numero: string },
): BetRecord {
  const v = vendorOf(p.game);
  return {
    merchantId: p.brand.id,
    memberId: p.member.id,
    gameId: null,
    vendorCode: v.vendor_code,
    gameType: v.game_type,
    gameName: JSON.stringify(p.game.name),
    ref: `lottery:${ticketId}`,
    roundId: `${p.game.code} ${numero}`,
    timeZone: p.brand.settings.timeZone,
    stake: p.stake,
    status: 'open',
    mode: p.mode,
    createdAt: Date.now(),
    ticketId,
  };
}
