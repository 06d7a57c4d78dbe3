// The demo brand's promotions (the promo module's demo data): a new-member bonus given at sign-up,
// the 100 % first-deposit bonus the home banner advertises, a daily reload, the referral
// programme, a weekly cashback on losses and two missions.
import type { Transaction } from 'kysely';
import { zPromotionDefinition, type PromotionInput } from '@lotto/contracts';
import type { Database } from '../db/schema.ts';
import { randomHex32 } from '../lib/node-crypto.ts';

const DAY = 86_400_000;

const welcome = (startsAt: number): PromotionInput[] => [
  {
    code: 'WELCOME',
    category: 'new_player',
    audience: 'new',
    audienceValue: 7,
    trigger: 'registration',
    reward: { type: 'fixed', amount: 1_000 },
    wagerMultiple: 300,
    title: { EN: 'New member bonus 10.00', TY: 'Bonus sa bagong miyembro na 10.00' },
    summary: {
      EN: 'Register and get 10.00 to play with. Bet it 3 times to withdraw it.',
      TY: 'Mag-register at makakuha ng 10.00 na panlaro. Itaya ito nang 3 beses para ma-withdraw.',
    },
    content: {
      EN: '<p>Every new member gets <b>10.00</b> once. Bets count toward the 3x wagering; the bonus and its winnings can be withdrawn when it is done.</p>',
      TY: '<p>Bawat bagong miyembro ay makakakuha ng <b>10.00</b> nang isang beses. Bibilang ang mga taya sa 3x na wagering; mawi-withdraw ang bonus at ang panalo nito kapag tapos na.</p>',
    },
    limits: { perMember: 1, perDevice: true, perIp: true },
    autoGrant: true,
    startsAt,
    sort: 0,
  },
  {
    code: 'FIRSTDEP100',
    category: 'deposit',
    trigger: 'first_deposit',
    reward: { type: 'percent', percent: 10_000, cap: 500_000, minBase: 10_000 },
    wagerMultiple: 1_000,
    gameWeights: { LIVE: 10, SPORTS: 50 },
    claimDays: 7,
    wagerDays: 30,
    title: { EN: 'Welcome bonus 100%', TY: 'Welcome bonus na 100%' },
    summary: {
      EN: 'Your first deposit doubled, up to 5,000.00. 10x wagering.',
      TY: 'Dodoblehin ang una mong deposito, hanggang 5,000.00. 10x na wagering.',
    },
    content: {
      EN: '<p>Deposit at least 100.00 for the first time and claim a bonus equal to it, up to <b>5,000.00</b>, within 7 days. Turn the bonus over 10 times within 30 days: slots, lottery and in-house games count in full, sports 50%, live casino 10%.</p>',
      TY: '<p>Mag-deposito ng hindi bababa sa 100.00 sa unang pagkakataon at i-claim ang bonus na katumbas nito, hanggang <b>5,000.00</b>, sa loob ng 7 araw. Itaya ang bonus nang 10 beses sa loob ng 30 araw: buo ang bilang ng slots, lottery at in-house na laro, 50% ang sports, 10% ang live casino.</p>',
    },
    limits: { perMember: 1, perDevice: true, perIp: false, perCard: true },
    startsAt,
    sort: 1,
  },
];

const others = (startsAt: number): PromotionInput[] => [
  {
    code: 'RELOAD10',
    category: 'deposit',
    trigger: 'deposit',
    reward: {
      type: 'tiered',
      tiers: [
        { min: 50_000, amount: 2_500 },
        { min: 200_000, amount: 12_000 },
      ],
    },
    wagerMultiple: 500,
    title: { EN: 'Daily reload bonus', TY: 'Araw-araw na reload bonus' },
    summary: {
      EN: 'Deposit 500.00 or more and get up to 120.00 back.',
      TY: 'Mag-deposito ng 500.00 pataas at makakuha ng hanggang 120.00.',
    },
    content: {
      EN: '<p>Deposit 500.00 for a 25.00 bonus, or 2,000.00 for 120.00. 5x wagering.</p>',
      TY: '<p>Mag-deposito ng 500.00 para sa 25.00 na bonus, o 2,000.00 para sa 120.00. 5x na wagering.</p>',
    },
    limits: { perMember: 30 },
    startsAt,
    sort: 2,
  },
  {
    code: 'REFERRAL',
    category: 'referral',
    trigger: 'application',
    reward: { type: 'fixed', amount: 5_000 },
    wagerMultiple: 100,
    title: { EN: 'Invite friends, earn 50.00', TY: 'Mag-imbita ng kaibigan, kumita ng 50.00' },
    summary: {
      EN: 'For every friend who registers with your link and deposits.',
      TY: 'Sa bawat kaibigang magre-register gamit ang link mo at magde-deposito.',
    },
    content: {
      EN: '<p>Share your referral link from the member centre. When a friend registers with it and makes a first deposit, apply here for 50.00.</p>',
      TY: '<p>I-share ang referral link mo mula sa member centre. Kapag nag-register ang kaibigan gamit ito at nag-deposito sa unang pagkakataon, mag-apply dito para sa 50.00.</p>',
    },
    limits: { perMember: 100 },
    startsAt,
    sort: 3,
  },
  {
    code: 'CASHBACK',
    category: 'rebate',
    trigger: 'losses',
    goal: { period: 'week', metric: 'losses', target: 10_000 },
    reward: { type: 'percent', percent: 150, cap: 500_000 },
    claimDays: 7,
    title: { EN: 'Weekly cashback 1.5%', TY: 'Lingguhang cashback na 1.5%' },
    summary: {
      EN: 'Lost 100.00 or more last week? Claim 1.5% of it back, up to 5,000.00. No wagering.',
      TY: 'Natalo ng 100.00 pataas noong nakaraang linggo? Kunin pabalik ang 1.5% nito, hanggang 5,000.00. Walang wagering.',
    },
    content: {
      EN: '<p>Every Monday, 1.5% of last week’s net losses (stakes less payouts, Monday to Sunday) can be claimed for 7 days, up to <b>5,000.00</b>. No wagering: it can be withdrawn at once.</p>',
      TY: '<p>Tuwing Lunes, makukuha sa loob ng 7 araw ang 1.5% ng netong talo noong nakaraang linggo (taya bawas panalo, Lunes hanggang Linggo), hanggang <b>5,000.00</b>. Walang wagering: mawi-withdraw agad.</p>',
    },
    startsAt,
    sort: 4,
  },
];

/** A weekly raffle: a ticket for 1,000.00 of bets this week, its prize drawn when claimed. */
const raffles = (startsAt: number): PromotionInput[] => [
  {
    code: 'LUCKYDRAW',
    category: 'other',
    trigger: 'turnover',
    goal: { period: 'week', metric: 'turnover', target: 100_000 },
    reward: {
      type: 'raffle',
      prizes: [
        { amount: 500, weight: 70 },
        { amount: 2_000, weight: 25 },
        { amount: 10_000, weight: 5 },
      ],
    },
    title: { EN: 'Weekly lucky draw', TY: 'Lingguhang lucky draw' },
    summary: {
      EN: 'Bet 1,000.00 this week for a draw: 5.00, 20.00 or 100.00, no wagering.',
      TY: 'Tumaya ng 1,000.00 ngayong linggo para sa isang draw: 5.00, 20.00 o 100.00, walang wagering.',
    },
    content: {
      EN: '<p>Once you have bet 1,000.00 this week (Monday to Sunday), claim your ticket: the prize is drawn from the seed committed below, so you can check it once the draw ends.</p>',
      TY: '<p>Kapag nakataya ka na ng 1,000.00 ngayong linggo (Lunes hanggang Linggo), kunin ang ticket mo: bubunutin ang premyo mula sa seed na naka-commit sa ibaba, kaya masusuri mo ito pagkatapos ng draw.</p>',
    },
    startsAt,
    sort: 7,
  },
];

/** Missions of the day and the week: claimed from the member centre's missions page. */
const missions = (startsAt: number): PromotionInput[] => [
  {
    code: 'DAILY10',
    category: 'mission',
    trigger: 'mission',
    goal: { period: 'day', metric: 'bets', target: 10 },
    reward: { type: 'fixed', amount: 500 },
    title: { EN: 'Play 10 rounds today', TY: 'Maglaro ng 10 round ngayong araw' },
    summary: {
      EN: 'Place 10 bets today and claim 5.00.',
      TY: 'Tumaya nang 10 beses ngayong araw at kunin ang 5.00.',
    },
    startsAt,
    sort: 5,
  },
  {
    code: 'WEEKLY5K',
    category: 'mission',
    trigger: 'mission',
    goal: { period: 'week', metric: 'turnover', target: 500_000 },
    reward: { type: 'fixed', amount: 5_000 },
    wagerMultiple: 100,
    title: { EN: 'Turn over 5,000.00 this week', TY: 'Tumaya ng 5,000.00 ngayong linggo' },
    summary: {
      EN: 'Reach 5,000.00 of valid bets this week and claim 50.00 (1x wagering).',
      TY: 'Umabot sa 5,000.00 na valid na taya ngayong linggo at kunin ang 50.00 (1x na wagering).',
    },
    startsAt,
    sort: 6,
  },
];

/** Writes the demo promotions (the raffle where the schema has its seed); answers their ids by code. */
export async function seedDemoPromotions(
  trx: Transaction<Database>,
  { merchant_id, now, raffle }: { merchant_id: number; now: number; raffle: boolean },
): Promise<Map<string, number>> {
  const startsAt = now - DAY;
  const rows = await trx
    .insertInto('promotions')
    .values(
      [
        ...welcome(startsAt),
        ...others(startsAt),
        ...missions(startsAt),
        ...(raffle ? raffles(startsAt) : []),
      ].map((input) => {
        const def = zPromotionDefinition.parse(input);
        return {
          merchant_id,
          code: def.code,
          category: def.category,
          trigger: def.trigger,
          definition: JSON.stringify(def),
          starts_at: def.startsAt,
          ends_at: def.endsAt,
          enabled: 1,
          sort: def.sort,
          created_at: now,
          updated_at: now,
          // a raffle's seed, made here as putPromotion makes it (every row has the column or none)
          ...(raffle ? { raffle_seed: def.reward.type === 'raffle' ? randomHex32() : null } : {}),
        };
      }),
    )
    .returning(['id', 'code'])
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}
