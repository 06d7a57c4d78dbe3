import type { FastifyRequest } from 'fastify';
import type { LoginValue } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { newToken, sameText, sha256Hex } from '../../lib/tokens.ts';
import type { IdentityDeps } from './deps.ts';
import { completeLogin } from './login.ts';
import { membersRepo } from './repo.ts';
import { bearerToken } from '../../lib/tokens.ts';

/** How long a sign-in code waits for the page it was sent to: the redirect and a page load. */
export const SIGNIN_CODE_SECONDS = 120;

/**
 * The cookie that binds a sign-in started in a browser to that browser: set (HttpOnly) when the
 * flow starts, its SHA-256 stored with the code, and presented again when the code is
 * exchanged. A code copied into another browser (a crafted link) finds no such cookie there.
 */
export const BIND_COOKIE = 'signin_bind';
export const BIND_COOKIE_PATH = '/wps/session';

type Pending = { memberId: number; binding: string };

/**
 * A single-use code for a member's sign-in that a redirect can carry in its address instead of
 * a session token: bound to the browser's cookie, worth nothing once used or after two minutes.
 */
export async function issueSignInCode(
  deps: IdentityDeps,
  { merchantId, ...pending }: { merchantId: number; memberId: number; bindCookie: string },
): Promise<string> {
  const code = newToken();
  const data: Pending = { memberId: pending.memberId, binding: sha256Hex(pending.bindCookie) };
  await deps.tokens.put(
    { merchantId, purpose: 'signin', key: code },
    { data: JSON.stringify(data), ttlSeconds: SIGNIN_CODE_SECONDS },
  );
  return code;
}

/**
 * POST /wps/session/signin/code: the page trades the code for a session. A visitor who is
 * already signed in is not switched to another account (`signin.session.active`, the code left
 * unused); a used, expired or unknown code, or one presented without the cookie of the browser
 * that started the flow, is refused alike (`signin.code.invalid`) and is used up.
 */
export async function exchangeSignInCode(
  deps: IdentityDeps,
  { req, ...presented }: { req: FastifyRequest; code: string; bindCookie: string | undefined },
): Promise<LoginValue> {
  const brand = req.brand;
  const current = bearerToken(req);
  if (current && (await deps.sessions.resolve(current, brand.id)))
    throw new AppError('signin.session.active');
  const raw = await deps.tokens.consume({ merchantId: brand.id, purpose: 'signin', key: presented.code });
  if (!raw) throw new AppError('signin.code.invalid');
  const pending = JSON.parse(raw) as Pending;
  if (!presented.bindCookie || !sameText(sha256Hex(presented.bindCookie), pending.binding))
    throw new AppError('signin.code.invalid');
  const member = await membersRepo.byId(deps.db, { merchantId: brand.id, id: pending.memberId });
  if (!member) throw new AppError('signin.code.invalid');
  if (member.status !== 'active') throw new AppError('account.disabled');
  return completeLogin(deps, { req, member, remember: false, type: 'social' });
}
