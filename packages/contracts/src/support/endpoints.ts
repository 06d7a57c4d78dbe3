import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { chatApi, staffApi } from './api.ts';
import {
  zChatHistoryQuery,
  zChatHistoryValue,
  zChatIdParams,
  zChatImageParams,
  zChatImageValue,
  zChatMessage,
  zChatReadBody,
  zChatSendBody,
  zChatUnreadValue,
  zChatUrlQuery,
  zChatUrlValue,
  zQueueItem,
  zQueueQuery,
  zQueueValue,
  zServiceValue,
  zStaff,
  zStaffMessageBody,
  zStaffSignInBody,
  zStaffSignInValue,
  zThreadValue,
} from './chat.ts';

const upgrade = { replies: { 101: z.unknown() }, produces: ['websocket'] } as const;
const image = {
  consumes: ['multipart/form-data'],
  body: z.any().describe('multipart/form-data: one file, png or jpg, at most 5 MB'),
  response: zChatImageValue,
} as const;

export const chatEndpoints = {
  url: endpoint(chatApi.url, { query: zChatUrlQuery, response: zChatUrlValue }),
  unread: endpoint(chatApi.unread, { response: zChatUnreadValue }),
  history: endpoint(chatApi.history, { query: zChatHistoryQuery, response: zChatHistoryValue }),
  send: endpoint(chatApi.send, { body: zChatSendBody, response: zChatMessage }),
  read: endpoint(chatApi.read, { body: zChatReadBody, response: zChatUnreadValue }),
  image: endpoint(chatApi.image, image),
  imageFile: endpoint(chatApi.imageFile, {
    params: zChatImageParams,
    replies: { 200: z.unknown() },
    produces: ['image/png', 'image/jpeg'],
  }),
  socket: endpoint(chatApi.socket, upgrade),
  service: endpoint(chatApi.service, { response: zServiceValue }),
} as const;

export const staffEndpoints = {
  signIn: endpoint(staffApi.signIn, { body: zStaffSignInBody, response: zStaffSignInValue }),
  signOut: endpoint(staffApi.signOut, { response: z.null() }),
  me: endpoint(staffApi.me, { response: zStaff }),
  queue: endpoint(staffApi.queue, { query: zQueueQuery, response: zQueueValue }),
  thread: endpoint(staffApi.thread, {
    params: zChatIdParams,
    query: zChatHistoryQuery,
    response: zThreadValue,
  }),
  take: endpoint(staffApi.take, { params: zChatIdParams, response: zQueueItem }),
  reply: endpoint(staffApi.reply, { params: zChatIdParams, body: zChatSendBody, response: zChatMessage }),
  read: endpoint(staffApi.read, { params: zChatIdParams, body: zChatReadBody, response: zChatUnreadValue }),
  close: endpoint(staffApi.close, { params: zChatIdParams, response: zQueueItem }),
  image: endpoint(staffApi.image, { params: zChatIdParams, ...image }),
  message: endpoint(staffApi.message, {
    body: zStaffMessageBody,
    response: z.object({ id: z.number().int() }),
  }),
  socket: endpoint(staffApi.socket, upgrade),
} as const;
