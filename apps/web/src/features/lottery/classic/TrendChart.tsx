import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-errors.ts';
import { useTrends } from '../client/api.ts';
import { rowLabelText } from './text.ts';
import type { LotteryGame, Trends } from '../client/types.ts';

const COUNTS = [30, 50, 100] as const;

type Position = Trends['positions'][number];

/** A position's name: a digit place, a PK10 place, or every ball of a pick game. */
function positionName(
  t: TFunction,
  { family, index, of }: { family: string; index: number; of: number },
): string {
  if (of === 1) return t('lottery.trends.allBalls');
  if (family === 'SSC' || family === 'LF') return rowLabelText(t, { kind: 'position', family, index });
  return rowLabelText(t, { kind: 'place', index });
}

/**
 * Hot and cold numbers over the last 30, 50 or 100 results: hits as columns (SVG), and how
 * many draws each number has been missing, per position.
 */
export function TrendChart({ info }: { info: LotteryGame }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number>(COUNTS[0]);
  const [index, setIndex] = useState(0);
  const trends = useTrends(info.gameCode, count);
  return (
    <div className="lt-trends" data-testid="lt-trend">
      <div className="segmented" role="group" aria-label={t('lottery.trends.range')}>
        {COUNTS.map((c) => (
          <button
            key={c}
            type="button"
            className="segmented__item"
            aria-pressed={c === count}
            onClick={() => setCount(c)}
          >
            {t('lottery.trends.last', { count: c })}
          </button>
        ))}
      </div>
      {trends.isPending && <p className="muted">{t('lottery.loading')}</p>}
      {trends.isError && <p role="alert">{errorText(t, trends.error)}</p>}
      {trends.data && trends.data.draws === 0 && <p className="muted">{t('lottery.results.empty')}</p>}
      {trends.data && trends.data.draws > 0 && (
        <>
          {trends.data.positions.length > 1 && (
            <div className="lt-trends__positions" role="group" aria-label={t('lottery.trends.position')}>
              {trends.data.positions.map((p, i) => (
                <button
                  key={p.position}
                  type="button"
                  className="chip lt-chip"
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                >
                  {positionName(t, { family: info.family, index: i, of: trends.data.positions.length })}
                </button>
              ))}
            </div>
          )}
          <PositionChart
            position={trends.data.positions[Math.min(index, trends.data.positions.length - 1)]!}
            draws={trends.data.draws}
          />
        </>
      )}
    </div>
  );
}

function PositionChart({ position, draws }: { position: Position; draws: number }) {
  const { t } = useTranslation();
  const numbers = position.numbers;
  const top = Math.max(1, ...numbers.map((n) => n.hits));
  const width = numbers.length * 10;
  return (
    <figure className="lt-chart">
      <svg
        viewBox={`0 0 ${width} 60`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('lottery.trends.hitsOf', { draws })}
      >
        {numbers.map((n, i) => {
          const h = (n.hits / top) * 56;
          const tone = position.hot.includes(n.number)
            ? 'hot'
            : position.cold.includes(n.number)
              ? 'cold'
              : 'mid';
          return (
            <rect
              key={n.number}
              className={`lt-bar lt-bar--${tone}`}
              x={i * 10 + 1.5}
              y={60 - h}
              width={7}
              height={h}
            />
          );
        })}
      </svg>
      <table className="lt-chart__table">
        <tbody>
          <tr>
            <th scope="row">{t('lottery.trends.number')}</th>
            {numbers.map((n) => (
              <td key={n.number}>{n.number}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('lottery.trends.hits')}</th>
            {numbers.map((n) => (
              <td key={n.number}>{n.hits}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('lottery.trends.missing')}</th>
            {numbers.map((n) => (
              <td key={n.number} data-long={n.missing >= 10 ? '' : undefined}>
                {n.missing}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <figcaption className="lt-hotcold">
        <span>
          {t('lottery.trends.hot')}: <strong className="lt-hot">{position.hot.join(' ')}</strong>
        </span>
        <span>
          {t('lottery.trends.cold')}: <strong className="lt-cold">{position.cold.join(' ')}</strong>
        </span>
      </figcaption>
    </figure>
  );
}
