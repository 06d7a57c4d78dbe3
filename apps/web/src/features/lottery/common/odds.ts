/**
 * Odds in 1/10000 of the bet stake as a payout multiple, from the integer: 97500 -> "9.75",
 * 21666 -> "2.1666"; trailing zeros go down to `minDecimals` (20000 -> "2.00", or "2" with none).
 */
export function oddsText(bp: number, minDecimals = 2): string {
  const whole = Math.floor(bp / 10_000);
  const frac = String(bp % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '')
    .padEnd(minDecimals, '0');
  return frac ? `${whole}.${frac}` : String(whole);
}
