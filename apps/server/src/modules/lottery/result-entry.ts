/**
 * The checks on an official result the operator types (CLI `lottery result`): the draw must have
 * stopped taking bets, and the numbers must fit the game. A VN result is 18 or 27 numbers of
 * fixed lengths, easy to get wrong by one, so its refusal spells out the layout it expects.
 */
import {
  drawAtOrAfter,
  gameByCode,
  VN_LAYOUTS,
  type Draw,
  type Game,
  type VnLayout,
} from '@lotto/contracts/lottery/index';
import { AppError } from '../../lib/errors.ts';
import { validWinNo } from './draws.ts';

/** A game whose results the operator enters: a known game that is not drawn in-house. */
export function officialGame(code: string): Game {
  const game = gameByCode(code);
  if (!game) throw new AppError('request.invalid', { message: `no lottery game ${code}` });
  if (game.source === 'house')
    throw new AppError('request.invalid', { message: 'in-house draws draw themselves' });
  return game;
}

/**
 * The schedule's draw of a numero (an official draw nobody bet on has no row yet): searched from
 * the local day (or year) the numero names.
 */
export function scheduledDraw(game: Game, numero: string): Draw | undefined {
  const m = /^(\d{4})(\d{2})?(\d{2})?/.exec(numero);
  if (!m) return undefined;
  const daily = game.numero.startsWith('YYYYMMDD');
  const localStart = daily ? Date.UTC(+m[1]!, +(m[2] ?? 1) - 1, +(m[3] ?? 1)) : Date.UTC(+m[1]!, 0, 1);
  let d = drawAtOrAfter(game, localStart - game.utcOffsetMinutes * 60_000);
  for (let i = 0; i < 2000; i++, d = drawAtOrAfter(game, d.drawTime + 1)) if (d.numero === numero) return d;
  return undefined;
}

/** `2026-11-27 21:15 UTC+08:00`: an instant as the game's own clock reads it. */
export function localTime(at: number, offsetMinutes: number): string {
  const local = new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  return `${local} UTC${sign}${hh}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Refuses a result while members may still bet on the draw: a result known before the close
 * would let bets be placed on it. A draw the scheduler has closed, or whose close time has
 * passed while no scheduler ran, waits for its result.
 */
export function refuseWhileOpen(p: {
  game: Game;
  numero: string;
  state: string;
  closeTime: number;
  now: number;
}) {
  if (p.state !== 'open' || p.closeTime <= p.now) return;
  throw new AppError('conflict', {
    message: `draw ${p.game.code} ${p.numero} is still open: it takes bets until ${localTime(p.closeTime, p.game.utcOffsetMinutes)} (${new Date(p.closeTime).toISOString()}); enter its result after it closes`,
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where a typed VN result departs from its layout: the count, then the first number that does not fit. */
function vnMistakes(layout: VnLayout, parts: string[]): string[] {
  const slots = VN_LAYOUTS[layout].flatMap((tier) =>
    Array.from({ length: tier.count }, (_, i) => ({ tier, nth: i + 1 })),
  );
  const mistakes: string[] = [];
  if (parts.length !== slots.length)
    mistakes.push(`${plural(parts.length, 'number')} given, ${slots.length} expected`);
  const at = slots.findIndex(
    (s, i) => parts[i] !== undefined && !new RegExp(`^\\d{${s.tier.digits}}$`).test(parts[i]),
  );
  if (at >= 0) {
    const { tier, nth } = slots[at]!;
    const given = JSON.stringify(parts[at]);
    const where = `number ${at + 1} (${tier.label}${tier.count > 1 ? ` #${nth}` : ''})`;
    mistakes.push(
      /^\d*$/.test(parts[at]!)
        ? `${where} ${given} has ${parts[at]!.length} digits, ${tier.label} numbers have ${tier.digits}`
        : `${where} ${given} is not digits only; ${tier.label} numbers have ${tier.digits} digits`,
    );
  }
  return mistakes;
}

/** The layout a VN result is entered in, from the contracts' prize tables, with an example. */
export function vnLayoutText(game: Game, { layout, numero }: { layout: VnLayout; numero: string }): string {
  const tiers = VN_LAYOUTS[layout];
  const total = tiers.reduce((n, t) => n + t.count, 0);
  const counts = tiers.map((t) => plural(t.count, 'number'));
  const width = (texts: string[]) => Math.max(...texts.map((x) => x.length));
  const labelWidth = width(tiers.map((t) => t.label));
  const rows = tiers.map(
    (t, i) => `  ${t.label.padEnd(labelWidth)}  ${counts[i]!.padEnd(width(counts))}  of ${t.digits} digits`,
  );
  // Each example number starts one digit further along 1234567890, so no two look alike.
  const example = tiers
    .flatMap((t) => Array.from({ length: t.count }, () => t.digits))
    .map((digits, k) => Array.from({ length: digits }, (_, i) => (k + i + 1) % 10).join(''));
  return [
    `${game.code} results are ${total} numbers separated by commas, no spaces, in this order:`,
    ...rows,
    `example: npm run admin -- lottery result ${game.code} ${numero} ${example.join(',')}`,
  ].join('\n');
}

/** Why an entered `winNo` does not fit the game, or undefined when it does. */
export function winNoProblem(
  game: Game,
  { numero, winNo }: { numero: string; winNo: string },
): string | undefined {
  if (validWinNo(game.shape, winNo)) return undefined;
  if (game.shape.kind !== 'vn') return `winNo ${winNo}`;
  const mistakes = vnMistakes(game.shape.layout, winNo.split(','));
  return [
    `${game.code} ${numero}: this result does not fit: ${mistakes.join('; ')}`,
    vnLayoutText(game, { layout: game.shape.layout, numero }),
  ].join('\n');
}
