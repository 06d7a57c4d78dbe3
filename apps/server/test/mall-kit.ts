import { expect } from 'vitest';
import type { MallOrder, PointsValue } from '@lotto/contracts';
import { addFigures } from '../src/modules/figures/index.ts';
import { putItem } from '../src/modules/mall/index.ts';
import { zMallItemInput, type MallItemInput } from '@lotto/contracts';
import { call, get, ids, merchantId, post, t } from './inhouse-suite.ts';

/** What the point mall tests share: points given as valid turnover, a payment password, items, redeems. */
export const PIN = '135790';
let seq = 0;

/** Gives `who` the valid turnover that earns `points` points (100.00 a point, the demo rate). */
export async function givePoints(who: string, points: number) {
  await addFigures(t.store.db.kysely, [
    {
      merchantId,
      memberId: ids[who]!,
      timeZone: 'Asia/Manila',
      at: Date.now(),
      gameType: 'INHOUSE',
      sums: { valid_turnover: BigInt(points) * 10_000n },
    },
  ]);
}

export async function setPin(who: string) {
  const res = await call('PUT', '/wps/wallet/payment-password', who, {
    newPassword: PIN,
    confirmPassword: PIN,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

export async function item(over: Partial<MallItemInput> & Pick<MallItemInput, 'code' | 'kind'>) {
  const def = zMallItemInput.parse({ title: { EN: over.code }, points: 100, ...over });
  return putItem(t.store.db.kysely, { merchantId, def, now: Date.now() });
}

export const points = async (who: string) => (await get<PointsValue>('/wps/points', who)).json.value;

export const redeem = (
  who: string,
  body: { itemId: number; qty?: number; contact?: string; paymentPassword?: string; requestId?: string },
) =>
  post<MallOrder>('/wps/points/redeem', who, {
    paymentPassword: PIN,
    requestId: `redeem-${who}-${++seq}`,
    ...body,
  });

export const convert = (
  who: string,
  body: { points: number; paymentPassword?: string; requestId?: string },
) =>
  post<{ points: number; amount: string; account: PointsValue }>('/wps/points/convert', who, {
    paymentPassword: PIN,
    requestId: `convert-${who}-${++seq}`,
    ...body,
  });

export const mainBalance = async (who: string) =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((b) => b.code === 'main')
    ?.balance ?? 0n;

/** The member's bonus figure (what personal profit counts as paid out). */
export async function bonusFigure(who: string): Promise<bigint> {
  const row = await t.store.db.kysely
    .selectFrom('member_figures')
    .select((eb) => eb.fn.sum<number | string | null>('bonus').as('b'))
    .where('member_id', '=', ids[who]!)
    .executeTakeFirstOrThrow();
  return BigInt(row.b ?? 0);
}

/** Switches PTSYS3 for the demo brand and waits until the app sees it. */
export async function setMall(on: boolean) {
  await t.app.platform.admin.setModule('demo', { modId: 'PTSYS3', enabled: on });
  const brand = async () => (await t.app.platform.brands.byId(merchantId))!;
  for (let i = 0; i < 100 && (await brand()).modules.get('PTSYS3') !== on; i++)
    await new Promise((r) => setTimeout(r, 50));
  expect((await brand()).modules.get('PTSYS3')).toBe(on);
}
