/**
 * Money on the client in integer cents (bigint), never floats: the API sends and takes decimal
 * strings with 2 decimals, and fees are computed the way the server computes them.
 */

/** What a person may type as an amount (the contracts' zAmountText): up to 12 digits, 2 decimals. */
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
/** What the server sends: a signed decimal string such as "-1234.50". */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A typed amount in cents; null when it is not a plain amount (thousands separators are allowed). */
export function parseAmount(text: string): bigint | null {
  const m = AMOUNT.exec(text.trim().replaceAll(',', ''));
  if (!m) return null;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** A decimal string from the server in cents (0 when it is not one). */
export function toCents(text: string): bigint {
  const m = DECIMAL.exec(text.trim());
  if (!m) return 0n;
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Cents as the API's decimal string: 150000n -> "1500.00". */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A deposit's fee: amount × feeBps / 10000 (rounded down, as the server does) plus the fixed part. */
export const depositFee = (amount: bigint, feeBps: number, feeFixed: bigint): bigint =>
  (amount * BigInt(feeBps)) / 10_000n + feeFixed;
