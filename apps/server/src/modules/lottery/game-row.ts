// A brand's enabled lottery game: its row, its rules and its limits (for menus, reads and placement).
import type { Kysely, Selectable } from 'kysely';
import type { Game } from '@lotto/contracts/lottery/index';
import type { Database, LotteryGamesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { gameOrThrow } from './draws.ts';
import { enabledGame } from './repo/games.ts';

export type Limits = {
  maxTicket?: number;
  maxDraw?: number;
  maxMultiplier?: number;
  plays?: Record<string, number>;
  off?: string[];
};

export type GameRow = { row: Selectable<LotteryGamesTable>; game: Game; limits: Limits };

export async function gameRow(db: Kysely<Database>, { brand, code }: { brand: Brand; code: string }) {
  const row = await enabledGame(db, { merchantId: brand.id, code });
  if (!row) throw new AppError('game.not.found');
  return { row, game: gameOrThrow(code), limits: JSON.parse(row.limits) as Limits };
}

/** How long a game row is trusted without an event about its game. */
export const GAME_ROW_TTL_MS = 30_000;

/**
 * Brands' enabled game rows, kept in memory: a row changes rarely (its unit, limits, enabled),
 * and every ticket and menu needs it. An entry is dropped when its game opens a draw or posts a
 * result (the scheduler's events) and when the brands' configuration changes, and is trusted
 * for `GAME_ROW_TTL_MS` at most, for a row changed where no event tells this process. A game
 * not found is not kept: it is asked again.
 */
export class GameRows {
  readonly #db: Kysely<Database>;
  readonly #rows = new Map<string, { at: number; value: GameRow }>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async get(brand: Brand, code: string): Promise<GameRow> {
    const key = `${brand.id}:${code}`;
    const now = Date.now();
    const hit = this.#rows.get(key);
    if (hit && now - hit.at < GAME_ROW_TTL_MS) return hit.value;
    const value = await gameRow(this.#db, { brand, code });
    this.#rows.set(key, { at: now, value });
    return value;
  }

  /** Drops a brand's game (every game, when left out). */
  forget(which?: { merchantId: number; code: string }): void {
    if (which) this.#rows.delete(`${which.merchantId}:${which.code}`);
    else this.#rows.clear();
  }
}
