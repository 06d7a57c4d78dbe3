import { useTranslation } from 'react-i18next';
import { LotteryLobby } from '../../features/lottery/lobby/LotteryLobby.tsx';
import { PageFrame } from './PageFrame.tsx';

/**
 * The elott chunk: the lottery lobby, where the lottery and e-lottery categories lead. Every
 * lottery game with its draw taking bets and latest result; a card opens the game.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('draws.title')} testId="lobby-ELOTT">
      <LotteryLobby />
    </PageFrame>
  );
}
