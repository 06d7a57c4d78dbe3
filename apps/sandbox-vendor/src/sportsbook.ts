import { randomBytes, randomUUID } from 'node:crypto';
import { cardsLeft } from './games/baccarat.ts';
import { newMatch, oddsText, playMatch } from './games/sports.ts';
import { fmt, parseStake } from './money.ts';
import type { Failure, MoneyMoves } from './rounds.ts';
import { type Bet, isSports, type Json, type Session } from './session.ts';
import { UNAVAILABLE } from './wallet.ts';

/** The board and the latest bets of a sports or e-sports session, as its page shows them. */
export const sportsView = (s: Session) => ({
  matches: s.matches.map((m) => ({
    id: m.id,
    league: m.league,
    home: m.home,
    away: m.away,
    market: m.market,
    status: m.status,
    result: m.result,
    picks: m.picks.map((p) => ({ pick: p.pick, label: p.label, odds: oddsText(p.oddsX100) })),
  })),
  bets: s.bets.slice(-12).map((b) => ({
    id: b.id,
    matchId: b.matchId,
    pick: b.pick,
    label: b.label,
    odds: oddsText(b.oddsX100),
    stake: fmt(b.stake),
    status: b.status,
    win: fmt(b.win),
  })),
});

/** What a session's state adds to its balance: the board, or the baccarat road and shoe. */
export const sessionView = (s: Session) =>
  isSports(s)
    ? sportsView(s)
    : s.category === 'LIVE'
      ? { road: s.road.slice(-48), cardsLeft: s.shoe ? cardsLeft(s.shoe) : 416 }
      : {};

/** SPORTS, ESPORTS: the stake is taken now, the bet is settled at kick-off. */
export const sportsBet = (moves: MoneyMoves) => (s: Session, input: Json) => {
  const stake = parseStake(input['stake']);
  const m = s.matches.find((x) => x.id === input['matchId'] && x.status === 'OPEN');
  const p = m?.picks.find((x) => x.pick === input['pick']);
  if (stake === null || !m || !p) return 'Pick an open match and a stake between 1.00 and 100,000.00.';
  return moves.exclusive(s, async () => {
    if (m.status !== 'OPEN') return { ok: false, error: 'MATCH_CLOSED' };
    const roundId = `R-${randomUUID()}`;
    const { a, debitTxId } = await moves.debit(s, { stake, roundId });
    if (!a.ok) return moves.failed(s, a);
    const bet: Bet = {
      id: `B${randomBytes(5).toString('hex')}`,
      matchId: m.id,
      pick: p.pick,
      label: p.label,
      oddsX100: p.oddsX100,
      stake,
      debitTxId,
      roundId,
      status: 'OPEN',
      win: 0,
    };
    s.bets.push(bet);
    return { ok: true, balance: a.balance, result: { bet: bet.id }, ...sportsView(s) };
  });
};

/** Kick-off: plays the match and settles every open bet on it (credit, 0.00 for a lost bet). */
export const kickOff = (moves: MoneyMoves) => (s: Session, input: Json) => {
  if (!isSports(s)) return 'Only sports sessions have matches.';
  const m = s.matches.find((x) => x.id === input['matchId'] && x.status === 'OPEN');
  if (!m) return 'Unknown or finished match.';
  return moves.exclusive(s, async () => {
    m.status = 'SETTLED';
    m.result = playMatch(m);
    let error: Failure | null = null;
    for (const b of s.bets.filter((x) => x.matchId === m.id && x.status === 'OPEN')) {
      const won = b.pick === m.result.pick;
      b.win = won ? Math.floor((b.stake * b.oddsX100) / 100) : 0;
      b.status = won ? 'WON' : 'LOST';
      const c = await moves.credit(s, { win: b.win, roundId: b.roundId, debitTxId: b.debitTxId });
      if (!c.ok) error ??= moves.failed(s, c);
    }
    // Keep the board full: a fresh match replaces the one played; a few results stay visible.
    s.matches.push(newMatch(s.category as 'SPORTS' | 'ESPORTS'));
    const open = s.matches.filter((x) => x.status === 'OPEN');
    s.matches = [...s.matches.filter((x) => x.status === 'SETTLED').slice(-3), ...open];
    const result = { matchId: m.id, ...m.result };
    if (error) return { ...error, result, ...sportsView(s) };
    const a = await moves.balance(s);
    if (!a.ok) return { ...moves.failed(s, a), result, ...sportsView(s) };
    return { ok: true, balance: a.balance, result, ...sportsView(s) };
  });
};

/** A bet cancelled before kick-off voids its round: the stake comes back by a rollback. */
export const cancelBet = (moves: MoneyMoves) => (s: Session, input: Json) => {
  const b = s.bets.find((x) => x.id === input['betId'] && x.status === 'OPEN');
  if (!b) return 'Unknown or settled bet.';
  return moves.exclusive(s, async () => {
    if (b.status !== 'OPEN') return { ok: false, error: 'BET_SETTLED' };
    b.status = 'VOID';
    const a = await moves.rollback(s, { roundId: b.roundId, refTxId: b.debitTxId });
    if (!a.ok && a.error !== UNAVAILABLE) return { ...moves.failed(s, a), ...sportsView(s) };
    if (!a.ok) return { ok: false, error: UNAVAILABLE, ...sportsView(s) };
    return { ok: true, balance: a.balance, result: { voided: b.id }, ...sportsView(s) };
  });
};
