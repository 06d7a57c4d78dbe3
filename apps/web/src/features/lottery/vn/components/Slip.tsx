import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../lib/money.ts';
import { errorText } from '../../../../lib/api-errors.ts';
import type { Chase } from '../../common/ticket.ts';
import { usePlaceSlip } from '../actions.ts';
import { useOpenedDraws } from '../../client/api.ts';
import type { NearDraws, OpenedDraw } from '../../client/types.ts';
import { cartTotals, lineStakeMinor, type CartLine } from '../cart.ts';
import { entryText } from '../entry.ts';
import { playLabel } from '../labels.ts';
import { ruleOf } from '../plays.ts';
import { OPENED_COUNT } from '../queries.ts';

const CHASE_STEPS = [1, 2, 3, 5, 10, 20, 30, 50, 100];
const SHOWN_NUMBERS = 12;

function SlipLine({
  line,
  unitMinor,
  onRemove,
}: {
  line: CartLine;
  unitMinor: bigint;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const digits = ruleOf(line.playId)?.digits ?? 2;
  const shown = entryText(line.numbers.slice(0, SHOWN_NUMBERS), digits);
  return (
    <li className="vn-slip__line" data-testid="vn-slip-line" data-play={line.playId}>
      <span className="vn-slip__play">{playLabel(t, line.playId)}</span>
      <span className="vn-slip__numbers">
        {shown}
        {line.numbers.length > SHOWN_NUMBERS && ` … (+${line.numbers.length - SHOWN_NUMBERS})`}
      </span>
      <span className="vn-slip__figures">
        {t('vnlottery.slip.lineFigures', { count: line.betCount, points: line.points })}{' '}
        <strong>{formatCents(lineStakeMinor(line, unitMinor))}</strong>
      </span>
      <button type="button" className="vn-icon" aria-label={t('vnlottery.slip.remove')} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

/** The draws the slip covers: the one taking bets, or a chase over the next ones. */
function ChaseChoice({
  id,
  chase,
  onChange,
  numero,
  draws,
}: {
  id: string;
  chase: Chase;
  onChange: (chase: Chase) => void;
  numero: string | undefined;
  draws: OpenedDraw[];
}) {
  const { t } = useTranslation();
  const steps = CHASE_STEPS.filter((n) => n <= Math.max(1, draws.length));
  return (
    <div className="vn-slip__chase">
      <label htmlFor={id} className="vn-label">
        {t('vnlottery.slip.draws')}
      </label>
      <select
        id={id}
        className="vn-select"
        value={chase.draws}
        onChange={(e) => onChange({ ...chase, draws: Number(e.target.value) })}
        data-testid="vn-chase"
      >
        {steps.map((n) => (
          <option key={n} value={n}>
            {n === 1
              ? t('vnlottery.slip.oneDraw', { numero: numero ?? '' })
              : t('vnlottery.slip.chaseOption', { count: n, last: draws[n - 1]?.numero ?? '' })}
          </option>
        ))}
      </select>
      {chase.draws > 1 && (
        <label className="vn-check">
          <input
            type="checkbox"
            checked={chase.stopOnWin}
            onChange={(e) => onChange({ ...chase, stopOnWin: e.target.checked })}
          />
          {t('vnlottery.slip.stopOnWin')}
        </label>
      )}
    </div>
  );
}

/** Bets and total of the slip over the draws it covers. */
function SlipTotals({ bets, stakeMinor }: { bets: number; stakeMinor: bigint }) {
  const { t } = useTranslation();
  return (
    <dl className="vn-slip__totals" data-testid="vn-slip-totals">
      <dt>{t('vnlottery.slip.bets')}</dt>
      <dd data-testid="vn-slip-bets">{bets}</dd>
      <dt>{t('vnlottery.slip.total')}</dt>
      <dd data-testid="vn-slip-total">{formatCents(stakeMinor)}</dd>
    </dl>
  );
}

/** What placing said: the draw the lines went on, or why they did not. */
function PlaceOutcome({
  placedOn,
  restricted,
  error,
}: {
  placedOn: string | null;
  restricted: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <>
      {placedOn && (
        <p className="vn-ok" role="status" data-testid="vn-slip-placed">
          {t('vnlottery.slip.placed', { numero: placedOn })}
        </p>
      )}
      {(restricted || error !== null) && (
        <p className="vn-error" role="alert" data-testid="vn-slip-error">
          {restricted ? t('in_need_true_account') : errorText(t, error)}
        </p>
      )}
    </>
  );
}

/**
 * The bet slip: its lines, bets and total, the draws it covers (the one taking bets, or a chase
 * over the next ones with stop-after-win) and "place". A refused line stays with its message.
 */
export function Slip({
  gameCode,
  lines,
  unitMinor,
  near,
  onRemove,
  onClear,
}: {
  gameCode: string;
  lines: CartLine[];
  unitMinor: bigint;
  near: NearDraws | undefined;
  onRemove: (requestId: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const chaseId = useId();
  const numero = near?.currentNumero.numero;
  const opened = useOpenedDraws(gameCode, { count: OPENED_COUNT, from: numero });
  const [chase, setChase] = useState<Chase>({ draws: 1, stopOnWin: true });
  const [placedOn, setPlacedOn] = useState<string | null>(null);
  const slip = usePlaceSlip((line, value) => {
    onRemove(line.requestId);
    setPlacedOn(value.tickets[0]?.numero ?? null);
  });
  const totals = cartTotals({ lines, unitMinor, draws: chase.draws });
  const place = () => {
    setPlacedOn(null);
    if (numero) void slip.place({ lines, numero, chase });
  };

  return (
    <section className="lottery-panel vn-slip" data-testid="vn-slip" aria-labelledby={`${chaseId}-title`}>
      <h2 className="vn-h2" id={`${chaseId}-title`}>
        {t('vnlottery.slip.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="vn-note">{t('vnlottery.slip.empty')}</p>
      ) : (
        <ul className="vn-slip__lines">
          {lines.map((line) => (
            <SlipLine
              key={line.requestId}
              line={line}
              unitMinor={unitMinor}
              onRemove={() => onRemove(line.requestId)}
            />
          ))}
        </ul>
      )}
      <ChaseChoice id={chaseId} chase={chase} onChange={setChase} numero={numero} draws={opened.data ?? []} />
      <SlipTotals bets={totals.bets} stakeMinor={totals.stakeMinor} />
      <div className="vn-slip__actions">
        {lines.length > 0 && (
          <button type="button" className="button button--ghost" onClick={onClear}>
            {t('vnlottery.slip.clear')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={lines.length === 0 || slip.busy || !numero}
          aria-busy={slip.busy}
          onClick={place}
          data-testid="vn-place"
        >
          {slip.busy ? t('vnlottery.slip.placing') : t('vnlottery.slip.place')}
        </button>
      </div>
      <PlaceOutcome
        placedOn={lines.length === 0 ? placedOn : null}
        restricted={slip.restricted}
        error={slip.error}
      />
    </section>
  );
}
