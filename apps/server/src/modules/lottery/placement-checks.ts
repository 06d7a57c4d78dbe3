// Building and checking what a ticket places, before any row is read or written (no database, no wallet).
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { LOTTERY_DRAW_CLOSED, LOTTERY_LIMIT, MEMBER_TYPE, type TicketBody } from '@lotto/contracts';
import { lunarYearZodiac, type AnyPlay, type Draw, type Game } from '@lotto/contracts/lottery/index';
import type { LotteryGamesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import { bettingDrawAt, drawsFrom, type Mode } from './draws.ts';
import type { Limits } from './game-row.ts';
import { ticketRebate } from './rebates.ts';
import { brandSeries, seriesRefused, type SeriesChain } from './series.ts';

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
export const closed = (message = 'Betting on this draw has closed.') =>
  new AppError('lottery.draw.closed', { details: [{ path: 'numero', code: LOTTERY_DRAW_CLOSED, message }] });
export const overLimit = (message: string) =>
  new AppError('lottery.limit.exceeded', { details: [{ path: 'stake', code: LOTTERY_LIMIT, message }] });
export const invalid = (path: string, message: string) =>
  new AppError('request.invalid', { details: [{ path, code: 'invalid', message }] });

export const modeOf = (member: { type: number }): Mode =>
  member.type === MEMBER_TYPE.demo ? 'demo' : 'real';

/** The draws a placement covers at `now`: from the one taking bets or the numero asked for; none when that numero has closed. */
export function scheduleOf(game: Game, { body, now }: { body: TicketBody; now: number }) {
  const current = bettingDrawAt(game, now);
  let first = current;
  if (body.numero !== undefined && body.numero !== current.numero) {
    const ahead = drawsFrom(game, { first: current, n: 120 }).find((d) => d.numero === body.numero);
    if (!ahead) return undefined;
    first = ahead;
  }
  return { first, draws: drawsFrom(game, { first, n: body.chase?.draws ?? 1 }) };
}

/**
 * The ticket a placement asks for, checked against the member's series, the game's limits and
 * the play's rule, with the numeros it covers (`schedule`, from `scheduleOf` at `now`) and its
 * idempotency fingerprint.
 */
export function checkPlacement({
  now,
  schedule,
  brand,
  member,
  body,
  row,
  game,
  limits,
  play,
  chain,
}: {
  now: number;
  schedule: { first: Draw; draws: Draw[] } | undefined;
  brand: Brand;
  member: MemberRow;
  body: TicketBody;
  row: Selectable<LotteryGamesTable>;
  game: Game;
  limits: Limits;
  play: AnyPlay;
  chain: SeriesChain;
}) {
  const floor = Math.min(brandSeries(brand, game.prizeMode).floor, chain.series);
  const series = body.series ?? chain.series;
  if (series < floor || series > chain.series)
    throw seriesRefused(`Prize series ${series} is outside ${floor}-${chain.series} for this account.`);
  const unit = body.unit === undefined ? BigInt(row.unit) : parseMinor(body.unit);
  if (unit === undefined || unit <= 0n) throw invalid('unit', 'Unit must be positive.');
  if (!schedule) throw closed();
  const { first, draws } = schedule;
  const n = draws.length;
  const mode = modeOf(member);
  const uplines = mode === 'demo' ? '[]' : JSON.stringify(chain.uplines);
  const ctx = game.shape.kind === 'marksix' ? { yearZodiac: lunarYearZodiac(first.drawTime) } : undefined;
  const betCount = play.betCount(body.selection, ctx);
  if (betCount <= 0) throw invalid('selection', 'The selection is not valid for this play.');
  const stake = BigInt(betCount) * BigInt(play.unitsPerBet) * unit * BigInt(body.multiplier);
  if (body.multiplier > (limits.maxMultiplier ?? 1000)) throw overLimit('Multiplier over the limit.');
  const maxTicket = limits.plays?.[play.id] ?? limits.maxTicket;
  if (maxTicket !== undefined && stake > BigInt(maxTicket))
    throw overLimit('Stake over the limit for this play.');
  const print = sha256Hex(
    JSON.stringify([
      game.code,
      play.id,
      body.selection,
      String(unit),
      body.multiplier,
      // What the request asked for: a retry after the member's series changed is still a replay.
      body.series ?? null,
      first.numero,
      body.chase ?? null,
    ]),
  );
  const rebate = ticketRebate({ stake, series, member_series: chain.series, uplines, mode });
  const requestIds = n === 1 ? [body.requestId] : draws.map((_, i) => `${body.requestId}:${i + 1}`);
  return { series, unit, now, first, n, draws, mode, uplines, betCount, stake, print, rebate, requestIds };
}
