import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MembersTable } from '../../db/schema.ts';
import { identityChanges } from './changes.ts';

export type MemberRow = Selectable<MembersTable>;
/** A new member's columns; the payment-password lockout columns start empty. */
export type NewMember = Omit<MemberRow, 'id' | 'payment_password_failures' | 'payment_password_locked_until'>;
type Q = Kysely<Database> | Transaction<Database>;

/** Payment password: this many tries since the last right one lock it for 30 minutes. */
export const PAYMENT_PASSWORD_TRIES = 5;
const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;

/** A new member's columns at their usual values; callers set the rest (brand, username, ...). */
export const memberDefaults = (now: number) => ({
  password_hash: null,
  password_state: 'none' as const,
  password_changed_at: now,
  type: 0,
  status: 'active' as const,
  mobile: null,
  email: null,
  payee_name: null,
  payment_password_hash: null,
  profile: '{}',
  avatar: 'avatar-1',
  affiliate_code: null,
  upline_id: null,
  referrer_id: null,
  club_label: null,
  member_labels: '[]',
  totp_secret: null,
  first_login_done: 0,
  reg_ip: '',
  reg_domain: '',
  reg_url: '',
  created_at: now,
  last_login_at: null,
  last_login_ip: null,
});

/** The only place with SQL for members and their agent tree. */
export const membersRepo = {
  byUsername: (db: Q, { merchantId, username }: { merchantId: number; username: string }) =>
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst(),

  byMobile: (db: Q, { merchantId, mobile }: { merchantId: number; mobile: string }) =>
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('mobile', '=', mobile)
      .executeTakeFirst(),

  byId: (db: Q, { merchantId, id }: { merchantId: number; id: number }) =>
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** An invitation code: an agent's affiliate code, else a member's referral code. */
  byInviteCode: async (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
    (await db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('affiliate_code', '=', code)
      .where('status', '=', 'active')
      .executeTakeFirst()) ??
    db
      .selectFrom('members')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('referral_code', '=', code.toUpperCase())
      .where('status', '=', 'active')
      .executeTakeFirst(),

  referralCodeTaken: async (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
    (await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('referral_code', '=', code)
      .executeTakeFirst()) !== undefined,

  /** Inserts the member and its closure rows (itself at depth 0, every ancestor of the upline). */
  async insert(db: Transaction<Database>, member: NewMember): Promise<number> {
    const { id } = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('member_tree').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
    if (member.upline_id !== null) {
      await db
        .insertInto('member_tree')
        .columns(['ancestor_id', 'descendant_id', 'depth'])
        .expression((eb) =>
          eb
            .selectFrom('member_tree')
            .select((s) => [
              'ancestor_id',
              s.val(id).as('descendant_id'),
              s(s.ref('depth'), '+', 1).as('depth'),
            ])
            .where('descendant_id', '=', member.upline_id!),
        )
        .execute();
    }
    return id;
  },

  /** Every member below `ancestorId`, nearest first (one indexed read of the closure table). */
  downline: (db: Q, ancestorId: number) =>
    db
      .selectFrom('member_tree')
      .innerJoin('members', 'members.id', 'member_tree.descendant_id')
      .select(['members.id', 'members.username', 'member_tree.depth'])
      .where('member_tree.ancestor_id', '=', ancestorId)
      .where('member_tree.depth', '>', 0)
      .orderBy('member_tree.depth')
      .orderBy('members.id')
      .execute(),

  /** Whether `descendantId` is in `ancestorId`'s downline (or is `ancestorId`). */
  isDownline: async (db: Q, { ancestorId, descendantId }: { ancestorId: number; descendantId: number }) =>
    (await db
      .selectFrom('member_tree')
      .select('depth')
      .where('ancestor_id', '=', ancestorId)
      .where('descendant_id', '=', descendantId)
      .executeTakeFirst()) !== undefined,

  /** The usernames of these members, by id. */
  /** How many members registered with this member's referral code. */
  referred: async (db: Q, referrerId: number): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('referrer_id', '=', referrerId)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  usernames: async (db: Q, ids: readonly number[]): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  },

  /** The chain above a member, nearest first. */
  uplines: (db: Q, memberId: number) =>
    db
      .selectFrom('member_tree')
      .innerJoin('members', 'members.id', 'member_tree.ancestor_id')
      .select(['members.id', 'members.username', 'member_tree.depth'])
      .where('member_tree.descendant_id', '=', memberId)
      .where('member_tree.depth', '>', 0)
      .orderBy('member_tree.depth')
      .execute(),

  /** Every write of a member row marks it changed, so no cached session serves the old row (changes.ts). */
  update: async (db: Q, { id, values }: { id: number; values: Partial<NewMember> }) => {
    const result = await db.updateTable('members').set(values).where('id', '=', id).execute();
    await identityChanges.member(id);
    return result;
  },

  /**
   * Takes one payment-password try before the password is checked, in one statement so
   * parallel requests queue on the member's row: the fifth try since the last right one locks
   * for 30 minutes at once, and while locked no try is given. A lock that has run out starts
   * the count again. Answers the lock's end when no try was given.
   */
  takePaymentPasswordTry: async (
    db: Q,
    { id, now }: { id: number; now: number },
  ): Promise<{ lockedUntil?: number }> => {
    const tries = (eb: ExpressionBuilder<Database, 'members'>) =>
      eb
        .case()
        .when('payment_password_locked_until', 'is', null)
        .then(eb('payment_password_failures', '+', 1))
        .else(1)
        .end();
    const taken = await db
      .updateTable('members')
      .set((eb) => ({
        payment_password_failures: tries(eb),
        payment_password_locked_until: eb
          .case()
          .when(tries(eb), '>=', PAYMENT_PASSWORD_TRIES)
          .then(eb.cast<number>(eb.val(now + PAYMENT_PASSWORD_LOCK_MS), 'bigint'))
          .else(null)
          .end(),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('payment_password_locked_until', 'is', null),
          eb('payment_password_locked_until', '<=', now),
        ]),
      )
      .executeTakeFirst();
    await identityChanges.member(id);
    if (Number(taken.numUpdatedRows) === 1) return {};
    const row = await db
      .selectFrom('members')
      .select('payment_password_locked_until')
      .where('id', '=', id)
      .executeTakeFirst();
    return { lockedUntil: Number(row?.payment_password_locked_until ?? now) };
  },

  paymentPasswordPassed: async (db: Q, id: number) => {
    const result = await db
      .updateTable('members')
      .set({ payment_password_failures: 0, payment_password_locked_until: null })
      .where('id', '=', id)
      .execute();
    await identityChanges.member(id);
    return result;
  },

  knowsIp: async (db: Q, { memberId, ip }: { memberId: number; ip: string }) =>
    (await db
      .selectFrom('member_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .where('ip', '=', ip)
      .executeTakeFirst()) !== undefined,

  hasAnyIp: async (db: Q, memberId: number) =>
    (await db
      .selectFrom('member_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  rememberIp: async (db: Q, { memberId, ip, now }: { memberId: number; ip: string; now: number }) => {
    await db
      .insertInto('member_ips')
      .values({ member_id: memberId, ip, first_seen_at: now })
      .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing())
      .execute();
  },
};
