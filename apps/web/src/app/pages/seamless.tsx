import { useTranslation } from 'react-i18next';
import { GameLobby } from '../../features/games/GameLobby.tsx';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { PageFrame } from './PageFrame.tsx';

/** Lotteries have their own pages; every other game plays on the seamless wallet. */
const LOTTERY = new Set(['LOTT', 'ELOTT']);

/**
 * /seamless: every game played on the seamless wallet (the vendors' and the in-house ones) in
 * one lobby, with every provider as a tab; the bars stay collapsible (docs/product/shell-and-routes.md#collapsible-bars).
 */
export function Component() {
  const { t } = useTranslation();
  const vendors = (useVendorLanes().data ?? [])
    .filter((l) => !LOTTERY.has(l.gameType))
    .flatMap((l) => l.cards);
  return (
    <PageFrame title={t('nav.seamless')} testId="seamless">
      <GameLobby category="SEAMLESS" vendors={vendors} />
    </PageFrame>
  );
}
