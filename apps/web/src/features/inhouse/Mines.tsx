import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_TILES, minesMultiplierBp } from '@lotto/contracts/games/fair/mines';
import { usePlay, type PlayValue } from './api.ts';
import { bpText, checkStake } from './helpers.ts';
import { FairnessPanel, PlayButton, RecentRounds, ResultLine, StakeInput } from './parts.tsx';
import { MinesArt } from './symbols.tsx';

/** Mines: pick safe tiles on a 5×5 grid, then reveal them all and cash out in one round. */
export function Mines() {
  const { t } = useTranslation();
  const id = useId();
  const [stake, setStake] = useState('10.00');
  const [mines, setMines] = useState(3);
  const [tiles, setTiles] = useState<number[]>([]);
  const [last, setLast] = useState<PlayValue | null>(null);
  const play = usePlay('mines');
  const shown = last?.game === 'mines' ? last : null;
  const hidden = new Set(shown?.outcome.mines ?? []);
  const played = new Set(shown?.params.tiles ?? []);
  const maxTiles = MINES_TILES - mines;
  const toggle = (tile: number) => {
    if (shown) {
      // a new round starts from a clean board
      setLast(null);
      setTiles([tile]);
      return;
    }
    setTiles((ts) =>
      ts.includes(tile) ? ts.filter((x) => x !== tile) : ts.length < maxTiles ? [...ts, tile] : ts,
    );
  };
  return (
    <div className="ih-game ih-mines">
      <div className="ih-board">
        <div className="ih-mines__grid" data-testid="mines-grid">
          {Array.from({ length: MINES_TILES }, (_, tile) => {
            const state = shown
              ? hidden.has(tile)
                ? played.has(tile)
                  ? 'boom'
                  : 'mine'
                : played.has(tile)
                  ? 'safe'
                  : 'idle'
              : tiles.includes(tile)
                ? 'picked'
                : 'idle';
            return (
              <button
                key={tile}
                type="button"
                className={`ih-tile ih-tile--${state}`}
                aria-pressed={tiles.includes(tile)}
                aria-label={t('inhouse.mines.tile', { n: tile + 1 })}
                onClick={() => toggle(tile)}
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
      </div>
      <div className="ih-controls">
        <StakeInput value={stake} onChange={setStake} />
        <div className="ih-field">
          <label htmlFor={id} className="ih-label">
            {t('inhouse.mines.count')}
          </label>
          <select
            id={id}
            className="ih-input"
            value={mines}
            onChange={(e) => {
              const m = Number(e.target.value);
              setMines(m);
              setTiles((ts) => ts.slice(0, MINES_TILES - m));
              setLast(null);
            }}
            data-testid="mines-count"
          >
            {Array.from({ length: MINES_TILES - 1 }, (_, i) => i + 1).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <dl className="ih-dl ih-dl--inline">
          <dt>{t('inhouse.mines.picked')}</dt>
          <dd data-testid="mines-picked">{tiles.length}</dd>
          <dt>{t('inhouse.multiplier')}</dt>
          <dd data-testid="mines-multiplier">
            {tiles.length > 0 ? bpText(minesMultiplierBp(mines, tiles.length)) : '—'}
          </dd>
        </dl>
        <button type="button" className="ih-chip" onClick={() => (setTiles([]), setLast(null))}>
          {t('inhouse.clear')}
        </button>
        <PlayButton
          label={t('inhouse.mines.reveal')}
          busy={play.busy}
          disabled={tiles.length === 0 || !checkStake(stake).ok}
          error={play.error}
          restricted={play.restricted}
          onClick={() => {
            const s = checkStake(stake);
            if (s.ok) void play.run({ stake: s.text, params: { mines, tiles } }).then((v) => v && setLast(v));
          }}
        />
        {tiles.length === 0 && !shown && <p className="ih-note">{t('inhouse.mines.hint')}</p>}
        <ResultLine round={last} />
      </div>
      <FairnessPanel lastRound={last} />
      <RecentRounds
        game="mines"
        describe={(r) =>
          r.game === 'mines'
            ? t('inhouse.mines.summary', { mines: r.params.mines, tiles: r.params.tiles.length })
            : ''
        }
      />
    </div>
  );
}
