import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { ProfitValue } from '@lotto/contracts';
import { localHour } from '../src/lib/local-hour.ts';
import { formatMinor as money } from '../src/lib/money.ts';
import { engine } from './harness.ts';
import { get, ids, play, signIn, t, useInhouseApp, fund } from './inhouse-suite.ts';

/** personalProfit: the member's own figures, equal to a recount of its bets, and nobody else's. */
useInhouseApp();

it(`answers the member's profit and loss by game type and day, equal to its bets (${engine})`, async () => {
  await signIn('pf');
  await fund('pf', 100_000n);
  for (let i = 0; i < 5; i++) expect((await play('pf', 'dice')).status).toBe(200);
  const brand = (await t.app.platform.brands.byId(
    (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id,
  ))!;
  const today = localHour(Date.now(), brand.settings.timeZone).day;
  const res = await get<ProfitValue>(`/wps/member/profit?from=${today}&to=${today}`, 'pf');
  expect(res.status).toBe(200);
  // the brand's date today, from which the page counts its quick ranges
  expect(res.json.value.today).toBe(today);
  const { rows } = await sql<{ stake: string | number; payout: string | number }>`
    select sum(stake) as stake, sum(payout) as payout from bets where member_id = ${ids['pf']!}`.execute(
    t.store.db.kysely,
  );
  const stake = BigInt(rows[0]!.stake);
  const payout = BigInt(rows[0]!.payout);
  expect(res.json.value.totals).toMatchObject({ betCount: 5, stake: money(stake), payout: money(payout) });
  expect(res.json.value.totals.profit).toBe(money(payout - stake));
  expect(res.json.value.byGameType.map((g) => [g.gameType, g.betCount])).toEqual([['INHOUSE', 5]]);
  expect(res.json.value.daily).toEqual([
    {
      day: today,
      stake: money(stake),
      validTurnover: money(stake),
      payout: money(payout),
      profit: money(payout - stake),
    },
  ]);
  // another member sees its own (nothing), guests nothing at all
  await signIn('pf2');
  expect(
    (await get<ProfitValue>(`/wps/member/profit?from=${today}&to=${today}`, 'pf2')).json.value.totals
      .betCount,
  ).toBe(0);
  expect((await get(`/wps/member/profit?from=${today}&to=${today}`)).status).toBe(401);
  expect((await get(`/wps/member/profit?from=${today}&to=2020-01-01`, 'pf')).status).toBe(400);
});
