// Opening draws (with their commitment) and writing their results: the scheduler's draw states.
import {
  drawCommitment,
  drawOutcome,
  formatWinNo,
  type Draw,
  type Game,
} from '@lotto/contracts/lottery/index';
import type { Selectable } from 'kysely';
import type { LotteryDrawsTable } from '../../db/schema.ts';
import { nodeHmac, nodeSha256, randomHex32 } from '../../lib/node-crypto.ts';
import { yieldToLoop } from '../../lib/ticker.ts';
import type { DrawsCore } from './draws-core.ts';
import { bettingDrawAt, gameOrThrow } from './draws.ts';
import { existingDraws, findDraw, insertDraw, markDrawn } from './repo/draws.ts';

export type DrawRow = Selectable<LotteryDrawsTable>;

/** A brand's draw of a game: what is opened. */
export type DrawOf = { merchantId: number; game: Game; draw: Draw };

/** Opens the draw (with a fresh seed and its commitment for in-house games), or reads it when another process did. */
export async function openDraw(core: DrawsCore, { merchantId, game, draw }: DrawOf): Promise<DrawRow> {
  const seed = game.source === 'house' ? randomHex32() : null;
  const inserted = await insertDraw(core.db, {
    merchant_id: merchantId,
    game_code: game.code,
    numero: draw.numero,
    open_time: draw.openTime,
    close_time: draw.closeTime,
    draw_time: draw.drawTime,
    state: 'open',
    commitment: seed ? await drawCommitment(seed, nodeSha256) : null,
    seed,
    win_no: null,
    created_at: Date.now(),
    drawn_at: null,
    settled_at: null,
  });
  if (inserted)
    core.emit(merchantId, {
      type: 'countdown',
      gameCode: game.code,
      numero: draw.numero,
      closeTime: draw.closeTime,
      drawTime: draw.drawTime,
      now: core.clock.now(),
    });
  // another process opened it first
  return inserted ?? (await findDraw(core.db, { merchantId, gameCode: game.code, numero: draw.numero }))!;
}

/**
 * Opens the draw each enabled game takes bets on. Draws already seen open are remembered (a
 * draw row is never deleted), so between boundaries this costs nothing; at a boundary the new
 * numeros are looked up in one query and only the missing ones inserted. Returns the keys
 * (`merchant:game:numero`) of the betting draws now known to have their row.
 */
export async function openBettingDraws(
  core: DrawsCore,
  p: { games: { merchant_id: number; game_code: string }[]; now: number; seen: ReadonlySet<string> },
): Promise<Set<string>> {
  const current = p.games.map((g) => {
    const game = gameOrThrow(g.game_code);
    const draw = bettingDrawAt(game, p.now);
    return { merchantId: g.merchant_id, game, draw, key: `${g.merchant_id}:${game.code}:${draw.numero}` };
  });
  const opened = new Set(current.filter((c) => p.seen.has(c.key)).map((c) => c.key));
  const unseen = current.filter((c) => !opened.has(c.key));
  if (unseen.length === 0) return opened;
  const keys = unseen.map((c) => ({
    merchantId: c.merchantId,
    gameCode: c.game.code,
    numero: c.draw.numero,
  }));
  for (const f of await existingDraws(core.db, keys))
    opened.add(`${f.merchant_id}:${f.game_code}:${f.numero}`);
  for (const c of unseen) {
    if (opened.has(c.key)) continue;
    try {
      await openDraw(core, c);
      opened.add(c.key);
    } catch (err) {
      core.onError(err);
    }
    await yieldToLoop();
  }
  return opened;
}

/** Draws an in-house result from the committed seed; the seed is public from now on. */
export async function houseDraw(core: DrawsCore, d: DrawRow): Promise<void> {
  const game = gameOrThrow(d.game_code);
  const outcome = await drawOutcome(
    { seed: d.seed!, gameCode: d.game_code, numero: d.numero, shape: game.shape },
    nodeHmac,
  );
  await recordResult(core, { d, winNo: formatWinNo(outcome), from: ['closed'] });
}

/** Writes a draw's result if it is in one of the states `from`, and tells the listeners; false when it was not. */
export async function recordResult(
  core: DrawsCore,
  { d, winNo, from }: { d: DrawRow; winNo: string; from: DrawRow['state'][] },
): Promise<boolean> {
  if (!(await markDrawn(core.db, { id: d.id, winNo, from, now: Date.now() }))) return false;
  core.emit(d.merchant_id, {
    type: 'result',
    gameCode: d.game_code,
    numero: d.numero,
    winNo,
    seed: d.seed,
  });
  return true;
}
