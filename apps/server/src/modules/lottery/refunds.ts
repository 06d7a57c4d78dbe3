// Refunds of open lottery tickets: their stakes back from the games' escrow, in one ledger transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, escrowOf } from './draws.ts';
import { takeDrawStakes } from './repo/ticket-sql.ts';
import { claimForRefund, openTicketsAmong } from './repo/tickets.ts';

/** What a refund works with: the database, the wallet, and whether the database is PostgreSQL. */
export type RefundDeps = { db: Kysely<Database>; wallet: Wallet; pg: boolean };

/** Which tickets to refund: the brand's, by id, and the status they end in. */
export type RefundOrder = { merchantId: number; ids: number[]; status: 'cancelled' | 'refunded' };

/**
 * Marks open tickets cancelled or refunded and gives their stakes back from the games' escrow,
 * in one transaction (the ledger's): the status change claims each ticket, so a stake comes
 * back once, and a crash leaves no ticket refunded with its stake still in escrow. A refunded or
 * cancelled ticket adds nothing to its member's figures: its bet keeps the placement it counted
 * (as a void bet does), and it never counts a settlement (decision 023).
 */
export async function refundTickets(
  { db, wallet, pg }: RefundDeps,
  { merchantId, ids, status }: RefundOrder,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await openTicketsAmong(db, { pg, ids });
  for (const r of rows)
    await Promise.all([
      wallet.openAccount({ merchantId, currency: r.currency, ref: { house: escrowOf(r.game_code, r.mode) } }),
      wallet.openAccount({
        merchantId,
        currency: r.currency,
        ref: { member: r.member_id, code: accountOf(r.mode) },
      }),
    ]);
  return wallet.bulk(async ({ trx, creditMany }) => {
    const done = await claimForRefund(trx, { pg, ids, status, now: Date.now() });
    await takeDrawStakes(trx, { pg, tickets: done });
    const groups = new Map<string, { first: number; tickets: typeof done }>();
    for (const t of done) {
      const key = `${t.game_code} ${t.numero} ${t.mode}`;
      const g = groups.get(key) ?? { first: t.id, tickets: [] };
      g.first = Math.min(g.first, t.id);
      g.tickets.push(t);
      groups.set(key, g);
    }
    for (const { first, tickets } of groups.values()) {
      const { game_code: game, numero, mode, currency } = tickets[0]!;
      const back = new Map<number, bigint>();
      for (const t of tickets) back.set(t.member_id, (back.get(t.member_id) ?? 0n) + BigInt(t.stake));
      // Keyed by the first ticket claimed: a ticket is claimed once, so the key is new.
      await creditMany({
        merchantId,
        currency,
        idemKey: `lottery:refund:${first}`,
        type: 'refund',
        ref: `${game} ${numero}`,
        house: escrowOf(game, mode),
        credits: [...back]
          .sort(([a], [b]) => a - b)
          .map(([member, amount]) => ({ member, code: accountOf(mode), amount })),
      });
    }
    return done.length;
  });
}
