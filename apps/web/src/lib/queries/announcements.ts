import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnnouncementsValue } from '@lotto/contracts';
import { contentApi } from '@lotto/contracts/content/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, shape } from '../api.ts';

/** Announcements page by 9 (docs/product/shell-and-routes.md#interface-constants). */
export const NOTICE_PAGE_SIZE = 9;

/** The notice list's types (maintenance, updates, promotions); help articles have the help centre. */
export const NOTICE_TYPES = 'PL,PU,PR';

export const useAnnouncements = (
  types: string,
  { pageNo = 1, enabled = true }: { pageNo?: number; enabled?: boolean } = {},
) => {
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
    enabled,
  });
};
