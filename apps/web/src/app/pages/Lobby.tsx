import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { VendorCategory } from '@lotto/contracts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';
import type { RouteHandle } from '../route-table.ts';
import { PageFrame } from './PageFrame.tsx';

/** Game lobby of one category (routes /rng, /live, ... in chunk egame; /elott in chunk elott): its vendors (the game list arrives with the games module). */
export function Component() {
  const { t } = useTranslation();
  const category = ((useMatches().at(-1)?.handle as RouteHandle | undefined)?.category ??
    'RNG') as VendorCategory;
  const lane = useVendorLanes().data?.find((l) => l.gameType === category);
  return (
    <PageFrame title={t(`category.${category}`)} testId={`lobby-${category}`}>
      <ul className="vendor-grid">
        {(lane?.cards ?? []).map((c) => (
          <li key={c.vassalage} className="vendor-card">
            <LazyImage src={c.smallIcon} fallback="/media/demo/game-default.svg" alt={c.displayName} />
            <span>{c.displayName}</span>
            {c.isHot === 1 && <span className="badge">{t('lobby.hot')}</span>}
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
