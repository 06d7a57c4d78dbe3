import { useTranslation } from 'react-i18next';
import { percentText, progressWidth, wageringLeft, type Wagering } from '../lib/bonus.ts';
import { formatMoney } from '../lib/money.ts';
import './promo.css';

/**
 * A bonus's wagering (docs/product/agents-and-promotions.md#promotion-screens): a bar of the part
 * done, the turnover required and done, and what is still to bet. Used by the bonus page, the
 * promotion page after a claim, and a withdrawal refused while the bonus is wagered.
 */
export function BonusProgress({
  wagering,
  progress,
  testId = 'bonus-progress',
}: {
  wagering: Wagering;
  /** Percent done ('37.50'). */
  progress: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const width = progressWidth(progress);
  const label = t('promo.bonus.progress', { percent: percentText(width.toFixed(2)) });
  return (
    <div className="bonus-progress" data-testid={testId} data-progress={progress}>
      <div
        className="bonus-progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={label}
      >
        <span style={{ width: `${width}%` }} />
      </div>
      <p className="bonus-progress__label">{label}</p>
      <dl className="promo-facts">
        <dt>{t('promo.bonus.required')}</dt>
        <dd className="promo-num" data-testid="wager-required">
          {formatMoney(wagering.required)}
        </dd>
        <dt>{t('promo.bonus.done')}</dt>
        <dd className="promo-num" data-testid="wager-done">
          {formatMoney(wagering.done)}
        </dd>
        <dt>{t('promo.bonus.left')}</dt>
        <dd className="promo-num" data-testid="wager-left">
          {formatMoney(wageringLeft(wagering))}
        </dd>
      </dl>
    </div>
  );
}
