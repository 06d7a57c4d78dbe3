/** Amounts are integer cents inside the vendor and 2-decimal strings on the wire, never floats. */
export const fmt = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "10", "10.5", "10.50" or 10.5 -> 1050; anything else (or out of 1.00 .. 100000.00) -> null. */
export const parseStake = (
  v: unknown,
  { min = 100, max = 10_000_000 }: { min?: number; max?: number } = {},
): number | null => {
  const s =
    typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents >= min && cents <= max ? cents : null;
};

/** Wire amount "12.34" -> 1234 (for balances the platform answers). */
export const toCents = (s: string): number => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return NaN;
  const v = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -v : v;
};
