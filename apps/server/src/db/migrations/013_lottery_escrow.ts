import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

type Held = {
  merchant_id: number;
  game_code: string;
  mode: string;
  currency: string;
  hold_id: number;
  account_id: number;
  amount: number | string;
  state: string;
};

/**
 * Lottery stakes in escrow (decision 013, "Escrow"): a ticket's stake leaves the member for the
 * game's escrow account (`lottery.stakes:<GAME>`, `play.lottery.stakes:<GAME>` for play money)
 * when it is placed, instead of a hold per ticket, and the betting record reads a lottery bet's
 * status and payout from its ticket.
 *
 * - `bets.ticket_id`: the lottery ticket a betting-record row stands for (filled in for the rows
 *   written so far), so the record joins the ticket by its primary key.
 * - Open tickets placed under holds are moved to escrow, so a running site upgrades with every
 *   open ticket's stake where settlement and refunds now look for it: per brand, game and mode one
 *   entry takes the pending holds' stakes from their members (their holds posted to it), and an
 *   open ticket whose hold was already voided (expired: the stake went back) is marked refunded.
 *   (A hold posted with its ticket still open cannot be left by this code: the two changed in one
 *   transaction; such a stake, if any, is taken back from the game's house account.)
 */
export const up: MigrationFn = async (db) => {
  await db.schema.alterTable('bets').addColumn('ticket_id', 'integer').execute();
  await sql`update bets set ticket_id = t.id from lottery_tickets t where t.bet_id = bets.id`.execute(db);

  const now = Date.now();
  await sql`update lottery_tickets set status = 'refunded', settled_at = ${now}
    where status = 'open' and hold_id in (select id from ledger_holds where state = 'voided')`.execute(db);
  const held = (
    await sql<Held>`select t.merchant_id, t.game_code, t.mode, t.currency, h.id as hold_id, h.account_id,
        h.amount, h.state
      from lottery_tickets t join ledger_holds h on h.id = t.hold_id
      where t.status = 'open' and h.state in ('pending', 'posted') order by h.id`.execute(db)
  ).rows;
  const groups = new Map<string, Held[]>();
  for (const h of held) {
    const key = `${h.merchant_id}|${h.game_code}|${h.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  for (const [key, holds] of groups) {
    const { merchant_id: merchantId, game_code: game, mode, currency } = holds[0]!;
    const prefix = mode === 'demo' ? 'play.' : '';
    const house = async (code: string) => {
      await sql`insert into ledger_accounts (merchant_id, owner_type, owner_id, code, currency, created_at)
        values (${merchantId}, 'house', 0, ${code}, ${currency}, ${now})
        on conflict (merchant_id, owner_type, owner_id, code) do nothing`.execute(db);
      return (
        await sql<{ id: number }>`select id from ledger_accounts
          where merchant_id = ${merchantId} and owner_type = 'house' and owner_id = 0 and code = ${code}`.execute(
          db,
        )
      ).rows[0]!.id;
    };
    const escrow = await house(`${prefix}lottery.stakes:${game}`);
    const perAccount = new Map<number, bigint>();
    let fromHouse = 0n;
    for (const h of holds) {
      if (h.state === 'posted') fromHouse += BigInt(h.amount);
      else perAccount.set(h.account_id, (perAccount.get(h.account_id) ?? 0n) + BigInt(h.amount));
    }
    const total = [...perAccount.values()].reduce((s, a) => s + a, fromHouse);
    const lines: [number, bigint, bigint | null][] = [];
    const entry = (
      await sql<{ id: number }>`insert into ledger_entries
          (merchant_id, idem_key, type, fingerprint, ref, memo, created_at)
        values (${merchantId}, ${`lottery:escrow:013:${key}`}, 'bet',
          ${createHash('sha256').update(`escrow 013 ${key} ${total}`).digest('hex')},
          ${`${game} escrow`}, 'stakes of open tickets moved to escrow', ${now})
        returning id`.execute(db)
    ).rows[0]!.id;
    for (const [account, amount] of [...perAccount].sort(([a], [b]) => a - b)) {
      const row = (
        await sql<{ balance: number | string }>`update ledger_accounts
          set balance = balance - ${amount}, held = held - ${amount} where id = ${account}
          returning balance`.execute(db)
      ).rows[0]!;
      lines.push([account, -amount, BigInt(row.balance)]);
    }
    if (fromHouse > 0n) lines.push([await house(`${prefix}lottery:${game}`), -fromHouse, null]);
    lines.push([escrow, total, null]);
    for (const [account, amount, after] of lines)
      await sql`insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
        values (${entry}, ${account}, ${amount}, ${after}, ${now})`.execute(db);
    const pending = holds.filter((h) => h.state === 'pending').map((h) => h.hold_id);
    for (let i = 0; i < pending.length; i += 500)
      await sql`update ledger_holds set state = 'posted', entry_id = ${entry}, settled_at = ${now}
        where id in (${sql.join(pending.slice(i, i + 500))})`.execute(db);
  }
};
