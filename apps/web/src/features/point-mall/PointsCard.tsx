import { useTranslation } from 'react-i18next';
import type { PointsValue } from '@lotto/contracts';
import { formatWithSymbol } from '../../lib/money.ts';
import { formatPoints, nextPointPercent } from './mall-rules.ts';

/** The member's points: what is available, earned and used, how points are earned and the way to the next one. */
export function PointsCard({ points, symbol }: { points: PointsValue; symbol: string }) {
  const { t } = useTranslation();
  const percent = nextPointPercent(points);
  return (
    <section className="mall-points" aria-labelledby="mall-points-title" data-testid="mall-points">
      <div className="mall-points__head">
        <h2 id="mall-points-title" className="mall-points__label">
          {t('mall.points.available')}
        </h2>
        <p className="mall-points__value" data-testid="mall-available">
          {formatPoints(points.available)}
        </p>
      </div>
      <dl className="mall-points__figures">
        <div>
          <dt>{t('mall.points.earned')}</dt>
          <dd data-testid="mall-earned">{formatPoints(points.earned)}</dd>
        </div>
        <div>
          <dt>{t('mall.points.spent')}</dt>
          <dd data-testid="mall-spent">{formatPoints(points.spent)}</dd>
        </div>
      </dl>
      <p className="mall-points__how">
        {t('mall.points.how', { amount: formatWithSymbol(symbol, points.turnoverPerPoint) })}
      </p>
      <div
        className="mall-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('mall.points.progressLabel')}
      >
        <span className="mall-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="mall-points__next" data-testid="mall-next">
        {t('mall.points.next', { amount: formatWithSymbol(symbol, points.turnoverToNext) })}
      </p>
    </section>
  );
}
