import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Bonus, Promotion } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { formatMoney } from '../../lib/money.ts';
import { claimPromotion, isOpen, useAfterBonusChange, useBonuses } from '../../lib/queries/promotions.ts';
import { useSession } from '../../lib/session.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { BonusProgress } from '../../ui/BonusProgress.tsx';
import { tAny } from '../../lib/api-errors.ts';
import { MemberApply } from './ApplyBox.tsx';

/** The member's bonus from this promotion: what it paid and, while wagered, its progress. */
function ClaimedBonus({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="bonus-progress" data-testid="promo-claimed" data-status={bonus.status}>
      <p role="status">
        {t('promo.claim.claimed', {
          amount: formatMoney(bonus.amount),
          time: formatTimestamp(bonus.createdAt),
        })}{' '}
        <span className="promo-badge" data-status={bonus.status}>
          {tAny(t)(`promo.bonusStatuses.${bonus.status}`)}
        </span>
      </p>
      {bonus.status === 'open' && (
        <BonusProgress
          wagering={{ required: bonus.wagerRequired, done: bonus.wagerDone }}
          progress={bonus.progress}
        />
      )}
      <div className="promo-actions">
        <button
          type="button"
          className="button button--ghost"
          data-testid="promo-to-bonus"
          onClick={() => void navigate({ search: '?memberCentre=bonusDetails' })}
        >
          {t('promo.claim.toBonus')}
        </button>
      </div>
    </div>
  );
}

/** A signed-in member's claim: the button, then the bonus it paid or why it was refused. */
function MemberClaim({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const refresh = useAfterBonusChange();
  const [claimed, setClaimed] = useState<Bonus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The newest bonus this promotion gave the member (the list is newest first).
  const earlier = bonuses.data?.list.find((b) => b.promotionId === promo.id) ?? null;
  const bonus = claimed ?? earlier;
  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      setClaimed(await claimPromotion(promo.id));
      await refresh();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {bonus && <ClaimedBonus bonus={bonus} />}
      {error !== null && (
        <p className="promo-error" role="alert" data-testid="promo-claim-error">
          {errorText(t, error)}
        </p>
      )}
      {/* Open to claim: and not given as often as it can be (a goal: this period's not yet). */}
      {!claimed && isOpen(promo.status) && promo.status !== 'claimed' && (
        <div className="promo-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="promo-claim"
            onClick={() => void claim()}
          >
            {busy ? t('promo.claim.claiming') : t('promo.claim.button')}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The promotion page's claim (docs/product/agents-and-promotions.md#promotion-screens): a guest
 * is asked to sign in or register; a member claims and sees the bonus with its wagering, or the
 * refusal in words.
 */
export function ClaimBox({ promo }: { promo: Promotion }) {
  const { t } = useTranslation();
  const session = useSession();
  // An application promotion is applied for (the operator reviews it), not claimed.
  const applies = promo.trigger === 'application';
  return (
    <section className="promo-section" aria-labelledby="promo-claim" data-testid="promo-claim-box">
      <h2 id="promo-claim">{applies ? t('promo.apply.title') : t('promo.claim.title')}</h2>
      {promo.status === 'coming soon' && <p>{t('promo.claim.notYet')}</p>}
      {promo.status === 'closed' && <p>{t('promo.claim.ended')}</p>}
      {session === null ? (
        <>
          <p data-testid="promo-sign-in">{applies ? t('promo.apply.signIn') : t('promo.claim.signIn')}</p>
          <div className="promo-actions">
            <button type="button" className="button" onClick={() => openModal('loginPopupModal')}>
              {t('promo.claim.login')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => openModal('registerModal')}>
              {t('promo.claim.register')}
            </button>
          </div>
        </>
      ) : applies ? (
        <MemberApply promo={promo} />
      ) : (
        <MemberClaim promo={promo} />
      )}
    </section>
  );
}
