import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { NodeSqliteDialect } from '../src/db/sqlite-dialect.ts';
import { dailyFigures, localHour } from '../src/modules/figures/index.ts';
import {
  recordBet,
  recordBetOnce,
  recordBetOnceWithId,
  settleBetRecord,
  voidBetRecord,
  type BetRecord,
} from '../src/modules/games/index.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { createDemoStore, engine, type TestStore } from './harness.ts';

/**
 * The betting record's statements as the driver runs them: on PostgreSQL a bet's row and its
 * member figures are one statement, and a settlement or void of an open bet one more; the
 * figures come out as the definition says on both engines.
 */
let store: TestStore;
let db: Kysely<Database>;
const seen: string[] = [];
let merchantId: number;
let memberId: number;
const TZ = 'Asia/Manila';
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 10, 1, 30);

beforeAll(async () => {
  store = await createDemoStore();
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  memberId = await createMember(store.db.kysely, {
    merchantId,
    member: { username: 'statements', password: 'Simula2026' },
  });
  db = new Kysely<Database>({
    dialect:
      engine === 'sqlite'
        ? new NodeSqliteDialect({ path: join(store.env['DATA_DIR']!, 'platform.sqlite') })
        : new PostgresDialect({
            pool: new pg.Pool({ connectionString: store.env['DATABASE_URL']!, max: 2 }),
          }),
    log: (e) => {
      if (e.level === 'query') seen.push(e.query.sql);
    },
  });
});
afterAll(async () => {
  await db.destroy();
  await store.drop();
});

const bet = (ref: string, extra: Partial<BetRecord> = {}): BetRecord =>
  ({
    merchantId,
    memberId,
    gameId: null,
    vendorCode: 'STMT',
    gameType: 'SLOT',
    gameName: '{"EN":"Statements"}',
    ref,
    roundId: ref,
    stake: 1_000n,
    mode: 'real',
    createdAt: T0,
    timeZone: TZ,
    status: 'open',
    ...extra,
  }) as BetRecord;

async function statements(fn: () => Promise<unknown>): Promise<number> {
  seen.length = 0;
  await fn();
  return seen.length;
}

const pg1 = (sqlite: number) => (engine === 'postgres' ? 1 : sqlite);

it('writes a bet with its figures, settles, re-settles and voids it in the fewest statements', async () => {
  expect(await statements(() => recordBetOnce(db, bet('a')))).toBe(pg1(2));
  expect(await statements(() => recordBetOnce(db, bet('a')))).toBe(1);
  const id = await recordBetOnceWithId(db, bet('a'));
  expect(await recordBetOnceWithId(db, bet('b'))).toBeGreaterThan(id);
  expect(await statements(() => recordBet(db, bet('c')))).toBe(pg1(2));
  await recordBet(db, bet('d', { mode: 'demo' }));
  const at = T0 + 2 * HOUR;
  expect(
    await statements(() =>
      settleBetRecord(db, { betId: id, payout: 2_500n, at, onlyOpen: true, timeZone: TZ }),
    ),
  ).toBe(pg1(3));
  // Only an open bet: nothing changes.
  await settleBetRecord(db, { betId: id, payout: 9n, at, onlyOpen: true, timeZone: TZ });
  // Re-settled to a loss, then void: the earlier settlement is taken back each time.
  await settleBetRecord(db, { betId: id, payout: 400n, at: at + HOUR, onlyOpen: false, timeZone: TZ });
  await voidBetRecord(db, { betId: id, at: at + 2 * HOUR, onlyOpen: false, timeZone: TZ });
  const c = await recordBetOnceWithId(db, bet('c'));
  await settleBetRecord(db, { betId: c, payout: 1_500n, at, onlyOpen: true, timeZone: TZ });
  const day = localHour(T0, TZ).day;
  const rows = await dailyFigures(db, { merchantId, memberId, from: day, to: day });
  const slot = rows.find((r) => r.game_type === 'SLOT')!;
  expect(Number(slot.bet_count)).toBe(3);
  expect(Number(slot.stake)).toBe(3_000);
  expect(Number(slot.valid_turnover)).toBe(1_000);
  expect(Number(slot.payout)).toBe(1_500);
  expect(Number(slot.win_count)).toBe(1);
  const hours = await db
    .selectFrom('member_figures')
    .select(['hour', 'bet_count', 'payout'])
    .where('member_id', '=', memberId)
    .where('game_type', '=', 'SLOT')
    .orderBy('hour')
    .execute();
  expect(hours.map((h) => [h.hour, Number(h.bet_count), Number(h.payout)])).toEqual([
    [localHour(T0, TZ).hour, 3, 0],
    [localHour(at, TZ).hour, 0, 1_500],
    [localHour(at + HOUR, TZ).hour, 0, 0],
  ]);
});
