import { beforeAll, expect, it } from 'vitest';
import { GRACE_MS } from '../src/modules/agent/index.ts';
import { localDayStart, localHour } from '../src/lib/local-hour.ts';
import { setModule, useAccountsApp } from './accounts-suite.ts';
import { engine } from './harness.ts';
import { brandOf, idOf, member } from './agent-kit.ts';
import { billsOf, mainBalance, platformContract, play, scheduler, tiers } from './agent-contracts-kit.ts';
import { describeGroups } from './groups-kit.ts';

/**
 * Hourly and real-time wages: an hour's play billed after the hour, and a real-time window billed
 * with only the turnover the earlier windows of its hour did not bill; windows without play
 * write nothing.
 */
useAccountsApp();

const HOUR = 3_600_000;
const DAY = 86_400_000;
let tz = 'UTC';

/** The start of the local hour `hours` after the one holding `at`. */
const hourStart = (at: number, hours = 0) => {
  const { day, hour } = localHour(at, tz);
  return localDayStart(day, tz) + (hour + hours) * HOUR;
};

beforeAll(async () => {
  for (const id of ['HOURSAL3', 'RTSALARY3']) await setModule(id, true);
  tz = (await brandOf()).settings.timeZone;
}, 60_000);

describeGroups(`hourly and real-time wages (${engine})`, [hourly, realtime]);

function hourly() {
  it('bills an hour of play after the hour, at the tier its turnover reached', async () => {
    await member('htop', { type: 1 });
    await member('hplay', { upline: 'htop' });
    // a quiet hour of its own, days ahead, so no other test's activity shares it
    const start = hourStart(Date.now() + 30 * DAY);
    const top = await platformContract('htop', {
      kind: 'hourly',
      tiers: tiers('0.5', { rate: '1', minTurnover: '500' }),
      now: start + 60_000,
    });
    await play(await idOf('hplay'), { turnover: 60_000n, at: start + 10 * 60_000 });
    const clock = { now: start + HOUR - 1 };
    const run = scheduler(clock);
    await run.tick();
    expect(await billsOf(top.id)).toEqual([]);
    clock.now = start + HOUR + GRACE_MS + 1;
    await run.tick();
    const [bill] = await billsOf(top.id);
    expect([bill!.tier, BigInt(bill!.turnover), BigInt(bill!.amount), bill!.state]).toEqual([
      2,
      60_000n,
      600n,
      'paid',
    ]);
    expect(await mainBalance(await idOf('htop'))).toBe(600n);
    // the next hour had no play: no bill
    clock.now += HOUR;
    await run.tick();
    expect(await billsOf(top.id)).toHaveLength(1);
  });
}

function realtime() {
  it('bills each 5-minute window with only the turnover of the hour not billed before', async () => {
    await member('rtop', { type: 1 });
    await member('rplay', { upline: 'rtop' });
    const start = hourStart(Date.now() + 31 * DAY);
    const top = await platformContract('rtop', { kind: 'realtime', tiers: tiers('1'), now: start + 1_000 });
    const clock = { now: start };
    const run = scheduler(clock);
    const rplay = await idOf('rplay');
    await play(rplay, { turnover: 10_000n, at: start + 60_000 });
    clock.now = start + 5 * 60_000 + GRACE_MS + 1;
    await run.tick();
    // the next window has no play: no bill; two windows later, more play in the same hour
    clock.now = start + 10 * 60_000 + GRACE_MS + 1;
    await run.tick();
    await play(rplay, { turnover: 25_000n, at: start + 12 * 60_000 });
    clock.now = start + 15 * 60_000 + GRACE_MS + 1;
    await run.tick();
    const bills = await billsOf(top.id);
    expect(bills.map((b) => [b.period.slice(-5), BigInt(b.turnover), BigInt(b.amount)])).toEqual([
      [localHour(start, tz).hour.toString().padStart(2, '0') + ':00', 10_000n, 100n],
      [localHour(start, tz).hour.toString().padStart(2, '0') + ':10', 25_000n, 250n],
    ]);
    expect(await mainBalance(await idOf('rtop'))).toBe(350n);
  });
}
