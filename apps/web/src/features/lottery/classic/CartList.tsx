import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/money.ts';
import { cartTotals, stakeOf, type CartItem } from './cart.ts';
import type { Pad } from './pads.ts';
import { usePadText } from './text.ts';

type Props = {
  items: readonly CartItem[];
  playName: (playId: string) => string;
  padOfPlay: (playId: string) => Pad | null;
  onRemove?: (key: string) => void;
  onClear?: () => void;
};

/** The tickets waiting to be placed: play, numbers, bets x multiplier, stake; and the total. */
export function CartList({ items, playName, padOfPlay, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  const text = usePadText();
  const totals = cartTotals(items);
  return (
    <div className="lt-cart" data-testid="lt-cart">
      <ul className="lt-cart__list">
        {items.map((item) => (
          <li key={item.key} className="lt-cart__item" data-testid="lt-cart-item" data-play={item.playId}>
            <div className="lt-cart__what">
              <strong>{playName(item.playId)}</strong>
              <span className="lt-cart__numbers">
                {text.selection(padOfPlay(item.playId), item.selection)}
              </span>
            </div>
            <div className="lt-cart__figures">
              <span>{t('lottery.bet.betsTimes', { bets: item.betCount, times: item.multiplier })}</span>
              <strong>{formatCents(stakeOf(item))}</strong>
            </div>
            {onRemove && (
              <button
                type="button"
                className="lt-remove"
                aria-label={t('lottery.cart.remove')}
                onClick={() => onRemove(item.key)}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="lt-cart__total">
        <span>{t('lottery.cart.summary', { tickets: totals.tickets, bets: totals.bets })}</span>
        <strong data-testid="lt-cart-total">{formatCents(totals.stake)}</strong>
        {onClear && (
          <button type="button" className="lt-link" onClick={onClear}>
            {t('lottery.cart.clear')}
          </button>
        )}
      </p>
    </div>
  );
}
