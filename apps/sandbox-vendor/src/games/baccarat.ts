import { type Card, decks, shuffle } from './cards.ts';

/** Punto banco on an 8-deck shoe, burned to the cut card and reshuffled. */
export type Shoe = { cards: Card[]; next: number };
export type Side = 'PLAYER' | 'BANKER' | 'TIE';
export type BaccaratBets = { player: number; banker: number; tie: number };
export type BaccaratCoup = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
};

const CUT_CARD = 16;
export const newShoe = (): Shoe => ({ cards: shuffle(decks(8)), next: 0 });
export const cardsLeft = (shoe: Shoe) => shoe.cards.length - shoe.next;

export const value = (c: Card): number => (c.rank >= 10 ? 0 : c.rank);
const total = (hand: Card[]) => hand.reduce((t, c) => t + value(c), 0) % 10;

/** Whether the banker draws a third card, given its total and the player's third card (null: player stood). */
export const bankerDraws = (bankerTotal: number, playerThird: Card | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  const p = value(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
};

/** One coup by the tableau; `draw` gives the next card of the shoe. */
export const coup = (draw: () => Card): BaccaratCoup => {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (total(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: Side = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
};

/** Deals from the shoe, reshuffling a fresh shoe when the cut card has come out. */
export const dealFrom = (shoe: Shoe): { coup: BaccaratCoup; shoe: Shoe } => {
  const s = cardsLeft(shoe) < CUT_CARD ? newShoe() : shoe;
  return { coup: coup(() => s.cards[s.next++]!), shoe: s };
};

/** Money back for the bets: player 1:1, banker 1:1 less 5% commission, tie 8:1 (player and banker push on a tie). */
export const baccaratPayout = (bets: BaccaratBets, winner: Side): number => {
  if (winner === 'TIE') return bets.tie * 9 + bets.player + bets.banker;
  if (winner === 'PLAYER') return bets.player * 2;
  return bets.banker + Math.floor((bets.banker * 95) / 100);
};
