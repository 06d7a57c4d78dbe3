import { zVipSettings } from '@lotto/contracts';
import type { BrandSettings } from '../modules/brand/index.ts';

const m = (file: string) => `/media/demo/${file}`;

/** The demo brand: a Philippine-market site, Filipino (TY) first, English second. */
export const demoSettings: BrandSettings = {
  name: 'Perlas Play',
  description: {
    EN: 'Perlas Play: daily lottery draws, e-lottery, live tables, slots, sports and provably fair in-house games in pesos. Play from your phone.',
    TY: 'Perlas Play: araw-araw na lottery draw, e-lottery, live tables, slots, sports at provably fair na in-house games sa piso. Maglaro sa iyong phone.',
  },
  platform: 'PERLAS',
  timeZone: 'Asia/Manila',
  lotteryType: 'SEA',
  currency: 'PHP',
  currencySymbol: '₱',
  defaultLang: 'TY',
  supportLanguages: ['TY', 'EN'],
  theme: {
    defaultTheme: 'dark',
    primaryColor: '#e4b44c',
    accentColor: '#2bb3a3',
    logoDark: m('logo-dark.svg'),
    logoLight: m('logo-light.svg'),
    favicon: m('favicon.svg'),
  },
  chatHeaderColor: '#262743',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  esportsProviders: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  inhouseProviders: ['XGS', 'SS'],
  loginedToHomePage: false,
  minAge: 21,
  // Nothing credits a sign-up bonus yet, so the demo brand promises none.
  newMemberBonus: 0,
  captchaEnabled: true,
  passwordMaxAgeDays: 90,
  encryptPayloads: false,
  singleWallet: true,
  // The prize modes' own floor and default (PRIZE_MODES); a brand may raise either.
  lotterySeries: {},
  // VIP levels 0-6 with their manual rebate rates (the contracts' defaults).
  vip: zVipSettings.parse({}),
  // Wins of 500.00 or more this week on the home page.
  winners: { min: 50_000, days: 7 },
  // 0.5% of each in-house stake of 1.00 or more; a round wins 1 in 20,000; restarts at 1,000.00.
  jackpot: { enabled: true, sharePpm: 5_000, minStake: 100, odds: 20_000, seed: 100_000 },
  // Agent contracts: semimonthly dividends, paid at once; a valid user bets 100.00 in a period.
  agentContracts: {
    dividendPeriod: 'H',
    carryOver: 'none',
    payout: 'auto',
    validUserTurnover: 10_000,
    maxRates: { dividend: 5_000, daily: 300, hourly: 200, realtime: 100 },
  },
  // Point mall: a point per 100.00 of valid turnover, converted at 0.10 a point, 100 points at least.
  points: { turnoverPerPoint: 10_000, convertRate: 10, minConvert: 100 },
  withdraw: { minAmount: 10_000, maxAmount: 5_000_000, autoConfirmMinutes: 1440, turnoverMultiple: 0 },
  oauth: {},
  gtagId: '',
  imageCDNs: [''],
  launchGameCDNs: [''],
  // Feedback: 3 to 60 words within its 140 characters.
  feedback: { minWords: 3, maxWords: 60 },
  defaultDialingCode: '63',
  // Codes go to Philippine numbers only; the other countries are offered in the forms.
  sms: { allowedDialCodes: ['63'], hourlyCap: 500 },
  countries: [
    { countryCode: 'PH', countryDialingCode: '63' },
    { countryCode: 'VN', countryDialingCode: '84' },
    { countryCode: 'TH', countryDialingCode: '66' },
    { countryCode: 'ID', countryDialingCode: '62' },
    { countryCode: 'MY', countryDialingCode: '60' },
    { countryCode: 'SG', countryDialingCode: '65' },
    { countryCode: 'KH', countryDialingCode: '855' },
    { countryCode: 'IN', countryDialingCode: '91' },
  ],
  footer: {
    about: {
      EN: 'Perlas Play is an online lottery and gaming site with daily draws, live tables, slots and provably fair in-house games. Every draw and round can be verified.',
      TY: 'Ang Perlas Play ay online lottery at gaming site na may araw-araw na draw, live tables, slots at provably fair na in-house games. Puwedeng i-verify ang bawat draw at round.',
    },
    affiliates: {
      EN: 'Become an agent: build your team, earn dividends and daily wages from your downline.',
      TY: 'Maging agent: buuin ang iyong team at kumita ng dividends at daily wages mula sa iyong downline.',
    },
    responsibility: {
      EN: 'You must be {minAge} or older to play. Play responsibly and set limits. This site is not responsible for any breach of your local online gaming laws.',
      TY: 'Dapat {minAge} taong gulang pataas para maglaro. Maglaro nang responsable at magtakda ng limit. Hindi mananagot ang site na ito sa anumang paglabag sa lokal na batas ng online gaming.',
    },
    copyright: {
      EN: '© 2026 Perlas Play. All rights reserved.',
      TY: '© 2026 Perlas Play. Lahat ng karapatan ay nakalaan.',
    },
    paymentMethods: [
      { name: 'Bank Transfer', logo: m('pay-bank.svg') },
      { name: 'E-Wallet', logo: m('pay-ewallet.svg') },
      { name: 'QR Pay', logo: m('pay-qr.svg') },
      { name: 'Card', logo: m('pay-card.svg') },
      { name: 'USDT', logo: m('pay-usdt.svg') },
    ],
    providers: [
      { code: 'AURORA', name: 'Aurora Gaming', logo: m('provider-aurora.svg') },
      { code: 'BAYANI', name: 'Bayani Live', logo: m('provider-bayani.svg') },
      { code: 'KIDLAT', name: 'Kidlat Slots', logo: m('provider-kidlat.svg') },
      { code: 'DAGAT', name: 'Dagat Fishing', logo: m('provider-dagat.svg') },
      { code: 'ARENA', name: 'Arena Sports', logo: m('provider-arena.svg') },
      { code: 'PIXEL', name: 'Pixel eSports', logo: m('provider-pixel.svg') },
      { code: 'BARAHA', name: 'Baraha Cards', logo: m('provider-baraha.svg') },
      { code: 'XGS', name: 'Perlas Originals', logo: m('provider-perlas.svg') },
    ],
    jackpot: {
      label: { EN: 'Progressive Jackpot', TY: 'Progressive Jackpot' },
      amount: '12845390.55',
      image: m('jackpot.svg'),
    },
    verifyRepresentativeUrl: '/helpmc?topic=verify-representative',
  },
};
