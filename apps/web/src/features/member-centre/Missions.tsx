import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leaderboard as Board, Mission } from '@lotto/contracts';
import { claimPromotion } from '../../lib/queries/promotions.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useLeaderboard, useMissions, type LeaderboardMetric, type LeaderboardPeriod } from './reward-api.ts';
import { ClaimButton, useMoney } from './RewardClaim.tsx';
import { barWidth, figureText, podium, timeLeft } from './reward-rules.ts';
import './rewards.css';

const PERIODS: readonly LeaderboardPeriod[] = ['day', 'week'];
const METRICS: readonly LeaderboardMetric[] = ['turnover', 'bets', 'deposits'];

/** The clock the countdowns read, once a minute. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** A progress bar of 0-100. */
export function Bar({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  const width = barWidth(percent);
  return (
    <div
      className="rw-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-label={label}
      data-testid={testId}
    >
      <span style={{ width: `${width}%` }} />
    </div>
  );
}

function MissionCard({ mission, now }: { mission: Mission; now: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const left = timeLeft(mission.endsAt, now);
  const figure = (v: string) => (mission.metric === 'bets' ? figureText('bets', v) : money(v));
  return (
    <li className="rw-card" data-testid="mission-card" data-code={mission.code} data-status={mission.status}>
      <div className="rw-card__head">
        <h5 className="rw-card__title">{mission.title}</h5>
        {mission.status === 'claimed' && (
          <span className="promo-badge" data-status="met" data-testid="mission-claimed">
            {t('memberCentre.missions.claimed')}
          </span>
        )}
        {mission.status === 'done' && (
          <span className="promo-badge" data-status="process">
            {t('memberCentre.missions.done')}
          </span>
        )}
      </div>
      {mission.summary && <p className="mc-hint">{mission.summary}</p>}
      <Bar percent={mission.progress} label={t(`memberCentre.missions.metrics.${mission.metric}`)} />
      <dl className="rw-facts">
        <dt>{t(`memberCentre.missions.metrics.${mission.metric}`)}</dt>
        <dd className="mc-num" data-testid="mission-value">
          {figure(mission.value)} / {figure(mission.target)}
        </dd>
        <dt>{t('memberCentre.missions.reward')}</dt>
        <dd className="mc-num" data-testid="mission-reward">
          {money(mission.reward)}
        </dd>
        <dt>{t('memberCentre.missions.endsIn')}</dt>
        <dd data-testid="mission-left">{t('memberCentre.missions.left', left)}</dd>
      </dl>
      {mission.status === 'done' && (
        <ClaimButton claim={() => claimPromotion(mission.id)} testId="mission-claim" />
      )}
    </li>
  );
}

function MissionList() {
  const { t } = useTranslation();
  const query = useMissions();
  const now = useNow();
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  const data = query.data;
  const list = data?.list.filter((m) => m.period === period) ?? [];
  return (
    <section className="mc-card" aria-label={t('memberCentre.missions.title')}>
      <Tabs
        label={t('memberCentre.missions.title')}
        tabs={PERIODS.map((p) => ({ key: p, label: t(`memberCentre.missions.periods.${p}`) }))}
        active={period}
        onChange={setPeriod}
      />
      <QueryStatus query={query} />
      {data &&
        (list.length === 0 ? (
          <p className="mc-status" data-testid="missions-empty">
            {t(`memberCentre.missions.empty.${period}`)}
          </p>
        ) : (
          <ul className="rw-cards" data-testid="missions">
            {list.map((m) => (
              <MissionCard key={m.id} mission={m} now={now} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function BoardTable({ board }: { board: Board }) {
  const { t } = useTranslation();
  const money = useMoney();
  const figure = (v: string) => (board.metric === 'bets' ? v : money(v));
  return (
    <>
      {board.rows.length === 0 ? (
        <p className="mc-status" data-testid="leaderboard-empty">
          {t(`memberCentre.missions.boardEmpty.${board.period}`)}
        </p>
      ) : (
        <ol className="rw-board" data-testid="leaderboard">
          {board.rows.map((r) => (
            <li
              key={r.rank}
              className="rw-board__row"
              data-podium={podium(r.rank)}
              data-testid="leaderboard-row"
            >
              <span className="rw-board__rank">{r.rank}</span>
              <span className="rw-board__name">{r.name}</span>
              <span className="rw-board__value mc-num">{figure(r.value)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="rw-board__row rw-board__mine" data-testid="leaderboard-mine">
        <span className="rw-board__rank">{board.mine.rank ?? '–'}</span>
        <span className="rw-board__name">
          {board.mine.rank === null
            ? t('memberCentre.missions.mineOutside')
            : t('memberCentre.missions.mine')}
        </span>
        <span className="rw-board__value mc-num" data-testid="leaderboard-mine-value">
          {figure(board.mine.value)}
        </span>
      </p>
    </>
  );
}

function LeaderboardSection() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  const [metric, setMetric] = useState<LeaderboardMetric>('turnover');
  const query = useLeaderboard(period, metric);
  return (
    <section
      className="mc-card"
      aria-label={t('memberCentre.missions.board')}
      data-testid="leaderboard-section"
    >
      <h4 className="mc-subtitle">{t('memberCentre.missions.board')}</h4>
      <Tabs
        label={t('memberCentre.missions.boardPeriod')}
        tabs={PERIODS.map((p) => ({ key: p, label: t(`memberCentre.missions.periods.${p}`) }))}
        active={period}
        onChange={setPeriod}
      />
      <Tabs
        label={t('memberCentre.missions.boardMetric')}
        tabs={METRICS.map((m) => ({ key: m, label: t(`memberCentre.missions.metrics.${m}`) }))}
        active={metric}
        onChange={setMetric}
      />
      {query.data ? <BoardTable board={query.data} /> : <QueryStatus query={query} />}
    </section>
  );
}

/**
 * Missions (missionLeaderboard): the running day's and week's missions with their progress,
 * reward, time left and Claim once reached; then the brand's leaderboard by period and figure,
 * the top three highlighted and the member's own place under it.
 */
export function Missions() {
  return (
    <div className="mc-stack">
      <MissionList />
      <LeaderboardSection />
    </div>
  );
}
