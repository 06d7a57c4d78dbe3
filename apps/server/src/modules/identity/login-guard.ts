import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { IdentityDeps } from './deps.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** What a sign-in reports once its password or SMS code was checked. */
export type LoginTry = {
  /** The password or code was wrong: the try stays counted and the captcha stays required. */
  failed: () => Promise<void>;
  /** It was right: the account's failures are forgotten and the next sign-in needs no captcha. */
  passed: () => Promise<void>;
};

/**
 * The slots a sign-in takes before its password or SMS code is checked, each in one atomic
 * step, so a burst of parallel requests gets no more checks than sequential ones would:
 *
 * 1. a slot per IP and per account in the minute (else 429 with Retry-After);
 * 2. the account's one captcha-free try (`login_free`, one at a time): it is spent by a try and
 *    by every failure, and given back by a success. Without it the request must carry a valid
 *    captcha, so after one failure, or while one captcha-free try is in flight, every other
 *    request is answered `captcha.required` (captcha flag set) before any password is checked;
 * 3. a slot of the lock (`login_fail`, LOGIN_FAILURES_BEFORE_LOCK in the hour): taken before the
 *    check, kept by a failure, cleared by a success. When none is left the account is locked.
 *
 * So only tries that got through step 2 count toward the lock: a burst without captchas (or with
 * wrong ones) costs the account one failure, not a lock.
 */
export async function admitLogin(
  deps: IdentityDeps,
  {
    req,
    ...input
  }: { req: FastifyRequest; account: string; captchaKey?: string | undefined; captcha?: string | undefined },
): Promise<LoginTry> {
  const { config, rate } = deps;
  const { account } = input;
  for (const [bucket, key, limit] of [
    ['login_ip', `${req.brand.id}:${req.ip}`, config.LOGIN_BURST_PER_IP],
    ['login_account', account, config.LOGIN_BURST_PER_ACCOUNT],
  ] as const) {
    const d = await rate.take(bucket, key, limit, MINUTE);
    if (!d.ok) throw new AppError('too.many.requests', { retryAfterSeconds: d.retryAfterSeconds });
  }
  const lock = config.LOGIN_FAILURES_BEFORE_LOCK;
  // A look before the captcha, so a locked account says so without using up the captcha.
  if ((await rate.count('login_fail', account, HOUR)) >= lock)
    throw new AppError('account.locked', { captcha: true });
  const free = await rate.take('login_free', account, 1, HOUR);
  if (!free.ok) await deps.captchas.check(req.brand.id, { key: input.captchaKey, answer: input.captcha });
  const slot = await rate.take('login_fail', account, lock, HOUR);
  if (!slot.ok)
    throw new AppError('account.locked', { captcha: true, retryAfterSeconds: slot.retryAfterSeconds });
  return {
    failed: () => rate.record('login_free', account),
    passed: async () => {
      await rate.clear('login_fail', account);
      await rate.clear('login_free', account);
    },
  };
}
