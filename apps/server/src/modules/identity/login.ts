import type { FastifyRequest } from 'fastify';
import {
  AGENT_TYPES,
  MEMBER_TYPE,
  type IpVerificationMethod,
  type LoginAnswer,
  type LoginBody,
  type LoginValue,
} from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { alphaCode, newToken } from '../../lib/tokens.ts';
import { e164, moduleOn, type IdentityDeps, type Call } from './deps.ts';
import { admitIpProof, checkIpProof, ipCheckHints, ipMethods } from './ip-check.ts';
import { admitLogin } from './login-guard.ts';
import { messageLanguage } from './message-texts.ts';
import { checkPassword } from './passwords.ts';
import { memberDefaults, membersRepo, type MemberRow } from './repo.ts';

const HOUR = 3_600_000;
const TICKET_SECONDS = 600;

type Ticket = { memberId: number; remember: boolean; type: 'username' | 'sms' };

/**
 * Sign-in by username and password or by mobile and SMS code: the throttles of `admitLogin`
 * come first (bursts per account and IP, the captcha after a failure, the lock), and a login
 * from a new IP may ask for one more proof (LOGINIPVERF3) before the token is issued.
 */
export async function login(
  deps: IdentityDeps,
  { req, body }: Call<LoginBody & { type: 'username' | 'sms' }>,
): Promise<LoginAnswer> {
  const brand = req.brand;
  const sms = body.type === 'sms';
  if (sms && !moduleOn(brand, 'MOBILEVERCODELOGIN3')) throw new AppError('function.not.available');
  if (!sms && (!body.username || !body.password))
    throw new AppError('request.invalid', {
      details: [
        ...(body.username ? [] : [{ path: 'username', code: 'reg_required', message: 'required' }]),
        ...(body.password ? [] : [{ path: 'password', code: 'reg_required', message: 'required' }]),
      ],
    });
  if (sms && (!body.mobileNum || !body.countryDialingCode || !body.verificationCode))
    throw new AppError('request.invalid', {
      details: [{ path: 'verificationCode', code: 'reg_required', message: 'required' }],
    });
  const mobile = sms ? e164(body.countryDialingCode!, body.mobileNum!) : undefined;
  const account = `${brand.id}:${sms ? mobile : body.username!.toLowerCase()}`;

  const attempt = await admitLogin(deps, {
    req,
    account,
    captchaKey: body.captchaKey,
    captcha: body.captcha,
  });

  let member: MemberRow | undefined;
  if (sms) {
    try {
      await deps.sms.verify(brand.id, { purpose: 'login', target: mobile!, code: body.verificationCode! });
      member = await membersRepo.byMobile(deps.db, brand.id, mobile!);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await attempt.failed();
      throw new AppError(err.code, { captcha: true });
    }
  } else {
    member = await membersRepo.byUsername(deps.db, brand.id, body.username!);
    if (!(await checkPassword(member?.password_hash ?? null, body.password!))) member = undefined;
  }
  if (!member) {
    await attempt.failed();
    throw new AppError('login.failed', { captcha: true });
  }
  // The password (or code) was right: whatever the account's state, the failures are over.
  await attempt.passed();
  if (member.status !== 'active') throw new AppError('account.disabled');
  if (member.type === MEMBER_TYPE.demo) throw new AppError('login.non.member');
  if (body.loginAs === 'agent' && !AGENT_TYPES.includes(member.type)) throw new AppError('login.non.agent');

  const remember = body.remember === true;
  if (
    moduleOn(brand, 'LOGINIPVERF3') &&
    (await membersRepo.hasAnyIp(deps.db, member.id)) &&
    !(await membersRepo.knowsIp(deps.db, member.id, req.ip))
  ) {
    const ticket = newToken();
    const data: Ticket = { memberId: member.id, remember, type: body.type };
    await deps.tokens.put(
      { merchantId: brand.id, purpose: 'ipcheck', key: ticket },
      { data: JSON.stringify(data), ttlSeconds: TICKET_SECONDS },
    );
    return { verifyIp: { ticket, methods: ipMethods(member), ...ipCheckHints(member) } };
  }
  return completeLogin(deps, { req, member, remember, type: body.type });
}

/**
 * Checks the extra proof of a new-IP login and issues the token. One ticket, one attempt; the
 * attempt takes its slots (per IP, per account) before the answer is looked at.
 */
export async function verifyIpLogin(
  deps: IdentityDeps,
  { req, body }: Call<{ ticket: string; method: IpVerificationMethod; answer: string }>,
): Promise<LoginValue> {
  const brand = req.brand;
  const raw = await deps.tokens.consume({ merchantId: brand.id, purpose: 'ipcheck', key: body.ticket });
  if (!raw) throw new AppError('login.not.session');
  const ticket = JSON.parse(raw) as Ticket;
  const member = await membersRepo.byId(deps.db, brand.id, ticket.memberId);
  if (!member || member.status !== 'active' || !ipMethods(member).includes(body.method))
    throw new AppError('login.failed');
  const attempt = await admitIpProof(deps, { req, memberId: member.id });
  await checkIpProof(deps, { member, proof: body });
  await attempt.passed();
  return completeLogin(deps, { req, member, remember: ticket.remember, type: ticket.type });
}

/** Sends the SMS code of a new-IP check to the member's bound number. */
export async function sendIpCheckSms(
  deps: IdentityDeps,
  { req, ticket: ticketKey }: { req: FastifyRequest; ticket: string },
) {
  const raw = await deps.tokens.read({ merchantId: req.brand.id, purpose: 'ipcheck', key: ticketKey });
  if (!raw) throw new AppError('login.not.session');
  const member = await membersRepo.byId(deps.db, req.brand.id, (JSON.parse(raw) as Ticket).memberId);
  if (!member?.mobile) throw new AppError('function.not.available');
  const lang = messageLanguage(req, member.language);
  return deps.sms.send(req.brand, { purpose: 'ipcheck', target: member.mobile, ip: req.ip, lang });
}

/**
 * Issues the session of a proven sign-in and records it. `type` says what was proven: only a
 * username and password sign-in can owe a change of a default or expired password (an SMS code
 * or a social provider proves no password).
 */
export async function completeLogin(
  deps: IdentityDeps,
  {
    req,
    member,
    ...options
  }: { req: FastifyRequest; member: MemberRow; remember: boolean; type: 'username' | 'sms' | 'social' },
): Promise<LoginValue> {
  const brand = req.brand;
  const now = Date.now();
  const maxAge = brand.settings.passwordMaxAgeDays * 86_400_000;
  const passwordExpired =
    options.type === 'username' &&
    moduleOn(brand, 'PWDEXPFORCECHANGE3') &&
    member.password_state === 'set' &&
    now - Number(member.password_changed_at) > maxAge;
  const defaultPassword = options.type === 'username' && member.password_state === 'default';
  // The session itself carries the duty to change: the server holds it to that, not the page.
  const session = await deps.sessions.issue(member, {
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    remember: options.remember,
    passwordChange: defaultPassword ? 'default' : passwordExpired ? 'expired' : null,
  });
  await membersRepo.rememberIp(deps.db, member.id, req.ip, now);
  await membersRepo.update(deps.db, member.id, {
    last_login_at: now,
    last_login_ip: req.ip,
    first_login_done: 1,
  });
  return {
    token: session.token,
    userName: member.username,
    id: member.id,
    customerType: member.type,
    isAgent: member.type,
    firstTimeLogin: member.first_login_done === 0,
    passwordExpired,
    defaultPassword,
    captcha: false,
    idleSeconds: session.idleSeconds,
    expiresAt: session.expiresAt,
    remember: session.remember,
  };
}

/** Free demo (FREEPLAY3): a fresh demo account with play money only, signed in at once. */
export async function freeplay(deps: IdentityDeps, req: FastifyRequest): Promise<LoginValue> {
  const brand = req.brand;
  if (!moduleOn(brand, 'FREEPLAY3')) throw new AppError('function.not.available');
  const d = await deps.rate.take('freeplay_ip', `${brand.id}:${req.ip}`, deps.config.REGISTER_PER_IP, HOUR);
  if (!d.ok) throw new AppError('too.many.requests', { retryAfterSeconds: d.retryAfterSeconds });
  const now = Date.now();
  const username = `demo_${alphaCode(10, 'abcdefghijkmnpqrstuvwxyz23456789')}`;
  const id = await deps.db.transaction().execute((trx) =>
    membersRepo.insert(trx, {
      ...memberDefaults(now),
      merchant_id: brand.id,
      username,
      username_key: username,
      type: MEMBER_TYPE.demo,
      nickname: username,
      language: req.lang,
      referral_code: `D${alphaCode(9)}`,
      reg_ip: req.ip,
      reg_domain: req.hostname.slice(0, 253),
    }),
  );
  await deps.grantPlayMoney(brand, id);
  const member = await membersRepo.byId(deps.db, brand.id, id);
  return completeLogin(deps, { req, member: member!, remember: false, type: 'sms' });
}
