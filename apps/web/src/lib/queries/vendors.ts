import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameVendorValue, VendorCategory } from '@lotto/contracts';
import { gameApi } from '@lotto/contracts/games/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../api.ts';

/** Vendor lanes per game category (GCSGAME_newGameVendor, platform html5-desktop, cached). */
export const useVendorLanes = () => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['games', 'vendors', lang],
    queryFn: ({ signal }) =>
      apiGet(gameApi.vendors, {
        schema: shape<GameVendorValue>(),
        query: { platform: 'html5-desktop' },
        signal,
      }),
    select: (v) => v.data.lanes,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
};

/** Categories that have vendors, in lane order; in-house has its own menu item. */
export const useVendorCategories = (): VendorCategory[] =>
  (useVendorLanes().data ?? []).map((l) => l.gameType).filter((c) => c !== 'INHOUSE');
