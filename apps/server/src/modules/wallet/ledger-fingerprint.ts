// An entry's idempotency fingerprint; apart because ledger-sql.ts's captures hash the same text in SQL.
import { createHash } from 'node:crypto';

export const fingerprintText = (parts: unknown): string =>
  JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export function fingerprint(parts: unknown): string {
  return createHash('sha256').update(fingerprintText(parts)).digest('hex');
}
