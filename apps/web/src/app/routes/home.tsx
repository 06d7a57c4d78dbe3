import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTiles } from '../../features/games/CategoryTiles.tsx';
import { HotGames, useHotGames } from '../../features/games/HotGames.tsx';
import { VendorLanes } from '../../features/games/VendorLanes.tsx';
import { LazyWinners } from '../../features/winners/LazyWinners.tsx';
import { HomeDraws } from '../../features/lottery/lobby/HomeDraws.tsx';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useLotteryGames } from '../../features/lottery/client/api.ts';
import { useLatestResults } from '../../features/lottery/client/latest.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';

/**
 * Home (/, index, index.html, home): the categories, the lottery draws about to close with live
 * countdowns, the hot games, the recent big wins (loaded as they near the screen), the latest
 * results and the game providers.
 */
export function Component() {
  const { t } = useTranslation();
  const brand = useSystemStatus().data?.info.whitelabel;
  const vendorLanes = useVendorLanes();
  const lanes = vendorLanes.data ?? [];
  // The sections come together once the data of each has arrived (or failed): shown one by one
  // as their calls returned, each pushed the ones below it down the screen.
  const ready = [vendorLanes, useLotteryGames(), useLatestResults(), useHotGames()].every(
    (q) => !q.isPending,
  );
  // Rendering them all is the page's biggest piece of work: a deferred update, done in slices.
  const show = useDeferredValue(ready);
  return (
    <div className="page home" data-testid="home">
      {brand && <title>{brand.name}</title>}
      {brand && <h1 className="page__title">{t('home.welcome', { name: brand.name })}</h1>}
      {show && (
        <>
          <CategoryTiles categories={lanes.map((l) => l.gameType)} />
          <HomeDraws />
          <HotGames />
          <LazyWinners />
          <VendorLanes lanes={lanes} />
        </>
      )}
    </div>
  );
}
