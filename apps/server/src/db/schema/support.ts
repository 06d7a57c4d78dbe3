// Support: staff accounts (module staff) and live chat (module chat), decision 033.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, Millis } from './common.ts';

export type StaffRole = 'admin' | 'support';

export type StaffAccountsTable = BrandOwned & {
  username: string;
  password_hash: string;
  /** Base32 TOTP secret (RFC 6238), shown once when the account is made. */
  totp_secret: string;
  role: StaffRole;
  disabled: Generated<Flag>;
  /** The last TOTP time step accepted: a code is good once. */
  last_code_step: Generated<Millis>;
  created_at: Millis;
};

export type StaffSessionsTable = {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
};

export type ChatStatus = 'waiting' | 'taken' | 'closed';

export type ChatConversationsTable = BrandOwned & {
  member_id: number;
  status: ChatStatus;
  staff_id: number | null;
  /** The last message id each side has read. */
  member_read_id: Generated<Millis>;
  staff_read_id: Generated<Millis>;
  last_at: Millis;
};

export type ChatMessagesTable = {
  id: Generated<number>;
  conversation_id: number;
  sender: 'member' | 'staff';
  staff_id: number | null;
  body: string;
  image: string | null;
  client_id: string;
  created_at: Millis;
};
