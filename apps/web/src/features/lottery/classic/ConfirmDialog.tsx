import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import { bettingDraw } from '@lotto/contracts/lottery/schedule';
import { ApiError, newRequestId } from '../../../lib/api.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { formatCents } from '../../../lib/money.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { usePlaceTickets } from '../client/actions.ts';
import { serverNow } from '../client/clock.ts';
import { chargeOf } from '../common/stake.ts';
import type { Chase } from '../common/ticket.ts';
import { cartTotals, ticketBody, type CartItem } from './cart.ts';
import { CartList } from './CartList.tsx';
import type { Pad } from './pads.ts';

/** The draw a placement goes on, pinned when the member pressed Place. */
export type Pinned = {
  numero: string;
  closeTime: number;
  chase: Chase | null;
  /** Request id per cart item key, made when the member confirms and kept for a retry. */
  requestIds: Record<string, string>;
};

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
  const [pin, setPin] = useState(pinned);
  const { place, busy, error, clearError } = usePlaceTickets();
  const closed = error instanceof ApiError && error.code === 'lottery.draw.closed';
  const next = bettingDraw(game, Math.max(serverNow(), pin.closeTime));
  const draws = pin.chase?.draws ?? 1;
  const total = chargeOf(cartTotals(items), draws);

  const confirm = async () => {
    // A refusal part-way leaves the items after it in the cart.
    const placed: string[] = [];
    let tickets = 0;
    const all = await place({
      items,
      bodyOf: (item) =>
        ticketBody(item, { numero: pin.numero, requestId: pin.requestIds[item.key]!, chase: pin.chase }),
      onPlaced: (item, value) => {
        placed.push(item.key);
        tickets += value.tickets.length;
      },
    });
    if (placed.length > 0) onPlaced(placed, tickets);
    if (all) onClose();
  };
  const moveToNext = () => {
    setPin({ ...pin, numero: next.numero, closeTime: next.closeTime, requestIds: freshIds(items) });
    clearError();
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
        {t('lottery.confirm.total')} <strong data-testid="lt-confirm-total">{formatCents(total)}</strong>
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
