/**
 * The member centre overlay (docs/product/shell-and-routes.md#member-centre): opened by `?memberCentre=<page>` on any route and
 * closed by removing it. The pages in the documented order; securityCenter (my account) is the default.
 */
export const MEMBER_CENTRE_PARAM = 'memberCentre';

export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
/** Pages reached by their address or a link, outside the menu: the rank, from my account. */
export const LINKED_MEMBER_CENTRE_PAGES = ['playerRank'] as const;
export type MenuPage = (typeof MEMBER_CENTRE_PAGES)[number];
export type MemberCentrePage = MenuPage | (typeof LINKED_MEMBER_CENTRE_PAGES)[number];
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Other names of a page: profile is my account (at the avatar chooser). */
const ALIASES = new Map<string, MemberCentrePage>([['profile', 'securityCenter']]);
const PAGES: readonly string[] = [...MEMBER_CENTRE_PAGES, ...LINKED_MEMBER_CENTRE_PAGES];

/** The page a `memberCentre` value names; null for none or another overlay's value (`agent`). */
export const memberCentrePageOf = (value: string | null): MemberCentrePage | null =>
  value === null ? null : PAGES.includes(value) ? (value as MemberCentrePage) : (ALIASES.get(value) ?? null);
