import type { Kysely } from 'kysely';
import type { Database, VerificationCodesTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { numericCode, sha256Hex } from '../../lib/tokens.ts';
import { smsDialCodes, type Brand } from '../brand/index.ts';
import { codesRepo } from './codes-repo.ts';
import { messageTexts } from './message-texts.ts';
import { fillTemplate, type SmsProvider } from './messages.ts';

type Purpose = VerificationCodesTable['purpose'];

export const CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const TEN_MINUTES = 600_000;
const HOUR = 3_600_000;

/** `template` overrides the built-in texts in every language (the SMS_TEMPLATE setting). */
export type CodeLimits = { perNumber: number; perIp: number; template?: string | undefined };

/** One code to send: what it is for, the E.164 number, the sender's IP and the text's language. */
export type CodeRequest = { purpose: Purpose; target: string; ip: string; lang: string };
/** What decides whether a text may go: the brand, the E.164 number and the sender's IP. */
export type SendAttempt = { target: string; ip: string };

const codeHash = (target: string, code: string) => sha256Hex(`${target}:${code}`);

/**
 * SMS codes: 6 digits from the CSPRNG, stored hashed, single use, 5 minutes, 5 attempts.
 * Sends go only to the brand's countries and are throttled per number, per IP and per brand
 * across all server processes, each slot taken in one atomic step.
 */
export class SmsCodes {
  readonly #db: Kysely<Database>;
  readonly #sms: SmsProvider;
  readonly #limits: CodeLimits;
  readonly #rate: RateLimiter;

  constructor(
    db: Kysely<Database>,
    { sms, rate, limits }: { sms: SmsProvider; rate: RateLimiter; limits: CodeLimits },
  ) {
    this.#db = db;
    this.#sms = sms;
    this.#rate = rate;
    this.#limits = limits;
  }

  async send(
    brand: Brand,
    { purpose, target, ip, lang }: CodeRequest,
  ): Promise<{ expiredMinutes: number; expirationTime: number }> {
    await this.admit(brand, { target, ip });
    const code = numericCode(6);
    const now = Date.now();
    const expiresAt = now + CODE_MINUTES * 60_000;
    await codesRepo.insert(this.#db, {
      merchant_id: brand.id,
      purpose,
      target,
      code_hash: codeHash(target, code),
      attempts: 0,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    });
    const body = fillTemplate(this.#limits.template ?? messageTexts(lang).smsCode, {
      brand: brand.settings.name,
      code,
      minutes: CODE_MINUTES,
    });
    try {
      await this.#sms.send({ merchantId: brand.id, target, body });
    } catch (cause) {
      throw new AppError('sms.send.failed', { cause });
    }
    return { expiredMinutes: CODE_MINUTES, expirationTime: expiresAt };
  }

  /**
   * The checks of a send, without sending: the country, then one slot per number, per IP and
   * of the brand's hour. A request that will get no text (a number with no account) goes
   * through the same checks, so its answer tells nothing the real one would not.
   */
  async admit(brand: Brand, { target, ip }: SendAttempt): Promise<void> {
    if (!smsDialCodes(brand.settings).some((code) => target.startsWith(`+${code}`)))
      throw new AppError('sms.country.not.allowed');
    for (const [bucket, key, limit] of [
      ['sms_number', `${brand.id}:${target}`, this.#limits.perNumber],
      ['sms_ip', `${brand.id}:${ip}`, this.#limits.perIp],
    ] as const) {
      const decision = await this.#rate.take(bucket, key, limit, TEN_MINUTES);
      if (!decision.ok)
        throw new AppError('too.many.requests', { retryAfterSeconds: decision.retryAfterSeconds });
    }
    const cap = await this.#rate.take('sms_brand', String(brand.id), brand.settings.sms.hourlyCap, HOUR);
    if (!cap.ok) throw new AppError('sms.hourly.cap', { retryAfterSeconds: cap.retryAfterSeconds });
  }

  /** Uses the newest code sent to `target` for `purpose`; wrong guesses count against it. */
  async verify(
    brandId: number,
    { purpose, target, code }: { purpose: Purpose; target: string; code: string },
  ): Promise<void> {
    const now = Date.now();
    const latest = await codesRepo.latest(this.#db, brandId, purpose, target);
    if (!latest || latest.used_at !== null) throw new AppError('sms.code.invalid');
    if (Number(latest.expires_at) <= now || latest.attempts >= MAX_ATTEMPTS)
      throw new AppError('sms.code.expired');
    // Every try takes one of the code's attempts before the comparison, in one statement, so
    // parallel guesses at one code get five tries in all, not five each.
    if (!(await codesRepo.takeAttempt(this.#db, latest.id, MAX_ATTEMPTS)))
      throw new AppError('sms.code.expired');
    if (latest.code_hash !== codeHash(target, code)) throw new AppError('sms.code.invalid');
    if (!(await codesRepo.use(this.#db, latest.id, now))) throw new AppError('sms.code.invalid');
  }
}
