import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import { oddsBp, PRIZE_MODES } from '@lotto/contracts/lottery/odds';
import { playById } from '@lotto/contracts/lottery/plays/index';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { errorText } from '../../../lib/api-errors.ts';
import { toCents } from '../../../lib/money.ts';
import { openModal } from '../../../lib/modals.ts';
import { useSession } from '../../../lib/session.ts';
import { newRequestId } from '../../../lib/api.ts';
import { usePlayMenu } from '../client/api.ts';
import { BetControls } from './BetControls.tsx';
import { cartTotals, unitChoices, type CartItem } from './cart.ts';
import { useCart } from './cart-store.ts';
import { CartList } from './CartList.tsx';
import { ChasePlanner, type Chase } from './ChasePlanner.tsx';
import { ConfirmDialog, type Pinned } from './ConfirmDialog.tsx';
import { showTab } from './InfoPanel.tsx';
import { PadView } from './PadView.tsx';
import { emptySelection, padOf, yearZodiacAt } from './pads.ts';
import { randomSelection } from './picks.ts';
import { PlayTabs } from './PlayTabs.tsx';
import { SlipBar } from './SlipBar.tsx';
import type { LotteryGame } from '../client/types.ts';

type Props = {
  info: LotteryGame;
  game: Game;
  draw: Draw;
  playType: string | null;
  onPlay: (playId: string) => void;
};

/**
 * Betting on one game: play tabs, the pad of the play, unit, multiplier and series, the cart, the
 * chase planner and the sticky bar with the bet count (the contracts' own betCount, as the
 * server counts) and the stake.
 */
export function BetBoard({ info, game, draw, playType, onPlay }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const menu = usePlayMenu(info.gameCode);
  // The board of plays and number pads is a big render: a deferred update, done in slices.
  const menuData = useDeferredValue(menu.data);
  const cart = useCart(info.gameCode);
  const gameUnit = toCents(info.unit);
  const [unit, setUnit] = useState(gameUnit);
  const [multiplier, setMultiplier] = useState(1);
  const [series, setSeries] = useState<number | null>(null);
  const [picked, setPicked] = useState<{ playId: string; rows: number[][] } | null>(null);
  const [chase, setChase] = useState<Chase>({ on: false, draws: 5, stopOnWin: true });
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (menu.isError)
    return (
      <section className="lt-board lottery-panel">
        <p role="alert">{errorText(t, menu.error)}</p>
      </section>
    );
  if (!menuData) return <section className="lt-board lottery-panel" aria-busy="true" />;
  const mode = menuData[0]!;
  const groups = mode.playMenuGroups
    .map((g) => ({ ...g, playMenus: g.playMenus.filter((p) => p.playSwitch && playById(game, p.playId)) }))
    .filter((g) => g.playMenus.length > 0);
  const entries = groups.flatMap((g) => g.playMenus);
  const entry = entries.find((p) => p.playId === playType) ?? entries[0];
  if (!entry) return <section className="lt-board lottery-panel">{t('lottery.bet.noPlays')}</section>;
  const play = playById(game, entry.playId)!;
  const pad = padOf(game, play.id, draw.drawTime);
  const ctx = { yearZodiac: yearZodiacAt(draw.drawTime) };
  const selection = picked?.playId === play.id ? picked.rows : pad ? emptySelection(pad) : [];
  const betCount = play.betCount(selection, ctx);
  const chosenSeries = series ?? mode.prizeSeries.defaultSeries;
  const playName = (id: string) => entries.find((p) => p.playId === id)?.playName ?? id;
  const padOfPlay = (id: string) => padOf(game, id, draw.drawTime);

  const current: CartItem | null =
    betCount > 0
      ? {
          key: newRequestId(),
          gameCode: info.gameCode,
          playId: play.id,
          selection,
          betCount,
          unitsPerBet: play.unitsPerBet,
          unitCents: unit,
          multiplier,
          series: chosenSeries,
        }
      : null;
  const clearPicks = () => setPicked(null);
  const add = () => {
    if (!current) return;
    cart.add(current);
    clearPicks();
    setNotice(null);
  };
  const place = () => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return;
    }
    // Place takes everything on the slip: the cart and what is picked now.
    const items = [...cart.items, ...(current ? [current] : [])];
    if (items.length === 0) return;
    if (current) add();
    setPinned({
      numero: draw.numero,
      closeTime: draw.closeTime,
      chase: chase.on ? { draws: chase.draws, stopOnWin: chase.stopOnWin } : null,
      requestIds: Object.fromEntries(items.map((i) => [i.key, newRequestId()])),
    });
  };

  return (
    <section className="lt-board lottery-panel" data-play={play.id} aria-label={t('lottery.bet.title')}>
      <PlayTabs groups={groups} playId={play.id} onChange={onPlay} />
      <p className="lt-help" data-testid="lt-play-help">
        {t('lottery.bet.rule', { play: entry.playName })}
      </p>
      {pad && (
        <>
          <button
            type="button"
            className="lt-quick__btn lt-random"
            onClick={() => {
              const rows = randomSelection(pad.rows, (sel) => play.betCount(sel, ctx));
              if (rows) setPicked({ playId: play.id, rows });
            }}
            data-testid="lt-random"
          >
            {t('lottery.picks.random')}
          </button>
          <PadView
            pad={pad}
            selection={selection}
            onChange={(rows) => setPicked({ playId: play.id, rows })}
          />
        </>
      )}
      <BetControls
        units={unitChoices(gameUnit)}
        unit={unit}
        onUnit={setUnit}
        multiplier={multiplier}
        onMultiplier={setMultiplier}
        series={chosenSeries}
        bounds={PRIZE_MODES[game.prizeMode]}
        onSeries={setSeries}
        odds={oddsBp(play.hitRate, chosenSeries)}
      />
      {cart.items.length > 0 && (
        <CartList
          items={cart.items}
          playName={playName}
          padOfPlay={padOfPlay}
          onRemove={(key) => cart.remove([key])}
          onClear={cart.clear}
        />
      )}
      <ChasePlanner
        gameCode={info.gameCode}
        numero={draw.numero}
        chase={chase}
        onChange={setChase}
        perDraw={cartTotals([...cart.items, ...(current ? [current] : [])]).stake}
      />
      {notice && (
        <p className="lt-notice" role="status" data-testid="lt-notice">
          {notice}
        </p>
      )}
      <SlipBar
        current={current}
        cart={cart.items}
        chaseDraws={chase.on ? chase.draws : 1}
        onAdd={add}
        onClear={clearPicks}
        onPlace={place}
        canClear={selection.some((r) => r.length > 0)}
      />
      {pinned && (
        <ConfirmDialog
          game={game}
          items={cart.items}
          pinned={pinned}
          playName={playName}
          padOfPlay={padOfPlay}
          onPlaced={(keys, tickets) => {
            cart.remove(keys);
            setNotice(t('lottery.placed', { count: tickets }));
            showTab('bets');
          }}
          onClose={() => setPinned(null)}
        />
      )}
    </section>
  );
}
