import { useTranslation } from 'react-i18next';
import type { MemberCentrePage } from '../../lib/member-centre.ts';

type SoonPage = Exclude<
  MemberCentrePage,
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'referral'
  | 'rewardCenter'
  | 'missionLeaderboard'
  | 'manualRebate'
  | 'playerRank'
>;

/**
 * The frame of a page whose server part comes with a later issue: what the page is for and what
 * it will show, and a short "coming soon". No figures until the server has them.
 */
export function ComingSoon({ page }: { page: SoonPage }) {
  const { t } = useTranslation();
  return (
    <div className="mc-stack" data-testid="coming-soon">
      <section className="mc-card">
        <p>{t(`memberCentre.soon.${page}.about`)}</p>
        <h4 className="mc-subtitle">{t('memberCentre.soon.uses')}</h4>
        <p>{t(`memberCentre.soon.${page}.data`)}</p>
      </section>
      <p className="mc-soon" role="status">
        {t('memberCentre.soon.text')}
      </p>
    </div>
  );
}
