import { type Card, decks, shuffle } from './cards.ts';

/**
 * Three-card showdown against two bots: every seat puts in the stake, the best hand takes
 * the pot less a 5% rake (ties split it). By symmetry the player's return is 95%.
 */
export const BOTS = ['Bot Mara', 'Bot Tonyo'] as const;
export const RAKE_PCT = 5;
const NAMES = ['High card', 'Pair', 'Flush', 'Straight', 'Three of a kind', 'Straight flush'];

export type Hand = { cards: Card[]; score: number; name: string };

/** Ranks a 3-card hand (straight beats flush in 3-card poker; ace high, or low in A-2-3). */
export const rankHand = (cards: Card[]): Hand => {
  const hi = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a) as [number, number, number];
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const wheel = hi[0] === 14 && hi[1] === 3 && hi[2] === 2;
  const straight = wheel || (hi[0] - hi[1] === 1 && hi[1] - hi[2] === 1);
  const trips = hi[0] === hi[2];
  const pair = !trips && (hi[0] === hi[1] || hi[1] === hi[2]);
  const category = straight && flush ? 5 : trips ? 4 : straight ? 3 : flush ? 2 : pair ? 1 : 0;
  let kickers: number[] = hi;
  if (wheel) kickers = [3, 2, 1];
  else if (pair) kickers = hi[0] === hi[1] ? [hi[0], hi[0], hi[2]] : [hi[1], hi[1], hi[0]];
  const score = ((category * 15 + kickers[0]!) * 15 + kickers[1]!) * 15 + kickers[2]!;
  return { cards, score, name: NAMES[category]! };
};

export type Showdown = {
  seats: { name: string; hand: Hand; winner: boolean }[];
  winners: number;
  pot: number;
  payout: number;
};

/** Deals one hand from a fresh deck; `stake` in cents, `payout` what the player gets back. */
export const showdown = (stake: number): Showdown => {
  const deck = shuffle(decks(1));
  const names = ['You', ...BOTS];
  const hands = names.map((_, i) => rankHand(deck.slice(i * 3, i * 3 + 3)));
  const best = Math.max(...hands.map((h) => h.score));
  const seats = names.map((name, i) => ({ name, hand: hands[i]!, winner: hands[i]!.score === best }));
  const winners = seats.filter((s) => s.winner).length;
  const pot = stake * names.length;
  const payout = seats[0]!.winner ? Math.floor((pot * (100 - RAKE_PCT)) / 100 / winners) : 0;
  return { seats, winners, pot, payout };
};
