import { describe, expect, it } from 'vitest';
import { totpCode, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 secret "12345678901234567890" in base32; the RFC prints 8 digits.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
    [2_000_000_000_000, '279037'],
  ])('matches the RFC 6238 vector at %i ms', (time, code) => {
    expect(totpCode(SECRET, { time })).toBe(code);
  });

  it('accepts one step of drift and nothing else', () => {
    const t = 1_234_567_890_000;
    expect(verifyTotp(SECRET, { code: totpCode(SECRET, { time: t - 30_000 }), time: t })).toBe(true);
    expect(verifyTotp(SECRET, { code: totpCode(SECRET, { time: t - 90_000 }), time: t })).toBe(false);
    expect(verifyTotp(SECRET, { code: '12345', time: t })).toBe(false);
  });
});
