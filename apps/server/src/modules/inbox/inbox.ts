// The inbox as other parts of the platform use it: send a system message, send an operator's
// message, count a member's unread messages; and the system events that become messages.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { loadBrand, type Brand } from '../brand/index.ts';
import { unreadOf } from './messages.ts';
import { sendMessage, sendOperatorMessage, type Audience, type SystemMessage } from './send.ts';

type Db = Kysely<Database>;
type BrandOf = (merchantId: number) => Promise<Brand | undefined>;
type MemberRef = { merchantId: number; memberId: number };

export type Inbox = {
  /** A system message from a template (`inbox.feedbackReplied`...), for one member. */
  send(msg: SystemMessage): Promise<void>;
  /** An operator's message (title, plain text) for a member or a broadcast audience; answers its id. */
  sendOperator(msg: Audience & { merchantId: number; title: string; body: string }): Promise<number>;
  /** The member's unread messages; null while the brand's messages (INBOX3) are off. */
  unread(q: MemberRef): Promise<number | null>;
};

const brandLoader =
  (db: Db, brandOf?: BrandOf) =>
  async (merchantId: number): Promise<Brand> =>
    (await brandOf?.(merchantId)) ?? loadBrand(db, merchantId);

/** The member's unread messages (null while INBOX3 is off for its brand). */
export async function unreadCount(db: Db, q: MemberRef & { brand?: Brand }): Promise<number | null> {
  const brand = q.brand ?? (await loadBrand(db, q.merchantId));
  return unreadOf(db, { brand, memberId: q.memberId, now: Date.now() });
}

/**
 * The inbox over a database; `brandOf` reads brands from the app's directory (else from the
 * database). With `live`, each message stored tells the open pages of its audience, on every
 * node, so their unread count is read again: the member's own, or the whole brand's for a
 * broadcast (each page then counts what is its own).
 */
export function createInbox({
  db,
  brandOf,
  live,
}: {
  db: Db;
  brandOf?: BrandOf;
  live?: Pick<LiveBus, 'publish' | 'publishBrand'> | undefined;
}): Inbox {
  const brand = brandLoader(db, brandOf);
  return {
    send: async (msg) => {
      await sendMessage(db, msg);
      live?.publish({ merchantId: msg.merchantId, memberId: msg.memberId, topic: 'messages' });
    },
    sendOperator: async ({ merchantId, ...msg }) => {
      const id = await sendOperatorMessage(db, { ...msg, brand: await brand(merchantId) });
      if (msg.to === 'member') live?.publish({ merchantId, memberId: msg.memberId, topic: 'messages' });
      else live?.publishBrand({ merchantId, topic: 'messages', data: null });
      return id;
    },
    unread: async (q) => unreadCount(db, { ...q, brand: await brand(q.merchantId) }),
  };
}

/** A money event of a member (amounts as decimal strings). */
export type MoneyEvent = MemberRef & { amount: string; orderRef: string };

/**
 * The system events other modules report, each written as the member's message after the
 * event's own transaction committed. A message is not money: one that fails to be written is
 * logged (`onError`) and the event stands.
 */
export function systemNotices(inbox: Inbox, { onError }: { onError: (err: unknown) => void }) {
  const send = async (msg: SystemMessage) => {
    try {
      await inbox.send(msg);
    } catch (err) {
      onError(err);
    }
  };
  // Named as the reporting modules' deps name them, so app.ts spreads them in.
  return {
    onCredited: (e: MoneyEvent) =>
      send({ ...e, template: 'inbox.depositCredited', params: { amount: e.amount, orderRef: e.orderRef } }),
    onPaid: (e: MoneyEvent) =>
      send({ ...e, template: 'inbox.withdrawalPaid', params: { amount: e.amount, orderRef: e.orderRef } }),
    onBonus: (e: MemberRef & { amount: string; promotion: string }) =>
      send({ ...e, template: 'inbox.bonusGranted', params: { amount: e.amount, promotion: e.promotion } }),
    onContractOffered: (e: MemberRef & { kind: string; from: string }) =>
      send({ ...e, template: 'inbox.contractOffered', params: { kind: e.kind, from: e.from } }),
  };
}
export type SystemNotices = ReturnType<typeof systemNotices>;
