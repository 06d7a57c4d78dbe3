import { route } from '../common/endpoint.ts';

/** Live chat for members (CBS3; schemas: ./endpoints.ts). */
export const chatApi = {
  /** Where the chat room opens (the floating window's frame) and the member's unread count. */
  url: route('GET', '/wps/chat/url'),
  unread: route('GET', '/wps/chat/unread'),
  history: route('GET', '/wps/chat/messages'),
  send: route('POST', '/wps/chat/messages'),
  read: route('POST', '/wps/chat/read'),
  image: route('POST', '/wps/chat/images'),
  /** An uploaded chat image, by its unguessable name (either side of the conversation reads it). */
  imageFile: route('GET', '/wps/chat/images/:name'),
  /** Which customer-service entry the visitor's button opens (version.pathList; type 3 sealed). */
  service: route('GET', '/wps/system/customerService'),
  /** The WebSocket: the session token rides as the second subprotocol (`bearer`, token). */
  socket: route('GET', '/wps/chat/socket'),
} as const;

/** The support console's calls (the operator web app under /backoffice). */
export const staffApi = {
  signIn: route('POST', '/backoffice/api/session'),
  signOut: route('DELETE', '/backoffice/api/session'),
  me: route('GET', '/backoffice/api/me'),
  queue: route('GET', '/backoffice/api/chats'),
  thread: route('GET', '/backoffice/api/chats/:id'),
  take: route('POST', '/backoffice/api/chats/:id/take'),
  reply: route('POST', '/backoffice/api/chats/:id/messages'),
  read: route('POST', '/backoffice/api/chats/:id/read'),
  close: route('POST', '/backoffice/api/chats/:id/close'),
  image: route('POST', '/backoffice/api/chats/:id/images'),
  /** A platform message from the console: to one member (support), or a broadcast (admin). */
  message: route('POST', '/backoffice/api/messages'),
  /** The console's WebSocket: every conversation of the brand; the staff token as the second subprotocol. */
  socket: route('GET', '/backoffice/api/socket'),
} as const;

/** The WebSocket subprotocol that carries a token (browsers cannot set headers on a WebSocket). */
export const CHAT_BEARER_PROTOCOL = 'bearer';
