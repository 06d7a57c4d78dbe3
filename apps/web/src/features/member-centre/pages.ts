import type { ModuleId } from '@lotto/contracts';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '../../lib/member-centre.ts';

/**
 * Which white-label module a page needs (docs/product/README.md#module-switches): the credit market
 * (CREDITMAR3) hides deposit and withdraw; the reward centre, manual rebate, transfer to the
 * upline and platform messages (INBOX3) need their own switch. The other pages are always there.
 */
const SWITCHES: Partial<Record<MemberCentrePage, { needs?: ModuleId; hiddenBy?: ModuleId }>> = {
  depositv2: { hiddenBy: 'CREDITMAR3' },
  withdraw: { hiddenBy: 'CREDITMAR3' },
  rewardCenter: { needs: 'REWCEN3' },
  manualRebate: { needs: 'MANPLAYREB3' },
  transferUpline: { needs: 'AGETRANSFERUP3' },
  messageV2: { needs: 'INBOX3' },
};

/** Pages that move real money in or out: a free demo's play money never goes through them. */
export const REAL_MONEY_PAGES: readonly MemberCentrePage[] = ['depositv2', 'withdraw', 'transferUpline'];

/** The menu in the order of docs/product/shell-and-routes.md#member-centre, under the brand's switches; a free demo (play money) without money pages. */
export const visiblePages = (on: (id: ModuleId) => boolean, playMoney = false): MemberCentrePage[] =>
  MEMBER_CENTRE_PAGES.filter((page) => {
    const rule = SWITCHES[page];
    if (playMoney && REAL_MONEY_PAGES.includes(page)) return false;
    return !(rule?.needs && !on(rule.needs)) && !(rule?.hiddenBy && on(rule.hiddenBy));
  });
