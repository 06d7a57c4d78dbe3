import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { gameByCode } from '@lotto/contracts/lottery/games';
import { errorText } from '../../../lib/api-errors.ts';
import { useLotteryGames } from '../client/api.ts';
import { gameScreenPath } from '../common/links.ts';
import { GameScreen } from './GameScreen.tsx';
import '../common/lottery-panel.css';
import './lottery.css';
import './board-pad.css';
import './board-controls.css';
import './info.css';

/**
 * /lottery?gameCode&playType (docs/product/lottery.md#lottery-screen): the brand's lottery games. A Vietnamese game
 * opens /vnlottery; a game the brand does not offer falls back to its first one, with a notice.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const games = useLotteryGames();
  // The game screen is the page's biggest render: a deferred update, done in slices.
  const data = useDeferredValue(games.data);
  if (games.isError)
    return (
      <div className="page lt-page" data-testid="lottery">
        <p role="alert">{errorText(t, games.error)}</p>
      </div>
    );
  if (!data)
    return (
      <div className="page lt-page" data-testid="lottery" aria-busy="true">
        <p className="muted">{t('lottery.loading')}</p>
      </div>
    );
  // Only games whose rules this build knows (the contracts' catalogue).
  const list = data.filter((g) => gameByCode(g.gameCode));
  const wanted = params.get('gameCode');
  const requested = list.find((g) => g.gameCode === wanted);
  if (requested?.family === 'VN') return <Navigate to={gameScreenPath(requested)} replace />;
  const current = requested ?? list.find((g) => g.family !== 'VN');
  if (!current)
    return (
      <div className="page lt-page" data-testid="lottery">
        <p className="muted">{t('lottery.noGames')}</p>
      </div>
    );
  return (
    <GameScreen
      key={current.gameCode}
      info={current}
      games={list}
      playType={params.get('playType')}
      missing={wanted !== null && !requested ? wanted : null}
    />
  );
}
