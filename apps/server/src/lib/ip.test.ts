import { describe, expect, it } from 'vitest';
import { trustedProxyTest } from './ip.ts';
describe('trusted proxy test', () => {
  it('matches exact addresses, their IPv4-mapped form, and CIDR ranges', () => {
    const exactOnly = trustedProxyTest(['127.0.0.1']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '127.0.0.2'].map(exactOnly)).toEqual([true, true, false]);
    const withRange = trustedProxyTest(['10.0.0.0/8', '192.168.1.1']);
    expect(['10.1.2.3', '192.168.1.1', '11.0.0.1', 'garbage'].map(withRange)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
