import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type BaccaratBets,
  baccaratPayout,
  cardsLeft,
  dealFrom,
  newShoe,
  type Shoe,
  type Side,
} from './games/baccarat.ts';
import { cardLabel, type Card } from './games/cards.ts';
import { findFish, shoot } from './games/fish.ts';
import { type Match, newMatch, oddsText, playMatch } from './games/sports.ts';
import { showdown } from './games/showdown.ts';
import { spin } from './games/slot.ts';
import { fmt, parseStake } from './money.ts';
import { playPage, endedPage } from './pages.ts';
import { FRESH_MS, sameSignature, sign } from './signing.ts';
import { UNAVAILABLE, type WalletAnswer, walletClient } from './wallet.ts';

export const CATEGORIES = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP'] as const;
export type Category = (typeof CATEGORIES)[number];

export type VendorOptions = {
  /** vendor code -> shared secret with the platform (one process can play several vendors). */
  vendors: Record<string, string>;
  /** Where the platform's seamless wallet answers: calls go to `{platformBaseUrl}/seamless/v1/{vendor}/{call}`. */
  platformBaseUrl: string;
  /** Where players' browsers reach this vendor (the launch answers `${publicUrl}/play/<id>`). */
  publicUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Delays between attempts of a wallet call that got a 5xx or no answer. */
  retryDelaysMs?: number[];
  /** How long a play session lives at the vendor. */
  sessionTtlMs?: number;
};

type Bet = {
  id: string;
  matchId: string;
  pick: string;
  label: string;
  oddsX100: number;
  stake: number;
  debitTxId: string;
  roundId: string;
  status: 'OPEN' | 'WON' | 'LOST' | 'VOID';
  win: number;
};

export type Session = {
  id: string;
  vendor: string;
  playerId: string;
  sessionToken: string;
  currency: string;
  language: string;
  gameCode: string;
  gameName: string;
  category: Category;
  mode: 'real' | 'demo';
  returnUrl: string;
  createdAt: number;
  ended: boolean;
  queue: Promise<unknown>;
  shoe: Shoe | null;
  road: Side[];
  matches: Match[];
  bets: Bet[];
};

type Failure = { ok: false; error: string; balance?: string; result?: unknown };
const text = (v: unknown, max = 200): string => (typeof v === 'string' && v.length <= max ? v : '');
const parse = (raw: unknown): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(typeof raw === 'string' ? raw : '');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const card = (c: Card) => ({ label: cardLabel(c), red: c.suit === 1 || c.suit === 2 });

/**
 * The sandbox game vendor: the platform launches a play session with a signed request, the
 * player plays on the vendor's page, and every stake and win moves through the platform's
 * seamless wallet (docs/seamless-wallet.md). Outcomes come from node:crypto on this side
 * only; state lives in memory: it is a sandbox.
 */
export async function buildVendor(options: VendorOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const ttl = options.sessionTtlMs ?? 12 * 3600_000;
  const wallet = walletClient({
    platformBaseUrl: options.platformBaseUrl,
    vendors: options.vendors,
    fetch: options.fetch ?? fetch,
    now,
    retryDelaysMs: options.retryDelaysMs ?? [250, 500, 1000, 2000, 4000],
  });
  const sessions = new Map<string, Session>();
  const app = Fastify({ logger: false });
  // Signatures cover the exact bytes: keep the raw JSON text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addHook('onClose', async () => wallet.close());

  const txId = (s: Session) => `${s.vendor}-${randomUUID()}`;
  const who = (s: Session) => ({ sessionToken: s.sessionToken, playerId: s.playerId });

  /** A refused answer from the platform; SESSION_EXPIRED ends the play session here too. */
  const failed = (s: Session, a: WalletAnswer & { ok: false }, result?: unknown): Failure => {
    if (a.error === 'SESSION_EXPIRED') s.ended = true;
    return {
      ok: false,
      error: a.error,
      ...(a.balance ? { balance: a.balance } : {}),
      ...(result ? { result } : {}),
    };
  };

  /** Cancels a stake whose debit's fate is unknown or whose round is voided. */
  const rollback = async (s: Session, roundId: string, refTxId: string): Promise<WalletAnswer> => {
    const body = { ...who(s), txId: txId(s), roundId, refTxId };
    const a = await wallet.call(s.vendor, 'rollback', body);
    if (!a.ok && a.error === UNAVAILABLE) wallet.persist(s.vendor, 'rollback', body);
    return a;
  };

  const debit = async (s: Session, stake: number, roundId: string) => {
    const debitTxId = txId(s);
    const a = await wallet.call(s.vendor, 'debit', {
      ...who(s),
      txId: debitTxId,
      roundId,
      gameCode: s.gameCode,
      amount: fmt(stake),
    });
    // No answer at all: the platform may or may not hold the stake, so void it (order does not matter).
    if (!a.ok && a.error === UNAVAILABLE) await rollback(s, roundId, debitTxId);
    return { a, debitTxId };
  };

  const credit = async (s: Session, win: number, roundId: string, debitTxId: string) => {
    const body = { ...who(s), txId: txId(s), roundId, gameCode: s.gameCode, amount: fmt(win), debitTxId };
    const a = await wallet.call(s.vendor, 'credit', body);
    // The round is played: its credit must land, later if not now.
    if (!a.ok && a.error === UNAVAILABLE) wallet.persist(s.vendor, 'credit', body);
    return a;
  };

  /** One round: debit the stake, play it, credit the win (0.00 on a loss). */
  const round = async <R>(s: Session, stake: number, play: () => { win: number; result: R }) => {
    const roundId = `R-${randomUUID()}`;
    const { a: d, debitTxId } = await debit(s, stake, roundId);
    if (!d.ok) return failed(s, d);
    const { win, result } = play();
    const c = await credit(s, win, roundId, debitTxId);
    if (!c.ok) return failed(s, c, result);
    return { ok: true as const, balance: c.balance, roundId, stake: fmt(stake), win: fmt(win), result };
  };

  /** Rounds of one session run one at a time (a double tap must not interleave two rounds). */
  const exclusive = <T>(s: Session, fn: () => Promise<T>): Promise<T> => {
    const run = s.queue.then(fn, fn);
    s.queue = run.catch(() => undefined);
    return run;
  };

  const sessionOf = (req: FastifyRequest): Session | null => {
    const s = sessions.get((req.params as { id: string }).id);
    if (!s) return null;
    if (now() - s.createdAt > ttl) {
      sessions.delete(s.id);
      return null;
    }
    return s.ended ? null : s;
  };
  const expired = (reply: FastifyReply) => reply.code(404).send({ ok: false, error: 'SESSION_EXPIRED' });
  const invalid = (reply: FastifyReply, message: string) =>
    reply.code(400).send({ ok: false, error: 'INVALID_REQUEST', message });

  const sportsView = (s: Session) => ({
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
  const sports = (s: Session) => s.category === 'SPORTS' || s.category === 'ESPORTS';
  const view = (s: Session) =>
    sports(s)
      ? sportsView(s)
      : s.category === 'LIVE'
        ? { road: s.road.slice(-48), cardsLeft: s.shoe ? cardsLeft(s.shoe) : 416 }
        : {};

  app.post('/api/launch', async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const vendor = String(req.headers['x-vendor'] ?? '');
    const secret = Object.hasOwn(options.vendors, vendor) ? options.vendors[vendor] : undefined;
    const timestamp = String(req.headers['x-timestamp'] ?? '');
    const signature = String(req.headers['x-signature'] ?? '');
    if (
      !secret ||
      !/^\d{1,16}$/.test(timestamp) ||
      Math.abs(now() - Number(timestamp)) > FRESH_MS ||
      !sameSignature(
        signature,
        sign(secret, { method: 'POST', path: '/api/launch', vendor, timestamp, body: raw }),
      )
    )
      return reply.code(401).send({ ok: false, error: 'SIGNATURE' });
    const input = parse(raw);
    const category = input?.['category'] as Category;
    const s: Session = {
      id: randomBytes(18).toString('base64url'),
      vendor,
      playerId: text(input?.['playerId']),
      sessionToken: text(input?.['sessionToken'], 500),
      currency: text(input?.['currency']),
      language: text(input?.['language']) || 'EN',
      gameCode: text(input?.['gameCode']),
      gameName: text(input?.['gameName']) || text(input?.['gameCode']),
      category,
      mode: input?.['mode'] === 'demo' ? 'demo' : 'real',
      returnUrl: text(input?.['returnUrl'], 2000),
      createdAt: now(),
      ended: false,
      queue: Promise.resolve(),
      shoe: null,
      road: [],
      matches: [],
      bets: [],
    };
    if (
      !input ||
      !s.playerId ||
      !s.sessionToken ||
      !/^[A-Z]{3}$/.test(s.currency) ||
      !s.gameCode ||
      !CATEGORIES.includes(category) ||
      (input['mode'] !== 'real' && input['mode'] !== 'demo')
    )
      return reply.code(400).send({ ok: false, error: 'INVALID_REQUEST' });
    if (sports(s)) s.matches = Array.from({ length: 4 }, () => newMatch(category as 'SPORTS' | 'ESPORTS'));
    sessions.set(s.id, s);
    for (const [id, old] of sessions) if (now() - old.createdAt > ttl) sessions.delete(id);
    return { ok: true, url: `${options.publicUrl.replace(/\/$/, '')}/play/${s.id}` };
  });

  app.get('/play/:id', async (req, reply) => {
    const s = sessionOf(req);
    reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:",
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    if (!s) return reply.code(404).send(endedPage());
    return reply.send(playPage(s));
  });

  app.get('/play/:id/state', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return expired(reply);
    const a = await wallet.call(s.vendor, 'balance', who(s));
    if (!a.ok) return failed(s, a);
    return { ok: true, balance: a.balance, currency: a.currency ?? s.currency, ...view(s) };
  });

  app.post('/play/:id/bet', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return expired(reply);
    const input = parse(req.body) ?? {};
    switch (s.category) {
      case 'LIVE': {
        const raw = (input['bets'] ?? {}) as Record<string, unknown>;
        // Each spot is empty ("0.00" or absent) or holds 1.00 or more.
        const side = (k: string) => {
          const v = raw[k] === undefined || raw[k] === '' ? 0 : parseStake(raw[k], 0);
          return v === null || (v > 0 && v < 100) ? null : v;
        };
        const bets: BaccaratBets = {
          player: side('player') ?? -1,
          banker: side('banker') ?? -1,
          tie: side('tie') ?? -1,
        };
        const stake = bets.player + bets.banker + bets.tie;
        if (bets.player < 0 || bets.banker < 0 || bets.tie < 0 || stake <= 0 || stake > 10_000_000)
          return invalid(reply, 'Place a bet of 1.00 or more on Player, Banker or Tie.');
        return exclusive(s, () =>
          round(s, stake, () => {
            const dealt = dealFrom(s.shoe ?? newShoe());
            s.shoe = dealt.shoe;
            s.road.push(dealt.coup.winner);
            const c = dealt.coup;
            return {
              win: baccaratPayout(bets, c.winner),
              result: {
                player: c.player.map(card),
                banker: c.banker.map(card),
                playerTotal: c.playerTotal,
                bankerTotal: c.bankerTotal,
                winner: c.winner,
                road: s.road.slice(-48),
                cardsLeft: cardsLeft(dealt.shoe),
              },
            };
          }),
        );
      }
      case 'RNG': {
        const stake = parseStake(input['stake']);
        if (stake === null) return invalid(reply, 'Stake must be between 1.00 and 100,000.00.');
        return exclusive(s, () =>
          round(s, stake, () => {
            const r = spin();
            return { win: stake * r.multiplier, result: r };
          }),
        );
      }
      case 'FISH': {
        const stake = parseStake(input['stake']);
        const fish = findFish(input['fish']);
        if (stake === null || !fish)
          return invalid(reply, 'Choose a fish and a stake between 1.00 and 100,000.00.');
        return exclusive(s, () =>
          round(s, stake, () => {
            const hit = shoot(fish);
            return {
              win: hit ? stake * fish.multiplier : 0,
              result: { fish: fish.id, hit, multiplier: fish.multiplier },
            };
          }),
        );
      }
      case 'PVP': {
        const stake = parseStake(input['stake']);
        if (stake === null) return invalid(reply, 'Stake must be between 1.00 and 100,000.00.');
        return exclusive(s, () =>
          round(s, stake, () => {
            const r = showdown(stake);
            return {
              win: r.payout,
              result: {
                seats: r.seats.map((x) => ({
                  name: x.name,
                  cards: x.hand.cards.map(card),
                  hand: x.hand.name,
                  winner: x.winner,
                })),
                pot: fmt(r.pot),
                winners: r.winners,
              },
            };
          }),
        );
      }
      default: {
        // SPORTS, ESPORTS: the stake is taken now, the bet is settled at kick-off.
        const stake = parseStake(input['stake']);
        const m = s.matches.find((x) => x.id === input['matchId'] && x.status === 'OPEN');
        const p = m?.picks.find((x) => x.pick === input['pick']);
        if (stake === null || !m || !p)
          return invalid(reply, 'Pick an open match and a stake between 1.00 and 100,000.00.');
        return exclusive(s, async () => {
          if (m.status !== 'OPEN') return { ok: false, error: 'MATCH_CLOSED' };
          const roundId = `R-${randomUUID()}`;
          const { a, debitTxId } = await debit(s, stake, roundId);
          if (!a.ok) return failed(s, a);
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
      }
    }
  });

  /** Kick-off: plays the match and settles every open bet on it (credit, 0.00 for a lost bet). */
  app.post('/play/:id/settle', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return expired(reply);
    if (!sports(s)) return invalid(reply, 'Only sports sessions have matches.');
    const input = parse(req.body) ?? {};
    const m = s.matches.find((x) => x.id === input['matchId'] && x.status === 'OPEN');
    if (!m) return invalid(reply, 'Unknown or finished match.');
    return exclusive(s, async () => {
      m.status = 'SETTLED';
      m.result = playMatch(m);
      let error: Failure | null = null;
      for (const b of s.bets.filter((x) => x.matchId === m.id && x.status === 'OPEN')) {
        const won = b.pick === m.result.pick;
        b.win = won ? Math.floor((b.stake * b.oddsX100) / 100) : 0;
        b.status = won ? 'WON' : 'LOST';
        const c = await credit(s, b.win, b.roundId, b.debitTxId);
        if (!c.ok) error ??= failed(s, c);
      }
      // Keep the board full: a fresh match replaces the one played; a few results stay visible.
      s.matches.push(newMatch(s.category as 'SPORTS' | 'ESPORTS'));
      const open = s.matches.filter((x) => x.status === 'OPEN');
      s.matches = [...s.matches.filter((x) => x.status === 'SETTLED').slice(-3), ...open];
      const result = { matchId: m.id, ...m.result };
      if (error) return { ...error, result, ...sportsView(s) };
      const a = await wallet.call(s.vendor, 'balance', who(s));
      if (!a.ok) return { ...failed(s, a), result, ...sportsView(s) };
      return { ok: true, balance: a.balance, result, ...sportsView(s) };
    });
  });

  /** A bet cancelled before kick-off voids its round: the stake comes back by a rollback. */
  app.post('/play/:id/cancel', async (req, reply) => {
    const s = sessionOf(req);
    if (!s) return expired(reply);
    const input = parse(req.body) ?? {};
    const b = s.bets.find((x) => x.id === input['betId'] && x.status === 'OPEN');
    if (!b) return invalid(reply, 'Unknown or settled bet.');
    return exclusive(s, async () => {
      if (b.status !== 'OPEN') return { ok: false, error: 'BET_SETTLED' };
      b.status = 'VOID';
      const a = await rollback(s, b.roundId, b.debitTxId);
      if (!a.ok && a.error !== UNAVAILABLE) return { ...failed(s, a), ...sportsView(s) };
      if (!a.ok) return { ok: false, error: UNAVAILABLE, ...sportsView(s) };
      return { ok: true, balance: a.balance, result: { voided: b.id }, ...sportsView(s) };
    });
  });

  app.get('/health', () => ({ ok: true }));
  return app;
}
