import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementsValue } from '@lotto/contracts';
import { contentApi } from '@lotto/contracts/content/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../api.ts';

/** Announcements page by 9 (docs/product/shell-and-routes.md#interface-constants). */
export const NOTICE_PAGE_SIZE = 9;

export const useAnnouncements = (types: string, pageNo: number) => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['content', 'announcements', types, pageNo, lang],
    queryFn: ({ signal }) =>
      apiGet(contentApi.announcements, {
        schema: shape<AnnouncementsValue>(),
        query: { types, platform: 'W', execution: 'B', pageNo, pageSize: NOTICE_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};
