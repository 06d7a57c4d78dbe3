/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely values, one unbiased pick); the player
 * bets the roll lands under or over a target. Multiplier = 99 / win chance in percent (1% edge),
 * in basis points rounded down, so RTP is 99% less at most 0.0098 points of rounding.
 */
import type { Ratio, RoundStream } from './fair.ts';

/** `target` in hundredths (50.00 = 5000): under wins when roll < target, over when roll > target. */
export type DiceParams = { target: number; direction: 'under' | 'over' };
export type DiceOutcome = { roll: number };

export const DICE_OUTCOMES = 10_000;
/** Win chance bounds in rolls out of 10,000: 0.01% to 98%. */
export const DICE_MIN_WINNING = 1;
export const DICE_MAX_WINNING = 9_800;

/** The roll in hundredths: 0 (0.00) to 9999 (99.99). */
export function diceOutcome(stream: RoundStream): DiceOutcome {
  return { roll: stream.below(DICE_OUTCOMES) };
}

/** How many of the 10,000 rolls win. */
export function diceWinningRolls({ target, direction }: DiceParams): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

export function validDiceParams(p: DiceParams): boolean {
  const n = diceWinningRolls(p);
  return Number.isInteger(p.target) && n >= DICE_MIN_WINNING && n <= DICE_MAX_WINNING;
}

/** 0.99 / (winning / 10,000) in basis points, rounded down: 99,000,000 / winning. */
export function diceMultiplierBp(p: DiceParams): bigint {
  return 99_000_000n / BigInt(diceWinningRolls(p));
}

export function diceWins({ roll }: DiceOutcome, { target, direction }: DiceParams): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/** The round's multiplier in basis points (0 when lost). */
export function dicePayoutBp(outcome: DiceOutcome, p: DiceParams): bigint {
  return diceWins(outcome, p) ? diceMultiplierBp(p) : 0n;
}

/** Exact RTP of a bet: winning/10,000 x multiplier. */
export function diceRtp(p: DiceParams): Ratio {
  return { num: BigInt(diceWinningRolls(p)) * diceMultiplierBp(p), den: 10_000n * 10_000n };
}
