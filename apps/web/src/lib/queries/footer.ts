import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DomainRouteValue, FooterValue, Jackpot } from '@lotto/contracts';
import { rewardApi } from '@lotto/contracts/promo/reward-api';
import { systemApi } from '@lotto/contracts/system/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../api.ts';

export const useFooter = () => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['system', 'footer', lang],
    queryFn: ({ signal }) => apiGet(systemApi.footer, { schema: shape<FooterValue>(), signal }),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
};

/** The brand's domains (docs/product/content-and-system.md#domains), for the mirror-site speed test. */
export const useDomains = () =>
  useQuery({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) => apiGet(systemApi.domainRoute, { schema: shape<DomainRouteValue>(), signal }),
    select: (v) => v.domainList,
    staleTime: 30 * 60_000,
  });

const jackpotRoute = rewardApi.jackpot;

/** The brand's progressive jackpot, live: refreshed every 15 seconds while the page is open. */
export const useJackpot = () =>
  useQuery({
    queryKey: ['jackpot'],
    queryFn: ({ signal }) => apiGet(jackpotRoute, { schema: shape<Jackpot>(), signal }),
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
