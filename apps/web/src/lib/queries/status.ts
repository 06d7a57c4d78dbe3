import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StatusValue } from '@lotto/contracts';
import { systemApi } from '@lotto/contracts/system/api';
import { apiGet, shape } from '../api.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { currentLangCode } from '../../i18n/index.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';

const CACHE_KEY = 'brandStatus';
type Cached = { host: string; lang: string; value: StatusValue };

/**
 * The last status this browser received for this site and language: the shell renders from it
 * at once on a later visit while the fresh status loads, instead of waiting a round trip with
 * an empty page. The fresh answer replaces it as soon as it comes (a brand now in maintenance
 * shows its maintenance page then).
 */
export const cachedStatus = (lang: string): StatusValue | undefined => {
  try {
    const cached = JSON.parse(readStorage('local', CACHE_KEY) ?? 'null') as Cached | null;
    return cached?.host === window.location.host && cached.lang === lang ? cached.value : undefined;
  } catch {
    return undefined;
  }
};

/** Brand configuration and site status; the server picks the brand by Merchant header or host. */
export const getSystemStatus = async (signal?: AbortSignal) => {
  const lang = currentLangCode();
  const value = await apiGet(systemApi.status, {
    schema: shape<StatusValue>(),
    query: { url: window.location.host },
    signal,
  });
  writeStorage('local', {
    key: CACHE_KEY,
    value: JSON.stringify({ host: window.location.host, lang, value } satisfies Cached),
  });
  return value;
};

const statusQuery = (lang: string) => ({
  queryKey: ['system', 'status', lang],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSystemStatus(signal),
  staleTime: 5 * 60_000, // brand configuration changes rarely
});

/**
 * Starts the status call while the first route's chunk loads (the shell needs both), after
 * putting the cached status in place (as of time 0, so it counts as stale and is refetched).
 */
export const prefetchSystemStatus = (client: QueryClient) => {
  const query = statusQuery(currentLangCode());
  const cached = cachedStatus(currentLangCode());
  if (cached) client.setQueryData(query.queryKey, cached, { updatedAt: 0 });
  return client.prefetchQuery(query);
};

export const useSystemStatus = () => {
  // Texts such as the maintenance message come back in the request's language.
  const lang = useLangCode();
  return useQuery({
    ...statusQuery(lang),
    // Stale from the start (updated at 0), so the fresh status is fetched at once.
    initialData: () => cachedStatus(lang),
    initialDataUpdatedAt: 0,
    placeholderData: keepPreviousData, // keep the page up while a language switch refetches
  });
};
