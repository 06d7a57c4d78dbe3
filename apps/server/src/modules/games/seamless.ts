import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Brand } from '../brand/index.ts';
import type { Wallet } from '../wallet/index.ts';
import * as sessions from './repo/sessions.ts';
import { credit, type CreditCall } from './seamless-credit.ts';
import { debit, type DebitCall } from './seamless-debit.ts';
import { GameCache } from './seamless-games.ts';
import { rollback, type RollbackCall } from './seamless-rollback.ts';
import {
  answer,
  fail,
  sessionOf,
  sha256,
  type Call,
  type SeamlessAnswer,
  type SeamlessAt,
  type SeamlessCtx,
} from './seamless-core.ts';

export { playerIdOf, type SeamlessAnswer, type SeamlessAt, type SeamlessError } from './seamless-core.ts';

/** A game session lives this long; wallet calls for rounds already open still settle after it. */
export const GAME_SESSION_MS = 12 * 3_600_000;

/**
 * The seamless wallet (docs/seamless-wallet.md): the calls a vendor makes to move a member's
 * money. A debit posts the stake to the vendor's game account; a credit pays the win from it; a
 * rollback posts the stake back. Each call is one transaction (its row under the vendor's txId,
 * its money, the bet's record and the member's figures commit together), idempotent on the
 * txId, so a repeated or reordered call never creates or loses money.
 */
export class Seamless {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #games: GameCache;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
    this.#games = new GameCache(db);
  }

  /** Opens a game session for a launch; the token goes to the vendor, only its hash stays here. */
  async open(
    brand: Brand,
    o: { memberId: number; game: { id: number; vendor_code: string }; mode: 'real' | 'demo' },
  ) {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    await sessions.insertSession(this.#db, {
      merchant_id: brand.id,
      member_id: o.memberId,
      game_id: o.game.id,
      vendor_code: o.game.vendor_code,
      token_hash: sha256(token),
      mode: o.mode,
      created_at: now,
      expires_at: now + GAME_SESSION_MS,
    });
    return token;
  }

  /**
   * Forgets a session whose launch failed: the vendor never saw its token, and a game that did not
   * open is not a game the member played (recent games read these rows).
   */
  async discard(token: string) {
    await sessions.deleteSession(this.#db, sha256(token));
  }

  #ctx(at: SeamlessAt): SeamlessCtx {
    return { ...at, db: this.#db, wallet: this.#wallet, games: this.#games };
  }

  async balance(at: SeamlessAt, call: Call): Promise<SeamlessAnswer> {
    const c = this.#ctx(at);
    const s = await sessionOf(c, call);
    if (typeof s === 'string') return fail(s);
    if (s.expiresAt < Date.now()) return fail('SESSION_EXPIRED');
    return answer({ ...c, s });
  }

  debit(at: SeamlessAt, call: DebitCall): Promise<SeamlessAnswer> {
    return debit(this.#ctx(at), call);
  }

  credit(at: SeamlessAt, call: CreditCall): Promise<SeamlessAnswer> {
    return credit(this.#ctx(at), call);
  }

  rollback(at: SeamlessAt, call: RollbackCall): Promise<SeamlessAnswer> {
    return rollback(this.#ctx(at), call);
  }
}
