import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { VendorCard } from '@lotto/contracts';
import { categoryRoute, type VendorCategory } from '@lotto/contracts/games/categories';
import { vendorAction } from '../../features/games/vendor-click.ts';
import { loadDeferredText } from '../../i18n/index.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';

// The VASSALAGE popup and one-game launches load only when a vendor card asks for them.
const VendorPopup = lazy(() =>
  Promise.all([import('../../features/games/VendorPopup.tsx'), loadDeferredText()]).then(([m]) => m),
);

type Open = { category: VendorCategory; card: VendorCard; mode: 'popup' | 'launch' };

/**
 * Home (/, index, index.html, home): welcome, one tile per game category with vendors, and the
 * vendor lanes whose cards follow the category click rules of SPEC section 4.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useSystemStatus().data?.info.whitelabel;
  const lanes = useVendorLanes().data ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const click = (category: VendorCategory, card: VendorCard) => {
    const action = vendorAction(category, card);
    if (action.kind === 'navigate') void navigate(action.to);
    else setOpen({ category, card, mode: action.kind });
  };
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
      <div className="vendor-lanes" data-testid="vendor-lanes">
        {lanes.map((lane) => (
          <section key={lane.gameType} className="vendor-lane" data-lane={lane.gameType}>
            <h2 className="vendor-lane__title">{t(`category.${lane.gameType}`)}</h2>
            <ul className="vendor-grid">
              {lane.cards.map((c) => (
                <li key={c.vassalage}>
                  <button
                    type="button"
                    className="vendor-card"
                    data-vendor={c.vendor}
                    onClick={() => click(lane.gameType, c)}
                  >
                    <LazyImage src={c.h5Icon || c.smallIcon} fallback="/media/demo/game-default.svg" alt="" />
                    <span>{c.displayName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {open && (
        <Suspense fallback={null}>
          <VendorPopup {...open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
