import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import { oddsBp, PRIZE_MODES } from '@lotto/contracts/lottery/odds';
import { playById, type AnyPlay } from '@lotto/contracts/lottery/plays/index';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { errorText } from '../../../lib/api-errors.ts';
import { newRequestId } from '../../../lib/api.ts';
import { usePlayMenu } from '../client/api.ts';
import type { LotteryGame, PlayMenuEntry, PrizeModeMenu } from '../client/types.ts';
import { BetControls } from './BetControls.tsx';
import { cartTotals, unitChoices, type CartItem } from './cart.ts';
import { CartList } from './CartList.tsx';
import { ChasePlanner } from './ChasePlanner.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { showTab } from './InfoPanel.tsx';
import { PadView } from './PadView.tsx';
import { emptySelection, padOf, yearZodiacAt, type Pad } from './pads.ts';
import { randomSelection } from './picks.ts';
import { PlayTabs } from './PlayTabs.tsx';
import { SlipBar } from './SlipBar.tsx';
import { useSlipActions, useSlipState, type SlipState } from './slip-state.ts';

type Props = {
  info: LotteryGame;
  game: Game;
  draw: Draw;
  playType: string | null;
  onPlay: (playId: string) => void;
};

type Group = PrizeModeMenu['playMenuGroups'][number];

/** The menu's groups with the plays this build knows and the brand has switched on. */
const playGroups = (mode: PrizeModeMenu, game: Game): Group[] =>
  mode.playMenuGroups
    .map((g) => ({ ...g, playMenus: g.playMenus.filter((p) => p.playSwitch && playById(game, p.playId)) }))
    .filter((g) => g.playMenus.length > 0);

/** The play's pad with its random pick (the fewest numbers the play takes). */
function PickPad({
  pad,
  selection,
  random,
  onPick,
}: {
  pad: Pad;
  selection: number[][];
  random: () => number[][] | null;
  onPick: (rows: number[][]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="lt-quick__btn lt-random"
        onClick={() => {
          const rows = random();
          if (rows) onPick(rows);
        }}
        data-testid="lt-random"
      >
        {t('lottery.picks.random')}
      </button>
      <PadView pad={pad} selection={selection} onChange={onPick} />
    </>
  );
}

/** The cart, the chase, the last notice, the sticky bar and the confirmation of a placement. */
function SlipSection({
  slip,
  current,
  selection,
  names,
  game,
  draw,
}: {
  slip: SlipState;
  current: CartItem | null;
  selection: number[][];
  names: { playName: (id: string) => string; padOfPlay: (id: string) => Pad | null };
  game: Game;
  draw: Draw;
}) {
  const { t } = useTranslation();
  const { cart, chase, notice, pinned } = slip;
  const actions = useSlipActions(slip, { current, draw });
  return (
    <>
      {cart.items.length > 0 && (
        <CartList items={cart.items} {...names} onRemove={(key) => cart.remove([key])} onClear={cart.clear} />
      )}
      <ChasePlanner
        gameCode={game.code}
        numero={draw.numero}
        chase={chase.value}
        onChange={chase.set}
        perDraw={cartTotals([...cart.items, ...(current ? [current] : [])]).stake}
      />
      {notice.value && (
        <p className="lt-notice" role="status" data-testid="lt-notice">
          {notice.value}
        </p>
      )}
      <SlipBar
        current={current}
        cart={cart.items}
        chaseDraws={chase.value.on ? chase.value.draws : 1}
        onAdd={actions.add}
        onClear={actions.clearPicks}
        onPlace={actions.place}
        canClear={selection.some((r) => r.length > 0)}
      />
      {pinned.value && (
        <ConfirmDialog
          game={game}
          items={cart.items}
          pinned={pinned.value}
          {...names}
          onPlaced={(keys, tickets) => {
            cart.remove(keys);
            notice.set(t('lottery.placed', { count: tickets }));
            showTab('bets');
          }}
          onClose={() => pinned.set(null)}
        />
      )}
    </>
  );
}

/** What is picked now as a cart item, once it makes at least one bet. */
function currentItem(
  play: AnyPlay,
  bet: { gameCode: string; selection: number[][]; betCount: number; slip: SlipState; series: number },
): CartItem | null {
  if (bet.betCount <= 0) return null;
  return {
    key: newRequestId(),
    gameCode: bet.gameCode,
    playId: play.id,
    selection: bet.selection,
    betCount: bet.betCount,
    unitsPerBet: play.unitsPerBet,
    unitCents: bet.slip.unit.value,
    multiplier: bet.slip.multiplier.value,
    series: bet.series,
  };
}

/** The board of one play: its tabs, rule, pad, unit, multiplier and series, and the slip. */
function PlayBoard({
  props,
  slip,
  mode,
  groups,
  entry,
}: {
  props: Props;
  slip: SlipState;
  mode: PrizeModeMenu;
  groups: Group[];
  entry: PlayMenuEntry;
}) {
  const { t } = useTranslation();
  const { info, game, draw } = props;
  const play = playById(game, entry.playId)!;
  const pad = padOf(game, { playId: play.id, drawTime: draw.drawTime });
  const ctx = { yearZodiac: yearZodiacAt(draw.drawTime) };
  const picked = slip.picked.value;
  const selection = picked?.playId === play.id ? picked.rows : pad ? emptySelection(pad) : [];
  const betCount = play.betCount(selection, ctx);
  const series = slip.series.value ?? mode.prizeSeries.defaultSeries;
  const entries = groups.flatMap((g) => g.playMenus);
  const names = {
    playName: (id: string) => entries.find((p) => p.playId === id)?.playName ?? id,
    padOfPlay: (id: string) => padOf(game, { playId: id, drawTime: draw.drawTime }),
  };
  const current = currentItem(play, { gameCode: info.gameCode, selection, betCount, slip, series });
  const pick = (rows: number[][]) => slip.picked.set({ playId: play.id, rows });

  return (
    <section className="lt-board lottery-panel" data-play={play.id} aria-label={t('lottery.bet.title')}>
      <PlayTabs groups={groups} playId={play.id} onChange={props.onPlay} />
      <p className="lt-help" data-testid="lt-play-help">
        {t('lottery.bet.rule', { play: entry.playName })}
      </p>
      {pad && (
        <PickPad
          pad={pad}
          selection={selection}
          random={() => randomSelection(pad.rows, { betCount: (sel) => play.betCount(sel, ctx) })}
          onPick={pick}
        />
      )}
      <BetControls
        units={unitChoices(slip.gameUnit)}
        unit={slip.unit.value}
        onUnit={slip.unit.set}
        multiplier={slip.multiplier.value}
        onMultiplier={slip.multiplier.set}
        series={series}
        bounds={PRIZE_MODES[game.prizeMode]}
        onSeries={slip.series.set}
        odds={oddsBp(play.hitRate, series)}
      />
      <SlipSection
        slip={slip}
        current={current}
        selection={selection}
        names={names}
        game={game}
        draw={draw}
      />
    </section>
  );
}

/**
 * Betting on one game: play tabs, the pad of the play, unit, multiplier and series, the cart, the
 * chase planner and the sticky bar with the bet count (the contracts' own betCount, as the
 * server counts) and the stake.
 */
export function BetBoard(props: Props) {
  const { t } = useTranslation();
  const { info, game, playType } = props;
  const menu = usePlayMenu(info.gameCode);
  // The board of plays and number pads is a big render: a deferred update, done in slices.
  const menuData = useDeferredValue(menu.data);
  const slip = useSlipState(info);
  if (menu.isError)
    return (
      <section className="lt-board lottery-panel">
        <p role="alert">{errorText(t, menu.error)}</p>
      </section>
    );
  if (!menuData) return <section className="lt-board lottery-panel" aria-busy="true" />;
  const mode = menuData[0]!;
  const groups = playGroups(mode, game);
  const entries = groups.flatMap((g) => g.playMenus);
  const entry = entries.find((p) => p.playId === playType) ?? entries[0];
  if (!entry) return <section className="lt-board lottery-panel">{t('lottery.bet.noPlays')}</section>;
  return <PlayBoard props={props} slip={slip} mode={mode} groups={groups} entry={entry} />;
}
