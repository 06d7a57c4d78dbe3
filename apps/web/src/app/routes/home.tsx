import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryRoute } from '@lotto/contracts/games/categories';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';

/** Home (/, index, index.html, home): welcome and one tile per game category with vendors. */
export function Component() {
  const { t } = useTranslation();
  const brand = useSystemStatus().data?.info.whitelabel;
  const lanes = useVendorLanes().data ?? [];
  return (
    <div className="page" data-testid="home">
      {brand && <title>{brand.name}</title>}
      {brand && <h1 className="page__title">{t('home.welcome', { name: brand.name })}</h1>}
      <ul className="category-tiles">
        {lanes.map((lane) => (
          <li key={lane.gameType}>
            <Link to={categoryRoute[lane.gameType]}>
              <img src={lane.cards[0]?.smallIcon} alt="" width={160} height={48} loading="lazy" />
              <span>{t(`category.${lane.gameType}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
