/**
 * Draw facts shared by the scheduler, tickets and reads: which games a brand runs, the result of
 * a `winNo` as the win rules take it, the house account and the betting-record vendor of a game.
 */
import {
  bettingDraw,
  drawAtOrAfter,
  gameByCode,
  layoutDigits,
  lotteryVendorOf,
  lunarYearZodiac,
  type Draw,
  type DrawShape,
  type Game,
} from '@lotto/contracts/lottery/index';

export type Mode = 'real' | 'demo';

/** Stakes of real money go to `lottery:<GAME>`, play money to `play.lottery:<GAME>`. */
export const houseOf = (gameCode: string, mode: Mode) =>
  mode === 'demo' ? `play.lottery:${gameCode}` : `lottery:${gameCode}`;
export const accountOf = (mode: Mode) => (mode === 'demo' ? 'play' : 'main');
/**
 * The game's escrow: stakes of its open tickets, from placement until settlement (then to the
 * house account) or refund (back to the member). Its balance is the sum of those stakes.
 */
export const escrowOf = (gameCode: string, mode: Mode) =>
  mode === 'demo' ? `play.lottery.stakes:${gameCode}` : `lottery.stakes:${gameCode}`;

/** The betting record's vendor and category: fast in-house e-lottery (ELOTT) or lottery (LOTT). */
export const vendorOf = (game: Game) => {
  const v = lotteryVendorOf(game);
  return { vendor_code: v.vendorCode, game_type: v.gameType };
};

export function gameOrThrow(code: string): Game {
  const game = gameByCode(code);
  if (!game) throw new RangeError(`unknown lottery game ${code}`);
  return game;
}

/** The result as the game's win rules take it, from its `winNo`. */
export function resultOf(game: Game, { winNo, drawTime }: { winNo: string; drawTime: number }): unknown {
  const parts = winNo.split(',');
  if (game.shape.kind === 'vn') return parts;
  const balls = parts.map(Number);
  if (game.shape.kind === 'marksix') return { balls, yearZodiac: lunarYearZodiac(drawTime) };
  return balls;
}

/** Whether an entered `winNo` has the shape's numbers (official results typed by the operator). */
export function validWinNo(shape: DrawShape, winNo: string): boolean {
  const parts = winNo.split(',');
  const ints = parts.map(Number);
  const allInts = (min: number, max: number) =>
    parts.every((p) => /^\d+$/.test(p)) && ints.every((n) => n >= min && n <= max);
  const distinct = new Set(ints).size === ints.length;
  if (shape.kind === 'digits') return parts.length === shape.length && allInts(0, 9);
  if (shape.kind === 'pick') return parts.length === shape.count && allInts(1, shape.of) && distinct;
  if (shape.kind === 'permutation') return parts.length === shape.of && allInts(1, shape.of) && distinct;
  if (shape.kind === 'marksix') return parts.length === 7 && allInts(1, 49) && distinct;
  const digits = layoutDigits(shape.layout);
  return parts.length === digits.length && parts.every((p, i) => new RegExp(`^\\d{${digits[i]}}$`).test(p));
}

/**
 * Schedules are pure and a draw's successor never changes, but finding a draw walks a day of
 * slots (1,440 for a one-minute game): what was found is kept, so a ticket or a chase finds its
 * draws in a few map reads. Each map starts over past `KEPT` entries.
 */
const KEPT = 20_000;
/** The draw after each draw, by `game:numero`. */
const nextOf = new Map<string, Draw>();
/** Each game's last betting draw and the instant it was found at: it takes bets until its close. */
const betting = new Map<string, { from: number; draw: Draw }>();

/** The draw after `draw` in the game's schedule. */
function nextDraw(game: Game, draw: Draw): Draw {
  const key = `${game.code}:${draw.numero}`;
  let next = nextOf.get(key);
  if (next === undefined) {
    if (nextOf.size >= KEPT) nextOf.clear();
    nextOf.set(key, (next = drawAtOrAfter(game, draw.drawTime + 1)));
  }
  return next;
}

/**
 * `bettingDraw` of the core, kept per game: the draw found at an instant takes bets at every
 * later instant until its close time (every draw before it closed by then).
 */
export function bettingDrawAt(game: Game, now: number): Draw {
  const kept = betting.get(game.code);
  if (kept && now >= kept.from && now < kept.draw.closeTime) return kept.draw;
  const draw = bettingDraw(game, now);
  if (betting.size >= KEPT) betting.clear();
  betting.set(game.code, { from: now, draw });
  return draw;
}

/** The draws from `first` on, `n` of them, in schedule order. */
export function drawsFrom(game: Game, { first, n }: { first: Draw; n: number }): Draw[] {
  const out = [first];
  while (out.length < n) out.push(nextDraw(game, out.at(-1)!));
  return out;
}
