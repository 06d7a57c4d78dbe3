import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROMO_CATEGORIES, type PromoCategory, type Promotion } from '@lotto/contracts';
import { tAny } from '../../lib/api-errors.ts';
import { usePromotions } from '../../lib/queries/promotions.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import '../../ui/promo.css';

/** A promotion's status as a badge: open, coming soon, closed (and the member's statuses to come). */
export function PromoBadge({ status }: { status: Promotion['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="promo-badge" data-status={status} data-testid="promo-status">
      {tAny(t)(`promo.statuses.${status.replace(' ', '_')}`)}
    </span>
  );
}

/** The categories the list has, in the contract's order: the tabs above it. */
export const categoriesOf = (list: readonly Pick<Promotion, 'category'>[]): PromoCategory[] =>
  PROMO_CATEGORIES.filter((c) => list.some((p) => p.category === c));

const isCategory = (value: string | null): value is PromoCategory =>
  (PROMO_CATEGORIES as readonly string[]).includes(value ?? '');

function PromoCard({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/promotions/${promo.id}`}
        className="promo-card"
        data-testid="promo-card"
        data-code={promo.code}
        data-category={promo.category}
      >
        {promo.image && <img src={promo.image} alt="" width={320} height={160} loading="lazy" />}
        <div className="promo-card__head">
          <h2>{promo.title}</h2>
          <PromoBadge status={promo.status} />
        </div>
        {promo.summary && <p className="muted">{promo.summary}</p>}
        <span className="promo-card__more">{t('promo.details')}</span>
      </Link>
    </li>
  );
}

/**
 * /promotions (docs/product/agents-and-promotions.md#promotion-screens): the brand's promotions
 * as cards (title, summary, status), with a tab per category the list has (`?category=`).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = usePromotions();
  const list = query.data?.list ?? [];
  const categories = categoriesOf(list);
  const asked = search.get('category');
  const category = isCategory(asked) && categories.includes(asked) ? asked : null;
  const shown = category ? list.filter((p) => p.category === category) : list;
  const choose = (c: PromoCategory | null) => setSearch(c ? { category: c } : {}, { replace: true });
  return (
    <>
      {categories.length > 1 && (
        <div className="promo-tabs" role="group" aria-label={t('promo.categoriesLabel')}>
          {[null, ...categories].map((c) => (
            <button
              key={c ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={category === c}
              data-category={c ?? 'all'}
              data-testid="promo-tab"
              onClick={() => choose(c)}
            >
              {c ? t(`promo.categories.${c}`) : t('promo.all')}
            </button>
          ))}
        </div>
      )}
      <QueryStatus query={query} />
      {query.data && shown.length === 0 && (
        <p className="muted" data-testid="promo-empty">
          {t('promo.empty')}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="promo-grid" data-testid="promo-list">
          {shown.map((p) => (
            <PromoCard key={p.id} promo={p} />
          ))}
        </ul>
      )}
    </>
  );
}
