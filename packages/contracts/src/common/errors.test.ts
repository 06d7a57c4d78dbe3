import { describe, expect, it } from 'vitest';
import { errorStatus } from './errors.ts';
import { errorMessage } from './messages.ts';

describe('error codes', () => {
  it('map to client or server statuses and have EN and TY texts', () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(status).toBeGreaterThanOrEqual(400);
      const c = code as keyof typeof errorStatus;
      expect(errorMessage(c, 'EN').length).toBeGreaterThan(0);
      expect(errorMessage(c, 'TY').length).toBeGreaterThan(0);
      expect(errorMessage(c, 'XX')).toBe(errorMessage(c, 'EN'));
    }
  });
});
