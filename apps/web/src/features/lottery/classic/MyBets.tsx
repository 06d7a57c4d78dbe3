import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { tAny, errorText } from '../../../lib/api-errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { openModal } from '../../../lib/modals.ts';
import { useSession } from '../../../lib/session.ts';
import { isCancellable, useCancelTicket } from '../client/actions.ts';
import { usePlayMenu } from '../client/api.ts';
import { padOf } from './pads.ts';
import { useTickets } from './queries.ts';
import { usePadText } from './text.ts';
import type { LotteryGame, Ticket } from '../client/types.ts';

/** One ticket: its draw and outcome, what it bet, its stake and payout, and cancel while it may. */
function TicketItem({
  tk,
  playName,
  game,
  cancel,
}: {
  tk: Ticket;
  playName: string;
  game: Game;
  cancel: { allowed: boolean; busy: boolean; onCancel: () => void };
}) {
  const { t } = useTranslation();
  const text = usePadText();
  return (
    <li
      className="lt-ticket"
      data-testid="lt-ticket"
      data-id={tk.ticketId}
      data-status={tk.status}
      data-numero={tk.numero}
    >
      <div className="lt-ticket__head">
        <strong>{tk.numero}</strong>
        <span className="lt-status" data-status={tk.status}>
          {tAny(t)(`lottery.myBets.status.${tk.status}`, { defaultValue: tk.status })}
        </span>
      </div>
      <div className="lt-ticket__what">
        <span>{playName}</span>
        {tk.chaseId !== null && <span className="lt-tag">{t('lottery.myBets.chase')}</span>}
        <span className="lt-cart__numbers">
          {text.selection(padOf(game, { playId: tk.playId, drawTime: 0 }), tk.selection)}
        </span>
      </div>
      <div className="lt-ticket__figures">
        <span>{t('lottery.bet.betsTimes', { bets: tk.betCount, times: tk.multiplier })}</span>
        <span>
          {t('lottery.myBets.stake')} <strong data-testid="lt-ticket-stake">{formatMoney(tk.stake)}</strong>
        </span>
        {tk.status === 'won' && (
          <span className="lt-win">
            {t('lottery.myBets.payout')}{' '}
            <strong data-testid="lt-ticket-payout">{formatMoney(tk.payout)}</strong>
          </span>
        )}
        {cancel.allowed && (
          <button
            type="button"
            className="lt-link"
            disabled={cancel.busy}
            onClick={cancel.onCancel}
            data-testid="lt-cancel"
          >
            {t('lottery.myBets.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * My tickets of this game, newest first, with their outcome; open ones on a draw still taking
 * bets can be cancelled (the stake comes back). A ticket that settles refreshes the balance.
 */
export function MyBets({ info, game, draw }: { info: LotteryGame; game: Game; draw: Draw }) {
  const { t } = useTranslation();
  const session = useSession();
  const tickets = useTickets(game, draw);
  const menu = usePlayMenu(info.gameCode);
  const { cancel, busyId, error } = useCancelTicket();

  if (!session)
    return (
      <p className="muted">
        <button
          type="button"
          className="lt-link"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
        >
          {t('lottery.myBets.login')}
        </button>
      </p>
    );
  if (tickets.isPending) return <p className="muted">{t('lottery.loading')}</p>;
  if (tickets.isError) return <p role="alert">{errorText(t, tickets.error)}</p>;
  if (tickets.data.length === 0) return <p className="muted">{t('lottery.myBets.empty')}</p>;
  const names = new Map(
    menu.data?.[0]?.playMenuGroups.flatMap((g) => g.playMenus.map((p) => [p.playId, p.playName] as const)),
  );
  return (
    <div className="lt-bets">
      {error !== null && (
        <p className="lt-error" role="alert" data-testid="lt-bets-error">
          {errorText(t, error)}
        </p>
      )}
      <ul className="lt-tickets" data-testid="lt-tickets">
        {tickets.data.map((tk) => (
          <TicketItem
            key={tk.ticketId}
            tk={tk}
            playName={names.get(tk.playId) ?? tk.playId}
            game={game}
            cancel={{
              allowed: isCancellable(tk, draw.numero),
              busy: busyId !== null,
              onCancel: () => void cancel(tk.ticketId),
            }}
          />
        ))}
      </ul>
    </div>
  );
}
