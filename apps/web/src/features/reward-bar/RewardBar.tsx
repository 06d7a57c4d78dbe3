import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMemberState } from '../../lib/queries/member-state.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';
import './reward-bar.css';

const DISMISSED = 'rewardBarDismissed';

/**
 * The top reward bar (docs/product/shell-and-routes.md): under the header of a signed-in member
 * who has rewards to claim, opening the reward centre; closed, it stays away for the visit.
 */
export default function RewardBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(() => readStorage('session', DISMISSED) === '1');
  const count = useMemberState(!dismissed).data?.rewards ?? 0;
  if (dismissed || count <= 0) return null;
  return (
    <div className="reward-bar" role="status" data-testid="reward-bar">
      <button
        type="button"
        className="reward-bar__open"
        data-testid="reward-bar-open"
        onClick={() => void navigate({ search: '?memberCentre=rewardCenter' })}
      >
        {t('rewardBar.text', { count })}
      </button>
      <button
        type="button"
        className="reward-bar__close"
        aria-label={t('rewardBar.dismiss')}
        data-testid="reward-bar-close"
        onClick={() => {
          writeStorage('session', { key: DISMISSED, value: '1' });
          setDismissed(true);
        }}
      >
        ✕
      </button>
    </div>
  );
}
