import type { AltchaChallenge } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { apiGet, shape } from './api.ts';
import { solveChallenge } from './altcha.ts';

/**
 * The human check of registration and SMS sends (ALTCHA, self-hosted proof of work): fetch a
 * challenge, solve it off the main thread, and send the payload as `humanCheck`.
 */
export async function humanCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await apiGet(memberApi.altcha, { schema: shape<AltchaChallenge>(), signal });
  return solveChallenge(challenge, signal);
}
