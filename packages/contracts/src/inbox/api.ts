import { route } from '../common/endpoint.ts';

/**
 * Routes of platform messages (INBOX3; schemas: ./endpoints.ts): plain data, so the web builds
 * their URLs (and the header its unread badge) without loading the schema library.
 */
export const inboxApi = {
  list: route('GET', '/wps/member/messages'),
  unread: route('GET', '/wps/member/messages/unread'),
  detail: route('GET', '/wps/member/messages/:id'),
  read: route('POST', '/wps/member/messages/read'),
  remove: route('POST', '/wps/member/messages/delete'),
} as const;
