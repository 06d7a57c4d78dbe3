import { useState } from 'react';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { newRequestId } from '../../../lib/api.ts';
import { toCents } from '../../../lib/money.ts';
import { openModal } from '../../../lib/modals.ts';
import { useSession } from '../../../lib/session.ts';
import type { LotteryGame } from '../client/types.ts';
import type { CartItem } from './cart.ts';
import { useCart } from './cart-store.ts';
import type { Chase } from './ChasePlanner.tsx';
import type { Pinned } from './ConfirmDialog.tsx';

/** What is picked on the pad now, for the play it was picked on. */
export type Picked = { playId: string; rows: number[][] } | null;

/**
 * The bet slip of one game: the cart (kept per game for the visit), the unit, multiplier and
 * series chosen, the picks on the pad, the chase, the placement waiting for confirmation and the
 * last notice. Kept by the board while its play menu loads again (a language switch).
 */
export function useSlipState(info: LotteryGame) {
  const cart = useCart(info.gameCode);
  const gameUnit = toCents(info.unit);
  const [unit, setUnit] = useState(gameUnit);
  const [multiplier, setMultiplier] = useState(1);
  const [series, setSeries] = useState<number | null>(null);
  const [picked, setPicked] = useState<Picked>(null);
  const [chase, setChase] = useState<Chase>({ on: false, draws: 5, stopOnWin: true });
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    cart,
    gameUnit,
    unit: { value: unit, set: setUnit },
    multiplier: { value: multiplier, set: setMultiplier },
    series: { value: series, set: setSeries },
    picked: { value: picked, set: setPicked },
    chase: { value: chase, set: setChase },
    pinned: { value: pinned, set: setPinned },
    notice: { value: notice, set: setNotice },
  };
}

export type SlipState = ReturnType<typeof useSlipState>;

/**
 * Adding what is picked to the cart, and placing: Place takes everything on the slip (the cart
 * and what is picked now) and pins the draw taking bets, with a request id per item; a guest is
 * asked to log in first.
 */
export function useSlipActions(slip: SlipState, { current, draw }: { current: CartItem | null; draw: Draw }) {
  const session = useSession();
  const add = () => {
    if (!current) return;
    slip.cart.add(current);
    slip.picked.set(null);
    slip.notice.set(null);
  };
  const place = () => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return;
    }
    const items = [...slip.cart.items, ...(current ? [current] : [])];
    if (items.length === 0) return;
    if (current) add();
    const chase = slip.chase.value;
    slip.pinned.set({
      numero: draw.numero,
      closeTime: draw.closeTime,
      chase: chase.on ? { draws: chase.draws, stopOnWin: chase.stopOnWin } : null,
      requestIds: Object.fromEntries(items.map((i) => [i.key, newRequestId()])),
    });
  };
  return { add, place, clearPicks: () => slip.picked.set(null) };
}
