// Platform messages (the inbox module's tables, decision 030).
import type { Generated } from 'kysely';
import type { BrandOwned, Millis } from './common.ts';

/**
 * A message, stored once whoever it is for: one member (`member_id`), the whole brand, members at
 * or above a VIP level (`min_level`) or an agent's team (`agent_id`).
 */
export type InboxMessagesTable = BrandOwned & {
  audience: 'member' | 'brand' | 'vip' | 'team';
  member_id: number | null;
  min_level: number | null;
  agent_id: number | null;
  kind: 'system' | 'operator';
  /** A system message's template key; null for operator messages. */
  template: string | null;
  /** JSON object of the template's values ('{}' for operator messages). */
  params: Generated<string>;
  /** An operator message's title and plain-text body ('' for system messages). */
  title: Generated<string>;
  body: Generated<string>;
  created_at: Millis;
};

/** One member's marks on a message: read, and deleted (hidden for that member only). */
export type InboxMarksTable = {
  message_id: number;
  member_id: number;
  merchant_id: number;
  read_at: Millis | null;
  deleted_at: Millis | null;
};
