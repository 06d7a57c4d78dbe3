// Customer-service entries (decision 033): which entry a visitor's customer-service button opens,
// as existing clients read it: `version.pathList` items of { type, path }. Type 1 is an address to
// open as it is, type 2 the site's own chat room (CBS3), type 3 an address that carries the
// member's account, sealed: AES-256-GCM under SHA-256 of an 8-character key written after it.
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { alphaCode } from '../../lib/tokens.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import { currentLevel } from '../vip/index.ts';

/** Rank level above which a member gets the brand's VIP entry. */
export const VIP_SERVICE_ABOVE = 4;
/** The path of an entry that means the site's own chat room. */
export const IN_SITE_CHAT = '/chat';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export type ServiceEntry = { type: 1 | 2 | 3; path: string };

/** Seals an address: base64url(iv, ciphertext, tag) followed by the 8-character key. */
export function sealLink(link: string, key = alphaCode(8, KEY_ALPHABET)): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key).digest(), iv);
  const sealed = Buffer.concat([iv, cipher.update(link, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealed.toString('base64url')}${key}`;
}

const withAccount = (path: string, account: string) =>
  `${path}${path.includes('?') ? '&' : '?'}account=${encodeURIComponent(account)}`;

/**
 * The entry for a visitor: a member above rank level 4 gets the brand's VIP entry (live chat when
 * the brand has none), everyone else live chat. The in-site chat needs a member of a brand with
 * CBS3 on; a guest (or a brand without chat) gets the help centre instead. An entry that names the
 * member (VIP, or an outside address) is sealed.
 */
export async function serviceEntry(
  db: Kysely<Database>,
  { brand, member }: { brand: Brand; member: MemberRow | undefined },
): Promise<{ csType: 'VIP' | 'LIVECHAT'; version: { pathList: ServiceEntry[] } }> {
  const level = member
    ? (await currentLevel({ db }, { brand, memberId: member.id, now: Date.now() })).level
    : 0;
  const vip = level > VIP_SERVICE_ABOVE ? brand.customerService.find((c) => c.csType === 'VIP') : undefined;
  const entry = vip ?? brand.customerService.find((c) => c.csType === 'LIVECHAT');
  const csType = vip ? 'VIP' : 'LIVECHAT';
  const path = entry?.path ?? IN_SITE_CHAT;
  let item: ServiceEntry;
  if (path.split('?')[0] === IN_SITE_CHAT)
    item = member && moduleOn(brand, 'CBS3') ? { type: 2, path } : { type: 1, path: '/helpmc' };
  else if (member && (vip || /^https?:\/\//.test(path)))
    item = { type: 3, path: sealLink(withAccount(path, member.username)) };
  else item = { type: 1, path };
  return { csType, version: { pathList: [item] } };
}
