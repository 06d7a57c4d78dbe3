import { endpoint } from '../common/endpoint.ts';
import { inboxApi as api } from './api.ts';
import {
  zDeleteMessagesBody,
  zMarkReadBody,
  zMessage,
  zMessageParams,
  zMessagesChanged,
  zMessagesQuery,
  zMessagesValue,
  zUnreadValue,
} from './messages.ts';

export const inboxEndpoints = {
  list: endpoint(api.list, { query: zMessagesQuery, response: zMessagesValue }),
  unread: endpoint(api.unread, { response: zUnreadValue }),
  detail: endpoint(api.detail, { params: zMessageParams, response: zMessage }),
  read: endpoint(api.read, { body: zMarkReadBody, response: zMessagesChanged }),
  remove: endpoint(api.remove, { body: zDeleteMessagesBody, response: zMessagesChanged }),
} as const;
