import { randomInt } from 'node:crypto';

/** rank 1 (ace) .. 13 (king); suit 0 spades, 1 hearts, 2 diamonds, 3 clubs. */
export type Card = { rank: number; suit: number };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
export const cardLabel = (c: Card): string => `${RANKS[c.rank - 1]}${SUITS[c.suit]}`;

export const decks = (n: number): Card[] => {
  const cards: Card[] = [];
  for (let d = 0; d < n; d++)
    for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) cards.push({ rank, suit });
  return cards;
};

/** Fisher-Yates with node:crypto's uniform integers. */
export const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};
