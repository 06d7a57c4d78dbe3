import { deviceOf } from '../../lib/device.ts';
import type { FastifyRequest } from 'fastify';
import {
  AGENT_TYPES,
  MEMBER_TYPE,
  registerFields,
  requiredRegisterFields,
  validateRegisterField,
  type RegisterBody,
  type RegisterField,
  type DownlineSeries,
  type RegisterValue,
} from '@lotto/contracts';
import { AppError, type ErrorDetail } from '../../lib/errors.ts';
import { alphaCode, numericCode } from '../../lib/tokens.ts';
import type { Brand } from '../brand/index.ts';
import { e164, moduleOn, registerCaptchaOn, type Call, type IdentityDeps } from './deps.ts';
import { hashPassword, passwordDetail, passwordProblem } from './passwords.ts';
import { insertDownline, newReferralCode, typeOfKind, uniqueViolation } from './downlines.ts';
import { invitationsRepo, type InvitationRow } from './invitations-repo.ts';
import { memberDefaults, membersRepo, type MemberRow } from './repo.ts';

export type RegisterKind = 'register' | 'registerMobile';
type Body = Omit<RegisterBody, 'ageConfirmed' | 'termsAccepted'> & {
  ageConfirmed: true;
  termsAccepted: true;
};

const HOUR = 3_600_000;
/** Fields the brand's config governs besides the always-required ones (captcha is checked on its own). */
const configured = registerFields.filter((f) => f !== 'captcha' && f !== 'affiliateCode');
const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

const detail = (path: string, code: string, message = code): ErrorDetail => ({ path, code, message });

/**
 * Registration by username or by mobile number (docs/product/accounts.md#registration): module switches, the
 * brand's per-field rules (the same function the browser runs), human check, captcha, SMS code,
 * invitation codes that place the new member under an agent, and an optional first session.
 */
export async function register(
  deps: IdentityDeps,
  { req, kind, body }: Call<Body> & { kind: RegisterKind },
): Promise<RegisterValue> {
  const brand = req.brand;
  await admitRegistration(deps, req, kind);
  const withPassword = await checkForm(deps, req, kind, body);

  const mobile =
    body.mobileNum && body.countryDialingCode ? e164(body.countryDialingCode, body.mobileNum) : null;
  if (body.mobileNum && !body.countryDialingCode)
    throw new AppError('request.invalid', { details: [detail('countryDialingCode', 'reg_required')] });
  const invitation = await resolveInvitation(deps, brand, body);

  if (
    kind === 'register' &&
    (await membersRepo.byUsername(deps.db, { merchantId: brand.id, username: body.username ?? '' }))
  )
    throw new AppError('username.exists');
  if (mobile && (await membersRepo.byMobile(deps.db, { merchantId: brand.id, mobile })))
    throw new AppError('mobile.exists');
  if (smsOn(brand) && mobile)
    await deps.sms.verify(brand.id, {
      purpose: 'register',
      target: mobile,
      code: body.verificationCode ?? '',
    });

  const username = kind === 'register' ? body.username! : await newAccountNumber(deps, brand.id);
  const now = Date.now();
  const row = await memberRow(deps, req, { body, username, withPassword, mobile, now, ...invitation });
  const id = await insertMember(deps, { row, brand, invitation: invitation.invitation });
  await membersRepo.rememberIp(deps.db, { memberId: id, ip: req.ip, now });
  // The account stands whatever the bonus does: a failed grant is logged, not the registration's.
  if (deps.welcome && row.type !== MEMBER_TYPE.restricted)
    await deps
      .welcome(brand, { memberId: id, ip: req.ip, device: deviceOf(req) })
      .catch((err: unknown) => req.log.error({ err }, 'welcome bonus'));

  const answer: RegisterValue = { id, userName: username, account: username, isAgent: row.type };
  if (body.login !== false) {
    const session = await deps.sessions.issue(
      { id, merchant_id: brand.id },
      { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', remember: false },
    );
    answer.token = session.token;
  }
  return answer;
}

const smsOn = (brand: Brand) => moduleOn(brand, 'REGMOBVERF3');

/** The module switches of this way of registering, then the per-IP registration limit. */
async function admitRegistration(deps: IdentityDeps, req: FastifyRequest, kind: RegisterKind) {
  const brand = req.brand;
  if (!moduleOn(brand, 'REG3')) throw new AppError('function.not.available');
  if (kind === 'register' && !moduleOn(brand, 'USERNAMEREG3')) throw new AppError('function.not.available');
  if (kind === 'registerMobile' && !moduleOn(brand, 'MOBILENUMREG3'))
    throw new AppError('function.not.available');

  const limit = await deps.rate.take('register_ip', {
    key: `${brand.id}:${req.ip}`,
    limit: deps.config.REGISTER_PER_IP,
    windowMs: HOUR,
  });
  if (!limit.ok) throw new AppError('too.many.requests', { retryAfterSeconds: limit.retryAfterSeconds });
}

/** The form's fields and password, then the human check and captcha; says whether a password is chosen. */
async function checkForm(
  deps: IdentityDeps,
  req: FastifyRequest,
  kind: RegisterKind,
  body: Body,
): Promise<boolean> {
  const brand = req.brand;
  const mobilePassword = moduleOn(brand, 'MOBILENUMPASSREG3');
  const withPassword = kind === 'register' || mobilePassword;
  const problems = fieldProblems(brand, kind, body, { mobilePassword, smsOn: smsOn(brand) });
  if (withPassword) {
    // Mobile registration generates the account number later: no username to compare yet.
    const username = kind === 'register' ? body.username : undefined;
    const weak = await passwordProblem(body.password ?? '', { brand, username });
    if (weak) problems.push(passwordDetail('password', weak));
  }
  if (problems.length > 0) throw new AppError('request.invalid', { details: problems });

  await deps.human.verify(brand.id, body.humanCheck);
  if (registerCaptchaOn(brand))
    await deps.captchas.check(brand.id, { key: body.captchaKey, answer: body.captcha });
  return withPassword;
}

async function memberRow(
  deps: IdentityDeps,
  req: FastifyRequest,
  m: {
    body: Body;
    username: string;
    withPassword: boolean;
    mobile: string | null;
    now: number;
    upline: MemberRow | undefined;
    referrer: MemberRow | undefined;
    invitation: InvitationRow | undefined;
  },
) {
  const { body, username, withPassword } = m;
  const profile = Object.fromEntries(profileFields.filter((f) => body[f]).map((f) => [f, body[f]]));
  return {
    ...memberDefaults(m.now),
    merchant_id: req.brand.id,
    username,
    username_key: username.toLowerCase(),
    password_hash: withPassword && body.password ? await hashPassword(body.password) : null,
    password_state: withPassword && body.password ? ('set' as const) : ('none' as const),
    type: m.invitation ? typeOfKind(m.invitation.kind) : MEMBER_TYPE.player,
    status: 'active' as const,
    nickname: username,
    mobile: m.mobile,
    email: body.email || null,
    payee_name: body.payeeName || null,
    payment_password_hash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
    profile: JSON.stringify(profile),
    language: req.lang,
    referral_code: await newReferralCode(deps, req.brand.id),
    affiliate_code: m.invitation?.kind === 'agent' ? alphaCode(6) : null,
    upline_id: m.upline?.id ?? null,
    referrer_id: m.referrer?.id ?? null,
    reg_ip: req.ip,
    reg_domain: (body.domain ?? req.hostname).slice(0, 253),
    reg_url: (body.registerUrl ?? '').slice(0, 2048),
  };
}

/**
 * Inserts the member (with its series and the invitation's count when it joins a team); a
 * unique-constraint race reads as the taken username or mobile.
 */
async function insertMember(
  deps: IdentityDeps,
  {
    row,
    brand,
    invitation,
  }: { row: Awaited<ReturnType<typeof memberRow>>; brand: Brand; invitation: InvitationRow | undefined },
): Promise<number> {
  try {
    return await insertDownline(deps, {
      row,
      brand,
      series: invitation ? (JSON.parse(invitation.series) as DownlineSeries) : {},
      ...(invitation && { invitationId: invitation.id }),
    });
  } catch (err) {
    const unique = uniqueViolation(err);
    if (unique === undefined) throw err;
    throw new AppError(unique.includes('mobile') ? 'mobile.exists' : 'username.exists');
  }
}

function fieldProblems(
  brand: Brand,
  kind: RegisterKind,
  body: Body,
  options: { mobilePassword: boolean; smsOn: boolean },
): ErrorDetail[] {
  const out: ErrorDetail[] = [];
  const always = new Set<RegisterField>(requiredRegisterFields(kind, options));
  if (brand.registerSettings.paymentPassword.enabled) always.add('paymentPassword');
  const withPassword = always.has('password');
  for (const field of configured) {
    const setting = brand.registerSettings[field];
    if (kind === 'registerMobile' && field === 'username') continue;
    // The password has its own rule, the one every way of choosing a password runs.
    if (field === 'password') continue;
    const value = body[field];
    if (!always.has(field) && !setting.enabled) continue;
    const problem = validateRegisterField(field, {
      value,
      setting: setting.enabled || always.has(field) ? setting : undefined,
      required: always.has(field) || (setting.enabled && setting.required),
    });
    if (problem) out.push(detail(field, problem.code, `(${problem.min}) - (${problem.max})`));
  }
  if (withPassword && body.password !== undefined && body.confirmPassword !== body.password)
    out.push(detail('confirmPassword', body.confirmPassword ? 'password.mismatch' : 'reg_required'));
  const mobileInForm = kind === 'registerMobile' || Boolean(body.mobileNum);
  if (options.smsOn && mobileInForm && !body.verificationCode)
    out.push(detail('verificationCode', 'reg_required'));
  return out;
}

/**
 * Invitation codes: `affiliateCode` (from the link or the field) must be an agent's invitation
 * link (which also says whether the member becomes a player or an agent, and its series) or an
 * agent's own code, and places the member under that agent; `referralCode` is any member's invite code and records who
 * invited (an agent's referral code also makes that agent the upline). A code that does not
 * resolve stops the registration with `invitation_code_error`. Without DIRECTREG3 a
 * registration needs one.
 */
async function resolveInvitation(
  deps: IdentityDeps,
  brand: Brand,
  body: Body,
): Promise<{
  upline: MemberRow | undefined;
  referrer: MemberRow | undefined;
  invitation: InvitationRow | undefined;
}> {
  let upline: MemberRow | undefined;
  let referrer: MemberRow | undefined;
  let invitation: InvitationRow | undefined;
  if (body.affiliateCode) {
    const code = body.affiliateCode;
    invitation = await invitationsRepo.byCode(deps.db, { merchantId: brand.id, code });
    upline = invitation
      ? await membersRepo.byId(deps.db, { merchantId: brand.id, id: invitation.agent_id })
      : await membersRepo.byInviteCode(deps.db, { merchantId: brand.id, code });
    if (!upline || !AGENT_TYPES.includes(upline.type)) throw new AppError('invitation_code_error');
  }
  if (body.referralCode) {
    referrer = await membersRepo.byInviteCode(deps.db, { merchantId: brand.id, code: body.referralCode });
    if (!referrer) throw new AppError('invitation_code_error');
    if (!upline && AGENT_TYPES.includes(referrer.type)) upline = referrer;
  }
  if (!upline && !referrer && !moduleOn(brand, 'DIRECTREG3')) throw new AppError('invitation_code_error');
  return { upline, referrer, invitation };
}

/** Mobile registration's generated account number: 'm' and 9 digits, unique per brand. */
async function newAccountNumber(deps: IdentityDeps, merchantId: number): Promise<string> {
  for (;;) {
    const account = `m${numericCode(9)}`;
    if (!(await membersRepo.byUsername(deps.db, { merchantId, username: account }))) return account;
  }
}
