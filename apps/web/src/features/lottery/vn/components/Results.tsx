import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/api-errors.ts';
import { useDrawHistory } from '../../client/api.ts';
import { zonedTimeText } from '../../client/clock.ts';
import type { NearDraws } from '../../client/types.ts';
import { resultDue } from '../../client/cadence.ts';
import { stationsOf, type VnGameInfo } from '../games.ts';
import { specialOf } from '../../common/numbers.ts';
import { HeadTailTable, PrizeTable } from './PrizeTable.tsx';

/**
 * Results: the chosen draw's board (the latest by default) beside its đầu/đuôi table, and the
 * recent draws with their special prize; a drawn-but-unentered official result says so.
 */
export function Results({ info, near }: { info: VnGameInfo; near: NearDraws | undefined }) {
  const { t } = useTranslation();
  const history = useDrawHistory(info.gameCode);
  const [chosen, setChosen] = useState<string | null>(null);
  const draws = history.data?.content ?? [];
  const shown = draws.find((d) => d.numero === chosen) ?? draws[0];
  const prev = near?.previousNumero;
  // A draw that nobody opened ('none') has nothing to wait for; one still open, closed or drawn has.
  const waiting = resultDue(prev) ? prev.numero : null;
  const stations = shown ? stationsOf(info, shown.drawTime) : [];
  return (
    <section className="lottery-panel vn-results" data-testid="vn-results">
      <h2 className="vn-h2">{t('vnlottery.results.title')}</h2>
      {waiting && (
        <p className="vn-note vn-waiting" data-testid="vn-waiting">
          {t('vnlottery.results.waiting', { numero: waiting })}
        </p>
      )}
      {history.error && <p className="vn-error">{errorText(t, history.error)}</p>}
      {shown ? (
        <div className="vn-board-wrap" data-testid="vn-result" data-numero={shown.numero}>
          <p className="vn-result__title">
            {t('vnlottery.results.drawOf', { numero: shown.numero })}{' '}
            <span className="vn-note">
              {zonedTimeText(shown.drawTime, info.utcOffsetMinutes)}
              {stations[0] && ` · ${stations[0]}`}
            </span>
          </p>
          <div className="vn-result__tables">
            <PrizeTable winNo={shown.winNo} layout={info.layout} />
            <HeadTailTable winNo={shown.winNo} />
          </div>
          {shown.seed && (
            <p className="vn-note vn-result__seed" title={shown.seed}>
              {t('vnlottery.results.seed')} <code>{shown.seed.slice(0, 16)}…</code>
            </p>
          )}
        </div>
      ) : (
        !history.isPending && <p className="vn-note">{t('vnlottery.results.none')}</p>
      )}
      {draws.length > 1 && (
        <div className="vn-history" data-testid="vn-history">
          <h3 className="vn-h3">{t('vnlottery.results.history')}</h3>
          <ol className="vn-history__list">
            {draws.map((d) => (
              <li key={d.numero}>
                <button
                  type="button"
                  className="vn-history__item"
                  aria-pressed={d.numero === shown?.numero}
                  onClick={() => setChosen(d.numero)}
                  data-testid="vn-history-item"
                >
                  <span>#{d.numero}</span>
                  <span className="vn-history__special">{specialOf(d.winNo)}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
