import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localHour } from '../../lib/local-hour.ts';
import { addRows, type FigureRow, type Sum } from './repo.ts';

/** Game type of the figures that belong to no game: deposits, withdrawals, bonuses. */
export const WALLET_FIGURES = 'WALLET';

/**
 * What one movement adds to a member's figures: when it happened (epoch ms, counted in the
 * brand's local hour), under which game type, and the sums (minor units and counts).
 */
export type FigureMove = {
  merchantId: number;
  memberId: number;
  /** The brand's time zone (IANA name). */
  timeZone: string;
  at: number;
  gameType: string;
  sums: Partial<Record<Sum, bigint | number>>;
};

/**
 * Adds movements to the members' hourly figures on the caller's transaction (`on`), so the
 * figures commit with the bet or money movement that made them, or not at all. Movements that
 * fall in the same member's hour and game type are merged into one row first.
 */
export async function addFigures(
  on: Kysely<Database> | Transaction<Database>,
  moves: readonly FigureMove[],
): Promise<void> {
  const pg = on.getExecutor().adapter instanceof PostgresAdapter;
  await addRows(on, { pg, rows: figureRows(moves) });
}

/**
 * The rows movements add to: each in its brand's local day and hour, those of the same member's
 * hour and game type merged into one (one statement may not touch a row twice).
 */
export function figureRows(moves: readonly FigureMove[]): FigureRow[] {
  const rows = new Map<string, FigureRow>();
  for (const m of moves) {
    const { day, hour } = localHour(m.at, m.timeZone);
    const key = `${m.merchantId}|${m.memberId}|${day}|${hour}|${m.gameType}`;
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        merchantId: m.merchantId,
        memberId: m.memberId,
        day,
        hour,
        gameType: m.gameType,
        sums: { ...m.sums },
      });
      continue;
    }
    for (const [c, v] of Object.entries(m.sums) as [Sum, bigint | number][])
      row.sums[c] = BigInt(row.sums[c] ?? 0) + BigInt(v);
  }
  return [...rows.values()];
}
