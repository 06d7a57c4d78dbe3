import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from './PageFrame.tsx';
import './lottery.css';

/** /lottery?gameCode&playType: the lottery screen (the draw engine comes with the lottery module). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('category.LOTT')} testId="lottery">
      <dl className="facts">
        <dt>{t('lottery.gameCode')}</dt>
        <dd data-testid="gameCode">{params.get('gameCode') ?? '—'}</dd>
        <dt>{t('lottery.playType')}</dt>
        <dd data-testid="playType">{params.get('playType') ?? '—'}</dd>
      </dl>
    </PageFrame>
  );
}
