// A ticket row as members read it.
import type { Selectable } from 'kysely';
import type { Ticket } from '@lotto/contracts';
import type { LotteryTicketsTable } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';

export type TicketRow = Selectable<LotteryTicketsTable>;

export function toTicket(t: TicketRow): Ticket {
  return {
    ticketId: t.id,
    gameCode: t.game_code,
    numero: t.numero,
    playId: t.play_id,
    selection: JSON.parse(t.selection) as number[][],
    betCount: t.bet_count,
    unit: formatMinor(BigInt(t.unit)),
    multiplier: t.multiplier,
    stake: formatMinor(BigInt(t.stake)),
    series: t.series,
    memberSeries: t.member_series,
    oddsBp: Number(t.odds_bp),
    status: t.status,
    winBets: t.win_bets,
    payout: formatMinor(BigInt(t.payout)),
    rebate: formatMinor(BigInt(t.rebate)),
    chaseId: t.chase_id,
    createdAt: Number(t.created_at),
  };
}
