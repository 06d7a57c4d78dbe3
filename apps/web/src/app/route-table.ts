/**
 * Every route (docs/product/shell-and-routes.md#routes) with exactly its shell parts, its banner group and its chunk.
 * Chunk files are named as the spec names them (egame, elott, byIframe, download, lottery,
 * pointMall, promo, promoDetail, seamless, vnlottery), so the build's chunks carry those names.
 */
export type ShellParts = { header: boolean; banner: boolean; footer: boolean; sideMenu: boolean };

export type RouteHandle = {
  parts: ShellParts;
  /** Banner group of the route (each route has one: docs/product/shell-and-routes.md#banner-groups), shown by the shell or the page. */
  bannerGroup?: string;
  /** Game category of a lobby route. */
  category?: string;
  /** /seamless and /vnlottery may collapse their bars, hidden unless a flag allows (docs/product/shell-and-routes.md#collapsible-bars). */
  collapsibleBars?: boolean;
};

const parts = (flags: string): ShellParts => ({
  header: flags.includes('H'),
  banner: flags.includes('B'),
  footer: flags.includes('F'),
  sideMenu: flags.includes('S'),
});

export type ChunkName =
  | 'home'
  | 'register'
  | 'egame'
  | 'elott'
  | 'byIframe'
  | 'download'
  | 'lottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'vnlottery'
  | 'helpmc'
  | 'help'
  | 'login'
  | 'inhouse'
  | 'verify'
  | 'chat';

export type RouteDef = { paths: string[]; chunk: ChunkName; handle: RouteHandle };

const lobby = ({
  category,
  path,
  chunk = 'egame',
}: {
  category: string;
  path: string;
  chunk?: ChunkName;
}): RouteDef => ({
  paths: [path],
  chunk,
  handle: { parts: parts('HBFS'), bannerGroup: path, category },
});

export const routeTable: RouteDef[] = [
  {
    paths: ['', 'index', 'index.html', 'home'],
    chunk: 'home',
    handle: { parts: parts('HBFS'), bannerGroup: 'w_home' },
  },
  {
    paths: ['register', 'register.html'],
    chunk: 'register',
    handle: { parts: parts('HB'), bannerGroup: 'register' },
  },
  { paths: ['pointMall'], chunk: 'pointMall', handle: { parts: parts('HBF'), bannerGroup: 'pointMall' } },
  { paths: ['lottery'], chunk: 'lottery', handle: { parts: parts('H') } },
  { paths: ['vnlottery'], chunk: 'vnlottery', handle: { parts: parts('HS'), collapsibleBars: true } },
  lobby({ category: 'RNG', path: 'rng' }),
  lobby({ category: 'PVP', path: 'pvp' }),
  lobby({ category: 'LIVE', path: 'live' }),
  lobby({ category: 'FISH', path: 'fish' }),
  lobby({ category: 'SPORTS', path: 'sports' }),
  lobby({ category: 'ESPORTS', path: 'esports' }),
  lobby({ category: 'INHOUSE', path: 'inhouse' }),
  // one in-house game (game_url of the launch call); the provably fair verifier is public
  { paths: ['inhouse/:game'], chunk: 'inhouse', handle: { parts: parts('HS') } },
  { paths: ['verify'], chunk: 'verify', handle: { parts: parts('HFS') } },
  lobby({ category: 'ELOTT', path: 'elott', chunk: 'elott' }),
  { paths: ['promotions'], chunk: 'promo', handle: { parts: parts('HFS'), bannerGroup: 'promotions' } },
  { paths: ['promotions/:id', 'promoDetail'], chunk: 'promoDetail', handle: { parts: parts('HFS') } },
  { paths: ['seamless'], chunk: 'seamless', handle: { parts: parts('HS'), collapsibleBars: true } },
  { paths: ['helpmc'], chunk: 'helpmc', handle: { parts: parts('') } },
  { paths: ['down', 'download'], chunk: 'download', handle: { parts: parts(''), bannerGroup: 'down' } },
  { paths: ['game'], chunk: 'byIframe', handle: { parts: parts('H') } },
  { paths: ['help'], chunk: 'help', handle: { parts: parts(''), bannerGroup: 'help' } },
  { paths: ['login'], chunk: 'login', handle: { parts: parts('H') } },
  // the chat room alone, as the customer-service window opens it (CBS3)
  { paths: ['chat'], chunk: 'chat', handle: { parts: parts('') } },
];

/** With loginedToHomePage on, these stay open without a session token (docs/product/shell-and-routes.md#route-guard). */
export const GUARD_EXEMPT = ['/login', '/register', '/register.html', '/helpmc', '/download', '/verify'];

/**
 * What the shell tells its page (React Router outlet context): whether the header is on screen,
 * so a page whose bars are hidden (/vnlottery) shows its own balance and login.
 */
export type ShellOutlet = { headerShown: boolean };

/** These paths skip the top reward bar and the side bars (docs/product/shell-and-routes.md#collapsible-bars). */
export const BARLESS = ['/seamless', '/vnlottery'];
