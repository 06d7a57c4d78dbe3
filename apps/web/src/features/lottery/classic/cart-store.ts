import { createStore } from '../../../lib/store.ts';
import type { CartItem } from './cart.ts';

/**
 * Carts per game for this visit: switching games keeps each game's unplaced tickets (tickets are
 * per game and draw, so a cart never mixes games).
 */
const carts = createStore<Record<string, CartItem[]>>({});

const set = (gameCode: string, items: CartItem[]) => carts.set({ ...carts.get(), [gameCode]: items });

export function useCart(gameCode: string) {
  const items = carts.use()[gameCode] ?? [];
  const current = () => carts.get()[gameCode] ?? [];
  return {
    items,
    add: (item: CartItem) => set(gameCode, [...current(), item]),
    remove: (keys: readonly string[]) =>
      set(
        gameCode,
        current().filter((i) => !keys.includes(i.key)),
      ),
    clear: () => set(gameCode, []),
  };
}
