import { readStorage, writeStorage } from './storage.ts';

/**
 * The affiliate and referral codes a visitor arrives with (`?affiliateCode=` or `?aff=`,
 * `?referralCode=`). They are kept for the visit, so a visitor who lands on any page and
 * registers later still registers under them (docs/product/accounts.md#invitation-codes).
 */
export type LinkCodes = { affiliateCode: string; referralCode: string };

const KEYS = { affiliateCode: 'linkAffiliateCode', referralCode: 'linkReferralCode' } as const;

export const codesOf = (search: URLSearchParams): Partial<LinkCodes> => {
  const affiliateCode = (search.get('affiliateCode') ?? search.get('aff') ?? '').trim();
  const referralCode = (search.get('referralCode') ?? '').trim();
  return { ...(affiliateCode && { affiliateCode }), ...(referralCode && { referralCode }) };
};

/** Keeps the codes of this address, if any. */
export const captureLinkCodes = (search: URLSearchParams): void => {
  for (const [name, value] of Object.entries(codesOf(search)))
    writeStorage('session', { key: KEYS[name as keyof LinkCodes], value });
};

/** The codes of the current address, else those kept earlier in the visit. */
export const linkCodes = (search: URLSearchParams): LinkCodes => {
  const now = codesOf(search);
  return {
    affiliateCode: now.affiliateCode ?? readStorage('session', KEYS.affiliateCode) ?? '',
    referralCode: now.referralCode ?? readStorage('session', KEYS.referralCode) ?? '',
  };
};
