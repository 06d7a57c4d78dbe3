import { expect, it } from 'vitest';
import { zPromotionDefinition, type Application, type ApplicationsValue } from '@lotto/contracts';
import { putPromotion } from '../src/modules/promo/index.ts';
import { adminCli, adminCliRefused } from './cli.ts';
import { engine } from './harness.ts';
import { get, ids, merchantId, signIn, t, tokens, useInhouseApp } from './inhouse-suite.ts';
import { multipartForm, PNG } from './withdrawals-suite.ts';

/**
 * Applications: a member applies to a reviewed promotion with a remark and proof images (checked
 * by their bytes), one waiting at a time; the operator issues the bonus from the CLI (paid once,
 * the application marked in the same transaction) or rejects it with a reason the member reads.
 */
useInhouseApp();

const apply = async (
  who: string,
  id: number,
  remark: string,
  files = [{ name: 'a.png', type: 'image/png', bytes: PNG }],
) => {
  const form = multipartForm({ remark }, files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${id}/apply`,
    payload: form.payload,
    headers: { ...form.headers, authorization: tokens[who]! },
  });
  return { status: res.statusCode, json: res.json<{ code?: string; value: Application }>() };
};
const mine = async (who: string) =>
  (await get<ApplicationsValue>('/wps/member/applications', who)).json.value.list;
const main = async (who: string) =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((b) => b.code === 'main')
    ?.balance ?? 0n;

it(`takes applications with proof, issued or rejected by the operator (${engine})`, async () => {
  await signIn('ap1');
  await signIn('ap2');
  const id = await putPromotion(t.store.db.kysely, {
    merchantId,
    def: zPromotionDefinition.parse({
      code: `APPLY${engine.slice(0, 2).toUpperCase()}`,
      category: 'referral',
      trigger: 'application',
      reward: { type: 'fixed', amount: 5_000 },
      limits: { perMember: 1 },
      title: { EN: 'Apply' },
      startsAt: 0,
    }),
    now: Date.now(),
  });
  // the remark's length and the images' bytes are checked
  expect((await apply('ap1', id, 'x'.repeat(141))).json.code).toBe('request.invalid');
  const fake = [{ name: 'a.png', type: 'image/png', bytes: Buffer.from('GIF89a no png') }];
  expect((await apply('ap1', id, 'hi', fake)).json.code).toBe('unsupported.media.type');
  const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: PNG }));
  expect((await apply('ap1', id, 'hi', four)).json.code).toBe('request.body.too.large');
  const first = await apply('ap1', id, 'My friend ana registered with my link');
  expect(first.json.value).toMatchObject({
    status: 'applying',
    images: 1,
    remark: 'My friend ana registered with my link',
  });
  expect((await apply('ap1', id, 'again')).json.code).toBe('promotion.application.waiting');
  const second = await apply('ap2', id, 'me too', []);
  expect(second.json.value.images).toBe(0);
  // the operator's queue, an issue and a rejection
  const queue = (await adminCli(t.store.env, 'promo', 'applications')).stdout;
  expect(queue).toContain(`#${first.json.value.id} APPLY`);
  const issued = await adminCli(t.store.env, 'promo', 'issue', String(first.json.value.id));
  expect(issued.stdout).toMatch(/issued: bonus #\d+ of 50/);
  expect(await main('ap1')).toBe(5_000n);
  expect((await adminCliRefused(t.store.env, 'promo', 'issue', String(first.json.value.id))).code).not.toBe(
    0,
  );
  expect(await main('ap1')).toBe(5_000n);
  await adminCli(t.store.env, 'promo', 'reject', String(second.json.value.id), '--memo', 'No friend found');
  expect((await mine('ap1'))[0]).toMatchObject({ status: 'issued', bonusId: expect.any(Number) });
  expect((await mine('ap2'))[0]).toMatchObject({ status: 'rejected', note: 'No friend found' });
  // once per member: issued already
  expect((await apply('ap1', id, 'third')).json.code).toBe('promotion.limit');
  expect((await get('/wps/member/applications')).status).toBe(401);
});
