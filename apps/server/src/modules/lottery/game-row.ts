// A brand's enabled lottery game: its row, its rules and its limits (for menus, reads and placement).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
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

export async function gameRow(db: Kysely<Database>, { brand, code }: { brand: Brand; code: string }) {
  const row = await enabledGame(db, { merchantId: brand.id, code });
  if (!row) throw new AppError('game.not.found');
  return { row, game: gameOrThrow(code), limits: JSON.parse(row.limits) as Limits };
}
