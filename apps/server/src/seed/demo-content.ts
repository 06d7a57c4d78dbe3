import { patternFamilies, type FieldSetting, type PatternId, type RegisterField } from '@lotto/contracts';

/** The demo brand's content: registration rules, banners, resources and announcements. */
export const m = (file: string) => `/media/demo/${file}`;
export const tx = (EN: string, TY: string) => JSON.stringify({ EN, TY });

/** Modules the demo brand leaves off, to show the switches doing something. */
export const demoModulesOff = new Set(['CREDITMAR3', 'LOGINIPVERF3', 'HOURSAL3', 'RTSALARY3']);

/** A field whose accepted pattern is its family's own expression unless given. */
const field = (s: Partial<FieldSetting> & Pick<FieldSetting, 'patternId'>): FieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: patternFamilies[s.patternId as PatternId].source,
  minLength: 0,
  maxLength: 255,
  ...s,
});

export const registerDefaults: Record<RegisterField, FieldSetting> = {
  username: field({
    required: true,
    patternId: 2,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
  }),
  password: field({
    required: true,
    patternId: 6,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    minLength: 8,
    maxLength: 64,
  }),
  payeeName: field({ patternId: 19, acceptedPattern: '^\\S+( \\S+)+$', minLength: 3, maxLength: 60 }),
  paymentPassword: field({
    enabled: false,
    patternId: 7,
    acceptedPattern: '^[0-9]+$',
    minLength: 6,
    maxLength: 6,
  }),
  qqNum: field({ enabled: false, patternId: 7, acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12 }),
  line: field({ enabled: false, patternId: 10, minLength: 1, maxLength: 40 }),
  whatsapp: field({ enabled: false, patternId: 7, acceptedPattern: '^[0-9]+$', minLength: 7, maxLength: 15 }),
  zalo: field({ enabled: false, patternId: 7, acceptedPattern: '^[0-9]+$', minLength: 7, maxLength: 15 }),
  facebook: field({ enabled: false, patternId: 10, minLength: 1, maxLength: 60 }),
  wechat: field({ enabled: false, patternId: 10, minLength: 1, maxLength: 40 }),
  idNumber: field({
    enabled: false,
    patternId: 5,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
  }),
  email: field({ patternId: 4, minLength: 5, maxLength: 100 }),
  mobileNum: field({
    required: true,
    patternId: 22,
    acceptedPattern: '^9[0-9]*$',
    minLength: 10,
    maxLength: 10,
  }),
  affiliateCode: field({ patternId: 5, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16 }),
  captcha: field({
    required: true,
    patternId: 5,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 4,
  }),
  recommenderId: field({
    enabled: false,
    patternId: 5,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
  }),
};

/** Banner linkage types: none, a URL, a promotion (by id), a route (docs/product/shell-and-routes.md#banner-groups). */
export const LINKAGE_PROMOTION = 2;
export const LINKAGE_ROUTE = 3;

/**
 * The route banners, one slide a row: [group, EN title, TY title, linkage type, linkage value]; a
 * group's slides are numbered in the order they appear (docs/product/shell-and-routes.md#banner-groups).
 * A promotion's slide names its code: the seed links it to the promotion's id.
 */
const bannerSlides: [string, string, string, number, string][] = [
  ['w_home', 'Welcome Bonus 100%', 'Welcome Bonus 100%', 2, 'FIRSTDEP100'],
  ['w_home', 'Daily Lottery Draws', 'Araw-araw na Lottery Draw', 3, '/lottery'],
  ['w_home', 'Refer a Friend, Earn Together', 'Mag-refer ng Kaibigan, Kumita nang Sabay', 3, '/promotions'],
  ['rng', 'Slots Festival', 'Slots Festival', 3, '/rng'],
  ['rng', 'Free Spins Weekend', 'Free Spins ngayong Weekend', 3, '/rng'],
  ['live', 'Live Baccarat Tables', 'Live Baccarat Tables', 3, '/live'],
  ['live', 'Live Roulette Nights', 'Live Roulette tuwing Gabi', 3, '/live'],
  ['fish', 'Deep Sea Fishing', 'Pangingisda sa Malalim na Dagat', 3, '/fish'],
  ['pvp', 'PVP Card Arena', 'PVP Card Arena', 3, '/pvp'],
  ['sports', 'Sports Betting, Best Odds', 'Sports Betting, Pinakamagandang Odds', 3, '/sports'],
  ['sports', 'Basketball Season', 'Basketball Season', 3, '/sports'],
  ['esports', 'eSports Championship', 'eSports Championship', 3, '/esports'],
  ['elott', 'Fast e-Lottery Every Minute', 'Mabilis na e-Lottery Bawat Minuto', 3, '/elott'],
  ['elott', 'Vietnam Lottery Live', 'Vietnam Lottery Live', 3, '/vnlottery'],
  ['down', 'Get the App', 'I-download ang App', 0, ''],
  ['promotions', 'Weekly Cashback', 'Lingguhang Cashback', 2, 'CASHBACK'],
  ['promotions', 'Daily Reload Bonus', 'Araw-araw na Reload Bonus', 2, 'RELOAD10'],
  ['pointMall', 'Point Mall Rewards', 'Mga Reward sa Point Mall', 3, '/pointMall'],
  ['help', 'Help Centre', 'Help Centre', 3, '/helpmc'],
  ['register', 'Join Perlas Play', 'Sumali sa Perlas Play', 0, ''],
  ['register', 'New Member Bonus', 'Bonus para sa Bagong Miyembro', 2, 'WELCOME'],
  ['inhouse', 'Provably Fair Originals', 'Provably Fair Originals', 3, '/inhouse'],
  ['inhouse', 'Crash, Dice, Mines and more', 'Crash, Dice, Mines at iba pa', 3, '/inhouse'],
];

/** Each slide with its number within its group (0-based), which names its image and sorts it. */
export const banners = bannerSlides.map(([group, en, ty, linkageType, linkageValue], at) => ({
  group,
  index: bannerSlides.slice(0, at).filter(([g]) => g === group).length,
  en,
  ty,
  linkageType,
  linkageValue,
}));

export const resources: [string, string, string, string, string][] = [
  ['AFFILIATELINK', 'https://agents.perlasplay.example/join', '', 'Affiliate program', 'Affiliate program'],
  [
    'Android',
    'https://dl.perlasplay.example/perlasplay.apk',
    'https://dl.perlasplay.example/perlasplay.apk',
    'Android app',
    'Android app',
  ],
  [
    'MOBILECONFIG',
    'https://dl.perlasplay.example/perlasplay.mobileconfig',
    'https://dl.perlasplay.example/perlasplay.mobileconfig',
    'iOS app',
    'iOS app',
  ],
  ['WHATSAPP', 'https://wa.me/639170000000', 'https://wa.me/639170000000', 'WhatsApp', 'WhatsApp'],
  [
    'FACEBOOK',
    'https://www.facebook.com/perlasplay.example',
    'https://www.facebook.com/perlasplay.example',
    'Facebook',
    'Facebook',
  ],
  [
    'INSTAGRAM',
    'https://www.instagram.com/perlasplay.example',
    'https://www.instagram.com/perlasplay.example',
    'Instagram',
    'Instagram',
  ],
  ['TELEGRAM', 'https://t.me/perlasplay_example', 'https://t.me/perlasplay_example', 'Telegram', 'Telegram'],
  ['SpeedTest', 'https://speed.perlasplay.example', '', 'Speed test', 'Speed test'],
  ['USDJUMP', 'https://usdt.perlasplay.example/guide', '', 'USDT guide', 'Gabay sa USDT'],
];

export const announcements: ['PL' | 'PU' | 'PR' | 'H', string, string, string, string, number][] = [
  [
    'PL',
    'Scheduled maintenance on Tuesday',
    'Naka-iskedyul na maintenance sa Martes',
    '<p>The site will be under maintenance on Tuesday from 02:00 to 04:00. Your balance is safe.</p>',
    '<p>Magkakaroon ng maintenance sa Martes mula 02:00 hanggang 04:00. Ligtas ang inyong balanse.</p>',
    1,
  ],
  [
    'PU',
    'New game: Crash',
    'Bagong laro: Crash',
    '<p>Try our provably fair Crash game. Every round can be verified.</p>',
    '<p>Subukan ang provably fair na Crash. Puwedeng i-verify ang bawat round.</p>',
    0,
  ],
  [
    'PR',
    'Weekly rebate is live',
    'Live na ang weekly rebate',
    '<p>Get up to 1% rebate on all lottery bets every week.</p>',
    '<p>Makakuha ng hanggang 1% rebate sa lahat ng lottery bets linggo-linggo.</p>',
    0,
  ],
  [
    'H',
    'How to deposit',
    'Paano mag-deposit',
    '<p>Open the member centre, choose Deposit, pick a channel and follow the steps.</p>',
    '<p>Buksan ang member centre, piliin ang Deposit, pumili ng channel at sundin ang mga hakbang.</p>',
    0,
  ],
  [
    'PL',
    'Responsible gaming reminder',
    'Paalala sa responsableng paglalaro',
    '<p>Set your limits and take breaks. Players must be 21 or older.</p>',
    '<p>Magtakda ng limit at magpahinga. Dapat 21 pataas ang mga manlalaro.</p>',
    0,
  ],
];

/**
 * Announcements for agents only (audience `agents`): the agent centre's announcements page
 * shows them; the site's public list never does. [type, EN title, TY title, EN HTML, TY HTML].
 */
export const agentAnnouncements: ['PL' | 'PU' | 'PR' | 'H', string, string, string, string][] = [
  [
    'PU',
    'Invitation links with QR codes',
    'Mga invitation link na may QR code',
    '<p>Open <strong>Register downline</strong> to create invitation links with the lottery series you choose. Share the address or its QR code: everyone who registers with it joins your team.</p>',
    '<p>Buksan ang <strong>Magrehistro ng downline</strong> para gumawa ng invitation link na may lottery series na pipiliin mo. Ibahagi ang address o ang QR code nito: lahat ng magrehistro gamit ito ay sasali sa team mo.</p>',
  ],
  [
    'PR',
    'Your rebate is paid at every draw',
    'Binabayaran ang rebate mo sa bawat bola',
    '<p>For every series step between you and a direct downline you keep 5 basis points of its lottery turnover, credited when the draw is settled. <strong>My income</strong> shows the totals by day.</p>',
    '<p>Sa bawat hakbang ng series sa pagitan mo at ng isang direktang downline, sa iyo ang 5 basis points ng lottery turnover nito, na papasok kapag naayos na ang bola. Makikita sa <strong>Aking kita</strong> ang kabuuan bawat araw.</p>',
  ],
  [
    'PL',
    'Keep your team safe',
    'Panatilihing ligtas ang team mo',
    '<p>Never ask a team member for a password or payment password. Accounts you open yourself must choose a new password at their first sign-in.</p>',
    '<p>Huwag kailanman hingin sa miyembro ng team ang password o payment password nila. Ang mga account na ikaw mismo ang nagbukas ay pipili ng bagong password sa unang pag-login.</p>',
  ],
];
