import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VendorCard, VendorLane } from '@lotto/contracts';
import type { VendorCategory } from '@lotto/contracts/games/categories';
import { loadDeferredText } from '../../i18n/index.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';
import { vendorAction } from './vendor-click.ts';
import './games.css';

// The VASSALAGE popup and one-game launches load only when a vendor card asks for them.
const VendorPopup = lazy(() =>
  Promise.all([import('./VendorPopup.tsx'), loadDeferredText()]).then(([m]) => m),
);

type Open = { category: VendorCategory; card: VendorCard; mode: 'popup' | 'launch' };

/**
 * The brand's game providers, each card named with its category, following the vendor click
 * rules: a lottery card opens its game, a sportsbook launches, a slot studio opens its game list.
 */
export function VendorLanes({ lanes }: { lanes: VendorLane[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open | null>(null);
  const click = (category: VendorCategory, card: VendorCard) => {
    const action = vendorAction(category, card);
    if (action.kind === 'navigate') void navigate(action.to);
    else setOpen({ category, card, mode: action.kind });
  };
  return (
    <section className="home-section" aria-labelledby="home-providers">
      <header className="home-section__head">
        <h2 id="home-providers">{t('home.providers')}</h2>
      </header>
      <ul className="vendor-grid vendor-lanes" data-testid="vendor-lanes">
        {lanes.flatMap((lane) =>
          lane.cards.map((c) => (
            <li key={`${lane.gameType}-${c.vassalage}`} data-lane={lane.gameType}>
              <button
                type="button"
                className="vendor-card"
                data-vendor={c.vendor}
                onClick={() => click(lane.gameType, c)}
              >
                <LazyImage
                  src={c.h5Icon || c.smallIcon}
                  fallback="/media/demo/game-default.svg"
                  alt=""
                  width={160}
                  height={48}
                />
                <span className="vendor-card__name">{c.displayName}</span>
                <small className="muted">{t(`category.${lane.gameType}`)}</small>
              </button>
            </li>
          )),
        )}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <VendorPopup {...open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
