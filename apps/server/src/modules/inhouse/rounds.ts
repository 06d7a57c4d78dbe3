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
import { isPostgres } from '../../db/database.ts';
import type { Database, InhouseRoundsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { accountOf, houseOf } from './finish.ts';
import { GameRows, vendorOf } from './game-rows.ts';
import { finishOlderRound, ROUND_HOLD_MS, roundVoided } from './legacy.ts';
import { PlayBatch } from './play-batch.ts';
import { openAccounts, playInOne, type RoundOrder } from './play.ts';
import * as repo from './repo/rounds.ts';
import { sha256Hex } from '../../lib/node-crypto.ts';
import type { Seeds } from './seeds.ts';

type RoundRow = Selectable<InhouseRoundsTable>;
type Mode = 'real' | 'demo';

const PAGE_SIZE = 20;
/** First round of a member, or rotations in between: tries before giving up. */
const PAIR_TRIES = 5;

export { ROUND_HOLD_MS, vendorOf, accountOf, houseOf };
export const modeOf = (member: { type: number }): Mode =>
  member.type === MEMBER_TYPE.demo ? 'demo' : 'real';

/** What the member's account of a mode (main, or play money) has available. */
export async function availableOf(wallet: Wallet, o: { merchantId: number; memberId: number; mode: Mode }) {
  const accounts = await wallet.memberBalances(o.merchantId, o.memberId);
  return accounts.find((a) => a.code === accountOf(o.mode))?.available ?? 0n;
}

/** Who plays: the brand of the request and the signed-in member. */
export type Player = { brand: Brand; member: MemberRow };

/**
 * Rounds of dice, mines, plinko, keno and the slot (decision 010): each request is one
 * transaction (`playInOne`): the nonce claimed, the outcome computed with the contracts' maths
 * on node:crypto, the round written settled, the stake and win posted and the betting record
 * written, all or nothing, idempotent on the member's request id (a replay answers the first
 * round). Rounds an older version left half done (pending, their stake held) are finished by
 * their retry (`finishOlderRound`) or by the sweep (recovery.ts).
 */
export class Rounds {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #seeds: Seeds;
  readonly #games: GameRows;
  /** PostgreSQL: concurrent rounds share one transaction (play-batch.ts). */
  readonly #batch: PlayBatch | undefined;

  constructor(deps: { db: Kysely<Database>; wallet: Wallet; seeds: Seeds; games?: GameRows }) {
    this.#db = deps.db;
    this.#wallet = deps.wallet;
    this.#seeds = deps.seeds;
    this.#games = deps.games ?? new GameRows(deps.db);
    if (isPostgres(deps.db)) this.#batch = new PlayBatch({ wallet: deps.wallet });
  }

  async play({ brand, member }: Player, body: PlayBody): Promise<PlayValue> {
    const game = await this.#games.playable({ brand, code: body.game });
    const stake = parseMinor(body.stake);
    if (stake === undefined) throw new AppError('request.invalid');
    const params = JSON.stringify(body.params);
    const order: RoundOrder = {
      brand,
      memberId: member.id,
      mode: modeOf(member),
      game,
      body,
      stake,
      params,
      fingerprint: sha256Hex(JSON.stringify([body.game, stake.toString(), params])),
    };
    await openAccounts(this.#wallet, order);
    const batched = await this.#batch?.play(order);
    if (batched) return this.#answer(batched.row, batched.serverSeedHash, batched.available);
    const deps = { wallet: this.#wallet, seeds: this.#seeds };
    for (let tries = 0; tries < PAIR_TRIES; tries++) {
      const played = await playInOne(deps, order);
      if (played.kind === 'played') return this.#playValue(brand, played.row, played.serverSeedHash);
      if (played.kind === 'exists') return this.#existing(order);
      await this.#seeds.active({ merchantId: brand.id, memberId: member.id });
    }
    throw new Error('no active seed pair to play on');
  }

  /** The round the request id already has: answered when it is this request's, finished when an older version left it. */
  async #existing(o: RoundOrder): Promise<PlayValue> {
    let row = await repo.roundByRequest(this.#db, { memberId: o.memberId, requestId: o.body.requestId });
    if (row.fingerprint !== o.fingerprint || row.merchant_id !== o.brand.id)
      throw new AppError('idempotency.key.reused');
    if (row.status === 'void') throw roundVoided();
    if (row.status === 'pending')
      row = await finishOlderRound(
        { db: this.#db, wallet: this.#wallet, seeds: this.#seeds },
        { brand: o.brand, row, game: o.game },
      );
    return this.#playValue(o.brand, row);
  }

  async #playValue(brand: Brand, row: RoundRow, serverSeedHash?: string): Promise<PlayValue> {
    const hash = serverSeedHash ?? (await this.#seeds.seedsOf(row.seed_id!))?.server_seed_hash;
    const available = await availableOf(this.#wallet, {
      merchantId: brand.id,
      memberId: row.member_id,
      mode: row.mode,
    });
    return this.#answer(row, hash ?? '', available);
  }

  #answer(row: RoundRow, serverSeedHash: string, available: bigint): PlayValue {
    return { ...this.#shape(row, serverSeedHash), balance: formatMinor(available) } as PlayValue;
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
