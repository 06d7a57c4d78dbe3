import { expect, it } from 'vitest';
import type { PointsValue } from '@lotto/contracts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { bonusFigure, convert, givePoints, mainBalance, points, setMall, setPin } from './mall-kit.ts';
import { call, get, play, post, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * Points (PTSYS3): earned from the member's valid turnover as its bets write its figures, never
 * stored on the bet path; converted to the main balance at the brand's rate with the payment
 * password, once per request, never past what was earned however many conversions run at once.
 */
useInhouseApp();

describeGroups(`points (${engine})`, [earning, converting, concurrent, refusals]);

function earning() {
  it('earns a point per 100.00 of valid turnover from real bets', async () => {
    expect(await points('lia')).toEqual<PointsValue>({
      earned: 0,
      spent: 0,
      available: 0,
      turnoverPerPoint: '100.00',
      convertRate: '0.10',
      minConvert: 100,
      turnoverToNext: '100.00',
    });
    for (let i = 0; i < 3; i++)
      expect((await play('lia', { game: 'dice', stake: '100.00' })).status).toBe(200);
    expect((await play('lia', { game: 'dice', stake: '30.00' })).status).toBe(200);
    const after = await points('lia');
    expect(after).toMatchObject({ earned: 3, spent: 0, available: 3, turnoverToNext: '70.00' });
  });
}

function converting() {
  it('converts points to the main balance once per request, as a bonus in the figures', async () => {
    await signIn('cv');
    await setPin('cv');
    await givePoints('cv', 350);
    expect((await convert('cv', { points: 99 })).json.code).toBe('points.below.minimum');
    expect((await convert('cv', { points: 400 })).json.code).toBe('points.not.enough');
    const wrong = await convert('cv', { points: 100, paymentPassword: '000000' });
    expect(wrong.json.code).toBe('payment.password.invalid');
    const done = await convert('cv', { points: 200, requestId: 'convert-cv-once' });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json.value).toMatchObject({ points: 200, amount: '20.00' });
    expect(done.json.value.account).toMatchObject({ earned: 350, spent: 200, available: 150 });
    expect(await mainBalance('cv')).toBe(2_000n);
    expect(await bonusFigure('cv')).toBe(2_000n);
    const again = await convert('cv', { points: 200, requestId: 'convert-cv-once' });
    expect(again.json.value).toMatchObject({ points: 200, amount: '20.00' });
    expect(await mainBalance('cv')).toBe(2_000n);
    expect((await points('cv')).available).toBe(150);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function concurrent() {
  it('never converts more points than were earned however many conversions run at once', async () => {
    await signIn('cc');
    await setPin('cc');
    await givePoints('cc', 250);
    const answers = await Promise.all(Array.from({ length: 8 }, () => convert('cc', { points: 100 })));
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.json.code));
    // at most 4 tries of the payment password run before the first passes; 2 conversions fit
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    for (const c of codes) expect(['ok', 'points.not.enough', 'payment.password.locked']).toContain(c);
    const after = await points('cc');
    expect(after).toMatchObject({ earned: 250, spent: 200, available: 50 });
    expect(await mainBalance('cc')).toBe(2_000n);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function refusals() {
  it('answers function.not.available while PTSYS3 is off, and the envelope for bad requests', async () => {
    await signIn('off');
    await setPin('off');
    await givePoints('off', 200);
    await setMall(false);
    try {
      for (const url of ['/wps/points', '/wps/points/items', '/wps/points/orders'])
        expect((await get(url, 'off')).json.code, url).toBe('function.not.available');
      expect((await convert('off', { points: 100 })).json.code).toBe('function.not.available');
      expect(
        (
          await post('/wps/points/redeem', 'off', {
            itemId: 1,
            qty: 1,
            paymentPassword: '135790',
            requestId: 'redeem-off-1',
          })
        ).json.code,
      ).toBe('function.not.available');
      expect(await mainBalance('off')).toBe(0n);
    } finally {
      await setMall(true);
    }
    expect((await get('/wps/points')).json.code).toBe('login.not.session');
    // The catalogue is public: a visitor sees what points buy.
    const visitor = await get<{ list: unknown[] }>('/wps/points/items');
    expect(visitor.status).toBe(200);
    expect(visitor.json.value.list.length).toBeGreaterThan(0);
    for (const body of [
      {},
      { points: 'x', paymentPassword: '135790', requestId: 'abcdefgh' },
      { points: 100, paymentPassword: '12', requestId: 'abcdefgh' },
    ]) {
      const res = await call('POST', '/wps/points/convert', 'off', body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('request.invalid');
    }
    const bad = await call('GET', '/wps/points/orders?status=lost&pageSize=500', 'off');
    expect([bad.status, bad.json.code]).toEqual([400, 'request.invalid']);
  });
}
