import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from './PageFrame.tsx';
import './lottery.css';

/** /vnlottery?gameCode: the Vietnam lottery screen (menus come with the lottery module). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('lottery.vn')} testId="vnlottery">
      <dl className="facts">
        <dt>{t('lottery.gameCode')}</dt>
        <dd data-testid="gameCode">{params.get('gameCode') ?? '—'}</dd>
      </dl>
    </PageFrame>
  );
}
