import type { Kysely, Selectable } from 'kysely';
import { crashDurationMs } from '@lotto/contracts';
import { crashPoint } from '@lotto/contracts/games/fair/crash';
import type { CrashChainsTable, Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { nodeHmac, randomHex32, sha256Hex } from '../../lib/node-crypto.ts';
import { yieldToLoop } from '../../lib/ticker.ts';
import type { Wallet } from '../wallet/index.ts';
import type { GameRows } from './game-rows.ts';
import { settleCrashBet, type CrashRoundRow } from './crash-bets.ts';
import { lateOpenBets, openBetsOfRound } from './repo/crash-bets.ts';
import {
  chainBySeq,
  getCrashChain,
  getCrashRound,
  insertChainOnce,
  insertCrashRoundOnce,
  latestChain,
  latestCrashRound,
  markCrashRoundSettled,
  moveCrashPhase,
} from './repo/crash-rounds.ts';

type ChainRow = Selectable<CrashChainsTable>;

/** What the crash game runs on: its database, wallet and clock, and its chain length and betting time. */
export type CrashCtx = {
  db: Kysely<Database>;
  wallet: Wallet;
  /** The games rows (the crash game's, for bets), kept per brand revision. */
  games: GameRows;
  clock: Clock;
  /** A brand's time zone, for the member figures of settled bets. */
  timeZoneOf: (merchantId: number) => Promise<string>;
  /** Games per hash chain. */
  length: number;
  bettingMs: number;
};

/** Game `gameNo` (1-based) of a chain of `length` from `seed`: SHA-256 applied length - gameNo + 1 times. */
export function chainHash(chain: { seed: string; length: number }, gameNo: number): string {
  let x = chain.seed;
  for (let i = 0; i < chain.length - gameNo + 1; i++) x = sha256Hex(x);
  return x;
}

/** Commits a new chain: a secret seed, its terminating hash and a salt fixed now. */
async function newChain(g: CrashCtx, k: { merchantId: number; seq: number }): Promise<ChainRow> {
  const seed = randomHex32();
  await insertChainOnce(g.db, {
    merchant_id: k.merchantId,
    seq: k.seq,
    seed,
    length: g.length,
    terminating_hash: chainHash({ seed, length: g.length }, 0),
    salt: randomHex32(),
    created_at: Date.now(),
  });
  return chainBySeq(g.db, k);
}

/** Opens the next round for betting: the next game of the chain (a new chain when used up). */
async function nextRound(g: CrashCtx, k: { merchantId: number; after: CrashRoundRow | undefined }) {
  const { merchantId, after } = k;
  let chain = after
    ? await getCrashChain(g.db, after.chain_id)
    : ((await latestChain(g.db, merchantId)) ?? (await newChain(g, { merchantId, seq: 1 })));
  let gameNo = after ? after.game_no + 1 : 1;
  if (gameNo > chain.length) {
    chain = await newChain(g, { merchantId, seq: chain.seq + 1 });
    gameNo = 1;
  }
  const hash = chainHash(chain, gameNo);
  const point = await crashPoint(hash, { salt: chain.salt, hmac: nodeHmac });
  const startsAt = g.clock.now() + g.bettingMs;
  // another process may have opened it first: then it stays as that one opened it
  await insertCrashRoundOnce(g.db, {
    merchant_id: merchantId,
    chain_id: chain.id,
    game_no: gameNo,
    hash,
    crash_point: point,
    phase: 'betting',
    starts_at: startsAt,
    crash_at: startsAt + crashDurationMs(point),
    settled_at: null,
    created_at: Date.now(),
  });
}

/** The brand's current round, the first one opened on first use. */
export async function currentRound(g: CrashCtx, merchantId: number): Promise<CrashRoundRow> {
  const round = await latestCrashRound(g.db, merchantId);
  if (round) return round;
  await nextRound(g, { merchantId, after: undefined });
  return (await latestCrashRound(g.db, merchantId))!;
}

/**
 * Moves the brand's rounds as far as the clock allows: betting -> running -> crashed (bets
 * settled) -> the next round in betting. Safe to run in several processes at once. Returns the
 * time of the current round's next phase change (now when it stopped short of it).
 */
export async function advanceRounds(g: CrashCtx, merchantId: number): Promise<number> {
  let next = g.clock.now();
  for (let step = 0; step < 100; step++) {
    const round = await currentRound(g, merchantId);
    const now = g.clock.now();
    if (round.phase === 'betting') {
      next = Number(round.starts_at);
      if (now < next) break;
      await moveCrashPhase(g.db, { id: round.id, from: 'betting', to: 'running' });
    } else if (round.phase === 'running') {
      next = Number(round.crash_at);
      if (now < next) break;
      await moveCrashPhase(g.db, { id: round.id, from: 'running', to: 'crashed' });
    } else {
      next = now;
      if (round.settled_at === null) await settleRound(g, round);
      await nextRound(g, { merchantId, after: round });
    }
    await yieldToLoop();
  }
  await sweep(g, merchantId);
  return next;
}

/** Bets of a round settled at once: on the embedded database they share one group commit. */
const SETTLE_AT_ONCE = 32;

/**
 * Settles a crashed round's bets, one transaction per bet (`settleCrashBet`), up to
 * `SETTLE_AT_ONCE` at a time. Per bet rather than per round: each bet's money, record and row
 * commit together and apart from the others, so a round of many members never holds all their
 * accounts locked at once (their instant rounds would wait on PostgreSQL), one bad bet does not
 * hold back the rest (the next tick retries what is left), and the embedded database still
 * shares one fsync among the bets settled together through the wallet's group commit.
 */
async function settleRound(g: CrashCtx, round: CrashRoundRow) {
  const bets = await openBetsOfRound(g.db, round.id);
  const timeZone = await g.timeZoneOf(round.merchant_id);
  const deps = { wallet: g.wallet, timeZoneOf: () => Promise.resolve(timeZone) };
  for (let i = 0; i < bets.length; i += SETTLE_AT_ONCE)
    await Promise.all(bets.slice(i, i + SETTLE_AT_ONCE).map((bet) => settleCrashBet(deps, { bet, round })));
  await markCrashRoundSettled(g.db, { id: round.id, at: Date.now() });
}

/** Bets that became open after their round was settled (a request racing the crash). */
async function sweep(g: CrashCtx, merchantId: number) {
  const late = await lateOpenBets(g.db, merchantId);
  const rounds = new Map<number, CrashRoundRow>();
  for (const bet of late) {
    let round = rounds.get(bet.round_id);
    if (!round) rounds.set(bet.round_id, (round = await getCrashRound(g.db, bet.round_id)));
    await settleCrashBet(g, { bet, round });
  }
}
