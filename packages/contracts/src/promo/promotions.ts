import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

/**
 * A promotion is data (decision 027): what it belongs to, who may take part, what starts it, what
 * it gives, the wagering that releases it, its limits and its dates. Operators write them with the
 * CLI (`promo put FILE`) until the back office exists.
 */
export const PROMO_CATEGORIES = [
  'new_player',
  'deposit',
  'rebate',
  'vip',
  'mission',
  'referral',
  'other',
] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** Who may take part: everyone, members registered within `newDays`, VIP levels from `minLevel`, or agents' teams. */
export const PROMO_AUDIENCES = ['all', 'new', 'vip', 'team'] as const;

/** What starts it: registration, the first or any deposit, turnover, losses, a mission, or an application the operator reviews. */
export const PROMO_TRIGGERS = [
  'registration',
  'first_deposit',
  'deposit',
  'turnover',
  'losses',
  'mission',
  'application',
] as const;
export type PromoTrigger = (typeof PROMO_TRIGGERS)[number];

const zMinor = z.number().int().min(0).max(1e13);
const zTexts = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(20_000));

/** What it gives: a fixed amount, a percentage of the base (a deposit) up to a cap, tiers of the base, or a raffle's prize. */
export const zReward = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fixed'), amount: zMinor }),
  z.strictObject({
    type: z.literal('percent'),
    /** Hundredths of a percent: 10,000 is 100 %. */
    percent: z.number().int().min(1).max(100_000),
    cap: zMinor,
    minBase: zMinor.default(0),
  }),
  z.strictObject({
    type: z.literal('tiered'),
    /** The highest tier whose `min` the base reaches gives its `amount`; `min` strictly rising. */
    tiers: z
      .array(z.strictObject({ min: zMinor, amount: zMinor }))
      .min(1)
      .max(20)
      .refine((t) => t.every((x, i) => i === 0 || x.min > t[i - 1]!.min), 'tier minimums must rise'),
  }),
  z.strictObject({
    type: z.literal('raffle'),
    /** The prizes drawn from, each as likely as its weight (games/fair/raffle.ts). */
    prizes: z
      .array(z.strictObject({ amount: zMinor.min(1), weight: z.number().int().min(1).max(1_000_000) }))
      .min(1)
      .max(20),
  }),
]);
export type Reward = z.infer<typeof zReward>;

/** What a goal counts over its period: valid turnover, bets placed, deposits paid, or net losses (stakes less payouts). */
export const GOAL_METRICS = ['turnover', 'bets', 'deposits', 'losses'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/**
 * The goal of a turnover, losses or mission promotion: a figure of the member's over a local day
 * or week (Monday first) reaching `target` (minor units; a count for bets). Turnover and missions
 * count the period running; losses the one before (a cashback). Once per member and period.
 */
export const zGoal = z.strictObject({
  period: z.enum(['day', 'week']),
  metric: z.enum(GOAL_METRICS),
  target: zMinor.min(1),
  /** Game types counted (empty: every game). */
  gameTypes: z.array(z.string().max(32)).max(20).default([]),
});
export type Goal = z.infer<typeof zGoal>;

const GOAL_TRIGGERS: readonly PromoTrigger[] = ['turnover', 'losses', 'mission'];

/** The definition an operator writes (`promo put FILE`): validated whole, stored as it is. */
export const zPromotionDefinition = z
  .strictObject({
    code: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'upper-case letters, digits and _'),
    category: z.enum(PROMO_CATEGORIES),
    audience: z.enum(PROMO_AUDIENCES).default('all'),
    /** `new`: registered within this many days; `vip`: from this level. */
    audienceValue: z.number().int().min(0).max(10_000).default(0),
    trigger: z.enum(PROMO_TRIGGERS),
    /** Turnover, losses and mission promotions: what the member must reach, and over what. */
    goal: zGoal.optional(),
    reward: zReward,
    /** Turnover required before the bonus and its winnings can be withdrawn, as a multiple of the bonus (x100: 1000 is 10x). */
    wagerMultiple: z.number().int().min(0).max(100_000).default(0),
    /** Percent of a bet's valid turnover that counts, by game type; types left out count `otherWeight`. */
    gameWeights: z.record(z.string().max(32), z.number().int().min(0).max(100)).default({}),
    otherWeight: z.number().int().min(0).max(100).default(100),
    /** Given without a claim when its trigger happens (a registration bonus paid at sign-up); else the member claims it. */
    autoGrant: z.boolean().default(false),
    /** Where the money goes: the main balance, or the bonus balance. */
    creditTo: z.enum(['main', 'bonus']).default('main'),
    /** Days after the trigger within which the member may claim. */
    claimDays: z.number().int().min(1).max(365).default(7),
    /** Days the wagering may take before the bonus expires (0: never). */
    wagerDays: z.number().int().min(0).max(365).default(30),
    limits: z
      .strictObject({
        perMember: z.number().int().min(1).max(1000).default(1),
        perDevice: z.boolean().default(false),
        perIp: z.boolean().default(false),
        perCard: z.boolean().default(false),
      })
      .prefault({}),
    title: zTexts,
    summary: zTexts.default({}),
    /** HTML, per language. */
    content: zTexts.default({}),
    image: z.string().max(500).default(''),
    startsAt: z.number().int().min(0),
    endsAt: z.number().int().min(0).nullable().default(null),
    enabled: z.boolean().default(true),
    sort: z.number().int().default(0),
  })
  .superRefine((d, ctx) => {
    if (GOAL_TRIGGERS.includes(d.trigger) !== (d.goal !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['goal'],
        message: 'turnover, losses and mission promotions have a goal; others none',
      });
    else if (d.trigger === 'turnover' && d.goal?.metric !== 'turnover')
      ctx.addIssue({
        code: 'custom',
        path: ['goal', 'metric'],
        message: 'a turnover promotion counts turnover',
      });
    else if (d.trigger === 'losses' && d.goal?.metric !== 'losses')
      ctx.addIssue({ code: 'custom', path: ['goal', 'metric'], message: 'a losses promotion counts losses' });
  });
export type PromotionDefinition = z.infer<typeof zPromotionDefinition>;
export type PromotionInput = z.input<typeof zPromotionDefinition>;

/** The status the site shows on a promotion (the member's, when signed in). */
export const PROMO_STATUSES = [
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming soon',
  'closed',
] as const;

/** A promotion as the site shows it, in the asker's language. */
export const zPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.enum(PROMO_CATEGORIES),
  trigger: z.enum(PROMO_TRIGGERS),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  image: z.string(),
  /** What it gives, for the terms: `fixed` amount, or `percent` of the base up to `cap`, or `tiered`. */
  reward: z.object({
    type: z.enum(['fixed', 'percent', 'tiered', 'raffle']),
    amount: z.string().optional(),
    percent: z.string().optional(),
    cap: z.string().optional(),
    minBase: z.string().optional(),
    tiers: z.array(z.object({ min: z.string(), amount: z.string() })).optional(),
    /** A raffle's prizes with their chances (percent, two decimals). */
    prizes: z.array(z.object({ amount: z.string(), chance: z.string() })).optional(),
    /** A raffle's commitment: SHA-256 of its seed; the seed itself once the promotion has ended. */
    commitment: z.string().optional(),
    seed: z.string().nullable().optional(),
  }),
  /** What a turnover, losses or mission promotion asks (`target`: money, or a count for bets). */
  goal: z
    .object({
      period: z.enum(['day', 'week']),
      metric: z.enum(GOAL_METRICS),
      target: z.string(),
      gameTypes: z.array(z.string()),
    })
    .nullable(),
  /** `10` is ten times the bonus. */
  wagerMultiple: z.string(),
  gameWeights: z.record(z.string(), z.number().int()),
  otherWeight: z.number().int(),
  creditTo: z.enum(['main', 'bonus']),
  claimDays: z.number().int(),
  wagerDays: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  /** `coming soon` before it starts, `closed` after it ends, else `process` (open to join). */
  status: z.enum(PROMO_STATUSES),
});
export type Promotion = z.infer<typeof zPromotion>;

export const zPromotionsQuery = z.strictObject({ category: z.enum(PROMO_CATEGORIES).optional() });
export const zPromotionsValue = z.object({ list: z.array(zPromotion) });
export type PromotionsValue = z.infer<typeof zPromotionsValue>;
export const zPromotionParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ID) });
