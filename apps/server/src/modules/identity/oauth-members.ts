import type { FastifyRequest } from 'fastify';
import { MEMBER_TYPE } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { alphaCode, numericCode } from '../../lib/tokens.ts';
import { moduleOn, type IdentityDeps } from './deps.ts';
import { OAuthFailure } from './oauth-kit.ts';
import { identitiesRepo, type Provider } from './oauth-repo.ts';
import { memberDefaults, membersRepo, type MemberRow } from './repo.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';

const USERNAME_PREFIX = { google: 'g', facebook: 'f' } as const;
const HOUR = 3_600_000;

/** What the provider's ID token tells about the person. */
export type Profile = { subject: string; email: string | null; emailVerified: boolean; name: string | null };

/**
 * The member linked to the provider account, or a new player linked to it (DIRECTREG3 and the
 * per-IP registration limit apply); a parallel first sign-in of the same account yields its member.
 */
export async function linkedMember(
  deps: IdentityDeps,
  { req, provider, profile }: { req: FastifyRequest; provider: Provider; profile: Profile },
): Promise<MemberRow> {
  const { db } = deps;
  const brand = req.brand;
  const linked = async () => {
    const id = await identitiesRepo.memberId(db, {
      merchantId: brand.id,
      provider,
      subject: profile.subject,
    });
    return id === undefined ? undefined : membersRepo.byId(db, { merchantId: brand.id, id });
  };
  const found = await linked();
  if (found) return found;
  // Without DIRECTREG3 a new member needs an invitation code, which this flow does not carry.
  if (!moduleOn(brand, 'DIRECTREG3'))
    throw new OAuthFailure('registration needs an invitation code', { code: 'invitation_code_error' });
  const limit = await deps.rate.take('register_ip', {
    key: `${brand.id}:${req.ip}`,
    limit: deps.config.REGISTER_PER_IP,
    windowMs: HOUR,
  });
  if (!limit.ok) throw new AppError('too.many.requests', { retryAfterSeconds: limit.retryAfterSeconds });

  const names = usernames(provider, profile.email);
  for (let attempt = 0; ; attempt++) {
    const username = await freeUsername(deps, brand.id, names);
    const row = newMemberRow(req, { username, profile, referralCode: await referralCode(deps, brand.id) });
    try {
      const id = await db.transaction().execute(async (trx) => {
        const memberId = await membersRepo.insert(trx, row);
        await identitiesRepo.link(trx, {
          merchantId: brand.id,
          provider,
          subject: profile.subject,
          memberId,
          email: profile.email,
        });
        return memberId;
      });
      return (await membersRepo.byId(db, { merchantId: brand.id, id }))!;
    } catch (err) {
      if (uniqueViolation(err) === undefined || attempt >= 4) throw err;
      // A parallel first sign-in of the same account won: use its member. Else a name was taken.
      const raced = await linked();
      if (raced) return raced;
    }
  }
}

async function freeUsername(
  deps: IdentityDeps,
  merchantId: number,
  names: Iterator<string>,
): Promise<string> {
  for (;;) {
    const name = names.next().value as string;
    if (!(await membersRepo.byUsername(deps.db, { merchantId, username: name }))) return name;
  }
}

async function referralCode(deps: IdentityDeps, merchantId: number): Promise<string> {
  for (;;) {
    const code = alphaCode(8);
    if (!(await membersRepo.referralCodeTaken(deps.db, { merchantId, code }))) return code;
  }
}

/**
 * Usernames to try for a new social member, in the brand's default shape (a letter, then letters
 * and digits, 6 to 16): the email's local part, then it with 4 digits, then 'g' or 'f' and 9 digits.
 */
export function* usernames(provider: Provider, email: string | null): Generator<string, never> {
  const local = (email ?? '').split('@')[0]!.split('+')[0]!;
  const base = local
    .replace(/[^A-Za-z0-9]/g, '')
    .replace(/^[^A-Za-z]+/, '')
    .toLowerCase();
  if (base.length >= 6) yield base.slice(0, 16);
  if (base.length >= 2) for (let i = 0; i < 3; i++) yield `${base.slice(0, 12)}${numericCode(4)}`;
  for (;;) yield `${USERNAME_PREFIX[provider]}${numericCode(9)}`;
}

function newMemberRow(req: FastifyRequest, m: { username: string; profile: Profile; referralCode: string }) {
  const { username, profile, referralCode } = m;
  const now = Date.now();
  return {
    ...memberDefaults(now),
    merchant_id: req.brand.id,
    username,
    username_key: username.toLowerCase(),
    password_state: 'none' as const,
    type: MEMBER_TYPE.player,
    status: 'active' as const,
    nickname: profile.name ?? username,
    // Only an address the provider vouches for: password recovery by email trusts it.
    email: profile.emailVerified ? profile.email : null,
    language: req.lang,
    referral_code: referralCode,
    reg_ip: req.ip,
    reg_domain: req.hostname.slice(0, 253),
  };
}
