/**
 * What a member changes on a lottery screen: placing tickets (one request each, in order, each
 * with its request id so a retry never places twice) and cancelling an open ticket before its
 * draw closes. Refusals come back as the server's ApiError; screens write them with errorText.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { apiSend, shape } from '../../../lib/api.ts';
import { lotteryKeys } from './keys.ts';
import type { PlaceValue, Ticket, TicketBody } from './types.ts';

/**
 * After a bet, a cancel or a refusal: the balance and money pages, my tickets, recent games and
 * the near draws (a "draw closed" refusal means another draw takes bets now) read again.
 */
export function useAfterBet() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['wallet'] });
    for (const key of [lotteryKeys.tickets, lotteryKeys.recent, lotteryKeys.nearAll])
      void client.invalidateQueries({ queryKey: key });
  };
}

/** A ticket may be cancelled while its draw still takes bets: the one open now or a later one. */
export const isCancellable = (ticket: Ticket, openNumero: string | undefined): boolean =>
  // Numeros of one game sort as text (YYYYMMDD, YYYYMMDD-NNN ...).
  ticket.status === 'open' && openNumero !== undefined && ticket.numero >= openNumero;

/**
 * Places items one ticket request each, in order, stopping at the first refusal: `onPlaced`
 * hears each one that went through, so the screen keeps only the rest. A second press while
 * one runs does nothing; `place` answers whether every item went through.
 */
export function usePlaceTickets() {
  const after = useAfterBet();
  // A ref, not state: two clicks in one frame still make one placement.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const place = async <T>({
    items,
    bodyOf,
    onPlaced,
  }: {
    items: readonly T[];
    bodyOf: (item: T) => TicketBody;
    onPlaced: (item: T, value: PlaceValue) => void;
  }): Promise<boolean> => {
    if (inFlight.current || items.length === 0) return false;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      for (const item of items)
        onPlaced(
          item,
          await apiSend(lotteryApi.place, {
            body: bodyOf(item),
            schema: shape<PlaceValue>(),
          }),
        );
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
      after();
    }
  };
  return { place, busy, error, clearError: () => setError(null) };
}

/** Cancels an open ticket (its stake comes back); `busyId` is the one on its way. */
export function useCancelTicket() {
  const after = useAfterBet();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const cancel = async (ticketId: number) => {
    setBusyId(ticketId);
    setError(null);
    try {
      await apiSend(lotteryApi.cancel, {
        params: { id: ticketId },
        body: {},
        schema: shape<Ticket>(),
      });
    } catch (e) {
      setError(e);
    } finally {
      setBusyId(null);
      after();
    }
  };
  return { cancel, busyId, error };
}
