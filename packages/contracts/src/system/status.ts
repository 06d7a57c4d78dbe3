import { z } from 'zod';
import { langCodes } from '../common/languages.ts';

/** systemStatus: 0 normal, 1 maintenance page, 2 region or IP restriction page. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;

export const zResource = z.object({
  resourceType: z.enum([
    'AFFILIATELINK',
    'USDJUMP',
    'SpeedTest',
    'Android',
    'MOBILECONFIG',
    'WHATSAPP',
    'FACEBOOK',
    'INSTAGRAM',
    'TELEGRAM',
  ]),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelNameEn: z.string(),
  labelName: z.string(),
});
export type Resource = z.infer<typeof zResource>;

export const zCustomerServiceEntry = z.object({
  csType: z.enum(['VIP', 'LIVECHAT']),
  path: z.string(),
});

/** Footer texts and marks, in the request's language (its own call: it is large and rarely changes). */
export const zFooter = z.object({
  about: z.string(),
  affiliates: z.string(),
  responsibility: z.string(),
  minAge: z.number().int(),
  copyright: z.string(),
  paymentMethods: z.array(z.object({ name: z.string(), logo: z.string() })),
  providers: z.array(z.object({ code: z.string(), name: z.string(), logo: z.string() })),
  jackpot: z.object({ label: z.string(), amount: z.string(), image: z.string() }),
  verifyRepresentativeUrl: z.string(),
});

/** A brand's look: default theme, colours and logos for dark and light backgrounds. */
export const zTheme = z.object({
  defaultTheme: z.enum(['dark', 'light']),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoDark: z.string(),
  logoLight: z.string(),
  favicon: z.string(),
});

export type FooterValue = z.infer<typeof zFooter>;

/** Brand configuration (docs/product/content-and-system.md#brand-configuration) with interface constants the client needs. */
export const zBrandConfig = z.object({
  merchant: z.string(),
  name: z.string(),
  platform: z.string(),
  lotteryType: z.string(),
  device: z.literal('WEB'),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLang: z.enum(langCodes),
  supportLanguages: z.array(z.enum(langCodes)),
  theme: zTheme,
  chatHeaderColor: z.string(),
  prizeModes: z.array(z.enum(['Lott', 'ZY', 'Elott', 'SEA'])),
  announcementTypes: z.array(z.enum(['B', 'PL', 'PU', 'PR', 'H'])),
  executionType: z.literal('B'),
  esportsProviders: z.array(z.string()),
  inhouseProviders: z.array(z.string()),
  loginedToHomePage: z.boolean(),
  freePlay: z.boolean(),
});
export type BrandConfig = z.infer<typeof zBrandConfig>;

export const zCountry = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
/** The country dial-code list of the registration and login forms. */
export const zCountriesValue = z.array(zCountry);
export type CountriesValue = z.infer<typeof zCountriesValue>;

export const zStatusQuery = z.strictObject({
  url: z.string().max(2048).optional(),
});

export const zStatusValue = z.object({
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  permission: z.boolean(),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
  info: z.object({
    whitelabel: zBrandConfig,
    register: z.object({
      captcha: z.boolean(),
      /** The brand's one minimum age, the same as the footer's. */
      minAge: z.number().int(),
      /** The bonus promised to a new member, a decimal amount in the brand's currency; null: none. */
      newMemberBonus: z.string().nullable(),
      termsUrl: z.string(),
      defaultDialingCode: z.string(),
      /** Social sign-in providers a visitor can use here (module on and a client configured). */
      social: z.array(z.enum(['google', 'facebook'])),
    }),
    resources: z.array(zResource),
    customerService: z.array(zCustomerServiceEntry),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});
export type StatusValue = z.infer<typeof zStatusValue>;
