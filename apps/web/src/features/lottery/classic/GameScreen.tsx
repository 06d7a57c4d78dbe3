import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gameByCode } from '@lotto/contracts/lottery/games';
import { useBettingDraw } from '../client/clock.ts';
import { useLotteryEvents } from '../client/events.ts';
import { useResultWatch } from '../client/watch.ts';
import { BetBoard } from './BetBoard.tsx';
import { DrawBar } from './DrawBar.tsx';
import { GameSwitcher } from './GameSwitcher.tsx';
import { InfoPanel } from './InfoPanel.tsx';
import { useNear, useTickets } from './queries.ts';
import type { LotteryGame } from '../client/types.ts';

type Props = {
  info: LotteryGame;
  games: LotteryGame[];
  playType: string | null;
  /** A game code from the link that the brand does not offer. */
  missing: string | null;
};

/** One game: switcher and draw bar on top, the bet board, and results, trends and my bets. */
export function GameScreen({ info, games, playType, missing }: Props) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const game = gameByCode(info.gameCode)!;
  const draw = useBettingDraw(game);
  useLotteryEvents(info.gameCode);
  const near = useNear(info.gameCode);
  const tickets = useTickets(game, draw);
  useResultWatch(info.gameCode, { near: near.data, tickets: tickets.data });
  const choosePlay = (playId: string) =>
    setParams({ gameCode: info.gameCode, playType: playId }, { replace: true });
  return (
    <div className="page lt-page" data-testid="lottery" data-game={info.gameCode}>
      {missing && (
        <p className="lt-notice" role="status">
          {t('lottery.notOffered', { code: missing, game: info.gameName })}
        </p>
      )}
      <div className="lt-top">
        <GameSwitcher games={games} current={info} />
        <DrawBar game={game} info={info} draw={draw} />
      </div>
      <div className="lt-main">
        <BetBoard info={info} game={game} draw={draw} playType={playType} onPlay={choosePlay} />
        <InfoPanel info={info} game={game} draw={draw} />
      </div>
    </div>
  );
}
