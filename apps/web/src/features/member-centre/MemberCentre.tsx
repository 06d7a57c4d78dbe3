import { useTranslation } from 'react-i18next';
import type { ModuleId } from '@lotto/contracts';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  LINKED_MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
} from '../../lib/member-centre.ts';
import { usePlayMoney } from '../../lib/queries/member.ts';
import { useMemberState, useUnreadMessages } from '../../lib/queries/member-state.ts';
import { useModules } from '../../lib/queries/whitelabel.ts';
import { CentreFrame } from '../../ui/CentreFrame.tsx';
import { Deposit } from './Deposit.tsx';
import { REAL_MONEY_PAGES, visiblePages } from './pages.ts';
import { SecurityCenter } from './SecurityCenter.tsx';
import { TransactionHistory } from './TransactionHistory.tsx';
import { Wallet } from './Wallet.tsx';
import { Withdraw } from './Withdraw.tsx';
import { TransferUpline } from './TransferUpline.tsx';
import { BettingRecord } from './BettingRecord.tsx';
import { BonusDetails } from './BonusDetails.tsx';
import { PersonalProfit } from './PersonalProfit.tsx';
import { Referral } from './Referral.tsx';
import { ManualRebate } from './ManualRebate.tsx';
import { Missions } from './Missions.tsx';
import { PlayerRank } from './PlayerRank.tsx';
import { RewardCenter } from './RewardCenter.tsx';
import { Messages } from './Messages.tsx';

export type MemberCentreProps = {
  page: MemberCentrePage;
  /** The value of the address as given (`profile` opens my account at the avatar chooser). */
  requested: string;
  onPage: (page: MemberCentrePage) => void;
  onClose: () => void;
};

function PageBody({ page, requested }: { page: MemberCentrePage; requested: string }) {
  switch (page) {
    case 'securityCenter':
      return <SecurityCenter focusAvatar={requested === 'profile'} />;
    case 'transferFund':
      return <Wallet />;
    case 'depositv2':
      return <Deposit />;
    case 'withdraw':
      return <Withdraw />;
    case 'transferUpline':
      return <TransferUpline />;
    case 'personalHistoryCopy':
      return <BettingRecord />;
    case 'transactionHistory':
      return <TransactionHistory />;
    case 'personalProfit':
      return <PersonalProfit />;
    case 'bonusDetails':
      return <BonusDetails />;
    case 'referral':
      return <Referral />;
    case 'rewardCenter':
      return <RewardCenter />;
    case 'missionLeaderboard':
      return <Missions />;
    case 'manualRebate':
      return <ManualRebate />;
    case 'playerRank':
      return <PlayerRank />;
    case 'messageV2':
      return <Messages />;
  }
}

/**
 * The member centre (docs/product/shell-and-routes.md#member-centre): a menu of the pages the brand's
 * switches allow, in the documented order, and the one active page beside it (above it on phones).
 * Nothing shows until the switches are known, so the menu never jumps.
 */
export default function MemberCentre({ page, requested, onPage, onClose }: MemberCentreProps) {
  const { t } = useTranslation();
  const modules = useModules();
  const loaded = !modules.isPending;
  const on = (id: ModuleId) => modules.data?.get(id) === true;
  const playMoney = usePlayMoney();
  const pages = visiblePages(on, playMoney);
  // A money page asked for by a free demo (a saved deposit link) says why it is not there;
  // another page the brand switched off (deposit under the credit market) shows my account.
  const refused = playMoney && REAL_MONEY_PAGES.includes(page);
  const linked = (LINKED_MEMBER_CENTRE_PAGES as readonly string[]).includes(page);
  const active = pages.includes(page) || refused || linked ? page : DEFAULT_MEMBER_CENTRE_PAGE;
  // The missions entry counts the missions of the running day and week not claimed yet.
  const openMissions = useMemberState().data?.missions ?? 0;
  const unread = useUnreadMessages() ?? 0;
  const badgeOf = (p: MemberCentrePage) =>
    p === 'missionLeaderboard' && openMissions > 0
      ? openMissions
      : p === 'messageV2' && unread > 0
        ? unread
        : undefined;
  if (!loaded) return null;
  return (
    <CentreFrame
      title={t('memberCentre.title')}
      menuLabel={t('memberCentre.menu')}
      pages={pages}
      active={active}
      nameOf={(p) => t(`memberCentre.pages.${p}`)}
      badgeOf={badgeOf}
      badgeLabel={(n, p) =>
        p === 'messageV2' ? t('inbox.unread', { count: n }) : t('memberCentre.missions.badge', { count: n })
      }
      onPage={onPage}
      onClose={onClose}
      testId="member-centre"
    >
      {refused ? (
        <p className="mc-status" data-testid="play-money-only">
          {t('memberCentre.playMoneyOnly')}
        </p>
      ) : (
        <PageBody key={active} page={active} requested={requested} />
      )}
    </CentreFrame>
  );
}
