import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoPaytable,
  type PlinkoParams,
} from '@lotto/contracts/games/fair/plinko';
import { hundredthsText, plinkoPoints } from './helpers.ts';
import { StakeInput } from './parts.tsx';
import { GameLayout, PlayRound, useRound } from './round.tsx';

/** The board in SVG units: pegs in a triangle, buckets under the last row. */
function Board({ params, path }: { params: PlinkoParams; path: ('L' | 'R')[] | null }) {
  const { rows } = params;
  const W = 100;
  const gap = W / (rows + 2);
  const H = gap * (rows + 1.5);
  // row r (0-based) has r + 3 pegs; the ball between pegs sits at x(r, k) for k rights so far
  const pegX = (r: number, i: number) => W / 2 + (i - (r + 2) / 2) * gap;
  const ballX = (r: number, k: number) => W / 2 + (k - r / 2) * gap;
  const points =
    path && path.length === rows ? plinkoPoints(path).map((k, r) => `${ballX(r, k)},${(r + 0.4) * gap}`) : [];
  const pays = plinkoPaytable(params);
  const bucket = path ? path.filter((s) => s === 'R').length : -1;
  return (
    <div className="ih-plinko__board">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Plinko" data-testid="plinko-board">
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: r + 3 }, (_, i) => (
            <circle key={`${r}-${i}`} cx={pegX(r, i)} cy={(r + 1) * gap} r={gap * 0.12} className="ih-peg" />
          )),
        )}
        {points.length > 0 && (
          <>
            <polyline
              key={points.join(' ')}
              points={points.join(' ')}
              className="ih-plinko__path"
              pathLength={1}
            />
            <circle
              cx={points.at(-1)!.split(',')[0]}
              cy={points.at(-1)!.split(',')[1]}
              r={gap * 0.25}
              className="ih-plinko__ball"
            />
          </>
        )}
      </svg>
      <ol
        className="ih-buckets"
        style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))` }}
        data-testid="plinko-buckets"
      >
        {pays.map((p, b) => (
          <li key={b} className={`ih-bucket ${b === bucket ? 'ih-bucket--hit' : ''}`} data-bucket={b}>
            {(p / 100).toString()}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Rows 8/12/16 and risk low/medium/high. */
function PlinkoSettings({
  params,
  onChange,
}: {
  params: PlinkoParams;
  onChange: (update: (p: PlinkoParams) => PlinkoParams) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="segmented" role="group" aria-label={t('inhouse.plinko.rows')}>
        {PLINKO_ROWS.map((rows) => (
          <button
            key={rows}
            type="button"
            className="segmented__item"
            aria-pressed={params.rows === rows}
            onClick={() => onChange((p) => ({ ...p, rows }))}
            data-testid={`plinko-rows-${rows}`}
          >
            {t('inhouse.plinko.rowsN', { n: rows })}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label={t('inhouse.plinko.risk')}>
        {PLINKO_RISKS.map((risk) => (
          <button
            key={risk}
            type="button"
            className="segmented__item"
            aria-pressed={params.risk === risk}
            onClick={() => onChange((p) => ({ ...p, risk }))}
            data-testid={`plinko-risk-${risk}`}
          >
            {t(`inhouse.plinko.${risk}`)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Plinko: rows 8/12/16, risk low/medium/high, the bucket multipliers and the ball's path. */
export function Plinko() {
  const { t } = useTranslation();
  const round = useRound('plinko');
  const [params, setParams] = useState<PlinkoParams>({ rows: 8, risk: 'low' });
  const last = round.last;
  const shown =
    last?.game === 'plinko' && last.params.rows === params.rows && last.params.risk === params.risk
      ? last
      : null;
  return (
    <GameLayout
      name="plinko"
      round={round}
      board={
        <>
          <Board params={params} path={shown?.outcome.path ?? null} />
          {shown && (
            <p className="ih-big" data-testid="plinko-bucket">
              {hundredthsText(plinkoPaytable(params)[shown.outcome.bucket] ?? 0)}
            </p>
          )}
        </>
      }
      controls={
        <>
          <StakeInput value={round.stake} onChange={round.setStake} />
          <PlinkoSettings params={params} onChange={setParams} />
          <PlayRound round={round} label={t('inhouse.plinko.drop')} params={params} />
        </>
      }
      describe={(r) =>
        r.game === 'plinko'
          ? `${t('inhouse.plinko.rowsN', { n: r.params.rows })} ${t(`inhouse.plinko.${r.params.risk}`)} · ${t('inhouse.plinko.bucketN', { n: r.outcome.bucket })}`
          : ''
      }
    />
  );
}
