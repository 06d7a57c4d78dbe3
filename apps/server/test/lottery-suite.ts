import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PlaceValue, Ticket } from '@lotto/contracts';
import { gameByCode, payoutMinor, playById } from '@lotto/contracts/lottery/index';
import { openDatabase, type Db } from '../src/db/database.ts';
import { resultOf } from '../src/modules/lottery/draws.ts';
import { LotteryDraws } from '../src/modules/lottery/scheduler.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { memberKit } from './member-kit.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

/**
 * What the lottery test files share: one app per file, started by `useLotteryApp()` with lia
 * and max funded and rex restricted, the draws on a clock the tests move (`testClock.now`), and
 * the helpers that place tickets and check them. `t` and `merchantId` are set from the file's
 * `beforeAll` on.
 */
export let t: TestApp;
export let merchantId: number;
// Monday 23 November 2026, 10:00:20 in China (+8).
export const testClock = { now: Date.UTC(2026, 10, 23, 2, 0, 20) };

export const { tokens, ids, signIn, fund, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'lotto' },
);

export function useLotteryApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    draws().clock.now = () => testClock.now;
    await signIn('lia');
    await signIn('max');
    await signIn('rex', { type: 4 });
    await fund('lia', 100_000_000n);
    await fund('max', 10_000_000n);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
}

export const minor = (text: string) => BigInt(text.replace('.', ''));
export const available = async (who: string) =>
  minor((await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance);

let seq = 0;
export const place = (who: string, body: Record<string, unknown>) =>
  post<PlaceValue>('/lgw/lottery/tickets', who, { requestId: `lot-${who}-${++seq}`, ...body });

export const draws = () => t.app.lottery.draws;

/** The test database opened a second time, as another server process would. */
export const openSecond = (): Db =>
  engine === 'sqlite'
    ? openDatabase({ engine: 'sqlite', path: join(t.store.env['DATA_DIR']!, 'platform.sqlite') })
    : openDatabase({ engine: 'postgres', url: t.store.env['DATABASE_URL']!, poolSize: 3 });

/** Another process's scheduler on the same clock, settling in batches of 3. */
export const schedulerOn = (db: Db) =>
  new LotteryDraws(db.kysely, {
    wallet: new Wallet(new Ledger(db.kysely, { groupCommit: engine === 'sqlite' })),
    clock: draws().clock,
    batch: 3,
  });

/** What a ticket should pay against its draw's winNo, by the pure win rules. */
export async function expected(ticket: Ticket): Promise<bigint> {
  const d = await draws().findDraw(merchantId, { gameCode: ticket.gameCode, numero: ticket.numero });
  const game = gameByCode(ticket.gameCode)!;
  const play = playById(game, ticket.playId)!;
  const wins = play.wins(
    ticket.selection,
    resultOf(game, { winNo: d!.win_no!, drawTime: Number(d!.draw_time) }),
  );
  return wins > 0
    ? payoutMinor(minor(ticket.unit) * BigInt(play.unitsPerBet), {
        multiplier: ticket.multiplier,
        winningBets: wins,
        odds: ticket.oddsBp,
      })
    : 0n;
}

export const myTickets = async (who: string) =>
  (await get<Ticket[]>('/lgw/lottery/tickets?pageSize=100', who)).json.value;

/** Moves the clock to `at` and runs the scheduler until nothing moves. */
export async function advance(at: number) {
  testClock.now = at;
  await draws().tick();
  await draws().tick();
}

/** Every member's running total on every draw equals their tickets' stakes, less cancelled and refunded ones. */
export async function expectTotalsMatchTickets() {
  const db = t.store.db.kysely;
  const { rows: recount } = await sql<{ draw_id: number; member_id: number; stake: string }>`
    select draw_id, member_id, cast(sum(stake) as varchar) as stake from lottery_tickets
    where status not in ('cancelled', 'refunded') group by draw_id, member_id`.execute(db);
  const kept = await db.selectFrom('lottery_draw_stakes').selectAll().where('stake', '<>', 0).execute();
  const key = (r: { draw_id: number; member_id: number; stake: unknown }) =>
    `${r.draw_id} ${r.member_id} ${BigInt(r.stake as string)}`;
  expect(kept.map(key).sort()).toEqual(
    recount
      .filter((r) => BigInt(r.stake) !== 0n)
      .map(key)
      .sort(),
  );
}
