import type { ContractTierInput } from '@lotto/contracts';
import { centsText, parseAmount } from '../../lib/money.ts';

/** A tier as the offer dialog's fields hold it. */
export type TierDraft = { rate: string; minTurnover: string; minUsers: string; minLoss: string };

export const emptyTier = (): TierDraft => ({ rate: '', minTurnover: '0', minUsers: '0', minLoss: '0' });

/** What is wrong with a tier, as its translation key under agentCentre.contracts.problems. */
export type TierProblem = 'rate' | 'aboveCeiling' | 'notRising' | 'amount' | 'users' | 'lowerCondition';

/** A percentage as the API takes it: up to 100, two decimals. */
const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const USERS = /^\d{1,7}$/;

/** A rate such as '1.25' in hundredths of a percent (125); the API's '2.00' works too. */
export const rateHundredths = (rate: string): number => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

type Read = { rate: number; minTurnover: bigint; minUsers: number; minLoss: bigint };

function readOne(d: TierDraft, dividend: boolean): Read | TierProblem {
  const rate = d.rate.trim();
  if (!RATE.test(rate) || rateHundredths(rate) <= 0) return 'rate';
  const minTurnover = parseAmount(d.minTurnover || '0');
  const minLoss = dividend ? parseAmount(d.minLoss || '0') : 0n;
  if (minTurnover === null || minLoss === null) return 'amount';
  const users = (d.minUsers || '0').trim();
  if (!USERS.test(users) || Number(users) > 1_000_000) return 'users';
  return { rate: rateHundredths(rate), minTurnover, minUsers: Number(users), minLoss };
}

/**
 * The dialog's tiers as the API takes them, or what is wrong with each (null: nothing). The rules
 * are the server's: a rate above 0 and within the agent's own highest rate (`ceiling`), each tier
 * a higher rate than the one before and no lower condition; the loss counts for dividends only.
 */
export function readTiers(
  drafts: readonly TierDraft[],
  o: { dividend: boolean; ceiling: string },
): { tiers: ContractTierInput[]; problems: (TierProblem | null)[] } {
  const cap = rateHundredths(o.ceiling);
  const read = drafts.map((d) => readOne(d, o.dividend));
  const problems = read.map((r, i): TierProblem | null => {
    if (typeof r === 'string') return r;
    if (r.rate > cap) return 'aboveCeiling';
    const prev = read[i - 1];
    if (prev === undefined || typeof prev === 'string') return null;
    if (r.rate <= prev.rate) return 'notRising';
    const lower = r.minTurnover < prev.minTurnover || r.minUsers < prev.minUsers || r.minLoss < prev.minLoss;
    return lower ? 'lowerCondition' : null;
  });
  const tiers = read.flatMap((r) =>
    typeof r === 'string'
      ? []
      : [
          {
            rate: (r.rate / 100).toFixed(2),
            minTurnover: centsText(r.minTurnover),
            minUsers: r.minUsers,
            ...(o.dividend ? { minLoss: centsText(r.minLoss) } : {}),
          },
        ],
  );
  return { tiers, problems };
}
