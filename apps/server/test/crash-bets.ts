import type { Kysely, Selectable } from 'kysely';
import { expect } from 'vitest';
import type { PlaceValue, PlayValue } from '@lotto/contracts';
import type { BetsTable, Database } from '../src/db/schema.ts';
import { send, Unanswered, type Answer, type Call, type Member, type Target } from './crash-http.ts';

/**
 * Bets as clients make them over HTTP, on the three bet paths: an in-house dice round, a lottery
 * ticket, a vendor's seamless debit and its credit. A bet is its requests in order; each keeps
 * the answer it got, so a bet cut off by a crash is finished after the restart by sending its
 * unanswered request again, unchanged (same request id or txId).
 */

export type Kind = 'dice' | 'ticket' | 'seamless';
export type Step = Call & { answer?: Answer };
export type Bet = {
  kind: Kind;
  member: Member;
  /** The request id (dice, ticket) or the debit's txId (seamless). */
  key: string;
  steps: Step[];
  /** Index of the first step without an answer. */
  next: number;
  /** Steps answered before the crash; the others were in flight or never sent. */
  answeredBeforeCrash?: number;
};

export const minor = (text: string) => {
  const [whole, cents = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(cents.padEnd(2, '0'));
};
const money = (m: bigint) => `${m / 100n}.${String(m % 100n).padStart(2, '0')}`;

/** A dice round of 1.00, under 50.00: wins and losses both. */
export function diceBet(member: Member, key: string): Bet {
  const body = { game: 'dice', stake: '1.00', params: { target: 5000, direction: 'under' }, requestId: key };
  return {
    kind: 'dice',
    member,
    key,
    next: 0,
    steps: [{ path: '/wps/inhouse/play', body, token: member.token }],
  };
}

/** A ticket on a draw far enough ahead that it still takes bets after the restart. */
export function ticketBet(
  member: Member,
  o: { key: string; gameCode: string; numero: string; pick: number },
): Bet {
  const body = {
    requestId: o.key,
    gameCode: o.gameCode,
    numero: o.numero,
    playId: 'SSC_SIDES_SUM',
    selection: [[o.pick % 4]],
  };
  return {
    kind: 'ticket',
    member,
    key: o.key,
    next: 0,
    steps: [{ path: '/lgw/lottery/tickets', body, token: member.token }],
  };
}

/** A vendor's round: the debit of `stake`, then its credit of `win` (0 for a loss). */
export function seamlessBet(
  member: Member,
  o: { key: string; vendor: string; sessionToken: string; gameCode: string; stake: bigint; win: bigint },
): Bet {
  const base = {
    sessionToken: o.sessionToken,
    playerId: member.playerId,
    gameCode: o.gameCode,
    roundId: `r-${o.key}`,
  };
  const debit = { ...base, txId: o.key, amount: money(o.stake) };
  const credit = { ...base, txId: `${o.key}-c`, debitTxId: o.key, amount: money(o.win) };
  return {
    kind: 'seamless',
    member,
    key: o.key,
    next: 0,
    steps: [
      { path: `/seamless/v1/${o.vendor}/debit`, body: debit, vendor: o.vendor },
      { path: `/seamless/v1/${o.vendor}/credit`, body: credit, vendor: o.vendor },
    ],
  };
}

/** A request the server answered but did not accept: never expected in these tests. */
export class Refused extends Error {}

const accepted = (bet: Bet, a: Answer) =>
  a.status >= 200 && a.status < 300 && (bet.kind !== 'seamless' || a.json.ok === true);

/** Sends the bet's requests from its first unanswered one; throws `Unanswered` when the server is gone. */
export async function runBet(target: Target, bet: Bet): Promise<void> {
  while (bet.next < bet.steps.length) {
    const step = bet.steps[bet.next]!;
    const a = await send(target, step);
    if (!accepted(bet, a))
      throw new Refused(`${step.path} ${JSON.stringify(step.body)}: ${a.status} ${JSON.stringify(a.json)}`);
    step.answer = a;
    bet.next++;
  }
}

/** Places bets made by `make` one after another until the server stops answering. */
export async function betLoop(target: Target, o: { make: (i: number) => Bet; bets: Bet[] }): Promise<void> {
  for (let i = 0; ; i++) {
    const bet = o.make(i);
    o.bets.push(bet);
    try {
      await runBet(target, bet);
    } catch (err) {
      if (err instanceof Unanswered) return;
      throw err;
    }
  }
}

/** What a replay of an answered request must answer the same: the bet's identity and result. */
export function sameResult(kind: Kind, a: Answer): unknown {
  if (kind === 'dice') {
    const v = a.json.value as PlayValue;
    return [v.roundId, v.stake, v.payout, v.multiplierBp, v.nonce, v.clientSeed, v.serverSeedHash, v.outcome];
  }
  if (kind === 'ticket')
    return (a.json.value as PlaceValue).tickets.map((t) => [t.ticketId, t.numero, t.stake]);
  return [a.json.ok, a.json.txId, a.json.platformTxId];
}

/** The first answer of a dice bet, or of a ticket bet. */
export const diceValue = (bet: Bet) => bet.steps[0]!.answer!.json.value as PlayValue;
export const ticketValue = (bet: Bet) => bet.steps[0]!.answer!.json.value as PlaceValue;

/** The betting-record row of a bet (every step answered), among `records`. */
export const recordOf = (bet: Bet, records: Selectable<BetsTable>[]) =>
  records.find((r) =>
    bet.kind === 'ticket'
      ? r.ticket_id === ticketValue(bet).tickets[0]!.ticketId
      : r.ref === (bet.kind === 'dice' ? `inhouse:${diceValue(bet).roundId}` : bet.key),
  );

/** The bet's stake and what it paid the member, from the answers (every step answered). */
export function betMoney(bet: Bet): { stake: bigint; win: bigint } {
  if (bet.kind === 'dice') return { stake: minor(diceValue(bet).stake), win: minor(diceValue(bet).payout) };
  if (bet.kind === 'ticket')
    return { stake: ticketValue(bet).tickets.reduce((s, t) => s + minor(t.stake), 0n), win: 0n };
  const body = (i: number) => bet.steps[i]!.body as { amount: string };
  return { stake: minor(body(0).amount), win: minor(body(1).amount) };
}

/**
 * Every bet is there exactly once, as its answers say: the round, ticket or seamless transactions,
 * each with one betting-record row of the same stake and payout; and no row of a bet nobody made.
 */
export async function expectEachBetOnce(db: Kysely<Database>, bets: Bet[]): Promise<void> {
  const rounds = await db.selectFrom('inhouse_rounds').selectAll().execute();
  const tickets = await db.selectFrom('lottery_tickets').selectAll().execute();
  const txs = await db.selectFrom('seamless_tx').selectAll().execute();
  const records = await db.selectFrom('bets').selectAll().execute();
  const recordsOf = (vendor: string | null, ref: string) =>
    records.filter((r) => (vendor === null || r.vendor_code === vendor) && r.ref === ref);
  const of = (kind: Kind) => bets.filter((b) => b.kind === kind);
  expect(rounds.length, 'one round per dice bet').toBe(of('dice').length);
  expect(tickets.length, 'one ticket per lottery bet').toBe(of('ticket').length);
  expect(txs.length, 'a debit and a credit per seamless bet').toBe(2 * of('seamless').length);
  expect(records.length, 'one betting record per bet').toBe(bets.length);
  for (const bet of bets) {
    const { stake, win } = betMoney(bet);
    const where = `${bet.kind} ${bet.key}`;
    if (bet.kind === 'dice') {
      const mine = rounds.filter((r) => r.member_id === bet.member.id && r.request_id === bet.key);
      expect(
        mine.map((r) => [r.id, r.status, BigInt(r.payout)]),
        where,
      ).toEqual([[diceValue(bet).roundId, 'settled', win]]);
      const rec = recordsOf('XGS', `inhouse:${diceValue(bet).roundId}`);
      expect(
        rec.map((r) => [r.status, BigInt(r.stake), BigInt(r.payout)]),
        where,
      ).toEqual([['settled', stake, win]]);
    } else if (bet.kind === 'ticket') {
      const mine = tickets.filter((t) => t.member_id === bet.member.id && t.request_id === bet.key);
      expect(
        mine.map((t) => [t.id, t.status, BigInt(t.stake)]),
        where,
      ).toEqual([[ticketValue(bet).tickets[0]!.ticketId, 'open', stake]]);
      const rec = records.filter((r) => r.ticket_id === mine[0]!.id);
      expect(
        rec.map((r) => [r.ref, r.status, BigInt(r.stake)]),
        where,
      ).toEqual([[`lottery:${mine[0]!.id}`, 'open', stake]]);
    } else {
      const debit = txs.filter((t) => t.tx_id === bet.key);
      const credit = txs.filter((t) => t.tx_id === `${bet.key}-c`);
      expect(
        debit.map((t) => [t.id, t.status, BigInt(t.amount)]),
        where,
      ).toEqual([[bet.steps[0]!.answer!.json.platformTxId, 'settled', stake]]);
      expect(
        credit.map((t) => [t.status, BigInt(t.amount)]),
        where,
      ).toEqual([['done', win]]);
      const rec = recordsOf(null, bet.key);
      expect(
        rec.map((r) => [r.id, r.status, BigInt(r.stake), BigInt(r.payout)]),
        where,
      ).toEqual([[debit[0]!.bet_id, 'settled', stake, win]]);
    }
  }
}

/** Each member's main balance is their funding, less the stakes, plus the wins: no double debit. */
export async function expectBalances(
  db: Kysely<Database>,
  o: { bets: Bet[]; members: Member[]; funded: bigint },
): Promise<void> {
  const expected = new Map(o.members.map((m) => [m.id, o.funded]));
  for (const bet of o.bets) {
    const { stake, win } = betMoney(bet);
    expected.set(bet.member.id, expected.get(bet.member.id)! - stake + win);
  }
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['owner_id', 'balance', 'held'])
    .where('owner_type', '=', 'member')
    .where('code', '=', 'main')
    .where(
      'owner_id',
      'in',
      o.members.map((m) => m.id),
    )
    .execute();
  const actual = new Map(accounts.map((a) => [a.owner_id, [BigInt(a.balance), BigInt(a.held)]]));
  expect(actual).toEqual(new Map([...expected].map(([id, b]) => [id, [b, 0n]])));
}
