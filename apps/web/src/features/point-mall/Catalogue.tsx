import { useTranslation } from 'react-i18next';
import type { MallItem } from '@lotto/contracts';
import { formatWithSymbol } from '../../lib/money.ts';
import { formatPoints } from './mall-rules.ts';

/** One item of the mall: its picture, title, price in points, what a cash item pays and the stock left. */
function ItemCard({
  item,
  symbol,
  onRedeem,
}: {
  item: MallItem;
  symbol: string;
  onRedeem: ((item: MallItem) => void) | null;
}) {
  const { t } = useTranslation();
  const soldOut = item.stock !== null && item.stock <= 0;
  return (
    <li className="mall-item" data-testid="mall-item" data-code={item.code} data-kind={item.kind}>
      {item.image && (
        <img className="mall-item__image" src={item.image} alt="" width={400} height={400} loading="lazy" />
      )}
      <div className="mall-item__body">
        <h3 className="mall-item__title">{item.title}</h3>
        {item.description && <p className="mall-item__text">{item.description}</p>}
        <p className="mall-item__price" data-testid="mall-item-points">
          {t('mall.item.points', { points: formatPoints(item.points) })}
        </p>
        {item.kind === 'cash' && item.amount !== null && (
          <p className="mall-item__meta">
            {t('mall.item.pays', { amount: formatWithSymbol(symbol, item.amount) })}
          </p>
        )}
        {item.kind === 'physical' && <p className="mall-item__meta">{t('mall.item.delivered')}</p>}
        <p className="mall-item__stock" data-testid="mall-item-stock" data-sold-out={soldOut || undefined}>
          {soldOut
            ? t('mall.item.soldOut')
            : item.stock === null
              ? t('mall.item.unlimited')
              : t('mall.item.left', { stock: item.stock })}
        </p>
        {onRedeem && (
          <button
            type="button"
            className="button mall-item__button"
            disabled={soldOut}
            data-testid="mall-redeem"
            onClick={() => onRedeem(item)}
          >
            {soldOut ? t('mall.item.soldOut') : t('mall.item.redeem')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The catalogue grid, or why it is empty. */
export function Catalogue({
  items,
  symbol,
  onRedeem,
}: {
  items: MallItem[];
  symbol: string;
  onRedeem: ((item: MallItem) => void) | null;
}) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <p className="mall-empty" data-testid="mall-items-empty">
        {t('mall.catalogue.empty')}
      </p>
    );
  return (
    <ul className="mall-grid" data-testid="mall-items">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} symbol={symbol} onRedeem={onRedeem} />
      ))}
    </ul>
  );
}
