import { afterAll, beforeAll } from 'vitest';
import type { Message, MessagesChanged, MessagesValue } from '@lotto/contracts';
import { createInbox, type Audience } from '../src/modules/inbox/index.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { memberKit, type Answer } from './member-kit.ts';

/**
 * What the platform-message tests share: one app per file (`useInboxApp()`), members of the demo
 * brand by name, and the calls of the message routes.
 */
export let t: TestApp;
export let merchantId: number;

export const { tokens, ids, signIn, call, get, post, fund } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'inbox' },
);

export function useInboxApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
}

export const inbox = () =>
  createInbox({ db: t.store.db.kysely, brandOf: (id) => t.app.platform.brands.byId(id) });

/** An operator's message from the demo brand (or `brand`) to an audience; answers its id. */
export const operatorMessage = (audience: Audience, text: { title: string; body?: string; brand?: number }) =>
  inbox().sendOperator({
    ...audience,
    merchantId: text.brand ?? merchantId,
    title: text.title,
    body: text.body ?? `${text.title} body`,
  });

export const messages = async (who: string, query = '') =>
  (await get<MessagesValue>(`/wps/member/messages${query}`, who)).json.value;
export const titles = async (who: string) => (await messages(who, '?pageSize=50')).list.map((m) => m.title);
export const openOne = (who: string, id: number) => get<Message>(`/wps/member/messages/${id}`, who);
export const markRead = (who: string, body: { ids: number[] } | { all: true }) =>
  post<MessagesChanged>('/wps/member/messages/read', who, body);
export const remove = (who: string, messageIds: number[]): Promise<Answer<MessagesChanged>> =>
  post<MessagesChanged>('/wps/member/messages/delete', who, { ids: messageIds });
export const unread = async (who: string) =>
  (await get<number>('/wps/member/messages/unread', who)).json.value;
export const stateUnread = async (who: string) =>
  (await get<{ unreadMessages: number | null }>('/wps/member/state', who)).json.value.unreadMessages;
