import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/api-errors.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { openModal } from '../../../../lib/modals.ts';
import { usePlayer, useSession } from '../../../../lib/session.ts';
import { isCancellable, useCancelTicket } from '../../client/actions.ts';
import { useMyTickets } from '../../client/api.ts';
import type { NearDraws, Ticket } from '../../client/types.ts';
import { entryText } from '../entry.ts';
import { playLabel } from '../labels.ts';
import { ruleOf } from '../plays.ts';

const STATUSES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
type Status = (typeof STATUSES)[number];
const statusOf = (s: string): Status =>
  (STATUSES as readonly string[]).includes(s) ? (s as Status) : 'open';

function TicketRow({
  ticket,
  cancellable,
  busy,
  onCancel,
}: {
  ticket: Ticket;
  cancellable: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const rule = ruleOf(ticket.playId);
  const status = statusOf(ticket.status);
  const numbers = ticket.selection[0] ?? [];
  return (
    <li className="vn-ticket" data-testid="vn-ticket" data-ticket={ticket.ticketId} data-status={status}>
      <div className="vn-ticket__head">
        <span className="vn-ticket__play">{playLabel(t, ticket.playId)}</span>
        <span className="vn-ticket__numero">#{ticket.numero}</span>
        <span className="vn-badge" data-status={status}>
          {t(`vnlottery.myBets.status.${status}`)}
        </span>
      </div>
      <p className="vn-ticket__numbers">{entryText(numbers, rule?.digits ?? 2)}</p>
      <p className="vn-ticket__figures">
        {t('vnlottery.myBets.figures', { count: ticket.betCount, points: ticket.multiplier })}{' '}
        <span>
          {t('vnlottery.myBets.stake')} <strong>{formatMoney(ticket.stake)}</strong>
        </span>
        {status === 'won' && (
          <span
            className="vn-won"
            data-testid="vn-ticket-payout"
            data-payout={ticket.payout}
            data-hits={ticket.winBets}
          >
            {' '}
            ·{' '}
            {rule?.kind === 'lo'
              ? t('vnlottery.myBets.hits', { count: ticket.winBets })
              : t('vnlottery.myBets.wins', { count: ticket.winBets })}{' '}
            +{formatMoney(ticket.payout)}
          </span>
        )}
      </p>
      {cancellable && (
        <button
          type="button"
          className="button button--ghost vn-button--small"
          disabled={busy}
          onClick={onCancel}
          data-testid="vn-ticket-cancel"
        >
          {t('vnlottery.myBets.cancel')}
        </button>
      )}
    </li>
  );
}

/** The member's tickets on this game: status, hits and payout, and cancel while the draw is open. */
export function MyBets({ gameCode, near }: { gameCode: string; near: NearDraws | undefined }) {
  const { t } = useTranslation();
  const session = useSession();
  const player = usePlayer();
  const tickets = useMyTickets(gameCode, { enabled: player !== null });
  const cancel = useCancelTicket();
  const current = near?.currentNumero.numero;
  return (
    <section className="lottery-panel vn-mybets" data-testid="vn-mybets">
      <h2 className="vn-h2">{t('vnlottery.myBets.title')}</h2>
      {session && !player ? (
        <p className="vn-error">{t('in_need_true_account')}</p>
      ) : !player ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
        >
          {t('vnlottery.myBets.signIn')}
        </button>
      ) : tickets.data && tickets.data.length === 0 ? (
        <p className="vn-note">{t('vnlottery.myBets.empty')}</p>
      ) : (
        <ul className="vn-tickets">
          {(tickets.data ?? []).map((ticket) => (
            <TicketRow
              key={ticket.ticketId}
              ticket={ticket}
              cancellable={isCancellable(ticket, current)}
              busy={cancel.busyId === ticket.ticketId}
              onCancel={() => void cancel.cancel(ticket.ticketId)}
            />
          ))}
        </ul>
      )}
      {tickets.error && <p className="vn-error">{errorText(t, tickets.error)}</p>}
      {cancel.error !== null && (
        <p className="vn-error" role="alert" data-testid="vn-cancel-error">
          {errorText(t, cancel.error)}
        </p>
      )}
    </section>
  );
}
