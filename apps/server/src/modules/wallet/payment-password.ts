// The member's payment password: set or changed, and checked (with its lockout) before money leaves.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkPassword, hashPassword, membersRepo, type MemberRow } from '../identity/index.ts';

/** Sets the payment password, or changes it with the old one (checked like any other try). */
export async function setPaymentPassword(
  db: Kysely<Database>,
  {
    member,
    input,
  }: {
    member: MemberRow;
    input: { oldPassword?: string | undefined; newPassword: string; confirmPassword: string };
  },
): Promise<void> {
  if (input.newPassword !== input.confirmPassword) throw new AppError('password.mismatch');
  if (member.payment_password_hash) await checkPaymentPassword(db, { member, given: input.oldPassword });
  await membersRepo.update(db, member.id, {
    payment_password_hash: await hashPassword(input.newPassword),
  });
}

/**
 * Checks the payment password. A try is taken before the check (see
 * `takePaymentPasswordTry`), so however many requests arrive at once, five wrong ones lock
 * withdrawals and transfers for 30 minutes; a right one starts the count again.
 */
export async function checkPaymentPassword(
  db: Kysely<Database>,
  { member, given }: { member: MemberRow; given: string | undefined },
): Promise<void> {
  if (!member.payment_password_hash) throw new AppError('payment.password.required');
  const now = Date.now();
  const { lockedUntil } = await membersRepo.takePaymentPasswordTry(db, member.id, now);
  if (lockedUntil !== undefined)
    throw new AppError('payment.password.locked', {
      retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)),
    });
  if (!given || !(await checkPassword(member.payment_password_hash, given)))
    throw new AppError('payment.password.invalid');
  await membersRepo.paymentPasswordPassed(db, member.id);
}
