// Members, their tree, sessions, one-time tokens and codes, the outbox, linked sign-ins and server keys.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, Millis } from './common.ts';

export type MembersTable = BrandOwned & {
  username: string;
  username_key: string;
  password_hash: string | null;
  password_state: 'set' | 'default' | 'none';
  password_changed_at: Millis;
  type: number;
  status: 'active' | 'disabled';
  nickname: string;
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
  payment_password_hash: string | null;
  profile: string;
  language: string;
  avatar: string;
  referral_code: string;
  affiliate_code: string | null;
  upline_id: number | null;
  referrer_id: number | null;
  club_label: string | null;
  member_labels: string;
  totp_secret: string | null;
  first_login_done: Flag;
  reg_ip: string;
  reg_domain: string;
  reg_url: string;
  created_at: Millis;
  last_login_at: Millis | null;
  last_login_ip: string | null;
  payment_password_failures: Generated<number>;
  payment_password_locked_until: Millis | null;
};

/** An agent's invitation link: what a registration through its code becomes. */
export type MemberInvitationsTable = BrandOwned & {
  agent_id: number;
  code: string;
  kind: 'member' | 'agent';
  /** The lottery series per prize mode, JSON. */
  series: string;
  registrations: Generated<number>;
  created_at: Millis;
  removed_at: Millis | null;
};

export type MemberTreeTable = { ancestor_id: number; descendant_id: number; depth: number };

export type MemberIpsTable = { member_id: number; ip: string; first_seen_at: Millis };

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  merchant_id: number;
  member_id: number;
  created_at: Millis;
  last_seen_at: Millis;
  idle_seconds: number;
  expires_at: Millis;
  revoked_at: Millis | null;
  remember: Flag;
  ip: string;
  user_agent: string;
  /** Set while the member must change the password before anything else: 'default' or 'expired'. */
  password_change: 'default' | 'expired' | null;
};

export type OneTimeTokensTable = {
  token_hash: string;
  merchant_id: number;
  purpose: 'captcha' | 'altcha' | 'reset' | 'ipcheck' | 'oauth' | 'signin';
  data: string;
  expires_at: Millis;
  used_at: Millis | null;
};

export type VerificationCodesTable = BrandOwned & {
  purpose: 'register' | 'login' | 'password' | 'ipcheck';
  target: string;
  code_hash: string;
  attempts: number;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
};

export type OutboxTable = BrandOwned & {
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  created_at: Millis;
};

/** A provider account (OpenID Connect subject) linked to a member: social sign-in. */
export type MemberIdentitiesTable = BrandOwned & {
  provider: 'google' | 'facebook';
  subject: string;
  member_id: number;
  email: string | null;
  created_at: Millis;
};

export type ServerKeysTable = { kid: string; private_pkcs8: string; public_spki: string; created_at: Millis };
