import type { Kysely } from 'kysely';
import type { Database, Millis } from '../../db/schema.ts';
import { Ticker, yieldToLoop } from '../../lib/ticker.ts';
import { appState } from '../brand/index.ts';
import { ledgerRepo } from './ledger-repo.ts';

/** A pending hold the sweep looks at. */
export type DueHold = {
  id: number;
  merchant_id: number;
  idem_key: string;
  ref: string;
  created_at: Millis;
  expires_at: Millis;
};

/**
 * What a kind of bet does with its held stakes (its holds' idempotency keys start with `prefix`):
 * finish the bet with its committed outcome, release the stake of a bet that has none once the
 * hold has expired, or leave it for later. Answers whether it moved anything.
 */
export type HoldOwner = {
  prefix: string;
  /**
   * Holds older than this are looked at before they expire (a bet whose outcome is fixed is
   * finished then); without it, only expired holds are. Long enough for a live request to end.
   */
  graceMs?: number;
  recover(hold: DueHold, now: number): Promise<boolean>;
};

/** The sweep never sleeps longer than this: what it does not know of (a new bet) waits at most this. */
export const SWEEP_MAX_SLEEP_MS = 60_000;
const LEASE_KEY = 'hold_sweep.lease';
const LEASE_MS = 60_000;
const BATCH = 200;
/** Milliseconds as fixed-width text, so the lease's text column orders like the numbers. */
const stamp = (ms: number) => String(Math.max(0, ms)).padStart(16, '0');

/**
 * The sweep of held stakes (decision 017's scheduler shape: it sleeps until the next hold falls
 * due). A process crash can leave a bet half done: an in-house round that claimed its nonce but
 * was never paid, a stake held for a request that died, a vendor round never credited. Each
 * owner finishes or releases its own; one process at a time sweeps (a lease in app_state, taken
 * by a guarded UPDATE as the lottery's draws are), and every owner's steps are idempotent, so
 * two processes, or a sweep and the bet's own retry, move the money once.
 */
export class HoldSweep {
  readonly #db: Kysely<Database>;
  readonly #owners: HoldOwner[];
  readonly #onError: (err: unknown) => void;
  readonly #ticker: Ticker;
  readonly #holder = `${process.pid}:${Math.random().toString(36).slice(2)}`;

  constructor(
    db: Kysely<Database>,
    { owners, onError = () => undefined }: { owners: HoldOwner[]; onError?: (err: unknown) => void },
  ) {
    this.#db = db;
    // the longest prefix first: `inhouse:crash:` is not an `inhouse:` round
    this.#owners = [...owners].sort((a, b) => b.prefix.length - a.prefix.length);
    this.#onError = onError;
    this.#ticker = new Ticker(async () => (await this.run()).nextAt - Date.now(), onError);
  }

  start(maxSleepMs = SWEEP_MAX_SLEEP_MS): void {
    this.#ticker.start(maxSleepMs);
  }

  stop(): Promise<void> {
    return this.#ticker.stop();
  }

  /**
   * One sweep: takes the lease (else does nothing: another process is sweeping), lets each due
   * hold's owner act, and answers how many it moved and when the next hold falls due.
   */
  async run(now = Date.now()): Promise<{ recovered: number; nextAt: number }> {
    if (!(await this.#lease(now))) return { recovered: 0, nextAt: now + LEASE_MS };
    try {
      const due = await this.#due(now);
      let recovered = 0;
      for (const hold of due) {
        const owner = this.#ownerOf(hold.idem_key);
        try {
          if (owner && (await owner.recover(hold, now))) recovered++;
        } catch (err) {
          this.#onError(err);
        }
        await yieldToLoop();
      }
      return { recovered, nextAt: due.length >= BATCH ? now : await this.#nextAt(now) };
    } finally {
      await this.#release();
    }
  }

  #ownerOf(idemKey: string) {
    return this.#owners.find((o) => idemKey.startsWith(o.prefix));
  }

  /** Pending holds some owner may act on now: past their grace, or past their expiry. */
  #due(now: number): Promise<DueHold[]> {
    return ledgerRepo.dueHolds(this.#db, { owners: this.#owners, now, limit: BATCH });
  }

  /** When the next hold passes its grace or its expiry (at the latest, the longest sleep). */
  async #nextAt(now: number): Promise<number> {
    let next = now + SWEEP_MAX_SLEEP_MS;
    for (const o of this.#owners) {
      const row = await ledgerRepo.nextHoldTimes(this.#db, { owner: o, now });
      if (o.graceMs !== undefined && row?.fresh != null) next = Math.min(next, Number(row.fresh) + o.graceMs);
      if (row?.expiring != null) next = Math.min(next, Number(row.expiring));
    }
    return next;
  }

  /** Takes the sweep for this process until the lease runs out; false while another holds it. */
  async #lease(now: number): Promise<boolean> {
    return appState.takeLease(this.#db, {
      key: LEASE_KEY,
      lease: {
        free: `${stamp(0)} -`,
        expired: stamp(now),
        taken: `${stamp(now + LEASE_MS)} ${this.#holder}`,
      },
    });
  }

  async #release() {
    await appState.releaseLease(this.#db, {
      key: LEASE_KEY,
      lease: { free: `${stamp(0)} -`, holder: this.#holder },
    });
  }
}
