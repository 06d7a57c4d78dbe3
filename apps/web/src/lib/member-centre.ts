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
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Other names of a page (playerRank, profile); both live in my account. */
const ALIASES = new Map<string, MemberCentrePage>([
  ['profile', 'securityCenter'],
  ['playerRank', 'securityCenter'],
]);

/** The page a `memberCentre` value names; null for none or another overlay's value (`agent`). */
export const memberCentrePageOf = (value: string | null): MemberCentrePage | null =>
  value === null
    ? null
    : (MEMBER_CENTRE_PAGES as readonly string[]).includes(value)
      ? (value as MemberCentrePage)
      : (ALIASES.get(value) ?? null);
