import { type BaccaratBets, baccaratPayout, cardsLeft, dealFrom, newShoe } from './games/baccarat.ts';
import { cardLabel, type Card } from './games/cards.ts';
import { findFish, shoot } from './games/fish.ts';
import { showdown } from './games/showdown.ts';
import { spin } from './games/slot.ts';
import { fmt, parseStake } from './money.ts';
import type { MoneyMoves } from './rounds.ts';
import { type Category, type Json, type Session } from './session.ts';
import { sportsBet } from './sportsbook.ts';

/** A bet of a session's category: the message of a refused request, or the round's answer. */
export type BetHandler = (s: Session, input: Json) => string | Promise<unknown>;

const card = (c: Card) => ({ label: cardLabel(c), red: c.suit === 1 || c.suit === 2 });

/** Baccarat: each spot is empty ("0.00" or absent) or holds 1.00 or more; the coup settles them all. */
const liveBet =
  (moves: MoneyMoves): BetHandler =>
  (s, input) => {
    const raw = (input['bets'] ?? {}) as Record<string, unknown>;
    const side = (k: string) => {
      const v = raw[k] === undefined || raw[k] === '' ? 0 : parseStake(raw[k], { min: 0 });
      return v === null || (v > 0 && v < 100) ? null : v;
    };
    const bets: BaccaratBets = {
      player: side('player') ?? -1,
      banker: side('banker') ?? -1,
      tie: side('tie') ?? -1,
    };
    const stake = bets.player + bets.banker + bets.tie;
    if (bets.player < 0 || bets.banker < 0 || bets.tie < 0 || stake <= 0 || stake > 10_000_000)
      return 'Place a bet of 1.00 or more on Player, Banker or Tie.';
    return moves.exclusive(s, () =>
      moves.round(s, {
        stake,
        play: () => {
          const dealt = dealFrom(s.shoe ?? newShoe());
          s.shoe = dealt.shoe;
          s.road.push(dealt.coup.winner);
          const c = dealt.coup;
          return {
            win: baccaratPayout(bets, c.winner),
            result: {
              player: c.player.map(card),
              banker: c.banker.map(card),
              playerTotal: c.playerTotal,
              bankerTotal: c.bankerTotal,
              winner: c.winner,
              road: s.road.slice(-48),
              cardsLeft: cardsLeft(dealt.shoe),
            },
          };
        },
      }),
    );
  };

const slotBet =
  (moves: MoneyMoves): BetHandler =>
  (s, input) => {
    const stake = parseStake(input['stake']);
    if (stake === null) return 'Stake must be between 1.00 and 100,000.00.';
    return moves.exclusive(s, () =>
      moves.round(s, {
        stake,
        play: () => {
          const r = spin();
          return { win: stake * r.multiplier, result: r };
        },
      }),
    );
  };

const fishBet =
  (moves: MoneyMoves): BetHandler =>
  (s, input) => {
    const stake = parseStake(input['stake']);
    const fish = findFish(input['fish']);
    if (stake === null || !fish) return 'Choose a fish and a stake between 1.00 and 100,000.00.';
    return moves.exclusive(s, () =>
      moves.round(s, {
        stake,
        play: () => {
          const hit = shoot(fish);
          return {
            win: hit ? stake * fish.multiplier : 0,
            result: { fish: fish.id, hit, multiplier: fish.multiplier },
          };
        },
      }),
    );
  };

const showdownBet =
  (moves: MoneyMoves): BetHandler =>
  (s, input) => {
    const stake = parseStake(input['stake']);
    if (stake === null) return 'Stake must be between 1.00 and 100,000.00.';
    return moves.exclusive(s, () =>
      moves.round(s, {
        stake,
        play: () => {
          const r = showdown(stake);
          return {
            win: r.payout,
            result: {
              seats: r.seats.map((x) => ({
                name: x.name,
                cards: x.hand.cards.map(card),
                hand: x.hand.name,
                winner: x.winner,
              })),
              pot: fmt(r.pot),
              winners: r.winners,
            },
          };
        },
      }),
    );
  };

/** The bet of each category; sports and e-sports take the stake now and settle at kick-off. */
export const betHandlers = (moves: MoneyMoves): Record<Category, BetHandler> => ({
  LIVE: liveBet(moves),
  RNG: slotBet(moves),
  FISH: fishBet(moves),
  PVP: showdownBet(moves),
  SPORTS: sportsBet(moves),
  ESPORTS: sportsBet(moves),
});
