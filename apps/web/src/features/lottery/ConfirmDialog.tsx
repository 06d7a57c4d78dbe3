import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import { bettingDraw } from '@lotto/contracts/lottery/schedule';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { centsText } from '../../lib/money.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PlaceError, placeItems, useAfterMoney, type Placement } from './actions.ts';
import { cartTotals, chargeOf, newRequestId, type CartItem } from './cart.ts';
import { CartList } from './CartList.tsx';
import { serverNow } from './clock.ts';
import type { Pad } from './pads.ts';

export type Pinned = Placement & { closeTime: number };

type Props = {
  game: Game;
  items: readonly CartItem[];
  pinned: Pinned;
  playName: (playId: string) => string;
  padOfPlay: (playId: string) => Pad | null;
  /** Items the server took (all of them, or those before a refusal). */
  onPlaced: (keys: string[], tickets: number) => void;
  onClose: () => void;
};

const freshIds = (items: readonly CartItem[]) =>
  Object.fromEntries(items.map((i) => [i.key, newRequestId()]));

/**
 * The last look before money is held: the draw (pinned when the member pressed Place), the
 * tickets, a chase and the total. A retry after a network failure sends the same request ids,
 * so nothing is placed twice; a draw that closed meanwhile is refused by the server and the
 * member may move the tickets to the next draw.
 */
export function ConfirmDialog({ game, items, pinned, playName, padOfPlay, onPlaced, onClose }: Props) {
  const { t } = useTranslation();
  const after = useAfterMoney();
  const [pin, setPin] = useState(pinned);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const closed = error instanceof ApiError && error.code === 'lottery.draw.closed';
  const next = bettingDraw(game, Math.max(serverNow(), pin.closeTime));
  const draws = pin.chase?.draws ?? 1;
  const total = chargeOf(cartTotals(items), draws);

  // A ref, not state: two clicks in one frame still make one placement.
  const inFlight = useRef(false);
  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const tickets = await placeItems(items, pin);
      onPlaced(
        items.map((i) => i.key),
        tickets,
      );
      onClose();
    } catch (e) {
      if (e instanceof PlaceError) {
        if (e.placed.length > 0) onPlaced(e.placed, e.tickets);
        setError(e.cause);
      } else setError(e);
    } finally {
      inFlight.current = false;
      setBusy(false);
      after();
    }
  };
  const moveToNext = () => {
    setPin({ ...pin, numero: next.numero, closeTime: next.closeTime, requestIds: freshIds(items) });
    setError(null);
  };

  return (
    <Dialog title={t('lottery.confirm.title')} onClose={onClose} width={480} testId="lt-confirm">
      <p className="lt-confirm__draw">
        {t('lottery.confirm.draw')} <strong data-testid="lt-confirm-numero">{pin.numero}</strong>
      </p>
      {pin.chase && (
        <p className="lt-help" data-testid="lt-confirm-chase">
          {t(pin.chase.stopOnWin ? 'lottery.confirm.chaseStop' : 'lottery.confirm.chase', {
            draws: pin.chase.draws,
          })}
        </p>
      )}
      <CartList items={items} playName={playName} padOfPlay={padOfPlay} />
      <p className="lt-confirm__total">
        {t('lottery.confirm.total')}{' '}
        <strong data-testid="lt-confirm-total">{formatMoney(centsText(total))}</strong>
      </p>
      {error !== null && (
        <p
          className="lt-error"
          role="alert"
          data-testid="lt-confirm-error"
          data-code={error instanceof ApiError ? error.code : ''}
        >
          {closed ? t('lottery.closed', { numero: pin.numero, next: next.numero }) : errorText(t, error)}
        </p>
      )}
      <div className="dialog__actions lt-confirm__actions">
        <button type="button" className="lt-button lt-button--ghost" onClick={onClose}>
          {t('lottery.confirm.back')}
        </button>
        {closed ? (
          <button type="button" className="button" onClick={moveToNext} data-testid="lt-confirm-next">
            {t('lottery.confirm.next', { numero: next.numero })}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={busy || items.length === 0}
            onClick={() => void confirm()}
            data-testid="lt-confirm-go"
          >
            {busy ? t('lottery.confirm.placing') : t('lottery.confirm.go')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
