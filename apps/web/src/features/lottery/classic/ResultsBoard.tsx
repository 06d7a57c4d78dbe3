import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-errors.ts';
import { formatTimestamp } from '../../../lib/time.ts';
import { useDrawHistory } from '../client/api.ts';
import { Balls } from '../common/Balls.tsx';
import type { LotteryGame } from '../client/types.ts';

/** The last results, newest first; an in-house draw links to the verifier with its seed. */
export function ResultsBoard({ info, onVerify }: { info: LotteryGame; onVerify: (numero: string) => void }) {
  const { t } = useTranslation();
  const history = useDrawHistory(info.gameCode);
  if (history.isPending) return <p className="muted">{t('lottery.loading')}</p>;
  if (history.isError) return <p role="alert">{errorText(t, history.error)}</p>;
  const rows = history.data.content;
  if (rows.length === 0) return <p className="muted">{t('lottery.results.empty')}</p>;
  return (
    <ol className="lt-results" data-testid="lt-results">
      {rows.map((r) => (
        <li key={r.numero} className="lt-result" data-testid="lt-result" data-numero={r.numero}>
          <div className="lt-result__head">
            <strong>{r.numero}</strong>
            <small className="muted">{formatTimestamp(r.drawTime)}</small>
          </div>
          <Balls winNo={r.winNo} family={info.family} size="sm" />
          {r.seed && (
            <button
              type="button"
              className="lt-link"
              onClick={() => onVerify(r.numero)}
              data-testid={`lt-verify-${r.numero}`}
            >
              {t('lottery.results.verify')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
