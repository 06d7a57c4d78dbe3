import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_TILES, minesMultiplierBp } from '@lotto/contracts/games/fair/mines';
import type { PlayValue } from './api.ts';
import { bpText } from './helpers.ts';
import { GameField, StakeInput } from './parts.tsx';
import { GameLayout, PlayRound, useRound } from './round.tsx';
import { MinesArt } from './symbols.tsx';

type TileState = 'boom' | 'mine' | 'safe' | 'picked' | 'idle';

/** A tile after the round (a mine hit, a mine, a safe pick) or while picking. */
const tileState = (tile: number, board: { tiles: number[]; shown: PlayValue | null }): TileState => {
  const { shown } = board;
  if (!shown || shown.game !== 'mines') return board.tiles.includes(tile) ? 'picked' : 'idle';
  const played = shown.params.tiles.includes(tile);
  if (shown.outcome.mines.includes(tile)) return played ? 'boom' : 'mine';
  return played ? 'safe' : 'idle';
};

/** The 5×5 grid: the tiles picked, and after a round where the mines were. */
function MinesGrid({
  tiles,
  shown,
  onToggle,
}: {
  tiles: number[];
  shown: PlayValue | null;
  onToggle: (tile: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ih-mines__grid" data-testid="mines-grid">
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const state = tileState(tile, { tiles, shown });
        return (
          <button
            key={tile}
            type="button"
            className={`ih-tile ih-tile--${state}`}
            aria-pressed={tiles.includes(tile)}
            aria-label={t('inhouse.mines.tile', { n: tile + 1 })}
            onClick={() => onToggle(tile)}
            data-testid="mines-tile"
            data-state={state}
          >
            {state === 'mine' || state === 'boom' ? (
              <MinesArt kind="mine" />
            ) : state === 'safe' ? (
              <MinesArt kind="gem" />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** How many mines, the tiles picked and what they would pay, and clear. */
function MinesSettings({
  mines,
  picked,
  onMines,
  onClear,
}: {
  mines: number;
  picked: number;
  onMines: (m: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <GameField label={t('inhouse.mines.count')}>
        {(id) => (
          <select
            id={id}
            className="text-input ih-input"
            value={mines}
            onChange={(e) => onMines(Number(e.target.value))}
            data-testid="mines-count"
          >
            {Array.from({ length: MINES_TILES - 1 }, (_, i) => i + 1).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </GameField>
      <dl className="ih-dl ih-dl--inline">
        <dt>{t('inhouse.mines.picked')}</dt>
        <dd data-testid="mines-picked">{picked}</dd>
        <dt>{t('inhouse.multiplier')}</dt>
        <dd data-testid="mines-multiplier">{picked > 0 ? bpText(minesMultiplierBp(mines, picked)) : '—'}</dd>
      </dl>
      <button type="button" className="ih-chip" onClick={onClear}>
        {t('inhouse.clear')}
      </button>
    </>
  );
}

/** Mines: pick safe tiles on a 5×5 grid, then reveal them all and cash out in one round. */
export function Mines() {
  const { t } = useTranslation();
  const round = useRound('mines');
  const [mines, setMines] = useState(3);
  const [tiles, setTiles] = useState<number[]>([]);
  const shown = round.last?.game === 'mines' ? round.last : null;
  const toggle = (tile: number) => {
    if (shown) {
      // a new round starts from a clean board
      round.setLast(null);
      setTiles([tile]);
      return;
    }
    setTiles((ts) =>
      ts.includes(tile) ? ts.filter((x) => x !== tile) : ts.length < MINES_TILES - mines ? [...ts, tile] : ts,
    );
  };
  return (
    <GameLayout
      name="mines"
      round={round}
      board={<MinesGrid tiles={tiles} shown={shown} onToggle={toggle} />}
      controls={
        <>
          <StakeInput value={round.stake} onChange={round.setStake} />
          <MinesSettings
            mines={mines}
            picked={tiles.length}
            onMines={(m) => {
              setMines(m);
              setTiles((ts) => ts.slice(0, MINES_TILES - m));
              round.setLast(null);
            }}
            onClear={() => (setTiles([]), round.setLast(null))}
          />
          <PlayRound
            round={round}
            label={t('inhouse.mines.reveal')}
            disabled={tiles.length === 0}
            params={{ mines, tiles }}
          >
            {tiles.length === 0 && !shown && <p className="ih-note">{t('inhouse.mines.hint')}</p>}
          </PlayRound>
        </>
      }
      describe={(r) =>
        r.game === 'mines'
          ? t('inhouse.mines.summary', { mines: r.params.mines, tiles: r.params.tiles.length })
          : ''
      }
    />
  );
}
