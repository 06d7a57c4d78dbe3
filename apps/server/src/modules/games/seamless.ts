import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { recordBetOnceWithId, voidBetRecord } from './repo/bets.ts';
import { findGameByCode } from './repo/catalogue.ts';
import * as txs from './repo/seamless-tx.ts';
import * as sessions from './repo/sessions.ts';
import { payCredit, releaseDebit, seamlessKey } from './seamless-settle.ts';

/** A game session lives this long; wallet calls for rounds already open still settle after it. */
export const GAME_SESSION_MS = 12 * 3_600_000;
/** A vendor's stake stays held this long at most before it is released (an abandoned round). */
const STAKE_HOLD_MS = 7 * 86_400_000;

export type SeamlessError =
  | 'INSUFFICIENT_FUNDS'
  | 'SESSION_EXPIRED'
  | 'PLAYER_MISMATCH'
  | 'DUPLICATE_TX'
  | 'TX_ROLLED_BACK'
  | 'TX_NOT_FOUND'
  | 'TX_SETTLED'
  | 'INVALID_REQUEST';

export type SeamlessAnswer =
  | { ok: true; balance: string; currency: string; txId?: string; platformTxId?: number }
  | { ok: false; error: SeamlessError; balance?: string };

type TxRow = txs.TxRow;
type Session = { memberId: number; gameId: number; mode: 'real' | 'demo'; expiresAt: number };
type Call = { sessionToken: string; playerId: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fail = (error: SeamlessError): SeamlessAnswer => ({ ok: false, error });

/** The player id a vendor knows a member by: never the username, never the database id alone. */
export const playerIdOf = (memberId: number) => `m-${memberId}`;

/**
 * The seamless wallet (docs/seamless-wallet.md): the calls a vendor makes to move a member's
 * money. A debit holds the stake in the ledger; a credit captures it to the vendor's game
 * account and pays the win; a rollback releases it. Every call is idempotent on the vendor's
 * txId, and each step is idempotent on its own ledger key, so a call cut off half-way is
 * finished by its retry and a reordered or repeated call never creates or loses money.
 */
export class Seamless {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;

  constructor(db: Kysely<Database>, wallet: Wallet) {
    this.#db = db;
    this.#wallet = wallet;
  }

  /** Opens a game session for a launch; the token goes to the vendor, only its hash stays here. */
  async open(
    brand: Brand,
    memberId: number,
    game: { id: number; vendor_code: string },
    mode: 'real' | 'demo',
  ) {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    await sessions.insertSession(this.#db, {
      merchant_id: brand.id,
      member_id: memberId,
      game_id: game.id,
      vendor_code: game.vendor_code,
      token_hash: sha256(token),
      mode,
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

  async #session(brand: Brand, vendor: string, call: Call): Promise<Session | SeamlessError> {
    const row = await sessions.findSession(this.#db, sha256(call.sessionToken));
    if (!row || row.merchant_id !== brand.id || row.vendor_code !== vendor) return 'SESSION_EXPIRED';
    if (call.playerId !== playerIdOf(row.member_id)) return 'PLAYER_MISMATCH';
    return {
      memberId: row.member_id,
      gameId: row.game_id,
      mode: row.mode,
      expiresAt: Number(row.expires_at),
    };
  }

  #code = (s: Session) => (s.mode === 'demo' ? 'play' : 'main');

  async #answer(
    brand: Brand,
    s: Session,
    extra: { txId?: string; platformTxId?: number } = {},
  ): Promise<SeamlessAnswer> {
    const accounts = await this.#wallet.memberBalances(brand.id, s.memberId);
    const available = accounts.find((a) => a.code === this.#code(s))?.available ?? 0n;
    return { ok: true, balance: formatMinor(available), currency: brand.settings.currency, ...extra };
  }

  async balance(brand: Brand, vendor: string, call: Call): Promise<SeamlessAnswer> {
    const s = await this.#session(brand, vendor, call);
    if (typeof s === 'string') return fail(s);
    if (s.expiresAt < Date.now()) return fail('SESSION_EXPIRED');
    return this.#answer(brand, s);
  }

  /** Records a call's row once; answers the existing row when the txId was seen before. */
  async #claim(
    brand: Brand,
    vendor: string,
    values: Omit<
      TxRow,
      'id' | 'merchant_id' | 'vendor_code' | 'created_at' | 'hold_id' | 'bet_id' | 'status'
    >,
  ): Promise<{ row: TxRow; fresh: boolean }> {
    const inserted = await txs.insertTxOnce(this.#db, {
      ...values,
      merchant_id: brand.id,
      vendor_code: vendor,
      status: 'pending',
      hold_id: null,
      bet_id: null,
      created_at: Date.now(),
    });
    if (inserted) return { row: inserted, fresh: true };
    return { row: await this.#tx(brand, vendor, values.tx_id), fresh: false };
  }

  async #tx(brand: Brand, vendor: string, txId: string): Promise<TxRow> {
    const row = await this.#find(brand, vendor, txId);
    if (!row) throw new AppError('conflict'); // a unique index other than the txId's refused it
    return row;
  }

  #find(brand: Brand, vendor: string, txId: string) {
    return txs.findTx(this.#db, { merchantId: brand.id, vendor, txId });
  }

  async debit(
    brand: Brand,
    vendor: string,
    call: Call & { txId: string; roundId: string; gameCode: string; amount: string },
  ): Promise<SeamlessAnswer> {
    const s = await this.#session(brand, vendor, call);
    if (typeof s === 'string') return fail(s);
    if (s.expiresAt < Date.now()) return fail('SESSION_EXPIRED');
    const amount = parseMinor(call.amount);
    if (amount === undefined || amount <= 0n) return fail('INVALID_REQUEST');
    const print = sha256(
      JSON.stringify(['debit', call.playerId, call.roundId, call.gameCode, amount.toString()]),
    );
    const { row } = await this.#claim(brand, vendor, {
      tx_id: call.txId,
      kind: 'debit',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: null,
      amount,
      fingerprint: print,
    });
    if (row.status === 'rolled_back')
      return { ...fail('TX_ROLLED_BACK'), ...(await this.#balanceOf(brand, s)) };
    if (row.kind !== 'debit' || row.fingerprint !== print) return fail('DUPLICATE_TX');
    if (row.status !== 'pending') return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });

    // pending: new, or a retry of a call cut off before it finished
    let holdId: number;
    try {
      ({ holdId } = await this.#wallet.hold({
        merchantId: brand.id,
        currency: brand.settings.currency,
        idemKey: seamlessKey(vendor, call.txId),
        member: s.memberId,
        code: this.#code(s),
        amount,
        type: 'bet',
        ref: `${vendor} ${call.roundId}`,
        ttlMs: STAKE_HOLD_MS,
      }));
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient.funds') {
        // nothing moved: the txId is free again for a later try
        await txs.deletePendingTx(this.#db, row.id);
        return { ...fail('INSUFFICIENT_FUNDS'), ...(await this.#balanceOf(brand, s)) };
      }
      throw err;
    }
    const betId = await this.#openBet(brand, vendor, s, call, amount);
    const held = await txs.moveTx(this.#db, row.id, {
      from: ['pending'],
      set: { status: 'held', hold_id: holdId, bet_id: betId },
    });
    if (!held) {
      // The same debit sent twice at once: the twin finished it, and this is its replay.
      const now = await this.#tx(brand, vendor, call.txId);
      if (now.status !== 'rolled_back')
        return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });
      // a rollback got here first: give the stake back
      await this.#wallet.void(brand.id, holdId);
      await voidBetRecord(this.#db, betId, { at: Date.now(), onlyOpen: false });
      return { ...fail('TX_ROLLED_BACK'), ...(await this.#balanceOf(brand, s)) };
    }
    return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });
  }

  async #balanceOf(brand: Brand, s: Session): Promise<{ balance?: string }> {
    const a = await this.#answer(brand, s);
    return a.ok ? { balance: a.balance } : {};
  }

  async #openBet(
    brand: Brand,
    vendor: string,
    s: Session,
    call: { txId: string; roundId: string; gameCode: string },
    stake: bigint,
  ): Promise<number> {
    const game = await findGameByCode(this.#db, { merchantId: brand.id, vendor, code: call.gameCode });
    return recordBetOnceWithId(this.#db, {
      merchantId: brand.id,
      memberId: s.memberId,
      gameId: game?.id ?? null,
      vendorCode: vendor,
      gameType: game?.game_type ?? '',
      gameName: game?.name ?? JSON.stringify({ EN: call.gameCode }),
      ref: call.txId,
      roundId: call.roundId,
      stake,
      status: 'open',
      mode: s.mode,
      createdAt: Date.now(),
    });
  }

  async credit(
    brand: Brand,
    vendor: string,
    call: Call & { txId: string; roundId: string; gameCode: string; amount: string; debitTxId: string },
  ): Promise<SeamlessAnswer> {
    const s = await this.#session(brand, vendor, call);
    if (typeof s === 'string') return fail(s);
    const amount = parseMinor(call.amount);
    if (amount === undefined || amount < 0n) return fail('INVALID_REQUEST');
    const debit = await this.#find(brand, vendor, call.debitTxId);
    if (!debit || debit.kind !== 'debit' || debit.member_id !== s.memberId) return fail('TX_NOT_FOUND');
    if (debit.status === 'rolled_back')
      return { ...fail('TX_ROLLED_BACK'), ...(await this.#balanceOf(brand, s)) };
    if (debit.status === 'pending' || debit.hold_id === null) return fail('TX_NOT_FOUND');
    const print = sha256(
      JSON.stringify(['credit', call.playerId, call.roundId, call.debitTxId, amount.toString()]),
    );
    const { row } = await this.#claim(brand, vendor, {
      tx_id: call.txId,
      kind: 'credit',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: call.debitTxId,
      amount,
      fingerprint: print,
    });
    if (row.kind !== 'credit' || row.fingerprint !== print) return fail('DUPLICATE_TX');
    if (row.status === 'done') return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });
    // One credit settles a debit: the stake goes to the vendor's game account, the win comes back.
    const settled = await txs.moveTx(this.#db, debit.id, {
      from: ['held'],
      set: { status: 'settled', bet_id: debit.bet_id },
    });
    if (!settled) {
      const now = await this.#tx(brand, vendor, call.debitTxId);
      const mine = await txs.findCredit(this.#db, {
        merchantId: brand.id,
        vendor,
        debitTxId: call.debitTxId,
      });
      if (now.status !== 'settled' || mine?.tx_id !== call.txId) {
        await txs.deletePendingTx(this.#db, row.id);
        return fail(now.status === 'rolled_back' ? 'TX_ROLLED_BACK' : 'TX_SETTLED');
      }
      // settled by this very credit before a cut-off: finish it
    }
    await payCredit(
      { db: this.#db, wallet: this.#wallet },
      {
        merchantId: brand.id,
        currency: brand.settings.currency,
        vendor,
        mode: s.mode,
        debit: { ...debit, hold_id: debit.hold_id },
        credit: row,
      },
    );
    return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });
  }

  async rollback(
    brand: Brand,
    vendor: string,
    call: Call & { txId: string; roundId: string; refTxId: string },
  ): Promise<SeamlessAnswer> {
    const s = await this.#session(brand, vendor, call);
    if (typeof s === 'string') return fail(s);
    const print = sha256(JSON.stringify(['rollback', call.playerId, call.roundId, call.refTxId]));
    const { row } = await this.#claim(brand, vendor, {
      tx_id: call.txId,
      kind: 'rollback',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: call.refTxId,
      amount: 0,
      fingerprint: print,
    });
    if (row.kind !== 'rollback' || row.fingerprint !== print) return fail('DUPLICATE_TX');
    // A rollback before its debit leaves a tombstone under the debit's txId: the late debit is refused.
    let debit = await this.#find(brand, vendor, call.refTxId);
    if (!debit) {
      await txs.writeTxOnce(this.#db, {
        merchant_id: brand.id,
        vendor_code: vendor,
        tx_id: call.refTxId,
        kind: 'debit',
        member_id: s.memberId,
        round_id: call.roundId,
        ref_tx_id: null,
        amount: 0,
        fingerprint: '',
        status: 'rolled_back',
        hold_id: null,
        bet_id: null,
        created_at: Date.now(),
      });
      debit = await this.#tx(brand, vendor, call.refTxId);
    }
    if (debit.kind !== 'debit' || debit.member_id !== s.memberId) return fail('TX_NOT_FOUND');
    if (debit.status === 'pending' || debit.status === 'held')
      await txs.moveTx(this.#db, debit.id, { from: ['pending', 'held'], set: { status: 'rolled_back' } });
    const current = await this.#tx(brand, vendor, call.refTxId);
    if (current.status === 'settled') {
      await txs.deletePendingTx(this.#db, row.id);
      return fail('TX_SETTLED');
    }
    await releaseDebit({ db: this.#db, wallet: this.#wallet }, brand.id, current);
    await txs.markTxDone(this.#db, row.id);
    return this.#answer(brand, s, { txId: call.txId, platformTxId: row.id });
  }
}
