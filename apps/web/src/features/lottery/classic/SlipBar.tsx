import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/money.ts';
import { chargeOf } from '../common/stake.ts';
import { cartTotals, stakeOf, type CartItem } from './cart.ts';

type Props = {
  current: CartItem | null;
  cart: readonly CartItem[];
  chaseDraws: number;
  canClear: boolean;
  onAdd: () => void;
  onClear: () => void;
  onPlace: () => void;
};

/**
 * The bar that stays at the bottom of the screen on a phone: the picked bets and their stake,
 * the cart's tickets and total (times the chased draws), add to cart and place.
 */
export function SlipBar({ current, cart, chaseDraws, canClear, onAdd, onClear, onPlace }: Props) {
  const { t } = useTranslation();
  const totals = cartTotals(cart);
  const placing = cartTotals([...cart, ...(current ? [current] : [])]);
  const charge = chargeOf(placing, chaseDraws);
  return (
    <div className="lt-slip" data-testid="lt-slip">
      <div className="lt-slip__figures">
        <span>
          {t('lottery.bet.picked')} <strong data-testid="lt-bets">{current?.betCount ?? 0}</strong>
          {' · '}
          <strong data-testid="lt-stake">{formatCents(current ? stakeOf(current) : 0n)}</strong>
        </span>
        <span className="muted">
          {t('lottery.cart.short', { tickets: totals.tickets })}
          {' · '}
          {t('lottery.bet.total')} <strong data-testid="lt-total">{formatCents(charge)}</strong>
        </span>
      </div>
      <div className="lt-slip__actions">
        {canClear && (
          <button
            type="button"
            className="lt-button lt-button--ghost"
            onClick={onClear}
            data-testid="lt-clear"
          >
            {t('lottery.picks.clear')}
          </button>
        )}
        <button type="button" className="lt-button" disabled={!current} onClick={onAdd} data-testid="lt-add">
          {t('lottery.bet.add')}
        </button>
        <button
          type="button"
          className="button lt-place"
          disabled={!current && cart.length === 0}
          onClick={onPlace}
          data-testid="lt-place"
        >
          {t('lottery.bet.place')}
        </button>
      </div>
    </div>
  );
}
