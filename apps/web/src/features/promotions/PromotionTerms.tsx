import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lotto/contracts';
import { percentText } from '../../lib/bonus.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { tAny } from '../../lib/api-errors.ts';

/** What the promotion gives, in one line per part (a tiered reward: one per tier). */
function RewardText({ reward }: { reward: Promotion['reward'] }) {
  const { t } = useTranslation();
  if (reward.type === 'fixed')
    return <>{t('promo.terms.rewardFixed', { amount: formatMoney(reward.amount ?? '0') })}</>;
  if (reward.type === 'percent')
    return (
      <>
        {t('promo.terms.rewardPercent', {
          percent: percentText(reward.percent ?? '0'),
          cap: formatMoney(reward.cap ?? '0'),
        })}
      </>
    );
  if (reward.type === 'raffle')
    return (
      <>
        <ul data-testid="raffle-prizes">
          {(reward.prizes ?? []).map((p, i) => (
            <li key={i}>{t('promo.terms.prize', { amount: formatMoney(p.amount), chance: p.chance })}</li>
          ))}
        </ul>
        {/* The draw's commitment, and once the raffle is over its seed, to check any claim with. */}
        <p className="promo-hash" data-testid="raffle-commitment">
          {t('promo.terms.commitment', { hash: reward.commitment ?? '' })}
        </p>
        {reward.seed && <p className="promo-hash">{t('promo.terms.seed', { seed: reward.seed })}</p>}
      </>
    );
  return (
    <ul>
      {(reward.tiers ?? []).map((tier) => (
        <li key={tier.min}>
          {t('promo.terms.tier', { min: formatMoney(tier.min), amount: formatMoney(tier.amount) })}
        </li>
      ))}
    </ul>
  );
}

/** How bets count toward the wagering: each weighted game type, then every other game. */
function Weights({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const game = (type: string) => tAny(t)(`category.${type}`, { defaultValue: type });
  const weights = Object.entries(promo.gameWeights);
  return (
    <ul data-testid="promo-weights">
      {weights.map(([type, percent]) => (
        <li key={type}>{t('promo.terms.weight', { game: game(type), percent })}</li>
      ))}
      <li>
        {weights.length > 0
          ? t('promo.terms.otherWeight', { percent: promo.otherWeight })
          : t('promo.terms.allWeight', { percent: promo.otherWeight })}
      </li>
    </ul>
  );
}

/**
 * The terms of a promotion (docs/product/agents-and-promotions.md#promotion-screens): how it is
 * earned, what it gives, the wagering and how bets count, where the money goes, the claim and
 * wagering windows and the dates.
 */
export function PromotionTerms({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const wagering = Number(promo.wagerMultiple) > 0;
  return (
    <section className="promo-section" aria-labelledby="promo-terms">
      <h2 id="promo-terms">{t('promo.terms.title')}</h2>
      <dl className="promo-facts" data-testid="promo-terms">
        <dt>{t('promo.terms.trigger')}</dt>
        <dd>{t(`promo.triggers.${promo.trigger}`)}</dd>
        <dt>{t('promo.terms.reward')}</dt>
        <dd data-testid="promo-reward">
          <RewardText reward={promo.reward} />
        </dd>
        {promo.reward.minBase && promo.reward.minBase !== '0.00' && (
          <>
            <dt>{t('promo.terms.minBase')}</dt>
            <dd className="promo-num">{formatMoney(promo.reward.minBase)}</dd>
          </>
        )}
        <dt>{t('promo.terms.wagering')}</dt>
        <dd data-testid="promo-wagering">
          {wagering
            ? t('promo.terms.wagerTimes', { times: percentText(promo.wagerMultiple) })
            : t('promo.terms.noWagering')}
        </dd>
        {wagering && (
          <>
            <dt>{t('promo.terms.weights')}</dt>
            <dd>
              <Weights promo={promo} />
            </dd>
          </>
        )}
        <dt>{t('promo.terms.creditTo')}</dt>
        <dd>{t(`promo.credit.${promo.creditTo}`)}</dd>
        <dt>{t('promo.terms.claimWindow')}</dt>
        <dd>{t('promo.terms.days', { count: promo.claimDays })}</dd>
        {wagering && (
          <>
            <dt>{t('promo.terms.wagerWindow')}</dt>
            <dd>
              {promo.wagerDays > 0
                ? t('promo.terms.days', { count: promo.wagerDays })
                : t('promo.terms.noLimit')}
            </dd>
          </>
        )}
        <dt>{t('promo.terms.starts')}</dt>
        <dd>{formatTimestamp(promo.startsAt)}</dd>
        <dt>{t('promo.terms.ends')}</dt>
        <dd>{promo.endsAt === null ? t('promo.terms.noEnd') : formatTimestamp(promo.endsAt)}</dd>
      </dl>
    </section>
  );
}
