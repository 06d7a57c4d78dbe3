import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useSearchParams } from 'react-router';
import type { ShellOutlet } from '../../../app/route-table.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useMyTickets } from '../client/api.ts';
import { useLotteryEvents } from '../client/events.ts';
import { usePlayer } from '../../../lib/session.ts';
import { useResultWatch } from '../client/watch.ts';
import { toCents } from '../../../lib/money.ts';
import type { CartLine } from './cart.ts';
import { BetPanel } from './components/BetPanel.tsx';
import { DrawBar } from './components/DrawBar.tsx';
import { GameMenu } from './components/GameMenu.tsx';
import { MyBets } from './components/MyBets.tsx';
import { Results } from './components/Results.tsx';
import { Slip } from './components/Slip.tsx';
import { WalletBar } from './components/WalletBar.tsx';
import { vnGameInfo, type VnGameInfo } from './games.ts';
import { useNearDraw, useVnGames } from './queries.ts';
import '../common/lottery-panel.css';
import './vnlottery-screen.css';
import './vnlottery-tabs.css';
import './menu.css';
import './betting.css';
import './results.css';

const TABS = ['bet', 'results', 'bets'] as const;
type Tab = (typeof TABS)[number];

/** One game's screen: the draw, betting (play, numbers, slip), results and my bets. */
function GameScreen({
  info,
  unitMinor,
  lines,
  setLines,
}: {
  info: VnGameInfo;
  unitMinor: bigint;
  lines: CartLine[];
  setLines: (update: (lines: CartLine[]) => CartLine[]) => void;
}) {
  const { t } = useTranslation();
  const near = useNearDraw(info.gameCode);
  const tickets = useMyTickets(info.gameCode, { enabled: usePlayer() !== null });
  useResultWatch(info.gameCode, { near: near.data, tickets: tickets.data });
  const [tab, setTab] = useState<Tab>('bet');
  return (
    <div className="vn-main" data-tab={tab}>
      <DrawBar info={info} near={near.data} />
      {near.error && <p className="vn-error">{errorText(t, near.error)}</p>}
      <div className="vn-tabs" role="tablist" aria-label={t('vnlottery.sections')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className="vn-tab"
            onClick={() => setTab(key)}
            data-testid={`vn-tab-${key}`}
          >
            {t(`vnlottery.tabs.${key}`)}
            {key === 'bet' && lines.length > 0 && <span className="vn-tab__count">{lines.length}</span>}
          </button>
        ))}
      </div>
      <div className="vn-pane vn-pane--bet">
        <BetPanel info={info} unitMinor={unitMinor} onAdd={(line) => setLines((l) => [...l, line])} />
        <Slip
          gameCode={info.gameCode}
          lines={lines}
          unitMinor={unitMinor}
          near={near.data}
          onRemove={(id) => setLines((l) => l.filter((x) => x.requestId !== id))}
          onClear={() => setLines(() => [])}
        />
      </div>
      <div className="vn-pane vn-pane--results">
        <Results info={info} near={near.data} />
      </div>
      <div className="vn-pane vn-pane--bets">
        <MyBets gameCode={info.gameCode} near={near.data} />
      </div>
    </div>
  );
}

/**
 * /vnlottery?gameCode: the Vietnam lottery (issue 7). The shell's bars are hidden here unless the
 * `bars` flag allows them (docs/product/shell-and-routes.md#collapsible-bars), so the page carries its own balance and login then.
 */
export function VnLotteryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shell = useOutletContext<ShellOutlet | undefined>();
  const games = useVnGames();
  // Each game keeps its own slip while the member looks at another.
  const [slips, setSlips] = useState<Record<string, CartLine[]>>({});
  useLotteryEvents();
  // The game screen is the page's biggest render: a deferred update, done in slices.
  const gamesData = useDeferredValue(games.data);
  const codes = (gamesData ?? []).map((g) => g.gameCode);
  const wanted = params.get('gameCode');
  const gameCode = wanted && codes.includes(wanted) ? wanted : codes[0];
  const game = gamesData?.find((g) => g.gameCode === gameCode);
  const info = gameCode ? vnGameInfo(gameCode) : undefined;
  // Keep the other parameters (the bars flag, a member-centre page) when switching games.
  const choose = (code: string) =>
    setParams((p) => {
      p.set('gameCode', code);
      return p;
    });
  return (
    <div className="page vn-page" data-testid="vnlottery" data-header={shell?.headerShown ? 'on' : 'off'}>
      <div className="vn-top">
        <h1 className="page__title vn-title">{t('vnlottery.title')}</h1>
        {!shell?.headerShown && <WalletBar />}
      </div>
      {games.error && <p className="vn-error">{errorText(t, games.error)}</p>}
      {!gamesData && !games.error && <p className="vn-note">{t('vnlottery.loading')}</p>}
      {gamesData && !info && <p className="vn-note">{t('vnlottery.noGames')}</p>}
      {info && game && (
        <div className="vn-layout">
          <GameMenu codes={codes} current={info.gameCode} onChoose={choose} />
          <GameScreen
            key={info.gameCode}
            info={info}
            unitMinor={toCents(game.unit)}
            lines={slips[info.gameCode] ?? []}
            setLines={(update) =>
              setSlips((all) => ({ ...all, [info.gameCode]: update(all[info.gameCode] ?? []) }))
            }
          />
        </div>
      )}
    </div>
  );
}
