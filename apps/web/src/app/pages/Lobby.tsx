import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { VendorCategory } from '@lotto/contracts';
import { GameLobby } from '../../features/games/GameLobby.tsx';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import type { RouteHandle } from '../route-table.ts';
import { PageFrame } from './PageFrame.tsx';

/** Game lobby of one category (routes /rng, /live, ... in chunk egame; /elott in chunk elott). */
export function Component() {
  const { t } = useTranslation();
  const category = ((useMatches().at(-1)?.handle as RouteHandle | undefined)?.category ??
    'RNG') as VendorCategory;
  const lane = useVendorLanes().data?.find((l) => l.gameType === category);
  return (
    <PageFrame title={t(`category.${category}`)} testId={`lobby-${category}`}>
      <GameLobby key={category} category={category} vendors={lane?.cards ?? []} />
    </PageFrame>
  );
}
