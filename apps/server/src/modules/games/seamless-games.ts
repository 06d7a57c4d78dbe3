import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BetRecord } from './repo/bets.ts';
import type { SessionCtx } from './seamless-core.ts';
import type { Wallet } from '../wallet/index.ts';
import { findGameByCode } from './repo/catalogue.ts';

/** What a vendor's debit records of the game it names. */
export type DebitGame = { id: number | null; gameType: string; name: string };

/** A game row stays cached this long: names and types change rarely, and a later bet sees the change. */
const GAME_TTL_MS = 60_000;
/** At most this many games cached (the oldest go first). */
const MAX_GAMES = 5_000;

/**
 * The games vendors' debits name, cached by brand, vendor and game code so a bet does not read
 * its game row each time (an unknown code is recorded by its code, and cached as unknown too).
 */
export class GameCache {
  readonly #db: Kysely<Database>;
  readonly #rows = new Map<string, { at: number; game: DebitGame }>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async get(k: { merchantId: number; vendor: string; code: string }): Promise<DebitGame> {
    const key = `${k.merchantId}\u0000${k.vendor}\u0000${k.code}`;
    const now = Date.now();
    const hit = this.#rows.get(key);
    if (hit && now - hit.at < GAME_TTL_MS) return hit.game;
    const row = await findGameByCode(this.#db, k);
    const game: DebitGame = row
      ? { id: row.id, gameType: row.game_type, name: row.name }
      : { id: null, gameType: '', name: JSON.stringify({ EN: k.code }) };
    this.#rows.delete(key);
    if (this.#rows.size >= MAX_GAMES) this.#rows.delete(this.#rows.keys().next().value!);
    this.#rows.set(key, { at: now, game });
    return game;
  }
}

/** The house account a vendor's stakes go to: its game account, or its play-money one. */
export const houseOf = (vendor: string, mode: 'real' | 'demo') =>
  mode === 'demo' ? `play.games:${vendor}` : `game:${vendor}`;

/**
 * Opens the member's and the vendor's accounts before a call's transaction: the wallet caches
 * their ids, so after the first call this reads nothing and the transaction does not look them up.
 */
export async function openAccounts(
  wallet: Wallet,
  a: { merchantId: number; currency: string; member: number; mode: 'real' | 'demo'; vendor: string },
): Promise<void> {
  const at = { merchantId: a.merchantId, currency: a.currency };
  await wallet.openAccount({ ...at, ref: { member: a.member, code: a.mode === 'demo' ? 'play' : 'main' } });
  await wallet.openAccount({ ...at, ref: { house: houseOf(a.vendor, a.mode) } });
}

/**
 * A credit's or rollback's brand and vendor (`k`) and what its money moves with (`money`: also the
 * currency and the brand's time zone), its accounts opened first (see `openAccounts`).
 */
export async function callMoney(c: SessionCtx) {
  const { brand, vendor, s } = c;
  const k = { merchantId: brand.id, vendor };
  const currency = brand.settings.currency;
  await openAccounts(c.wallet, { ...k, currency, member: s.memberId, mode: s.mode });
  return { k, money: { ...k, currency, timeZone: brand.settings.timeZone } };
}

/** The betting record's row of a debit's round: open until its credit or rollback. */
export const openBetOf = (
  c: SessionCtx,
  o: { call: { txId: string; roundId: string }; game: DebitGame; stake: bigint; at: number },
): BetRecord => ({
  merchantId: c.brand.id,
  memberId: c.s.memberId,
  gameId: o.game.id,
  vendorCode: c.vendor,
  gameType: o.game.gameType,
  gameName: o.game.name,
  ref: o.call.txId,
  roundId: o.call.roundId,
  timeZone: c.brand.settings.timeZone,
  stake: o.stake,
  status: 'open',
  mode: c.s.mode,
  createdAt: o.at,
});
