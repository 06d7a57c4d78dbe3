import type { Kysely } from 'kysely';
import type { Database, OneTimeTokensTable } from '../../db/schema.ts';
import { sha256Hex } from '../../lib/tokens.ts';

type Purpose = OneTimeTokensTable['purpose'];

/** Which item: a brand's key for one purpose. */
export type TokenKey = { merchantId: number; purpose: Purpose; key: string };

/**
 * Single-use items kept by their hash: captcha answers, password-reset links, new-IP tickets,
 * OAuth state and spent human checks. `consume` marks one used in the same statement that
 * checks it, so two racing requests cannot both use it.
 */
export class OneTimeTokens {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async put(
    { merchantId, purpose, key }: TokenKey,
    { data, ttlSeconds }: { data: string; ttlSeconds: number },
  ): Promise<void> {
    await this.#db
      .insertInto('one_time_tokens')
      .values({
        token_hash: sha256Hex(`${purpose}:${key}`),
        merchant_id: merchantId,
        purpose,
        data,
        expires_at: Date.now() + ttlSeconds * 1000,
        used_at: null,
      })
      .execute();
    if (Math.random() < 0.01) await this.sweep();
  }

  /** Returns the data once; later calls, other brands and expired items get undefined. */
  async consume({ merchantId, purpose, key }: TokenKey): Promise<string | undefined> {
    const now = Date.now();
    const hash = sha256Hex(`${purpose}:${key}`);
    const row = await this.#db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('merchant_id', '=', merchantId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('data')
      .executeTakeFirst();
    return row?.data;
  }

  /** Reads a live item without using it. */
  async read({ merchantId, purpose, key }: TokenKey): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('one_time_tokens')
      .select('data')
      .where('token_hash', '=', sha256Hex(`${purpose}:${key}`))
      .where('merchant_id', '=', merchantId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row?.data;
  }

  /** Reads without using, even when used (test-only captcha answers). */
  async peek({ merchantId, purpose, key }: TokenKey): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('one_time_tokens')
      .select('data')
      .where('token_hash', '=', sha256Hex(`${purpose}:${key}`))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row?.data;
  }

  /**
   * Records a key as spent; false when it already was (a replayed human-check solution).
   * The row outlives the key's own expiry so a replay inside it is always caught.
   */
  async spend({ merchantId, purpose, key }: TokenKey, until: number): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('one_time_tokens')
      .values({
        token_hash: sha256Hex(`${purpose}:${key}`),
        merchant_id: merchantId,
        purpose,
        data: '',
        expires_at: until,
        used_at: Date.now(),
      })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async sweep(): Promise<void> {
    await this.#db
      .deleteFrom('one_time_tokens')
      .where('expires_at', '<', Date.now() - 3_600_000)
      .execute();
  }
}
