// Writing messages: a system message from a template for one member, and an operator's message
// (title and plain text) for one member or a broadcast audience, stored once.
import type { Kysely } from 'kysely';
import { AGENT_TYPES, isMessageTemplate, zOperatorMessage, type MessageParams } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { insertMessage } from './repo.ts';

type Db = Kysely<Database>;

/** A system message: a template key (`inbox.depositCredited`...) and its values, for one member. */
export type SystemMessage = {
  merchantId: number;
  memberId: number;
  template: string;
  params?: Record<string, string | number>;
};

/** Who an operator's message is for. */
export type Audience =
  | { to: 'member'; memberId: number }
  | { to: 'brand' }
  | { to: 'vip'; minLevel: number }
  | { to: 'team'; agentId: number };

export type OperatorMessage = Audience & { brand: Brand; title: string; body: string };

const refused = (message: string) => new AppError('request.invalid', { message });

async function memberIn(db: Db, q: { merchantId: number; memberId: number }) {
  const member = await membersRepo.byId(db, { merchantId: q.merchantId, id: q.memberId });
  if (!member) throw refused(`no member ${q.memberId} in this brand`);
  return member;
}

/** Stores a system message for a member of the brand; an unknown template is a programming error. */
export async function sendMessage(db: Db, msg: SystemMessage & { now?: number }): Promise<number> {
  if (!isMessageTemplate(msg.template)) throw new Error(`unknown message template ${msg.template}`);
  await memberIn(db, msg);
  const params: MessageParams = msg.params ?? {};
  return insertMessage(db, {
    merchant_id: msg.merchantId,
    audience: 'member',
    member_id: msg.memberId,
    min_level: null,
    agent_id: null,
    kind: 'system',
    template: msg.template,
    params: JSON.stringify(params),
    created_at: msg.now ?? Date.now(),
  });
}

/** The audience's columns, checked: the member and the agent are the brand's, the level one it has. */
async function audienceColumns(db: Db, msg: OperatorMessage) {
  const merchantId = msg.brand.id;
  const none = { member_id: null, min_level: null, agent_id: null };
  if (msg.to === 'member') {
    await memberIn(db, { merchantId, memberId: msg.memberId });
    return { ...none, member_id: msg.memberId };
  }
  if (msg.to === 'vip') {
    const top = msg.brand.settings.vip.levels.length - 1;
    if (!Number.isInteger(msg.minLevel) || msg.minLevel < 0 || msg.minLevel > top)
      throw refused(`VIP level ${msg.minLevel} is not one of this brand's levels (0 to ${top})`);
    return { ...none, min_level: msg.minLevel };
  }
  if (msg.to === 'team') {
    const agent = await memberIn(db, { merchantId, memberId: msg.agentId });
    if (!AGENT_TYPES.includes(agent.type)) throw refused(`member ${msg.agentId} is not an agent`);
    return { ...none, agent_id: msg.agentId };
  }
  return none;
}

/** Stores an operator's message once for its audience; answers its id. */
export async function sendOperatorMessage(db: Db, msg: OperatorMessage & { now?: number }): Promise<number> {
  const text = zOperatorMessage.safeParse({ title: msg.title, body: msg.body });
  if (!text.success)
    throw refused(text.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return insertMessage(db, {
    merchant_id: msg.brand.id,
    audience: msg.to,
    ...(await audienceColumns(db, msg)),
    kind: 'operator',
    template: null,
    title: text.data.title,
    body: text.data.body,
    created_at: msg.now ?? Date.now(),
  });
}
