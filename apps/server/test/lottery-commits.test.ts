import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlaceValue, TicketBody } from '@lotto/contracts';
import type { Database } from '../src/db/schema.ts';
import { NodeSqliteDialect } from '../src/db/sqlite-dialect.ts';
import type { Brand } from '../src/modules/brand/index.ts';
import type { MemberRow } from '../src/modules/identity/index.ts';
import { Lottery } from '../src/modules/lottery/service.ts';
import { LotteryDraws } from '../src/modules/lottery/scheduler.ts';
import { createWallet } from '../src/modules/wallet/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import * as suite from './lottery-suite.ts';

/**
 * A placement commits once: the chase's row, each ticket, its stake, its betting record and the
 * member's figures in one transaction, counted at the driver of a second stack on the same
 * database (its own wallet, with the group commit on the embedded database). Replays, refusals
 * and concurrent placements through the API.
 */
suite.useLotteryApp();

/** Statements as the driver runs them, and what they committed. */
const seen: string[] = [];
let counted: Kysely<Database>;
let lottery: Lottery;
let brand: Brand;

beforeAll(async () => {
  const dialect =
    engine === 'sqlite'
      ? new NodeSqliteDialect({ path: join(suite.t.store.env['DATA_DIR']!, 'platform.sqlite') })
      : new PostgresDialect({
          pool: new pg.Pool({ connectionString: suite.t.store.env['DATABASE_URL']!, max: 5 }),
        });
  counted = new Kysely<Database>({
    dialect,
    log: (e) => {
      if (e.level === 'query') seen.push(e.query.sql.replace(/^\/\* prepared \*\/ /, '').trim());
    },
  });
  const wallet = createWallet(counted, { groupCommit: engine === 'sqlite' });
  const draws = new LotteryDraws(counted, { wallet, clock: suite.draws().clock });
  lottery = new Lottery(counted, { wallet, draws });
  brand = (await suite.t.app.platform.brands.all()).find((b) => b.id === suite.merchantId)!;
  await suite.signIn('poor');
  await suite.signIn('race');
});
afterAll(async () => {
  await counted.destroy();
});

const member = (who: string) =>
  suite.t.store.db.kysely
    .selectFrom('members')
    .selectAll()
    .where('id', '=', suite.ids[who]!)
    .executeTakeFirstOrThrow() as Promise<MemberRow>;

let seq = 0;
const body = (extra: Partial<TicketBody> = {}): TicketBody => ({
  gameCode: 'SSC1',
  playId: 'SSC_SIDES_SUM',
  selection: [[0, 1]],
  multiplier: 1,
  requestId: `commits-${++seq}`,
  ...extra,
});

/** Commits, and writes run on their own (each its own commit), while `fn` runs. */
async function commitsOf<T>(fn: () => Promise<T>): Promise<{ out: T; commits: number; autocommits: number }> {
  seen.length = 0;
  const out = await fn();
  let inTx = false;
  let commits = 0;
  let autocommits = 0;
  for (const s of seen) {
    if (/^begin/i.test(s)) inTx = true;
    else if (/^(commit|rollback)$/i.test(s)) {
      if (/^commit/i.test(s)) commits++;
      inTx = false;
    } else if (!inTx && /^(insert|update|delete)\b/i.test(s)) autocommits++;
  }
  return { out, commits, autocommits };
}

/** A member's rows that a placement writes, counted. */
async function written(memberId: number) {
  const db = suite.t.store.db.kysely;
  const n = async (table: 'lottery_tickets' | 'lottery_chases' | 'bets' | 'member_figures') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idem_key', 'like', `lottery:stake:${memberId}:%`)
    .executeTakeFirstOrThrow();
  return {
    tickets: await n('lottery_tickets'),
    chases: await n('lottery_chases'),
    bets: await n('bets'),
    figures: await n('member_figures'),
    stakes: Number(entries.n),
  };
}

describeGroups('placement commits', [oneCommit, replaysAndRefusals, concurrency, keptRows]);

function oneCommit() {
  it('commits a ticket once: its stake, the ticket, its betting record and the figures together', async () => {
    const max = await member('max');
    await lottery.place(brand, { member: max, body: body() }); // the draw and accounts, opened once
    const before = await written(max.id);
    const { out, commits, autocommits } = await commitsOf(() =>
      lottery.place(brand, { member: max, body: body() }),
    );
    expect(out.tickets).toHaveLength(1);
    expect([commits, autocommits]).toEqual([1, 0]);
    const after = await written(max.id);
    expect(after).toMatchObject({
      tickets: before.tickets + 1,
      bets: before.bets + 1,
      stakes: before.stakes + 1,
    });
    const bet = await suite.t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select('bet_id')
      .where('id', '=', out.tickets[0]!.ticketId)
      .executeTakeFirstOrThrow();
    expect(bet.bet_id).not.toBeNull();
  });

  it('commits a chase once: its row and every draw’s ticket with its stake', async () => {
    const max = await member('max');
    const before = await written(max.id);
    const { out, commits, autocommits } = await commitsOf(() =>
      lottery.place(brand, { member: max, body: body({ chase: { draws: 4, stopOnWin: false } }) }),
    );
    expect(out.tickets).toHaveLength(4);
    expect(new Set(out.tickets.map((t) => t.numero)).size).toBe(4);
    // The later draws' rows are opened (and committed) once, before the placement's transaction.
    const again = await commitsOf(() =>
      lottery.place(brand, { member: max, body: body({ chase: { draws: 4, stopOnWin: false } }) }),
    );
    expect([again.commits, again.autocommits]).toEqual([1, 0]);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(autocommits).toBeLessThanOrEqual(3);
    const after = await written(max.id);
    expect(after).toMatchObject({
      tickets: before.tickets + 8,
      chases: before.chases + 2,
      stakes: before.stakes + 8,
    });
  });
}

function replaysAndRefusals() {
  it('answers a replay with the first tickets and debits nothing again', async () => {
    const max = await member('max');
    for (const b of [body(), body({ chase: { draws: 3, stopOnWin: true } })]) {
      const first = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', b);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      const before = await written(max.id);
      const balance = await suite.available('max');
      const again = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', b);
      expect(again.json.value.tickets.map((t) => t.ticketId)).toEqual(
        first.json.value.tickets.map((t) => t.ticketId),
      );
      expect(await written(max.id)).toEqual(before);
      expect(await suite.available('max')).toBe(balance);
      const other = await suite.post('/lgw/lottery/tickets', 'max', { ...b, selection: [[0]] });
      expect([other.status, other.json.code]).toEqual([409, 'idempotency.key.reused']);
      expect(await written(max.id)).toEqual(before);
    }
  });

  it('writes nothing when the money is not there, not even the chase', async () => {
    const poor = await member('poor');
    const probe = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', body());
    const stake = suite.minor(probe.json.value.tickets[0]!.stake);
    await suite.fund('poor', 2n * stake);
    for (const b of [body({ chase: { draws: 3, stopOnWin: false } }), body({ multiplier: 3 })]) {
      const before = await written(poor.id);
      const res = await suite.post('/lgw/lottery/tickets', 'poor', b);
      expect([res.status, res.json.code]).toEqual([422, 'wallet.insufficient.funds']);
      expect(await written(poor.id)).toEqual(before);
      expect(await suite.available('poor')).toBe(2n * stake);
    }
  });
}

function concurrency() {
  it('never overdraws one member placing at once, and concurrent placements share commits', async () => {
    const race = await member('race');
    const probe = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', body());
    const stake = suite.minor(probe.json.value.tickets[0]!.stake);
    await suite.fund('race', 5n * stake);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => suite.post('/lgw/lottery/tickets', 'race', body())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.json.code === 'wallet.insufficient.funds')).toHaveLength(7);
    expect(await suite.available('race')).toBe(0n);
    expect((await written(race.id)).tickets).toBe(5);

    const max = await member('max');
    const { out, commits } = await commitsOf(() =>
      Promise.all(Array.from({ length: 16 }, () => lottery.place(brand, { member: max, body: body() }))),
    );
    expect(out).toHaveLength(16);
    // The embedded database's group commit; PostgreSQL's batches (place-batch.ts).
    expect(commits).toBeLessThan(16);
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}

function keptRows() {
  it("keeps a game's row until the configuration changes (or its game's draw events)", async () => {
    const unitOf = async () =>
      (await suite.place('max', { gameCode: 'SSC3', playId: 'SSC_2B_G2', selection: [[1, 2, 3]] })).json.value
        .tickets[0]!.unit;
    await unitOf(); // opens the draw: its event drops the row read before
    const before = await unitOf();
    const setUnit = (unit: number) =>
      suite.t.store.db.kysely
        .updateTable('lottery_games')
        .set({ unit })
        .where('merchant_id', '=', suite.merchantId)
        .where('game_code', '=', 'SSC3')
        .execute();
    await setUnit(2 * Number(suite.minor(before)));
    expect(await unitOf()).toBe(before);
    suite.draws().wake();
    expect(suite.minor(await unitOf())).toBe(2n * suite.minor(before));
    await setUnit(Number(suite.minor(before)));
    suite.draws().wake();
  });
}
