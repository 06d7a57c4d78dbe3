import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ConfigBus } from '../../lib/config-bus.ts';
import { toBrand, type Brand } from './brand.ts';
import {
  allMerchantCodes,
  findMerchantByCode,
  findMerchantById,
  findMerchantByHost,
  loadBrandRows,
  readConfigRev,
} from './repo.ts';

/** A brand read straight from the database, past any directory's cache (operator tools). */
export const loadBrand = async (db: Kysely<Database>, merchantId: number): Promise<Brand> =>
  toBrand(await loadBrandRows(db, merchantId));

/**
 * Resolves brands by code or host and keeps them in memory. Any process that changes brand
 * settings bumps `config_rev`; every node polls it (one indexed read per interval) and, with
 * Redis configured, also hears a pub/sub message at once.
 */
export class BrandDirectory {
  readonly #db: Kysely<Database>;
  #byCode = new Map<string, Promise<Brand | undefined>>();
  #byHost = new Map<string, Promise<Brand | undefined>>();
  #byId = new Map<number, Promise<Brand | undefined>>();
  /** Settled answers, so the hot path needs no promise: null means "looked up, none". */
  #settled = new Map<string, Brand | null>();
  #rev = -1;
  #timer: NodeJS.Timeout | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  byCode(code: string): Promise<Brand | undefined> {
    let hit = this.#byCode.get(code);
    if (!hit) {
      const byCode = this.#byCode;
      hit = findMerchantByCode(this.#db, code).then((m) => (m ? this.#load(m.id) : undefined));
      byCode.set(code, hit);
      this.#settle(`c:${code}`, hit, byCode);
      hit.catch(() => this.#byCode.delete(code));
    }
    return hit;
  }

  byHost(host: string): Promise<Brand | undefined> {
    const key = host.toLowerCase();
    let hit = this.#byHost.get(key);
    if (!hit) {
      const byHost = this.#byHost;
      hit = findMerchantByHost(this.#db, key).then((m) => (m ? this.byCode(m.code) : undefined));
      byHost.set(key, hit);
      this.#settle(`h:${key}`, hit, byHost);
      hit.catch(() => this.#byHost.delete(key));
    }
    return hit;
  }

  /** A brand by its id (bets and jobs that hold a merchant id), cached like the others. */
  byId(id: number): Promise<Brand | undefined> {
    let hit = this.#byId.get(id);
    if (!hit) {
      hit = findMerchantById(this.#db, id).then((m) => (m ? this.byCode(m.code) : undefined));
      this.#byId.set(id, hit);
      hit.catch(() => this.#byId.delete(id));
    }
    return hit;
  }

  /** Every brand of the deployment (background jobs that run per brand). */
  async all(): Promise<Brand[]> {
    const rows = await allMerchantCodes(this.#db);
    const brands = await Promise.all(rows.map((r) => this.byCode(r.code)));
    return brands.filter((b): b is Brand => b !== undefined);
  }

  /** The brand already known for a code (`c:CODE`) or host (`h:host`), without waiting. */
  peek(key: string): Brand | null | undefined {
    return this.#settled.get(key);
  }

  #settle(key: string, hit: Promise<Brand | undefined>, generation: Map<string, unknown>) {
    hit.then(
      (brand) => {
        // an answer that arrives after an invalidation belongs to the old generation
        if (generation === this.#byCode || generation === this.#byHost) this.#settled.set(key, brand ?? null);
      },
      () => undefined,
    );
  }

  #load(id: number): Promise<Brand> {
    return loadBrand(this.#db, id);
  }

  invalidate(): void {
    this.#byCode = new Map();
    this.#byHost = new Map();
    this.#byId = new Map();
    this.#settled = new Map();
    for (const fn of this.#listeners) fn();
  }

  /** Calls back whenever the caches are dropped (brand settings changed, here or elsewhere). */
  onChange(fn: () => void): void {
    this.#listeners.add(fn);
  }

  /** Drops the caches if the stored revision moved since the last look. */
  async refreshIfChanged(): Promise<boolean> {
    const rev = await readConfigRev(this.#db);
    if (rev === this.#rev) return false;
    const first = this.#rev === -1;
    this.#rev = rev;
    if (!first) this.invalidate();
    return !first;
  }

  async watch(pollMs: number, bus?: ConfigBus): Promise<void> {
    await this.refreshIfChanged();
    this.#timer = setInterval(() => {
      this.refreshIfChanged().catch(() => undefined);
    }, pollMs);
    this.#timer.unref();
    await bus?.subscribe(() => this.invalidate());
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }
}
