import type { FastifyRequest } from 'fastify';
import type { IpVerificationMethod, PhoneProof } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { verifyTotp } from '../../lib/totp.ts';
import { maskEmail, maskMobile, type IdentityDeps } from './deps.ts';
import type { MemberRow } from './repo.ts';

const HOUR = 3_600_000;
/** The phone proof shows '+' and two digits in front and two digits at the end. */
const SHOWN_START = 3;
const SHOWN_END = 2;
/** Fewer hidden digits than this prove too little: such a number offers no phone proof. */
const MIN_HIDDEN = 4;

/** What the phone proof shows of the bound number; the digits in between are the question. */
export function phoneProof(mobile: string): PhoneProof | undefined {
  const hiddenDigits = mobile.length - SHOWN_START - SHOWN_END;
  if (hiddenDigits < MIN_HIDDEN) return undefined;
  return { start: mobile.slice(0, SHOWN_START), hiddenDigits, end: mobile.slice(-SHOWN_END) };
}

const hiddenPart = (mobile: string) => mobile.slice(SHOWN_START, mobile.length - SHOWN_END);

/** The proofs a member can give for a new IP: only those the account has data for. */
export function ipMethods(member: MemberRow): IpVerificationMethod[] {
  const out: IpVerificationMethod[] = [];
  if (member.mobile) {
    if (phoneProof(member.mobile)) out.push('phone');
    out.push('sms');
  }
  if (member.email) out.push('email');
  if (member.payee_name) out.push('bankAccountName');
  if (member.totp_secret) out.push('totp');
  return out;
}

/**
 * What the login answer shows of the member's contacts. The number is shown exactly as the
 * phone proof leaves it, so the question is only ever about digits the person was not shown.
 */
export function ipCheckHints(member: MemberRow) {
  const proof = member.mobile ? phoneProof(member.mobile) : undefined;
  return {
    ...(member.mobile
      ? {
          maskedMobile: proof
            ? `${proof.start}${'•'.repeat(proof.hiddenDigits)}${proof.end}`
            : maskMobile(member.mobile),
        }
      : {}),
    ...(proof ? { phoneProof: proof } : {}),
    ...(member.email ? { maskedEmail: maskEmail(member.email) } : {}),
  };
}

/**
 * The slots a proof takes before it is checked, each in one atomic step: one of the IP's tries
 * in the hour (else 429), and one of the account's (IP_CHECK_FAILURES_BEFORE_LOCK in the hour,
 * else `login.verify.locked`). A right answer gives the account's back.
 */
export async function admitIpProof(
  deps: IdentityDeps,
  { req, memberId }: { req: FastifyRequest; memberId: number },
): Promise<{ passed: () => Promise<void> }> {
  const { config, rate } = deps;
  const perIp = await rate.take('ipcheck_ip', `${req.brand.id}:${req.ip}`, config.IP_CHECK_PER_IP, HOUR);
  if (!perIp.ok) throw new AppError('too.many.requests', { retryAfterSeconds: perIp.retryAfterSeconds });
  const account = `${req.brand.id}:${memberId}`;
  const slot = await rate.take('ipcheck_fail', account, config.IP_CHECK_FAILURES_BEFORE_LOCK, HOUR);
  if (!slot.ok) throw new AppError('login.verify.locked', { retryAfterSeconds: slot.retryAfterSeconds });
  return { passed: () => rate.clear('ipcheck_fail', account) };
}

const same = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Throws unless the answer proves the account; a wrong SMS code keeps its own code. */
export async function checkIpProof(
  deps: IdentityDeps,
  { member, proof }: { member: MemberRow; proof: { method: IpVerificationMethod; answer: string } },
): Promise<void> {
  const digits = proof.answer.replace(/\D/g, '');
  let passed = false;
  switch (proof.method) {
    case 'phone':
      // exactly the hidden digits: the ones shown, or the whole number's tail, prove nothing
      passed =
        member.mobile !== null &&
        phoneProof(member.mobile) !== undefined &&
        digits === hiddenPart(member.mobile);
      break;
    case 'sms':
      await deps.sms.verify(member.merchant_id, { purpose: 'ipcheck', target: member.mobile!, code: digits });
      passed = true;
      break;
    case 'email':
      passed = same(member.email, proof.answer);
      break;
    case 'bankAccountName':
      passed = same(member.payee_name, proof.answer);
      break;
    case 'totp':
      passed = member.totp_secret !== null && verifyTotp(member.totp_secret, { code: digits });
      break;
  }
  if (!passed) throw new AppError('login.verify.failed');
}
