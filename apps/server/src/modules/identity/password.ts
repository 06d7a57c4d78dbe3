import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { siteOrigin } from '../brand/index.ts';
import { e164, moduleOn, type IdentityDeps, type Call } from './deps.ts';
import { messageLanguage, messageTexts } from './message-texts.ts';
import { fillTemplate } from './messages.ts';
import { checkPassword, hashPassword, requirePassword } from './passwords.ts';
import { membersRepo, type MemberRow } from './repo.ts';
import { sessionsRepo } from './sessions-repo.ts';

const RESET_MINUTES = 30;
/** A forced change of an operator-set password may skip the old one only right after sign-in. */
const FRESH_SESSION_MS = 15 * 60_000;
const HOUR = 3_600_000;

async function setPassword(
  deps: IdentityDeps,
  req: FastifyRequest,
  { member, password }: { member: MemberRow; password: string },
) {
  await requirePassword(password, { brand: req.brand, username: member.username, field: 'newPassword' });
  await membersRepo.update(deps.db, member.id, {
    password_hash: await hashPassword(password),
    password_state: 'set',
    password_changed_at: Date.now(),
  });
  // Every session ends: the member signs in again with the new password (docs/product/accounts.md#passwords).
  await deps.sessions.revokeAll(member.id);
}

/**
 * PUT /wps/member/password. The old password is asked unless the member has none yet, or the
 * stored one is the operator-set default and the session is minutes old (the forced change
 * right after that sign-in).
 */
export async function changePassword(
  deps: IdentityDeps,
  { req, body }: Call<{ oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string }>,
): Promise<void> {
  const { member, sessionId } = await deps.sessions.requireReal(req, { passwordChange: 'allowed' });
  const session = await sessionsRepo.createdAt(deps.db, sessionId);
  const oldKnownToBeDefault =
    member.password_state === 'default' && Date.now() - Number(session.created_at) < FRESH_SESSION_MS;
  if (member.password_state !== 'none' && !oldKnownToBeDefault) {
    if (!body.oldPassword) throw new AppError('password.old.invalid');
    if (!(await checkPassword(member.password_hash, body.oldPassword)))
      throw new AppError('password.old.invalid');
  }
  if (body.confirmNewPassword !== body.newPassword) throw new AppError('password.mismatch');
  await setPassword(deps, req, { member, password: body.newPassword });
}

/** POST /wps/member/password/email: mails a single-use reset link when username and email match. */
export async function forgotByEmail(
  deps: IdentityDeps,
  { req, body }: Call<{ username: string; email: string }>,
): Promise<void> {
  const brand = req.brand;
  const d = await deps.rate.take('forgot_ip', `${brand.id}:${req.ip}`, deps.config.SMS_PER_IP, HOUR);
  if (!d.ok) throw new AppError('too.many.requests', { retryAfterSeconds: d.retryAfterSeconds });
  const member = await membersRepo.byUsername(deps.db, brand.id, body.username);
  if (!member || !member.email || member.email.toLowerCase() !== body.email.trim().toLowerCase())
    throw new AppError('username.email.not.found');
  const token = newToken();
  await deps.tokens.put(
    { merchantId: brand.id, purpose: 'reset', key: token },
    { data: String(member.id), ttlSeconds: RESET_MINUTES * 60 },
  );
  // The brand's own domain, never the request's Host: a forged Host must not receive the token.
  const link = `${siteOrigin(brand, req)}/?modal=resetPassword&token=${token}`;
  const texts = messageTexts(messageLanguage(req, member.language));
  await deps.email.send({
    merchantId: brand.id,
    target: member.email,
    subject: fillTemplate(texts.resetSubject, { brand: brand.settings.name }),
    body: fillTemplate(texts.resetBody, { name: member.nickname, minutes: RESET_MINUTES, link }),
  });
}

/** POST /wps/member/password/reset: the mailed token sets a new password once. */
export async function resetPassword(
  deps: IdentityDeps,
  { req, body }: Call<{ token: string; newPassword: string; confirmNewPassword: string }>,
): Promise<void> {
  if (body.newPassword !== body.confirmNewPassword) throw new AppError('password.mismatch');
  // The rule needs the member (its username) and a refused password must not use the link up.
  const memberId = await deps.tokens.read({ merchantId: req.brand.id, purpose: 'reset', key: body.token });
  const member = memberId ? await membersRepo.byId(deps.db, req.brand.id, Number(memberId)) : undefined;
  if (!member) throw new AppError('login.not.session');
  await requirePassword(body.newPassword, {
    brand: req.brand,
    username: member.username,
    field: 'newPassword',
  });
  if (
    (await deps.tokens.consume({ merchantId: req.brand.id, purpose: 'reset', key: body.token })) !== memberId
  )
    throw new AppError('login.not.session');
  await setPassword(deps, req, { member, password: body.newPassword });
}

/** PUT /wps/member/password/verification: phone recovery with an SMS code (CHNGPASSVERIF3). */
export async function forgotByPhone(
  deps: IdentityDeps,
  {
    req,
    body,
  }: Call<{
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword?: string | undefined;
  }>,
): Promise<void> {
  const brand = req.brand;
  if (!moduleOn(brand, 'CHNGPASSVERIF3')) throw new AppError('function.not.available');
  if (body.confirmNewPassword !== undefined && body.confirmNewPassword !== body.newPassword)
    throw new AppError('password.mismatch');
  const mobile = e164(body.countryDialingCode, body.mobileNum);
  // The rule without the username first, so a refused password does not spend the code; the
  // username is checked once the code names the member.
  await requirePassword(body.newPassword, { brand, field: 'newPassword' });
  await deps.sms.verify(brand.id, { purpose: 'password', target: mobile, code: body.verificationCode });
  const member = await membersRepo.byMobile(deps.db, brand.id, mobile);
  if (!member) throw new AppError('sms.code.invalid');
  await setPassword(deps, req, { member, password: body.newPassword });
}
