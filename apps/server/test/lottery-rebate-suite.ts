import { afterAll, beforeAll } from 'vitest';
import type { PlaceValue } from '@lotto/contracts';
import type { Brand } from '../src/modules/brand/brand.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Decision 014 with hand-computed figures: agent 1960 > sub-agent 1950 > member 1930 in the
 * Elott prize mode, tickets on SSC1 (an in-house draw the test clock drives). What the prize
 * series and rebate test files share: one app per file, started by `useRebateApp()`, its draws
 * on `testClock.now`, the members' tokens and ids by username. `t`, `merchantId` and `brand` are
 * set from the file's `beforeAll` on.
 */
export let t: TestApp;
export let merchantId: number;
export let brand: Brand;
export const tokens: Record<string, string> = {};
export const ids: Record<string, number> = {};
// Monday 23 November 2026, 10:00:20 in China (+8).
export const testClock = { now: Date.UTC(2026, 10, 23, 2, 0, 20) };

export function useRebateApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    brand = (await t.app.platform.brands.byCode('demo'))!;
    draws().clock.now = () => testClock.now;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
}

export type Answer<T> = {
  status: number;
  json: { value: T; code?: string; details?: { path: string; message: string }[] };
};
export const why = (a: Answer<unknown>) => a.json.details?.[0]?.message;

/** The API as `who` calls it (signed in by `signIn`), or as a guest. */
export const client = (who?: string) => {
  const request = <T>(init: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
    t.app
      .inject({
        method: init.method,
        url: init.url,
        ...(init.payload ? { payload: init.payload } : {}),
        headers: who ? { authorization: tokens[who]! } : {},
      })
      .then((r): Answer<T> => ({ status: r.statusCode, json: r.json() }));
  return {
    get: <T>(url: string) => request<T>({ method: 'GET', url }),
    post: <T>(url: string, payload: object) => request<T>({ method: 'POST', url, payload }),
  };
};

export async function signIn(who: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: who, password: 'Laro2026xyz' },
  });
  tokens[who] = res.json<{ value: { token: string } }>().value.token;
}

export const balance = async (who: string, code = 'main') =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((a) => a.code === code)?.balance ??
  0n;
export const minor = (text: string) => BigInt(text.replace('.', ''));
export const draws = () => t.app.lottery.draws;
export const rebateEntries = async () =>
  t.store.db.kysely
    .selectFrom('ledger_entries')
    .select(['id', 'idem_key'])
    .where('type', '=', 'rebate')
    .execute();

let seq = 0;
export const place = (who: string, body: Record<string, unknown>) =>
  client(who).post<PlaceValue>('/lgw/lottery/tickets', {
    gameCode: 'SSC1',
    playId: 'SSC_SIDES_SUM',
    selection: [[0]],
    requestId: `rebate-${who}-${++seq}`,
    ...body,
  });

/**
 * The agent chain the prize series tests build through the operator CLI and the agents' API,
 * made directly: agtop (Elott 1960) > subag (Elott 1950) > lorna (Elott 1930), all signed in.
 */
export async function agentChain(): Promise<void> {
  const db = t.store.db.kysely;
  const series = t.app.lottery.series;
  ids['agtop'] = await createMember(db, merchantId, { username: 'agtop', password: 'Laro2026xyz', type: 1 });
  await series.set(brand, { memberId: ids['agtop'], modes: ['Elott'], series: 1960 });
  ids['subag'] = await createMember(db, merchantId, {
    username: 'subag',
    password: 'Laro2026xyz',
    type: 1,
    upline: 'agtop',
  });
  await series.set(brand, { memberId: ids['subag'], modes: ['Elott'], series: 1950 });
  ids['lorna'] = await createMember(db, merchantId, {
    username: 'lorna',
    password: 'Laro2026xyz',
    upline: 'subag',
  });
  await series.set(brand, { memberId: ids['lorna'], modes: ['Elott'], series: 1930 });
  for (const who of ['agtop', 'subag', 'lorna']) await signIn(who);
}
