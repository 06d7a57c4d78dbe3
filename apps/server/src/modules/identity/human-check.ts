import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AltchaChallenge } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { createChallenge, verifySolution } from '../../lib/altcha.ts';
import { AppError } from '../../lib/errors.ts';
import { appState } from '../brand/index.ts';
import type { OneTimeTokens } from './one-time-repo.ts';

const KEY_STATE = 'altcha_hmac_key';

/**
 * The key that signs challenges: from ALTCHA_HMAC_KEY, else generated once and kept in the
 * database so every server process (and every restart) signs and checks with the same key.
 */
export async function humanCheckKey(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return appState.readOrPut(db, KEY_STATE, randomBytes(32).toString('hex'));
}

/** ALTCHA proof of work before registration and SMS sends; each solution is accepted once. */
export class HumanCheck {
  readonly #key: () => Promise<string>;
  readonly #tokens: OneTimeTokens;
  readonly #maxNumber: number;

  constructor(
    key: () => Promise<string>,
    { tokens, maxNumber }: { tokens: OneTimeTokens; maxNumber: number },
  ) {
    this.#key = key;
    this.#tokens = tokens;
    this.#maxNumber = maxNumber;
  }

  async challenge(): Promise<AltchaChallenge> {
    return createChallenge(await this.#key(), { maxNumber: this.#maxNumber });
  }

  async verify(merchantId: number, payload: string | undefined): Promise<void> {
    if (!payload) throw new AppError('human.check.failed');
    const result = verifySolution(await this.#key(), payload);
    if (!result.ok) throw new AppError('human.check.failed');
    const fresh = await this.#tokens.spend(
      { merchantId, purpose: 'altcha', key: result.challenge },
      result.expiresAt,
    );
    if (!fresh) throw new AppError('human.check.failed');
  }
}
