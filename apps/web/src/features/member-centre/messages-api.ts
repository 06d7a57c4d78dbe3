import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagesChanged, MessagesValue } from '@lotto/contracts';
import { inboxApi } from '@lotto/contracts/inbox/api';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { MEMBER_STATE_KEY, MESSAGES_KEY } from '../../lib/queries/member-state.ts';
import { useSession } from '../../lib/session.ts';

/** Platform messages' calls (messageV2; docs/product/agents-and-promotions.md#messages). */
export const MESSAGES_PAGE_SIZE = 10;

/** GET /wps/member/messages: a page of the member's messages, newest first, with the unread count. */
export const useMessages = (pageNo: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', pageNo, token],
    queryFn: ({ signal }) =>
      apiGet(inboxApi.list, {
        schema: shape<MessagesValue>(),
        query: { pageNo, pageSize: MESSAGES_PAGE_SIZE },
        signal,
      }),
    enabled: token !== undefined,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
};

/** GET /wps/member/messages/:id: one message, which the server marks read as it answers. */
export const useMessage = (id: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'one', id, token],
    queryFn: ({ signal }) => apiGet(inboxApi.detail, { params: { id }, schema: shape<Message>(), signal }),
    enabled: token !== undefined,
    staleTime: Infinity,
    retry: false,
  });
};

export const markAllRead = () =>
  apiSend(inboxApi.read, { body: { all: true }, schema: shape<MessagesChanged>() });

export const deleteMessages = (ids: number[]) =>
  apiSend(inboxApi.remove, { body: { ids }, schema: shape<MessagesChanged>() });

/** After a read or a delete: the list and the header's unread badge read again. */
export const useAfterMessagesChange = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'list'] }),
      client.invalidateQueries({ queryKey: MEMBER_STATE_KEY }),
    ]);
};
