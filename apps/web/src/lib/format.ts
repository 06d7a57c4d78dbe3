/**
 * SPEC section 9: amounts show 2 decimals with thousands separators. Amounts arrive as decimal
 * strings and are formatted as text, never through a float.
 */
export function formatMoney(amount: string | number): string {
  const text = String(amount).trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${(fraction + '00').slice(0, 2)}`;
}
