import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Shoe, Side } from './games/baccarat.ts';
import { type Match, newMatch } from './games/sports.ts';
import { FRESH_MS, sameSignature, sign } from './signing.ts';

export const CATEGORIES = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP'] as const;
export type Category = (typeof CATEGORIES)[number];

export type Bet = {
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

export type Json = Record<string, unknown>;
const text = (v: unknown, max = 200): string => (typeof v === 'string' && v.length <= max ? v : '');
export const parse = (raw: unknown): Json | null => {
  try {
    const v: unknown = JSON.parse(typeof raw === 'string' ? raw : '');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
  } catch {
    return null;
  }
};
export const isSports = (s: Session) => s.category === 'SPORTS' || s.category === 'ESPORTS';

/** The vendor a launch is signed for; null for an unknown vendor, a stale timestamp or a wrong signature. */
export function launchVendor(
  req: { headers: IncomingHttpHeaders; raw: string },
  o: { vendors: Record<string, string>; now: () => number },
): string | null {
  const vendor = String(req.headers['x-vendor'] ?? '');
  const secret = Object.hasOwn(o.vendors, vendor) ? o.vendors[vendor] : undefined;
  const timestamp = String(req.headers['x-timestamp'] ?? '');
  const signature = String(req.headers['x-signature'] ?? '');
  const signed =
    !!secret &&
    /^\d{1,16}$/.test(timestamp) &&
    Math.abs(o.now() - Number(timestamp)) <= FRESH_MS &&
    sameSignature(
      signature,
      sign(secret, { method: 'POST', path: '/api/launch', vendor, timestamp, body: req.raw }),
    );
  return signed ? vendor : null;
}

/** The play session a signed launch body opens; null when the body does not follow the protocol. */
export function launchSession(vendor: string, o: { raw: string; now: () => number }): Session | null {
  const input = parse(o.raw);
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
    createdAt: o.now(),
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
    return null;
  if (isSports(s)) s.matches = Array.from({ length: 4 }, () => newMatch(category as 'SPORTS' | 'ESPORTS'));
  return s;
}

/** Play sessions in memory: each lives `ttlMs` from its launch, or until the platform ends it. */
export function sessionStore(o: { now: () => number; ttlMs: number }) {
  const sessions = new Map<string, Session>();
  return {
    add(s: Session): void {
      sessions.set(s.id, s);
      for (const [id, old] of sessions) if (o.now() - old.createdAt > o.ttlMs) sessions.delete(id);
    },
    /** The session if it is still open. */
    get(id: string): Session | null {
      const s = sessions.get(id);
      if (!s) return null;
      if (o.now() - s.createdAt > o.ttlMs) {
        sessions.delete(s.id);
        return null;
      }
      return s.ended ? null : s;
    },
  };
}
