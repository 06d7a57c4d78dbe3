import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatusValue } from '@lotto/contracts';
import { apiGet, shape } from '../api.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';

/** Brand configuration and site status; the server picks the brand by Merchant header or host. */
export const getSystemStatus = (signal?: AbortSignal) =>
  apiGet('/wps/system/status', shape<StatusValue>(), { query: { url: window.location.host }, signal });

export const useSystemStatus = () => {
  // Texts such as the maintenance message come back in the request's language.
  const lang = useLangCode();
  return useQuery({
    queryKey: ['system', 'status', lang],
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 5 * 60_000, // brand configuration changes rarely
    placeholderData: keepPreviousData, // keep the page up while a language switch refetches
  });
};
