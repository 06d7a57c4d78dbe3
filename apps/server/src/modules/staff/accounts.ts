// Staff accounts: made by the operator's CLI, signed in with a password and a TOTP code (decision 033).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Staff } from '@lotto/contracts';
import type { Database, StaffRole } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { bearerToken, newToken, sha256Hex, TOKEN_SHAPE } from '../../lib/tokens.ts';
import { newTotpSecret, totpStep } from '../../lib/totp.ts';
import { checkPassword, hashPassword } from '../identity/index.ts';
import { staffRepo } from './repo.ts';

/** A staff session lasts a working shift. */
export const STAFF_SESSION_HOURS = 12;
/** Failed sign-ins per IP and per username in 15 minutes before the next is refused. */
export const STAFF_SIGNIN_LIMIT = 10;
const WINDOW_MS = 15 * 60_000;

export type StaffDeps = { db: Kysely<Database>; rate: RateLimiter };
export type SignedStaff = Staff & { merchantId: number; sessionId: number };

/** Makes a staff account of a brand; answers its TOTP secret and the otpauth link to show once. */
export async function createStaff(
  db: Kysely<Database>,
  a: { merchantId: number; brandCode: string; username: string; password: string; role: StaffRole },
) {
  const secret = newTotpSecret(randomBytes(20));
  const { id } = await staffRepo.insert(db, {
    merchantId: a.merchantId,
    username: a.username,
    passwordHash: await hashPassword(a.password),
    secret,
    role: a.role,
    now: Date.now(),
  });
  const label = encodeURIComponent(`${a.brandCode}:${a.username}`);
  const otpauth = `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(a.brandCode)}`;
  return { id, secret, otpauth };
}

/** Disables or enables a staff account; disabling ends its sessions. */
export async function setStaffDisabled(
  db: Kysely<Database>,
  a: { merchantId: number; username: string; disabled: boolean },
) {
  const found = await staffRepo.byName(db, a);
  if (!found) return false;
  await staffRepo.setDisabled(db, a);
  if (a.disabled) await staffRepo.revokeAll(db, { staffId: found.id, now: Date.now() });
  return true;
}

/**
 * Signs a staff member in with username, password and the current authenticator code, each code
 * good once. Every failure answers the same (`staff.signin.failed`); failures are counted per IP
 * and per username, and past the limit even a right answer waits.
 */
export async function signInStaff(
  { db, rate }: StaffDeps,
  a: { merchantId: number; ip: string; username: string; password: string; code: string },
) {
  const keys = [`ip:${a.ip}`, `user:${a.merchantId}:${a.username}`];
  for (const key of keys) {
    const n = await rate.count('staff_signin', { key, windowMs: WINDOW_MS });
    if (n >= STAFF_SIGNIN_LIMIT) throw new AppError('too.many.requests');
  }
  const found = await staffRepo.byName(db, { merchantId: a.merchantId, username: a.username });
  const passwordOk = await checkPassword(found?.password_hash ?? null, a.password);
  const step = found && passwordOk ? totpStep(found.totp_secret, { code: a.code }) : undefined;
  const fresh = found && step !== undefined ? await staffRepo.takeStep(db, { id: found.id, step }) : false;
  if (!found || !fresh || found.disabled === 1) {
    for (const key of keys) await rate.record('staff_signin', key);
    throw new AppError('staff.signin.failed');
  }
  const token = newToken();
  const now = Date.now();
  await staffRepo.openSession(db, {
    staffId: found.id,
    tokenHash: sha256Hex(token),
    now,
    expiresAt: now + STAFF_SESSION_HOURS * 3_600_000,
  });
  return { token, staff: { id: found.id, username: found.username, role: found.role } };
}

/** The staff member a token stands for in a brand, or undefined. */
export async function resolveStaff(
  db: Kysely<Database>,
  { token, merchantId }: { token: string; merchantId: number },
): Promise<SignedStaff | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const s = await staffRepo.session(db, sha256Hex(token));
  if (!s || s.merchant_id !== merchantId || s.revoked_at !== null || s.disabled === 1) return undefined;
  if (Number(s.expires_at) <= Date.now()) return undefined;
  return { id: s.id, username: s.username, role: s.role, merchantId: s.merchant_id, sessionId: s.session_id };
}

/** The signed-in staff member of a request in its brand, or `staff.not.session`; `roles` narrows who may. */
export async function requireStaff(
  db: Kysely<Database>,
  { req, roles }: { req: FastifyRequest; roles?: readonly StaffRole[] },
): Promise<SignedStaff> {
  const token = bearerToken(req);
  const staff = token ? await resolveStaff(db, { token, merchantId: req.brand.id }) : undefined;
  if (!staff) throw new AppError('staff.not.session');
  if (roles && !roles.includes(staff.role)) throw new AppError('staff.forbidden');
  return staff;
}

export const signOutStaff = (db: Kysely<Database>, staff: SignedStaff) =>
  staffRepo.revoke(db, { sessionId: staff.sessionId, now: Date.now() });

export const staffNames = async (db: Kysely<Database>, ids: number[]) =>
  new Map((await staffRepo.names(db, [...new Set(ids)])).map((r) => [r.id, r.username]));
