import { z } from 'zod';
import { langCodes, zJackpotSettings, zTheme, zVipSettings, zWinnersSettings } from '@lotto/contracts';
import { PRIZE_MODES, type PrizeModeId } from '@lotto/contracts/lottery/index';

const text = z.record(z.string(), z.string());

/** What a brand stores in `merchants.settings` (JSON). Texts are per language code. */
export const zBrandSettings = z.object({
  name: z.string().min(1),
  /** What search results show under the site's name, per language; the footer's about text when unset. */
  description: text.default({}),
  platform: z.string(),
  lotteryType: z.string(),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  /**
   * The brand's time zone (IANA name): its day for the member figures and reports. Changing it
   * applies from then on; hours already counted keep their local date.
   */
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone name')
    .default('UTC'),
  defaultLang: z.enum(langCodes),
  supportLanguages: z.array(z.enum(langCodes)).min(1),
  theme: zTheme,
  chatHeaderColor: z.string().default('#262743'),
  prizeModes: z.array(z.enum(['Lott', 'ZY', 'Elott', 'SEA'])),
  announcementTypes: z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H'])),
  esportsProviders: z.array(z.string()),
  inhouseProviders: z.array(z.string()),
  loginedToHomePage: z.boolean(),
  /**
   * The one minimum age the site states: the footer's mark, the age a new member confirms at
   * registration and `{minAge}` in the footer texts. Two ages on one site contradict each other.
   */
  minAge: z.number().int().min(18).default(21),
  /**
   * The bonus the registration page promises a new member, in minor units of the brand's
   * currency; 0 promises none.
   */
  newMemberBonus: z.number().int().min(0).default(0),
  captchaEnabled: z.boolean(),
  /** With PWDEXPFORCECHANGE3 on, a password older than this must be changed at login. */
  passwordMaxAgeDays: z.number().int().min(1).max(3650).default(90),
  /** Withdrawal rules: limits in minor units, minutes after which an unconfirmed payout counts as received, and the turnover a member must wager per unit deposited before withdrawing (0: none). */
  withdraw: z
    .object({
      minAmount: z.number().int().min(1),
      maxAmount: z.number().int().min(1),
      autoConfirmMinutes: z.number().int().min(1),
      turnoverMultiple: z.number().min(0),
    })
    .default({ minAmount: 10_000, maxAmount: 5_000_000, autoConfirmMinutes: 1440, turnoverMultiple: 0 }),
  /** One wallet for all games (true), or a main wallet plus a wallet per vendor with transfers between them. */
  singleWallet: z.boolean().default(true),
  /** Refuse plain JSON on the encrypted (`E`) calls: login, register, password change. */
  encryptPayloads: z.boolean().default(false),
  /** Social sign-in (GOOGLELOGIN3 / FACEBOOKLOGIN3): OpenID Connect or OAuth 2 client per provider. */
  oauth: z
    .partialRecord(
      z.enum(['google', 'facebook']),
      z.object({
        /** OIDC issuer (discovery at /.well-known/openid-configuration). */
        issuer: z.string(),
        clientId: z.string(),
        /** Name of the environment variable holding the client secret: secrets stay out of the database. */
        clientSecretEnv: z.string(),
        scope: z.string().default('openid email profile'),
      }),
    )
    .default({}),
  /**
   * Lottery prize series per prize mode (decision 014): a member registered without an agent
   * starts at `default`, and no member's series is set below `floor`. Modes left out use the
   * prize mode's own bounds (PRIZE_MODES).
   */
  /**
   * Agent contracts (decision 026): the dividend period (D daily, W weekly, H semimonthly, M
   * monthly) and how a period the team won carries into the next (none, permanent: until made
   * up, previous: one period); whether bills are paid at once (`auto`) or wait for the payee to
   * claim them; the valid turnover that makes a member a valid user (minor units); and the highest
   * rate the platform offers its top agents per kind (hundredths of a percent).
   */
  agentContracts: z
    .object({
      dividendPeriod: z.enum(['D', 'W', 'H', 'M']).default('H'),
      carryOver: z.enum(['none', 'permanent', 'previous']).default('none'),
      payout: z.enum(['auto', 'claim']).default('auto'),
      validUserTurnover: z.number().int().min(0).default(10_000),
      maxRates: z
        .object({
          dividend: z.number().int().min(1).max(10_000).default(5_000),
          daily: z.number().int().min(1).max(10_000).default(300),
          hourly: z.number().int().min(1).max(10_000).default(200),
          realtime: z.number().int().min(1).max(10_000).default(100),
        })
        .prefault({}),
    })
    .prefault({}),
  /** VIP levels: thresholds, colours, manual rebate rates and benefits (the promo area's `vip`). */
  vip: zVipSettings.prefault({}),
  /** The home page's winners board: wins from this amount (minor units) over these days. */
  winners: zWinnersSettings.prefault({}),
  /** The progressive jackpot funded by in-house stakes (off unless set). */
  jackpot: zJackpotSettings.prefault({}),
  /**
   * The point mall (PTSYS3, decision 028): the valid turnover that earns one point, the money one
   * point converts to, and the fewest points a conversion takes (money in minor units).
   */
  points: z
    .object({
      turnoverPerPoint: z.number().int().min(1).default(10_000),
      convertRate: z.number().int().min(1).default(10),
      minConvert: z.number().int().min(1).default(100),
    })
    .prefault({}),
  lotterySeries: z
    .partialRecord(
      z.enum(['Lott', 'ZY', 'Elott', 'SEA']),
      z.object({ floor: z.number().int(), default: z.number().int() }),
    )
    .default({})
    .superRefine((modes, ctx) => {
      for (const [mode, s] of Object.entries(modes)) {
        const { minSeries, maxSeries } = PRIZE_MODES[mode as PrizeModeId];
        if (!(minSeries <= s.floor && s.floor <= s.default && s.default <= maxSeries))
          ctx.addIssue({
            code: 'custom',
            path: [mode],
            message: `${mode}: need ${minSeries} <= floor <= default <= ${maxSeries}`,
          });
      }
    }),
  gtagId: z.string(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  defaultDialingCode: z.string(),
  /**
   * Text messages (codes): the dial codes they may go to, and how many the brand sends in an hour
   * at most, all numbers together. Without a list only the brand's default dialing code is served:
   * a premium-rate range abroad must be named to be reachable.
   */
  sms: z
    .object({
      allowedDialCodes: z
        .array(z.string().regex(/^[1-9][0-9]{0,3}$/, 'a dial code: 1 to 4 digits, without +'))
        .min(1)
        .max(50)
        .optional(),
      hourlyCap: z.number().int().min(1).max(1_000_000).default(500),
    })
    .strict()
    .default({ hourlyCap: 500 }),
  countries: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
  /** Feedback (FEEDBACK3): the words its content must have, within its 140 characters. */
  feedback: z
    .object({ minWords: z.number().int().min(1).max(70), maxWords: z.number().int().min(1).max(140) })
    .refine((f) => f.minWords <= f.maxWords, 'minWords is at most maxWords')
    .default({ minWords: 3, maxWords: 60 }),
  footer: z.object({
    about: text,
    affiliates: text,
    responsibility: text,
    copyright: text,
    paymentMethods: z.array(z.object({ name: z.string(), logo: z.string() })),
    providers: z.array(z.object({ code: z.string(), name: z.string(), logo: z.string() })),
    jackpot: z.object({ label: text, amount: z.string(), image: z.string() }),
    verifyRepresentativeUrl: z.string(),
  }),
});
export type BrandSettings = z.infer<typeof zBrandSettings>;

/** The dial codes a brand sends text messages to, without '+'. */
export const smsDialCodes = (settings: Pick<BrandSettings, 'sms' | 'defaultDialingCode'>): string[] =>
  settings.sms.allowedDialCodes ?? [settings.defaultDialingCode.replace(/^\+/, '')];
