import { createCaptcha } from '../../lib/captcha-image.ts';
import { newToken } from '../../lib/tokens.ts';
import { AppError } from '../../lib/errors.ts';
import type { OneTimeTokens } from './one-time-repo.ts';

export const CAPTCHA_SECONDS = 120;

/** Image captchas: single use, two minutes, compared without regard to case. */
export class Captchas {
  readonly #tokens: OneTimeTokens;
  constructor(tokens: OneTimeTokens) {
    this.#tokens = tokens;
  }

  async issue(merchantId: number): Promise<{ captchaKey: string; image: string; expiresInSeconds: number }> {
    const { answer, dataUrl } = createCaptcha();
    const captchaKey = newToken();
    await this.#tokens.put(
      { merchantId, purpose: 'captcha', key: captchaKey },
      { data: answer, ttlSeconds: CAPTCHA_SECONDS },
    );
    return { captchaKey, image: dataUrl, expiresInSeconds: CAPTCHA_SECONDS };
  }

  /** Uses the captcha whatever the answer, so one image gets one guess. */
  async check(
    merchantId: number,
    { key, answer }: { key: string | undefined; answer: string | undefined },
  ): Promise<void> {
    if (!key || !answer) throw new AppError('captcha.required', { captcha: true });
    const expected = await this.#tokens.consume({ merchantId, purpose: 'captcha', key });
    if (expected === undefined || expected.toUpperCase() !== answer.trim().toUpperCase())
      throw new AppError('captcha.invalid', { captcha: true });
  }

  /** The answer of a captcha without using it: only the test-mode route calls this. */
  peek = (merchantId: number, key: string) => this.#tokens.peek({ merchantId, purpose: 'captcha', key });
}
