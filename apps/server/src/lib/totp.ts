import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) throw new Error('not base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The RFC 6238 code (SHA-1, 30 s, 6 digits) authenticator apps show for `secret` at `time`. */
export function totpCode(
  secret: string,
  { time = Date.now(), step = 30 }: { time?: number; step?: number } = {},
): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return n.toString().padStart(6, '0');
}

/** Accepts the current code and its neighbours (one step of clock drift either way). */
export const verifyTotp = (
  secret: string,
  { code, time = Date.now() }: { code: string; time?: number },
): boolean =>
  /^[0-9]{6}$/.test(code) && [-1, 0, 1].some((d) => totpCode(secret, { time: time + d * 30_000 }) === code);

/** The time step a code belongs to (current or one either side), or undefined: a code is good once per step. */
export function totpStep(secret: string, { code, time = Date.now() }: { code: string; time?: number }) {
  if (!/^[0-9]{6}$/.test(code)) return undefined;
  const now = Math.floor(time / 30_000);
  return [now - 1, now, now + 1].find((s) => totpCode(secret, { time: s * 30_000 }) === code);
}

/** A fresh 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}
