import type { Kysely, Selectable } from 'kysely';
import {
  MEMBER_TYPE,
  type InhouseGame,
  type InhouseRound,
  type PlayBody,
  type PlayValue,
  type RoundsPage,
  type RoundsQuery,
} from '@lotto/contracts';
import type { Database, InhouseRoundsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, finishRound, houseOf, roundKeys } from './finish.ts';
import * as repo from './repo/rounds.ts';
import { sha256Hex } from '../../lib/node-crypto.ts';
import type { Seeds } from './seeds.ts';

type RoundRow = Selectable<InhouseRoundsTable>;
type Mode = 'real' | 'demo';

/**
 * A round's request takes milliseconds; a stake still held this long after, on a round that never
 * claimed its nonce (so has no outcome), belongs to a request that died half-way: the sweep
 * releases it and voids the round. A round that claimed its nonce is finished instead, whatever
 * its age.
 */
export const ROUND_HOLD_MS = 10 * 60_000;

/** A retry of a round the sweep voided: its stake went back and it is never played. */
const roundVoided = () =>
  new AppError('conflict', {
    details: [{ path: 'requestId', code: 'inhouse.round.void', message: 'This round was cancelled.' }],
  });
const PAGE_SIZE = 20;

/** The in-house provider of a game: the slot is SS, the others XGS. */
export const vendorOf = (game: string) => (game === 'slot' ? 'SS' : 'XGS');
export { accountOf, houseOf };
export const modeOf = (member: { type: number }): Mode =>
  member.type === MEMBER_TYPE.demo ? 'demo' : 'real';

/** The games row of an in-house game, for the betting record; refused when off or in maintenance. */
export async function inhouseGame(db: Kysely<Database>, { brand, code }: { brand: Brand; code: string }) {
  const game = await repo.findPlayableGame(db, { merchantId: brand.id, vendor: vendorOf(code), code });
  if (!game || !game.enabled) throw new AppError('game.not.found');
  if (game.maintenance) throw new AppError('game.maintenance');
  return game;
}

/** What the member's account of a mode (main, or play money) has available. */
export async function availableOf(wallet: Wallet, o: { merchantId: number; memberId: number; mode: Mode }) {
  const accounts = await wallet.memberBalances(o.merchantId, o.memberId);
  return accounts.find((a) => a.code === accountOf(o.mode))?.available ?? 0n;
}

class ClaimedElsewhere extends Error {}

/** Who plays: the brand of the request and the signed-in member. */
export type Player = { brand: Brand; member: MemberRow };
type GameRow = { id: number; name: string; game_type: string; vendor_code: string };

/**
 * Rounds of dice, mines, plinko, keno and the slot (decision 010): the stake is held, the round
 * claims the next nonce of the member's seed pair, the outcome comes from the contracts' maths
 * on node:crypto, the stake is captured to the house and the win paid, and the betting record
 * gets the round. Every step is idempotent on the member's request id, so a replay answers the
 * first round and a request cut off half-way is finished by its retry.
 */
export class Rounds {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #seeds: Seeds;

  constructor(deps: { db: Kysely<Database>; wallet: Wallet; seeds: Seeds }) {
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#seeds = deps.seeds;
  }

  async play({ brand, member }: Player, body: PlayBody): Promise<PlayValue> {
    const game = await inhouseGame(this.#db, { brand, code: body.game });
    const mode = modeOf(member);
    const stake = parseMinor(body.stake);
    if (stake === undefined) throw new AppError('request.invalid');
    const params = JSON.stringify(body.params);
    const print = sha256Hex(JSON.stringify([body.game, stake.toString(), params]));
    const inserted = await repo.insertRoundOnce(this.#db, {
      merchant_id: brand.id,
      member_id: member.id,
      game: body.game,
      params,
      stake,
      payout: 0,
      multiplier_bp: 0,
      seed_id: null,
      nonce: null,
      client_seed: null,
      outcome: null,
      mode,
      request_id: body.requestId,
      fingerprint: print,
      status: 'pending',
      hold_id: null,
      created_at: Date.now(),
      settled_at: null,
    });
    let row = inserted ?? (await this.#row(member.id, body.requestId));
    if (row.fingerprint !== print || row.merchant_id !== brand.id)
      throw new AppError('idempotency.key.reused');
    if (row.status === 'void') throw roundVoided();
    if (row.status !== 'settled') row = await this.#settle(brand, { row, game });
    return this.#playValue(brand, row);
  }

  #row(memberId: number, requestId: string): Promise<RoundRow> {
    return repo.roundByRequest(this.#db, { memberId, requestId });
  }

  async #settle(brand: Brand, { row, game }: { row: RoundRow; game: GameRow }): Promise<RoundRow> {
    const owner = { merchantId: brand.id, memberId: row.member_id };
    const keys = roundKeys(row, game.vendor_code);
    let holdId: number;
    try {
      ({ holdId } = await this.#wallet.hold({
        merchantId: brand.id,
        currency: brand.settings.currency,
        idemKey: keys.hold,
        member: row.member_id,
        code: accountOf(row.mode),
        amount: BigInt(row.stake),
        type: 'bet',
        ref: keys.ref,
        ttlMs: ROUND_HOLD_MS,
      }));
    } catch (err) {
      if (err instanceof AppError && err.code === 'wallet.insufficient.funds')
        // nothing moved and no nonce was used: the request id is free for a later try
        await repo.deleteUnseededRound(this.#db, row.id);
      throw err;
    }
    if (row.seed_id === null || row.nonce === null) row = await this.#claim(owner, { row, holdId });
    if (row.status === 'void') {
      // the sweep released this round's stake as abandoned (no outcome yet) while we waited
      await this.#wallet.void(brand.id, holdId);
      throw roundVoided();
    }
    const deps = { db: this.#db, wallet: this.#wallet, seeds: this.#seeds };
    return finishRound(deps, {
      merchantId: brand.id,
      currency: brand.settings.currency,
      timeZone: brand.settings.timeZone,
      row,
      game,
      holdId,
    });
  }

  /** Gives the round the next nonce of the active pair, once: the claim and the round change together. */
  async #claim(
    owner: { merchantId: number; memberId: number },
    { row, holdId }: { row: RoundRow; holdId: number },
  ) {
    for (;;) {
      await this.#seeds.active(owner);
      try {
        const claimed = await this.#db.transaction().execute(async (trx) => {
          const nonce = await this.#seeds.claim(owner.memberId, trx);
          if (!nonce) return undefined; // rotated in between: try on the new pair
          const updated = await repo.seedRound(trx, {
            id: row.id,
            seed_id: nonce.seedId,
            nonce: nonce.nonce,
            client_seed: nonce.clientSeed,
            hold_id: holdId,
          });
          // a concurrent retry of the same request claimed first: undo this claim
          if (!updated) throw new ClaimedElsewhere();
          return updated;
        });
        if (claimed) return claimed;
      } catch (err) {
        if (!(err instanceof ClaimedElsewhere)) throw err;
        return repo.getRound(this.#db, row.id);
      }
    }
  }

  async #playValue(brand: Brand, row: RoundRow): Promise<PlayValue> {
    const seed = await this.#seeds.byId(row.seed_id!);
    return {
      ...this.#shape(row, seed?.server_seed_hash ?? ''),
      balance: formatMinor(
        await availableOf(this.#wallet, { merchantId: brand.id, memberId: row.member_id, mode: row.mode }),
      ),
    } as PlayValue;
  }

  #shape(row: RoundRow, serverSeedHash: string) {
    return {
      roundId: row.id,
      game: row.game as InhouseGame,
      stake: formatMinor(BigInt(row.stake)),
      payout: formatMinor(BigInt(row.payout)),
      multiplierBp: BigInt(row.multiplier_bp).toString(),
      outcome: JSON.parse(row.outcome ?? '{}') as unknown,
      params: JSON.parse(row.params) as unknown,
      nonce: row.nonce ?? 0,
      clientSeed: row.client_seed ?? '',
      serverSeedHash,
    };
  }

  #listed(row: RoundRow & { server_seed: string; server_seed_hash: string; state: string }): InhouseRound {
    return {
      ...this.#shape(row, row.server_seed_hash),
      serverSeed: row.state === 'revealed' ? row.server_seed : null,
      mode: row.mode,
      createdAt: Number(row.created_at),
    } as InhouseRound;
  }

  /** The member's own settled rounds, newest first, 20 a page. */
  async list({ brand, member }: Player, q: RoundsQuery): Promise<RoundsPage> {
    const { total, rows } = await repo.historyPage(this.#db, {
      merchantId: brand.id,
      memberId: member.id,
      game: q.game,
      limit: PAGE_SIZE,
      offset: (q.pageNo - 1) * PAGE_SIZE,
    });
    return {
      list: rows.map((r) => this.#listed(r)),
      pageNo: q.pageNo,
      totalPages: Math.ceil(total / PAGE_SIZE),
    };
  }

  /** One of the member's own rounds; another member's (or an unknown) round is not found. */
  async get({ brand, member }: Player, roundId: number): Promise<InhouseRound> {
    const row = await repo.historyRound(this.#db, { merchantId: brand.id, memberId: member.id, roundId });
    if (!row)
      throw new AppError('route.not.found', {
        details: [{ path: 'roundId', code: 'inhouse.round.not.found', message: 'No such round of yours.' }],
      });
    return this.#listed(row);
  }
}
