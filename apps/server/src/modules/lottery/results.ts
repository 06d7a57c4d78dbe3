// Draw results as members read them: past results, the verifier, numeros open for bets and trends.
import type { Kysely } from 'kysely';
import { gameByCode, verifyDraw } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { nodeHmac, nodeSha256 } from '../../lib/node-crypto.ts';
import { bettingDrawAt, drawsFrom } from './draws.ts';
import { gameRow } from './game-row.ts';
import { drawnOfGame, latestOfBrand } from './repo/draws.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LotteryDraws } from './scheduler.ts';

type GameOfBrand = { brand: Brand; code: string };

const drawn = (db: Kysely<Database>, { brand, code, count }: GameOfBrand & { count: number }) =>
  drawnOfGame(db, { merchantId: brand.id, code, count });

export async function history(db: Kysely<Database>, q: GameOfBrand & { count: number }) {
  await gameRow(db, q);
  const rows = await drawn(db, q);
  return {
    content: rows.map((d) => ({
      numero: d.numero,
      winNo: d.win_no!,
      drawTime: Number(d.draw_time),
      commitment: d.commitment,
      seed: d.seed,
    })),
  };
}

/** The verifier: the revealed seed hashes to the commitment and yields the published result. */
export async function verify(draws: LotteryDraws, { brand, code, numero }: GameOfBrand & { numero: string }) {
  // Any code may be asked for: one that names no lottery game is not found, like a draw with no result.
  const game = gameByCode(code);
  if (!game) throw new AppError('game.not.found');
  const d = await draws.findDraw(brand.id, { gameCode: code, numero });
  if (!d || d.seed === null || d.win_no === null || !['drawn', 'settled'].includes(d.state))
    throw new AppError('game.not.found');
  const v = await verifyDraw(
    { seed: d.seed, gameCode: code, numero, shape: game.shape, commitment: d.commitment!, winNo: d.win_no },
    { hmac: nodeHmac, sha256: nodeSha256 },
  );
  return {
    numero,
    commitment: d.commitment!,
    seed: d.seed,
    winNo: d.win_no,
    commitmentMatches: v.commitmentMatches,
    resultMatches: v.resultMatches,
  };
}

/** Numeros taking bets from now: the one open and those after it (what a chase can cover). */
export async function opened(
  db: Kysely<Database>,
  { clock, brand, code, count }: GameOfBrand & { clock: Clock; count: number },
) {
  const { game } = await gameRow(db, { brand, code });
  return drawsFrom(game, { first: bettingDrawAt(game, clock.now()), n: count }).map((d) => ({
    numero: d.numero,
    closeTime: d.closeTime,
    drawTime: d.drawTime,
  }));
}

/** Hot and cold numbers and missing counts over the last `count` results. */
export async function trends(db: Kysely<Database>, q: GameOfBrand & { count: number }) {
  const { game } = await gameRow(db, q);
  const rows = await drawn(db, q);
  const shape = game.shape;
  // Positions and their number range; pick, Mark Six and VN lo count every ball together.
  let positions: { values: (winNo: string[]) => number[]; min: number; max: number }[];
  if (shape.kind === 'digits' || shape.kind === 'permutation') {
    const len = shape.kind === 'digits' ? shape.length : shape.of;
    positions = Array.from({ length: len }, (_, i) => ({
      values: (w: string[]) => [Number(w[i])],
      min: shape.kind === 'digits' ? 0 : 1,
      max: shape.kind === 'digits' ? 9 : shape.of,
    }));
  } else if (shape.kind === 'vn')
    positions = [{ values: (w) => w.map((n) => Number(n.slice(-2))), min: 0, max: 99 }];
  else
    positions = [
      {
        values: (w) => w.map(Number),
        min: 1,
        max: shape.kind === 'pick' ? shape.of : 49,
      },
    ];
  const results = rows.map((r) => r.win_no!.split(','));
  return {
    draws: results.length,
    positions: positions.map((p, position) => {
      const numbers = [];
      for (let n = p.min; n <= p.max; n++) {
        let hits = 0;
        let missing = -1;
        results.forEach((w, i) => {
          if (p.values(w).includes(n)) {
            hits++;
            if (missing < 0) missing = i;
          }
        });
        numbers.push({ number: n, hits, missing: missing < 0 ? results.length : missing });
      }
      const byHits = [...numbers].sort((a, b) => b.hits - a.hits || a.number - b.number);
      return {
        position,
        numbers,
        hot: byHits.slice(0, 5).map((x) => x.number),
        cold: byHits
          .slice(-5)
          .reverse()
          .map((x) => x.number),
      };
    }),
  };
}

/** The latest drawn result of each enabled game of the brand (see `latestOfBrand` in repo/draws.ts). */
export async function latest(db: Kysely<Database>, brand: Brand) {
  const rows = await latestOfBrand(db, brand.id);
  return rows.map((d) => ({
    gameCode: d.game_code,
    numero: d.numero,
    winNo: d.win_no ?? '',
    drawTime: Number(d.draw_time),
  }));
}
