// No zod here: the web app imports these values without pulling the schema library in.
/** Game categories (lanes), in the order the site lists them (docs/product/games.md#categories). */
export const vendorCategories = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'RNG',
  'FISH',
  'PVP',
  'INHOUSE',
] as const;
export type VendorCategory = (typeof vendorCategories)[number];

/** Where a category's side-menu item leads (docs/product/games.md#categories). */
export const categoryRoute: Record<VendorCategory, string> = {
  LOTT: '/elott',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  INHOUSE: '/inhouse',
};

/**
 * The link of a category's menu item or tile: the lottery and the e-lottery share one lobby
 * (/elott), each opening it on its own games.
 */
export const categoryHref = (category: VendorCategory): string =>
  category === 'LOTT' || category === 'ELOTT' ? `/elott?category=${category}` : categoryRoute[category];
