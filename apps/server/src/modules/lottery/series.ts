import type { Kysely, Transaction } from 'kysely';
import { PRIZE_MODE_IDS, PRIZE_MODES, type PrizeModeId } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { BrandSettings } from '../brand/index.ts';
import { isPostgres } from '../../db/database.ts';
import * as repo from './repo/series.ts';
import { StatementBatch } from '../../lib/statement-batch.ts';
import { chainRows, chainsRows } from './repo/ticket-sql.ts';

export { PRIZE_MODE_IDS };

type BrandRef = { id: number; settings: Pick<BrandSettings, 'lotterySeries'> };

/** A brand's bounds in one prize mode: nobody below `floor`, members without an agent at `default`. */
export type SeriesBounds = { floor: number; default: number; max: number };

/** The member's series in a prize mode and its uplines' ([memberId, series]), nearest first. */
type ChainRow = { id: number; depth: number; series: number | null };

export type SeriesChain = { series: number; uplines: [number, number][] };

export function brandSeries(brand: BrandRef, mode: PrizeModeId): SeriesBounds {
  const own = brand.settings.lotterySeries[mode];
  const p = PRIZE_MODES[mode];
  return { floor: own?.floor ?? p.minSeries, default: own?.default ?? p.defaultSeries, max: p.maxSeries };
}

export const seriesRefused = (message: string) =>
  new AppError('lottery.series.invalid', {
    message,
    details: [{ path: 'series', code: 'lottery.series.invalid', message }],
  });

/**
 * Members' lottery prize series, one per prize mode (decision 014). A member's series is stored
 * the first time it is needed: the brand's default, or its upline's when that is lower, so a
 * downline never starts above its agent. Changes keep every member at or below its upline and
 * at or above the brand's floor.
 */
export class LotterySeries {
  readonly #db: Kysely<Database>;
  readonly #pg: boolean;
  /**
   * PostgreSQL: chains read outside a transaction (a batched placement's) by concurrent requests
   * share one statement, so a ticket costs no round trip of its own.
   */
  readonly #reads = new StatementBatch<{ memberId: number; mode: PrizeModeId }, ChainRow[]>(
    (keys) => chainsRows(this.#db, keys),
    () => [],
  );

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#pg = isPostgres(db);
  }

  /** For reads around the series (the member a request names). */
  get db(): Kysely<Database> {
    return this.#db;
  }

  /**
   * The member's series and its upline chain's, storing any not stored yet (top first); on `on`
   * (a placement's transaction) when given.
   */
  async chain(
    brand: BrandRef,
    { memberId, mode, on }: { memberId: number; mode: PrizeModeId; on?: Kysely<Database> },
  ): Promise<SeriesChain> {
    const db = on ?? this.#db;
    const read = !on && this.#pg ? await this.#reads.submit({ memberId, mode }) : undefined;
    const rows = read ?? (await chainRows(db, { pg: this.#pg, memberId, mode }));
    if (rows.length === 0) rows.push({ id: memberId, depth: 0, series: null });
    const { default: dflt } = brandSeries(brand, mode);
    const chain: [number, number][] = [];
    let above: number | undefined;
    for (const r of rows) {
      const series =
        r.series ??
        (await repo.storeSeries(db, {
          merchantId: brand.id,
          memberId: r.id,
          mode,
          // Another request may have stored it first: its value stands.
          series: above === undefined ? dflt : Math.min(dflt, above),
          now: Date.now(),
        }));
      chain.push([r.id, series]);
      above = series;
    }
    const [, series] = chain.pop()!;
    return { series, uplines: chain.reverse() };
  }

  /** The member's series in every prize mode. */
  async all(brand: BrandRef, memberId: number): Promise<Record<PrizeModeId, number>> {
    const out = {} as Record<PrizeModeId, number>;
    for (const mode of PRIZE_MODE_IDS) out[mode] = (await this.chain(brand, { memberId, mode })).series;
    return out;
  }

  /**
   * Refuses a series a member under `uplineId` (none: a direct member) could not have: below the
   * brand's floor, above the prize mode's top, or above the upline's own.
   */
  async check(
    brand: BrandRef,
    { uplineId, mode, series }: { uplineId: number | undefined; mode: PrizeModeId; series: number },
  ) {
    const b = brandSeries(brand, mode);
    if (!Number.isInteger(series) || series < b.floor || series > b.max)
      throw seriesRefused(`${mode} series ${series} is outside ${b.floor}-${b.max}`);
    if (uplineId === undefined) return;
    const upline = (await this.chain(brand, { memberId: uplineId, mode })).series;
    if (series > upline) throw seriesRefused(`${mode} series ${series} is above the upline's ${upline}`);
  }

  /**
   * Sets a member's series in these prize modes, all or none. Refused below the brand's floor,
   * above the mode's top or the upline's series, or below a direct downline's (lower that first).
   * `by` is the agent asking: only a member's direct upline may change it. One transaction; on
   * PostgreSQL the member's and its upline's rows are locked first, so a change racing another
   * on the same chain waits for it and sees its result.
   */
  async set(
    brand: BrandRef,
    { memberId, modes, series, by }: { memberId: number; modes: PrizeModeId[]; series: number; by?: number },
  ): Promise<void> {
    const uplineIds = new Map<PrizeModeId, number | undefined>();
    for (const mode of modes) {
      const b = brandSeries(brand, mode);
      if (!Number.isInteger(series) || series < b.floor || series > b.max)
        throw seriesRefused(`${mode} series ${series} is outside ${b.floor}-${b.max}`);
      uplineIds.set(mode, (await this.chain(brand, { memberId, mode })).uplines[0]?.[0]);
    }
    if (by !== undefined && [...uplineIds.values()].some((u) => u !== by))
      throw new AppError('access.forbidden');
    await this.#db.transaction().execute(async (trx) => {
      for (const mode of modes) {
        const uplineId = uplineIds.get(mode);
        const rows = await this.#lock(trx, [memberId, ...(uplineId === undefined ? [] : [uplineId])], mode);
        const upline = rows.find((r) => r.member_id === uplineId)?.series;
        if (upline !== undefined && series > upline)
          throw seriesRefused(`${mode} series ${series} is above the upline's ${upline}`);
        const over = await repo.downlineAbove(trx, { memberId, mode, series });
        if (over)
          throw seriesRefused(`${mode} series ${series} is below downline ${over.username}'s ${over.series}`);
        await repo.updateSeries(trx, { memberId, mode, series, now: Date.now() });
      }
    });
  }

  /**
   * A new member's series, stored in the transaction that creates it: each mode chosen for it
   * (an invitation's or its agent's choice) kept within the brand's bounds and its upline's
   * series now, so an agent lowered since it made an invitation lowers what the link gives.
   * Modes not chosen are stored when first needed, as for anyone.
   */
  async placeNew(
    trx: Transaction<Database>,
    join: {
      brand: BrandRef;
      memberId: number;
      uplineId: number;
      series: Partial<Record<PrizeModeId, number>>;
    },
  ): Promise<void> {
    for (const mode of PRIZE_MODE_IDS) {
      const wanted = join.series[mode];
      if (wanted === undefined) continue;
      const b = brandSeries(join.brand, mode);
      const upline = (await this.chain(join.brand, { memberId: join.uplineId, mode, on: trx })).series;
      const series = Math.max(b.floor, Math.min(wanted, upline, b.max));
      await repo.storeSeries(trx, {
        merchantId: join.brand.id,
        memberId: join.memberId,
        mode,
        series,
        now: Date.now(),
      });
    }
  }

  /** The series rows of these members in one mode, locked until the transaction ends (PostgreSQL). */
  #lock(trx: Transaction<Database>, memberIds: number[], mode: PrizeModeId) {
    return repo.lockSeries(trx, { memberIds, mode, pg: this.#pg });
  }
}
