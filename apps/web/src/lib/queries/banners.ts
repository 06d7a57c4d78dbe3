import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementsValue } from '@lotto/contracts';
import { apiGet, shape } from '../api.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';

export const getBanners = (groupName: string, signal?: AbortSignal) =>
  apiGet('/wps/relay/MCSFE_getListAnnouncements', shape<AnnouncementsValue>(), {
    query: { types: 'B', groupName },
    signal,
  });

/** Banners of one group (SPEC: each route has one, e.g. w_home), in display order. */
export const useBanners = (groupName: string) => {
  const lang = useLangCode(); // banner titles and images can differ per language
  return useQuery({
    queryKey: ['content', 'banners', groupName, lang],
    queryFn: ({ signal }) => getBanners(groupName, signal),
    select: (value) => value.banners,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
};
