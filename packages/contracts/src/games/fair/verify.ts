/**
 * Recomputes a settled round from its revealed seeds, for the public verifier page (browser,
 * WebCrypto) and the server alike: the same functions that settled the round.
 */
import { crashPayoutBp, crashPoint } from './crash.ts';
import { diceOutcome, dicePayoutBp, type DiceOutcome, type DiceParams } from './dice.ts';
import { roundOutcome, type Hmac, type Seeds } from './fair.ts';
import { kenoOutcome, kenoPayoutBp, type KenoOutcome, type KenoParams } from './keno.ts';
import { minesOutcome, minesPayoutBp, type MinesOutcome, type MinesParams } from './mines.ts';
import { plinkoOutcome, plinkoPayoutBp, type PlinkoOutcome, type PlinkoParams } from './plinko.ts';
import { slotOutcome, slotPayoutBp, type SlotOutcome } from './slot.ts';

export type RoundToVerify =
  | (Seeds & { game: 'dice'; params: DiceParams })
  | (Seeds & { game: 'mines'; params: MinesParams })
  | (Seeds & { game: 'plinko'; params: PlinkoParams })
  | (Seeds & { game: 'keno'; params: KenoParams })
  | (Seeds & { game: 'slot'; params?: Record<string, never> })
  /** Crash rounds are shared: the game's chain hash and the public salt replace the seeds. */
  | { game: 'crash'; gameHash: string; salt: string; params: { target: number } };

export type VerifiedRound =
  | { game: 'dice'; outcome: DiceOutcome; multiplierBp: bigint }
  | { game: 'mines'; outcome: MinesOutcome; multiplierBp: bigint }
  | { game: 'plinko'; outcome: PlinkoOutcome; multiplierBp: bigint }
  | { game: 'keno'; outcome: KenoOutcome; multiplierBp: bigint }
  | { game: 'slot'; outcome: SlotOutcome; multiplierBp: bigint }
  | { game: 'crash'; outcome: { crashPoint: number }; multiplierBp: bigint };

export async function verifyRound(round: RoundToVerify, hmac: Hmac): Promise<VerifiedRound> {
  switch (round.game) {
    case 'dice': {
      const outcome = await roundOutcome(round, { words: 1, outcome: diceOutcome, hmac });
      return { game: 'dice', outcome, multiplierBp: dicePayoutBp(outcome, round.params) };
    }
    case 'mines': {
      const { mines } = round.params;
      const outcome = await roundOutcome(round, {
        words: mines,
        outcome: (s) => minesOutcome(s, mines),
        hmac,
      });
      return { game: 'mines', outcome, multiplierBp: minesPayoutBp(outcome, round.params) };
    }
    case 'plinko': {
      const { rows } = round.params;
      const outcome = await roundOutcome(round, {
        words: rows,
        outcome: (s) => plinkoOutcome(s, rows),
        hmac,
      });
      return { game: 'plinko', outcome, multiplierBp: plinkoPayoutBp(outcome, round.params) };
    }
    case 'keno': {
      const outcome = await roundOutcome(round, { words: 10, outcome: kenoOutcome, hmac });
      return { game: 'keno', outcome, multiplierBp: kenoPayoutBp(outcome, round.params) };
    }
    case 'slot': {
      const outcome = await roundOutcome(round, { words: 5, outcome: slotOutcome, hmac });
      return { game: 'slot', outcome, multiplierBp: slotPayoutBp(outcome) };
    }
    case 'crash': {
      const point = await crashPoint(round.gameHash, { salt: round.salt, hmac });
      return {
        game: 'crash',
        outcome: { crashPoint: point },
        multiplierBp: crashPayoutBp(point, round.params.target),
      };
    }
  }
}
