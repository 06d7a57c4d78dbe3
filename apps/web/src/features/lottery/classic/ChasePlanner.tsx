import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/money.ts';
import { useOpenedDraws } from '../client/api.ts';
import { clockText } from '../client/clock.ts';
import { clampChase, MAX_CHASE, MIN_CHASE } from './cart.ts';

export type Chase = { on: boolean; draws: number; stopOnWin: boolean };

type Props = {
  gameCode: string;
  numero: string;
  chase: Chase;
  onChange: (chase: Chase) => void;
  /** Stake of the cart for one draw, cents. */
  perDraw: bigint;
};

/**
 * A chase: the same tickets on the next N draws, at the same multiplier (the ticket API takes
 * one per chase), optionally stopping after a win; the draws it covers come from the server.
 */
export function ChasePlanner({ gameCode, numero, chase, onChange, perDraw }: Props) {
  const { t } = useTranslation();
  const drawsId = useId();
  const opened = useOpenedDraws(gameCode, { count: chase.draws, from: numero, enabled: chase.on });
  // Typed text stays as typed ("1" on the way to "12"); the chase takes it once it is in range.
  const [typed, setTyped] = useState(String(chase.draws));
  const type = (value: string) => {
    setTyped(value);
    const n = Number(value);
    if (Number.isInteger(n) && n >= MIN_CHASE && n <= MAX_CHASE) onChange({ ...chase, draws: n });
  };
  return (
    <section className="lt-chase" aria-label={t('lottery.chase.title')}>
      <label className="lt-check">
        <input
          type="checkbox"
          checked={chase.on}
          onChange={(e) => onChange({ ...chase, on: e.target.checked })}
          data-testid="lt-chase"
        />
        {t('lottery.chase.on')}
      </label>
      {chase.on && (
        <div className="lt-chase__body">
          <div className="lt-chase__fields">
            <label htmlFor={drawsId}>{t('lottery.chase.draws')}</label>
            <input
              id={drawsId}
              type="number"
              min={MIN_CHASE}
              max={MAX_CHASE}
              value={typed}
              onChange={(e) => type(e.target.value)}
              onBlur={() => {
                const n = clampChase(Number(typed));
                setTyped(String(n));
                onChange({ ...chase, draws: n });
              }}
              data-testid="lt-chase-draws"
            />
            <label className="lt-check">
              <input
                type="checkbox"
                checked={chase.stopOnWin}
                onChange={(e) => onChange({ ...chase, stopOnWin: e.target.checked })}
                data-testid="lt-chase-stop"
              />
              {t('lottery.chase.stopOnWin')}
            </label>
          </div>
          <p className="lt-help">
            {t('lottery.chase.total', {
              draws: chase.draws,
              amount: formatCents(perDraw * BigInt(chase.draws)),
            })}{' '}
            {t('lottery.chase.sameMultiplier')}
          </p>
          {opened.data && (
            <ol className="lt-chase__list" data-testid="lt-chase-list">
              {opened.data.map((d) => (
                <li key={d.numero}>
                  <span>{d.numero}</span>
                  <span className="muted">{clockText(d.drawTime)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
