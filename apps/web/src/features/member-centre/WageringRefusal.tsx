import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { progressOf, wageringOf } from '../../lib/bonus.ts';
import { errorText } from '../../lib/api-errors.ts';
import { BonusProgress } from '../../ui/BonusProgress.tsx';

/**
 * A withdrawal or transfer refused while a bonus is wagered (`withdraw.bonus.wagering`): why, the
 * wagering's progress from the refusal, and the way to the bonus page (finish or forfeit).
 * Nothing for any other failure.
 */
export function WageringRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wagering = wageringOf(error);
  if (!wagering) return null;
  return (
    <div className="mc-card" role="alert" data-testid="wagering-refusal">
      <p className="mc-error">{errorText(t, error)}</p>
      <BonusProgress wagering={wagering} progress={progressOf(wagering)} testId="wagering-progress" />
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void navigate({ search: '?memberCentre=bonusDetails' })}
      >
        {t('memberCentre.bonus.see')}
      </button>
    </div>
  );
}
