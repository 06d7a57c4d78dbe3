import type { AltchaChallenge } from '@lotto/contracts';
import { findNumber, type SolveRequest, type SolveResponse } from './altcha-core.ts';

/** Numbers tried per slice on the main thread between yields (about a millisecond of work). */
const SLICE = 2_000;

/** UTF-8 safe base64 (btoa alone throws on anything outside Latin-1). */
const toBase64 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Searches on the main thread in slices, yielding to the event loop between them. */
async function searchInSlices(challenge: AltchaChallenge, signal?: AbortSignal): Promise<number | null> {
  for (let from = 0; from <= challenge.maxnumber; from += SLICE) {
    signal?.throwIfAborted();
    const to = Math.min(from + SLICE - 1, challenge.maxnumber);
    const found = findNumber({ challenge: challenge.challenge, salt: challenge.salt, maxnumber: to }, from);
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

/**
 * Runs the search in a Web Worker. Resolves null when the worker could not run (blocked by
 * CSP, failed to load) so the caller falls back to the main thread, and also when `signal`
 * aborts (the worker is terminated; the caller then throws the signal's reason).
 */
function searchInWorker(challenge: AltchaChallenge, signal?: AbortSignal): Promise<SolveResponse | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const finish = (result: SolveResponse | null): void => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = (): void => finish(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<SolveResponse>) => finish({ number: event.data.number });
    worker.onerror = (event) => {
      event.preventDefault();
      finish(null);
    };
    const request: SolveRequest = {
      challenge: challenge.challenge,
      salt: challenge.salt,
      maxnumber: challenge.maxnumber,
    };
    worker.postMessage(request);
  });
}

/**
 * Solves an ALTCHA challenge from the server and returns the payload to send as the human
 * check: base64 of `{ algorithm, challenge, number, salt, signature, took }` (took in ms).
 * The search runs in a Web Worker so the page stays responsive; where workers are missing or
 * fail to start it runs on the main thread in short slices. Rejects with the signal's reason
 * when aborted, and with an Error if no number in [0, maxnumber] fits.
 */
export async function solveChallenge(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  const started = Date.now();
  const fromWorker = typeof Worker === 'undefined' ? null : await searchInWorker(challenge, signal);
  signal?.throwIfAborted();
  const number = fromWorker ? fromWorker.number : await searchInSlices(challenge, signal);
  if (number === null) throw new Error('ALTCHA: the challenge has no solution');
  const { algorithm, salt, signature } = challenge;
  const took = Date.now() - started;
  return toBase64(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took }),
  );
}
