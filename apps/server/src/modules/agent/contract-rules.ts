// The rules of agent contracts that need no database: tiers, their order, the tier a team's
// figures reach, and what a bill amounts to (decision 026).
import type { ContractKind, ContractTierInput, DividendMode } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';

/** Rates are kept in hundredths of a percent: 1.25 % is 125, 100 % is 10,000. */
export const RATE_SCALE = 10_000n;

/** A tier as stored: the rate in hundredths of a percent, amounts in minor units. */
export type Tier = { rate: number; minTurnover: bigint; minUsers: number; minLoss: bigint };

const rateOf = (text: string) => Math.round(Number(text) * 100);

/** The offer's tiers as stored, refused unless each has a higher rate and no lower condition than the one before. */
export function parseTiers(tiers: ContractTierInput[]): Tier[] {
  const out = tiers.map((t) => ({
    rate: rateOf(t.rate),
    minTurnover: parseMinor(t.minTurnover ?? '0') ?? 0n,
    minUsers: t.minUsers ?? 0,
    minLoss: parseMinor(t.minLoss ?? '0') ?? 0n,
  }));
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    const prev = out[i - 1];
    const bad =
      t.rate <= 0 ||
      (prev !== undefined &&
        (t.rate <= prev.rate ||
          t.minTurnover < prev.minTurnover ||
          t.minUsers < prev.minUsers ||
          t.minLoss < prev.minLoss));
    if (bad) throw new AppError('agent.contract.tiers');
  }
  return out;
}

export const tiersJson = (tiers: Tier[]) =>
  JSON.stringify(
    tiers.map((t) => ({
      rate: t.rate,
      minTurnover: t.minTurnover.toString(),
      minUsers: t.minUsers,
      minLoss: t.minLoss.toString(),
    })),
  );

export function tiersFromJson(json: string): Tier[] {
  const raw = JSON.parse(json) as { rate: number; minTurnover: string; minUsers: number; minLoss: string }[];
  return raw.map((t) => ({
    rate: t.rate,
    minTurnover: BigInt(t.minTurnover),
    minUsers: t.minUsers,
    minLoss: BigInt(t.minLoss),
  }));
}

/** A rate for the wire: `125` is `'1.25'`. */
export const rateText = (rate: number) => (rate / 100).toFixed(2);

export const tiersView = (tiers: Tier[]) =>
  tiers.map((t) => ({
    rate: rateText(t.rate),
    minTurnover: formatMinor(t.minTurnover),
    minUsers: t.minUsers,
    minLoss: formatMinor(t.minLoss),
  }));

/** What a team did in a period, as a bill is computed from it. */
export type TeamPeriod = {
  /** Valid turnover of the team (the agent and everyone below it). */
  turnover: bigint;
  /** valid turnover - wins - rebates - bonuses: positive when the team lost. */
  loss: bigint;
  /** Members of the team whose valid turnover reached the brand's minimum. */
  validUsers: number;
};

export type BillFigures = {
  /** 1-based; 0 when no tier was reached. */
  tier: number;
  /** Hundredths of a percent actually applied (a floating dividend's scaled rate, rounded down). */
  rate: number;
  amount: bigint;
};

const NONE: BillFigures = { tier: 0, rate: 0, amount: 0n };

/**
 * A wage: the team's valid turnover x the rate of the highest tier whose turnover and valid
 * users the team reached (rounded down to the minor unit).
 */
export function wageBill(tiers: Tier[], team: TeamPeriod): BillFigures {
  for (let i = tiers.length - 1; i >= 0; i--) {
    const t = tiers[i]!;
    if (team.turnover >= t.minTurnover && team.validUsers >= t.minUsers)
      return { tier: i + 1, rate: t.rate, amount: (team.turnover * BigInt(t.rate)) / RATE_SCALE };
  }
  return NONE;
}

/**
 * A dividend, paid only when the team lost (`loss` > 0, carried loss included): `fixed` takes the
 * highest tier whose sales, users and loss all hold; `floating` the highest whose sales and users
 * hold, its rate scaled by loss / the tier's loss when the loss falls short of it.
 */
export function dividendBill(
  { tiers, mode }: { tiers: Tier[]; mode: DividendMode },
  team: TeamPeriod,
): BillFigures {
  if (team.loss <= 0n) return NONE;
  for (let i = tiers.length - 1; i >= 0; i--) {
    const t = tiers[i]!;
    if (team.turnover < t.minTurnover || team.validUsers < t.minUsers) continue;
    if (team.loss >= t.minLoss)
      return { tier: i + 1, rate: t.rate, amount: (team.loss * BigInt(t.rate)) / RATE_SCALE };
    if (mode === 'fixed') continue;
    // Floating: loss x rate x loss / minLoss, rounded down once.
    const amount = (team.loss * team.loss * BigInt(t.rate)) / (t.minLoss * RATE_SCALE);
    const rate = Number((BigInt(t.rate) * team.loss) / t.minLoss);
    return { tier: i + 1, rate, amount };
  }
  return NONE;
}

export function billFigures(c: { kind: ContractKind; tiers: Tier[]; mode: DividendMode }, team: TeamPeriod) {
  return c.kind === 'dividend' ? dividendBill(c, team) : wageBill(c.tiers, team);
}

export const topRate = (tiers: Tier[]) => Math.max(...tiers.map((t) => t.rate));
