/**
 * Money on the client, written once: amounts in integer cents (bigint), never floats. The API
 * sends and takes decimal strings with 2 decimals; fees are computed the way the server computes
 * them; and every amount on screen is written here (docs/product/shell-and-routes.md#interface-constants: 2 decimals with thousands
 * separators), from the server's decimal strings or from cents, as text.
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

/** Which way an amount from the server moves money: in (above 0), out (below), or neither. */
export function moneySign(amount: string): 'in' | 'out' | undefined {
  const cents = toCents(amount);
  return cents > 0n ? 'in' : cents < 0n ? 'out' : undefined;
}

/** A whole amount (a quick-amount chip's 500) in cents. */
export const wholeToCents = (whole: number): bigint => BigInt(whole) * 100n;

/** Cents as the API's decimal string: 150000n -> "1500.00". */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A deposit's fee: amount × feeBps / 10000 (rounded down, as the server does) plus the fixed part. */
export const depositFee = (fee: { amount: bigint; feeBps: number; feeFixed: bigint }): bigint =>
  (fee.amount * BigInt(fee.feeBps)) / 10_000n + fee.feeFixed;

/**
 * An amount as the site shows it: "1,234.50". Amounts arrive as decimal strings and are
 * formatted as text, never through a float.
 */
export function formatMoney(amount: string | number): string {
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${(fraction + '00').slice(0, 2)}`;
}

/** Cents as the site shows money: 540000n -> "5,400.00". */
export const formatCents = (cents: bigint): string => formatMoney(centsText(cents));

/** An amount after the brand's currency symbol: "₱1,234.50" (a balance, a bonus). */
export const formatWithSymbol = (symbol: string, amount: string | number): string =>
  `${symbol}${formatMoney(amount)}`;
