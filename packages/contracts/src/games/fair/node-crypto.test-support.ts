/**
 * Tests only: node:crypto is synchronous and several times faster than WebCrypto, which matters
 * for million-round simulations. The contracts program carries no Node types (its code must run
 * in browsers), so the few calls used here are typed by hand and the module is loaded dynamically.
 */
import type { Hmac, Sha256 } from './fair.ts';

type Digest = { digest(): Uint8Array };
type NodeCrypto = {
  createHmac(algorithm: 'sha256', key: string): { update(data: string): Digest };
  createHash(algorithm: 'sha256'): { update(data: string): Digest };
};

const specifier = 'node:crypto';
const nodeCrypto = (await import(/* @vite-ignore */ specifier)) as NodeCrypto;

export const nodeHmacSync = (key: string, message: string): Uint8Array =>
  nodeCrypto.createHmac('sha256', key).update(message).digest();
export const nodeSha256Sync = (message: string): Uint8Array =>
  nodeCrypto.createHash('sha256').update(message).digest();

export const nodeHmac: Hmac = (key, message) => Promise.resolve(nodeHmacSync(key, message));
export const nodeSha256: Sha256 = (message) => Promise.resolve(nodeSha256Sync(message));

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The published simulation seeds (docs/games/in-house.md): server seed = SHA-256 hex of the
 * phrase below, client seed as given, nonces 0 .. rounds-1.
 */
export const SIMULATION_SERVER_SEED = hex(nodeSha256Sync('lotto in-house games: RTP simulation'));
export const SIMULATION_CLIENT_SEED = 'rtp-simulation';
export const SIMULATION_ROUNDS = 1_000_000;

/**
 * Plays `rounds` rounds (nonce = round number) through `play` and returns total paid / total
 * staked, as a fraction. Every round stakes 10,000 minor units.
 */
export async function simulate(
  rounds: number,
  play: (nonce: number) => Promise<bigint>,
): Promise<{ rtp: number; rounds: number }> {
  let paid = 0n;
  for (let nonce = 0; nonce < rounds; nonce++) paid += (10_000n * (await play(nonce))) / 10_000n;
  return { rtp: Number((paid * 10n ** 12n) / (10_000n * BigInt(rounds))) / 1e12, rounds };
}
