import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSunBrand, eventually, startTestApp, type TestApp } from './harness.ts';
import { openStream, type SseEvent } from './sse.ts';

/** GET /lgw/lottery/events over real HTTP, the scheduler driven by the test clock. */
let t: TestApp;
let base: string;
let demoId: number;
let sunId: number;
let closed = false;
// Monday 23 November 2026, 10:00:20 in China (+8): SSC1 numero 0601 closes 10:00:55, draws 10:01.
let now = Date.UTC(2026, 10, 23, 2, 0, 20);
const NUMERO = '20261123-0601';

beforeAll(async () => {
  t = await startTestApp();
  demoId = (
    await t.store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  sunId = await addSunBrand(t.store);
  await t.store.db.kysely
    .insertInto('lottery_games')
    .values(
      ['SSC1', 'SSC5'].map((game_code, sort) => ({
        merchant_id: sunId,
        game_code,
        sort,
        enabled: 1,
        unit: 200,
        limits: '{}',
        plays: 0,
      })),
    )
    .execute();
  t.app.lottery.draws.clock.now = () => now;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  if (!closed) await t.app.close();
  await t.store.drop();
});

const results = (events: SseEvent[], gameCode: string) =>
  events.filter(
    (e) => e.event === 'result' && e.data['gameCode'] === gameCode && e.data['numero'] === NUMERO,
  );

describe('lottery events stream', () => {
  it("sends the brand's countdowns, each settled result once, nothing of another brand, and ends when the server closes", async () => {
    const games = (await t.app.inject({ url: '/lgw/lottery/games' }))
      .json<{ value: { gameCode: string }[] }>()
      .value.map((g) => g.gameCode);
    const all = await openStream(`${base}/lgw/lottery/events`, { merchant: 'demo' });
    const one = await openStream(`${base}/lgw/lottery/events?gameCode=SSC1`, { merchant: 'demo' });
    const sun = await openStream(`${base}/lgw/lottery/events`, { merchant: 'sun' });

    // A countdown for every game of the brand at once, from the scheduler's clock.
    const codes = (s: { events: SseEvent[] }) =>
      [...new Set(s.events.map((e) => e.data['gameCode'] as string))].sort();
    await eventually(() => Promise.resolve(expect(codes(all)).toEqual([...games].sort())));
    await eventually(() => Promise.resolve(expect(codes(sun)).toEqual(['SSC1', 'SSC5'])));
    const first = await one.waitFor((e) => e.event === 'countdown');
    expect(first.data).toMatchObject({
      gameCode: 'SSC1',
      numero: NUMERO,
      closeTime: now + 35_000,
      drawTime: now + 40_000,
      now,
    });
    expect(codes(one)).toEqual(['SSC1']);

    // The scheduler opens the draws, then draws and settles them once their time has come.
    await t.app.lottery.draws.tick();
    const demoDraw = (await t.app.lottery.draws.findDraw(demoId, { gameCode: 'SSC1', numero: NUMERO }))!;
    now = Number(demoDraw.draw_time) + 1;
    await t.app.lottery.draws.tick();
    const settled = (await t.app.lottery.draws.findDraw(demoId, { gameCode: 'SSC1', numero: NUMERO }))!;
    const sunDraw = (await t.app.lottery.draws.findDraw(sunId, { gameCode: 'SSC1', numero: NUMERO }))!;
    expect([settled.state, sunDraw.state]).toEqual(['settled', 'settled']);

    const mine = await one.waitFor((e) => e.event === 'result');
    expect(mine.data).toEqual({
      type: 'result',
      gameCode: 'SSC1',
      numero: NUMERO,
      winNo: settled.win_no,
      seed: settled.seed,
    });
    const theirs = await sun.waitFor((e) => e.event === 'result');
    expect(theirs.data).toMatchObject({
      gameCode: 'SSC1',
      numero: NUMERO,
      winNo: sunDraw.win_no,
      seed: sunDraw.seed,
    });
    await all.waitFor((e) => e.event === 'result' && e.data['gameCode'] === 'SSC1');
    // Give a duplicate, or the other brand's result, time to arrive before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(results(one.events, 'SSC1')).toHaveLength(1);
    expect(results(all.events, 'SSC1')).toHaveLength(1);
    expect(results(sun.events, 'SSC1')).toHaveLength(1);
    expect(one.events.every((e) => e.data['gameCode'] === 'SSC1')).toBe(true);
    expect(sun.events.every((e) => ['SSC1', 'SSC5'].includes(e.data['gameCode'] as string))).toBe(true);

    closed = true;
    await t.app.close();
    expect(await Promise.all([all.ended(), one.ended(), sun.ended()])).toEqual([true, true, true]);
  });
});
