/** Minor units (1/100) as the decimal string the API sends: 123456n -> "1234.56". */
export function formatMinor(amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

/** A decimal string with at most 2 decimals to minor units; undefined when it is not one. */
export function parseMinor(text: string): bigint | undefined {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}
