import { useTranslation } from 'react-i18next';
import { usePlayMoney } from '../lib/queries/member.ts';

/** "Demo · play money" beside a balance of a free-demo account; nothing for a real account. */
export function PlayMoneyTag() {
  const { t } = useTranslation();
  if (!usePlayMoney()) return null;
  return (
    <span className="play-money" data-testid="play-money">
      {t('header.playMoney')}
    </span>
  );
}
