import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { voidBetRecord } from '../games/index.ts';
import type { DueHold, HoldOwner, Wallet } from '../wallet/index.ts';
import { recordOpenBet, settleCrashBet } from './crash-bets.ts';
import { crashBetOfRequest, getCrashBet, voidOpenCrashBet } from './repo/crash-bets.ts';
import { getCrashRound } from './repo/crash-rounds.ts';
import { findInhouseGame, findRound, voidUnseededRound } from './repo/rounds.ts';
import { finishRound } from './finish.ts';
import { vendorOf } from './rounds.ts';
import type { Seeds } from './seeds.ts';

type Deps = {
  db: Kysely<Database>;
  wallet: Wallet;
  seeds: Seeds;
  /** The brand's currency and time zone, for the entries and figures of a bet finished without its request. */
  settingsOf: (merchantId: number) => Promise<{ currency: string; timeZone: string } | undefined>;
  /** The brand's time zone (UTC for a brand no longer listed). */
  timeZoneOf: (merchantId: number) => Promise<string>;
};

/** A live request is done well within this; an older bet still pending belongs to one that died. */
const GRACE_MS = 60_000;

const gameRow = (db: Kysely<Database>, k: { merchantId: number; code: string }) =>
  findInhouseGame(db, { merchantId: k.merchantId, vendor: vendorOf(k.code), code: k.code });

/**
 * Rounds of dice, mines, plinko, keno and the slot left pending (holds `inhouse:<member>:<request>`).
 * A round that claimed its nonce has an outcome, fixed by its committed seed pair: it is finished
 * with it, wins paid, exactly as its request would have (voiding it once the outcome can be known
 * would let a player keep only the wins). A round that never claimed one has no outcome: once its
 * hold expires it is voided and its stake released, and a retry of its request is refused.
 */
export function roundRecovery(deps: Deps): HoldOwner {
  return {
    prefix: 'inhouse:',
    graceMs: GRACE_MS,
    async recover(hold: DueHold, now: number) {
      const roundId = / inhouse:(\d+)$/.exec(hold.ref)?.[1];
      if (!roundId) return false;
      const row = await findRound(deps.db, { merchantId: hold.merchant_id, id: Number(roundId) });
      if (!row) return false;
      if (row.status === 'void') return deps.wallet.void(hold.merchant_id, hold.id);
      if (row.status !== 'pending') return false;
      if (row.seed_id !== null && row.nonce !== null) {
        const settings = await deps.settingsOf(hold.merchant_id);
        if (!settings) return false;
        const game = await gameRow(deps.db, { merchantId: hold.merchant_id, code: row.game });
        const finished = await finishRound(deps, {
          merchantId: hold.merchant_id,
          ...settings,
          row,
          game,
          holdId: hold.id,
        });
        return finished.status === 'settled';
      }
      if (Number(hold.expires_at) > now) return false;
      // No nonce, so no outcome: void the round first (a request claiming now loses the race), then the stake.
      if (!(await voidUnseededRound(deps.db, { id: row.id, at: now }))) return false;
      return deps.wallet.void(hold.merchant_id, hold.id);
    },
  };
}

/**
 * Crash bets left half done (holds `inhouse:crash:<member>:<request>`). A bet whose stake was held
 * joins its round as its request would have; a bet in a round that has crashed is settled with
 * that round's crash point; a bet whose round never ran (the game switched off) past its hold's
 * expiry has no outcome anyone has seen: it is voided and its stake released.
 */
export function crashRecovery(deps: Omit<Deps, 'seeds'>): HoldOwner {
  return {
    prefix: 'inhouse:crash:',
    graceMs: GRACE_MS,
    async recover(hold: DueHold, now: number) {
      const m = /^inhouse:crash:(\d+):(.+)$/s.exec(hold.idem_key);
      if (!m) return false;
      let bet = await crashBetOfRequest(deps.db, {
        merchantId: hold.merchant_id,
        memberId: Number(m[1]),
        requestId: m[2]!,
      });
      if (!bet) return false;
      if (bet.status === 'void') return deps.wallet.void(hold.merchant_id, hold.id);
      if (bet.status === 'pending') {
        await recordOpenBet(deps.db, {
          row: bet,
          game: await gameRow(deps.db, { merchantId: bet.merchant_id, code: 'crash' }),
          holdId: hold.id,
          timeZone: await deps.timeZoneOf(bet.merchant_id),
        });
        bet = await getCrashBet(deps.db, bet.id);
      }
      if (bet.status !== 'open') return false;
      const round = await getCrashRound(deps.db, bet.round_id);
      if (round.phase === 'crashed') {
        await settleCrashBet(deps, { bet, round });
        return true;
      }
      if (Number(hold.expires_at) > now) return false;
      if (!(await voidOpenCrashBet(deps.db, { id: bet.id, at: now }))) return false;
      if (bet.bet_id !== null)
        await voidBetRecord(deps.db, {
          betId: bet.bet_id,
          at: now,
          onlyOpen: false,
          timeZone: await deps.timeZoneOf(bet.merchant_id),
        });
      return deps.wallet.void(hold.merchant_id, hold.id);
    },
  };
}
