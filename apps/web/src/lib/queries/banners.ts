import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnnouncementsValue } from '@lotto/contracts';
import { contentApi } from '@lotto/contracts/content/api';
import { apiGet, shape } from '../api.ts';
import { currentLangCode } from '../../i18n/index.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';

export const getBanners = (groupName: string, signal?: AbortSignal) =>
  apiGet(contentApi.announcements, {
    schema: shape<AnnouncementsValue>(),
    query: { types: 'B', groupName },
    signal,
  });

const bannersQuery = (groupName: string, lang: string) => ({
  queryKey: ['content', 'banners', groupName, lang],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getBanners(groupName, signal),
  staleTime: 5 * 60_000,
});

/**
 * The first page's banners, fetched at start beside the status call; the first slide's image
 * is requested as soon as its address is known, at high priority: it is the largest thing on
 * the first screen, and would otherwise wait for the shell to render.
 */
export const prefetchBanners = async (client: QueryClient, groupName: string): Promise<void> => {
  const value = await client.fetchQuery(bannersQuery(groupName, currentLangCode()));
  const first = value.banners[0];
  if (!first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.url;
  link.fetchPriority = 'high';
  document.head.append(link);
};

/** Banners of one group (each route has one, e.g. w_home: docs/product/shell-and-routes.md#banner-groups), in display order. */
export const useBanners = (groupName: string) => {
  const lang = useLangCode(); // banner titles and images can differ per language
  return useQuery({
    ...bannersQuery(groupName, lang),
    select: (value) => value.banners,
    placeholderData: keepPreviousData,
  });
};
