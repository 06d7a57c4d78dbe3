import type { ModuleId } from '@lotto/contracts';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../lib/member-centre.ts';

/**
 * Which white-label module a page needs (API-NOTES "Module switches"): the credit market
 * (CREDITMAR3) hides deposit and withdraw; the reward centre, manual rebate and transfer to the
 * upline need their own switch. The other pages are always there.
 */
const SWITCHES: Partial<Record<MemberCentrePage, { needs?: ModuleId; hiddenBy?: ModuleId }>> = {
  depositv2: { hiddenBy: 'CREDITMAR3' },
  withdraw: { hiddenBy: 'CREDITMAR3' },
  rewardCenter: { needs: 'REWCEN3' },
  manualRebate: { needs: 'MANPLAYREB3' },
  transferUpline: { needs: 'AGETRANSFERUP3' },
};

/** The menu in SPEC order, under the brand's switches. */
export const visiblePages = (on: (id: ModuleId) => boolean): MemberCentrePage[] =>
  MEMBER_CENTRE_PAGES.filter((page) => {
    const rule = SWITCHES[page];
    return !(rule?.needs && !on(rule.needs)) && !(rule?.hiddenBy && on(rule.hiddenBy));
  });
