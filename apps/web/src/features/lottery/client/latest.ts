import { useQuery } from '@tanstack/react-query';
import type { LatestResults } from '@lotto/contracts';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { apiGet, shape } from '../../../lib/api.ts';
import { syncFromAnswer } from './clock.ts';
import { lotteryKeys } from './keys.ts';

/** How often the lobbies look for new results: the fastest games draw every minute. */
const POLL_MS = 20_000;

/**
 * Every lottery game's latest result (the lobbies and the home page), refreshed while the page is
 * open; each answer also sets the server's clock the countdowns run on.
 */
export const useLatestResults = () =>
  useQuery({
    queryKey: lotteryKeys.latest,
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const latest = await apiGet(lotteryApi.latest, { schema: shape<LatestResults>(), signal });
      syncFromAnswer({ serverTime: latest.now, sentAt });
      return latest;
    },
    refetchInterval: POLL_MS,
  });
