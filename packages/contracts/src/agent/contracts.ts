import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

/**
 * The kinds of agent contract: a dividend on the team's loss, and three wages on the team's
 * valid turnover (per local day, per hour, per 5 minutes).
 */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const zContractKind = z.enum(CONTRACT_KINDS);

/** The brand switch that offers each kind. */
export const CONTRACT_SWITCHES = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
} as const;

/** Dividend periods: daily, weekly (from Monday), semimonthly (the 1st and 16th), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * How a dividend tier applies: `fixed` needs the tier's loss; `floating` takes the tier the
 * sales and users reach and scales its rate by actual loss / the tier's loss when that is below 1.
 */
export const zDividendMode = z.enum(['fixed', 'floating']);
export type DividendMode = z.infer<typeof zDividendMode>;

/** A rate in percent with at most two decimals: `1.25` is 1.25 %. */
const zRate = z.string().regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'a percentage such as 1 or 1.25');
const zAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 100 or 100.50');

/**
 * One tier: it applies when the team's valid turnover reaches `minTurnover`, at least `minUsers`
 * members were valid users in the period and (dividends) the team's loss reaches `minLoss`.
 */
export const zContractTier = z.strictObject({
  rate: zRate,
  minTurnover: zAmount.default('0'),
  minUsers: z.number().int().min(0).max(1_000_000).default(0),
  minLoss: zAmount.default('0'),
});
export type ContractTier = z.infer<typeof zContractTier>;
export type ContractTierInput = z.input<typeof zContractTier>;

export const CONTRACT_MAX_TIERS = 10;

export const CONTRACT_STATES = [
  'offered',
  'active',
  'rejected',
  'terminated',
  'replaced',
  'withdrawn',
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const zContract = z.object({
  id: z.number().int(),
  kind: zContractKind,
  /** The offering upline; null: the platform (a top agent's contract). */
  upline: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  member: z.object({ id: z.number().int(), username: z.string() }),
  state: z.enum(CONTRACT_STATES),
  mode: zDividendMode,
  tiers: z.array(
    z.object({ rate: z.string(), minTurnover: z.string(), minUsers: z.number().int(), minLoss: z.string() }),
  ),
  offeredAt: z.number().int(),
  answeredAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** Who ended it: the upline, the member, or a newer contract that replaced it. */
  endedBy: z.enum(['upline', 'member', 'replaced', 'platform']).nullable(),
  /** Sub-contracts the member gave that end when it accepts this offer (their rates are above it). */
  terminates: z.array(z.number().int()),
});
export type Contract = z.infer<typeof zContract>;

/** GET /wps/agent/contracts: the agent's own contracts (from its upline) and those it gave its downlines. */
export const zContractsQuery = z.strictObject({
  kind: zContractKind.optional(),
  side: z.enum(['mine', 'team']).default('mine'),
  memberId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const zContractsValue = z.object({
  list: z.array(zContract),
  /** The agent's active contract of each kind (the most it may offer), by kind. */
  own: z.partialRecord(zContractKind, zContract),
  /** The brand's dividend period and carry-over, and the kinds it offers. */
  dividendPeriod: z.enum(DIVIDEND_PERIODS),
  kinds: z.array(zContractKind),
});
export type ContractsValue = z.infer<typeof zContractsValue>;

/**
 * POST /wps/agent/contracts: the agent offers a contract to a direct downline. An offer whose
 * rates are below what the downline gave its own downlines ends those sub-contracts when accepted,
 * so it needs `confirmTerminate: true` (without it: `agent.contract.lowers_subcontracts`).
 */
export const zOfferContractBody = z.strictObject({
  memberId: z.number().int().positive().max(MAX_ID),
  kind: zContractKind,
  mode: zDividendMode.default('fixed'),
  tiers: z.array(zContractTier).min(1).max(CONTRACT_MAX_TIERS),
  confirmTerminate: z.boolean().default(false),
});
export type OfferContractBody = z.input<typeof zOfferContractBody>;

export const zContractParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const BILL_STATES = [
  'pending',
  'paid',
  'awaiting_claim',
  'partly_claimed',
  'insufficient',
  'expired',
] as const;
export type BillState = (typeof BILL_STATES)[number];

export const zBill = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: zContractKind,
  /** The period's key (`2026-11-27`, `2026-11-27T10`, `2026-11-27T10:05`, `W2026-11-23`, `H2026-11-16`, `M2026-11`). */
  period: z.string(),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  payee: z.object({ id: z.number().int(), username: z.string() }),
  /** Null: the platform pays. */
  payer: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The team's figures the bill was computed from. */
  turnover: z.string(),
  loss: z.string(),
  /** A dividend's loss carried in from earlier periods (0 or negative). */
  carried: z.string(),
  validUsers: z.number().int(),
  /** The tier applied (1-based; 0: none reached) and the rate used. */
  tier: z.number().int(),
  rate: z.string(),
  /** What the payer owes the payee: the team's figure x the rate. */
  amount: z.string(),
  /** Of it, what the payee owes its own direct downlines for the same period. */
  owedDown: z.string(),
  /** Paid into the bill so far, and of it taken by the payee. */
  funded: z.string(),
  claimed: z.string(),
  state: z.enum(BILL_STATES),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type Bill = z.infer<typeof zBill>;

/** GET /wps/agent/bills: bills the agent is paid (`side=mine`) or pays its downlines (`team`). */
export const zBillsQuery = z.strictObject({
  kind: zContractKind.optional(),
  side: z.enum(['mine', 'team']).default('mine'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const zBillsValue = z.object({
  list: z.array(zBill),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type BillsValue = z.infer<typeof zBillsValue>;

/**
 * GET /wps/member/info/funds/consolidated: `*req*` are contract offers waiting for the member's
 * answer (the site shows them after sign-in), `*info*` whether the member has an active contract
 * of that kind (which salary and dividend pages appear).
 */
export const zConsolidatedValue = z.object({
  dailysalreqtype: z.array(zContract),
  divtypereq: z.array(zContract),
  contracthoursalreq: z.array(zContract),
  realtimesalreqtype: z.array(zContract),
  contractmrdailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  realtimesalinfotype: z.boolean(),
  divtypeinfo: z.boolean(),
});
export type ConsolidatedValue = z.infer<typeof zConsolidatedValue>;
