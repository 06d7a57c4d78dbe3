import { useTranslation } from 'react-i18next';
import type { Rank } from '@lotto/contracts';
import { openCustomerService, serviceUrl } from '../../lib/customer-service.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { Bar } from './Missions.tsx';
import { useRank } from './reward-api.ts';
import { useMoney } from './RewardClaim.tsx';
import { isNothing, percentOf } from './reward-rules.ts';
import './rewards.css';

type Progress = { actual: string; expected: string };

/** A figure toward its target: the bar and "actual / expected". */
function Toward({ label, progress, testId }: { label: string; progress: Progress; testId: string }) {
  const money = useMoney();
  return (
    <div className="rw-toward" data-testid={testId}>
      <div className="rw-toward__line">
        <span>{label}</span>
        <span className="mc-num" data-testid={`${testId}-figures`}>
          {money(progress.actual)} / {money(progress.expected)}
        </span>
      </div>
      <Bar percent={percentOf(progress)} label={label} />
    </div>
  );
}

const gradient = (l: { color: string; color2: string }) => ({
  background: `linear-gradient(135deg, ${l.color}, ${l.color2})`,
});

/** The VIP customer-service entry of a member whose level gets it. */
function VipService() {
  const { t } = useTranslation();
  return (
    <section className="mc-card" data-testid="vip-service">
      <p>{t('memberCentre.rank.vipText')}</p>
      <button type="button" className="button" onClick={() => openCustomerService(serviceUrl, 'chat')}>
        {t('memberCentre.rank.vipService')}
      </button>
    </section>
  );
}

function Ladder({ rank }: { rank: Rank }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ol className="rw-ladder" data-testid="rank-ladder">
      {rank.levels.map((l) => {
        const current = l.rankLevel === rank.rankLevel;
        return (
          <li
            key={l.rankLevel}
            className="rw-ladder__level"
            data-level={l.rankLevel}
            aria-current={current ? 'true' : undefined}
            data-testid="rank-level"
          >
            <span className="rw-ladder__chip" style={gradient(l)} aria-hidden="true">
              {l.rankLevel}
            </span>
            <div className="rw-ladder__text">
              <strong>
                {l.playerRankName}
                {current && <span className="rw-ladder__you"> · {t('memberCentre.rank.you')}</span>}
              </strong>
              <span className="mc-hint">
                {t('memberCentre.rank.needs', { turnover: money(l.turnover), deposits: money(l.deposits) })}
              </span>
              {l.benefits.length > 0 && <span className="mc-hint">{l.benefits.join(' · ')}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The way to the next level: overall, turnover and deposits; the top level says so. */
function NextLevel({ rank }: { rank: Rank }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" aria-label={t('memberCentre.rank.next')} data-testid="rank-next">
      {rank.next === null ? (
        <p className="mc-status">{t('memberCentre.rank.top')}</p>
      ) : (
        <>
          <h4 className="mc-subtitle">{t('memberCentre.rank.toNext', { name: rank.next.playerRankName })}</h4>
          <Bar
            percent={rank.next.progress}
            label={t('memberCentre.rank.toNext', { name: rank.next.playerRankName })}
            testId="rank-progress"
          />
          <p className="mc-hint" data-testid="rank-progress-text">
            {t('memberCentre.rank.progress', { percent: Math.floor(rank.next.progress) })}
          </p>
          <Toward
            label={t('memberCentre.rank.turnover')}
            progress={rank.next.turnover}
            testId="rank-next-turnover"
          />
          <Toward
            label={t('memberCentre.rank.deposits')}
            progress={rank.next.deposits}
            testId="rank-next-deposits"
          />
        </>
      )}
    </section>
  );
}

/**
 * Rank (playerRank, reached from my account): the member's VIP level as a card in its colours,
 * the way to the next level (turnover and deposits), this month's turnover, the level's benefits,
 * the VIP customer service above level 4, and every level with the member's marked.
 */
export function PlayerRank() {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useRank();
  const rank = query.data;
  if (!rank) return <QueryStatus query={query} />;
  return (
    <div className="mc-stack">
      <section
        className="rw-level"
        style={gradient(rank)}
        data-testid="rank-card"
        data-level={rank.rankLevel}
      >
        <span className="rw-level__label">{t('memberCentre.rank.level', { level: rank.rankLevel })}</span>
        <strong className="rw-level__name" data-testid="rank-name">
          {rank.playerRankName}
        </strong>
        <dl className="rw-level__facts">
          <dt>{t('memberCentre.rank.totalTurnover')}</dt>
          <dd data-testid="rank-turnover">{money(rank.totalTurnover)}</dd>
          <dt>{t('memberCentre.rank.totalDeposits')}</dt>
          <dd data-testid="rank-deposits">{money(rank.totalDeposits)}</dd>
        </dl>
      </section>
      <NextLevel rank={rank} />
      <section className="mc-card" aria-label={t('memberCentre.rank.month')}>
        <h4 className="mc-subtitle">{t('memberCentre.rank.month')}</h4>
        {isNothing(rank.monthlyTurnover.expected) ? (
          <p className="mc-hint" data-testid="rank-month">
            {t('memberCentre.rank.monthFree', { actual: money(rank.monthlyTurnover.actual) })}
          </p>
        ) : (
          <Toward
            label={t('memberCentre.rank.turnover')}
            progress={rank.monthlyTurnover}
            testId="rank-month"
          />
        )}
      </section>
      <section className="mc-card" aria-label={t('memberCentre.rank.benefits')}>
        <h4 className="mc-subtitle">{t('memberCentre.rank.benefits')}</h4>
        {rank.benefits.length === 0 ? (
          <p className="mc-status">{t('memberCentre.rank.noBenefits')}</p>
        ) : (
          <ul className="rw-benefits" data-testid="rank-benefits">
            {rank.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        )}
      </section>
      {rank.vipService && <VipService />}
      <section className="mc-card" aria-label={t('memberCentre.rank.ladder')}>
        <h4 className="mc-subtitle">{t('memberCentre.rank.ladder')}</h4>
        <Ladder rank={rank} />
      </section>
    </div>
  );
}
