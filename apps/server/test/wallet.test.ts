import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let memberId: number;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  memberId = await createMember(t.store.db.kysely, {
    merchantId,
    member: {
      username: 'walletuser',
      password: 'Pitaka2026x',
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'walletuser', password: 'Pitaka2026x' },
  });
  token = res.json<{ value: { token: string } }>().value.token;
});
afterAll(() => t.close());

const balance = async (authorization?: string) =>
  t.app.inject({ url: '/wps/v2/wallets/balance', headers: authorization ? { authorization } : {} });

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the member its own balance with 2 decimals, and nobody without a session', async () => {
    expect((await balance()).statusCode).toBe(401);
    expect((await balance(token)).json()).toMatchObject({
      success: true,
      value: { sumBalance: '0.00', balance: [{ accountTypeId: 2, availBalance: '0.00' }], currency: 'PHP' },
    });
    await t.app.platform.wallet.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'test-deposit-1',
      type: 'deposit',
      lines: [
        { account: { member: memberId }, amount: 123_456n },
        { account: { house: 'deposits' }, amount: -123_456n },
      ],
    });
    await t.app.platform.wallet.hold({
      merchantId,
      currency: 'PHP',
      idemKey: 'test-hold-1',
      member: memberId,
      amount: 456n,
      type: 'bet',
      ttlMs: 60_000,
    });
    // available money: the held stake is not spendable
    expect((await balance(token)).json()).toMatchObject({ value: { sumBalance: '1230.00' } });
  });
});

describe('GET /wps/wallet/transactions (account record)', () => {
  const records = async (query: string, authorization = token) =>
    (await t.app.inject({ url: `/wps/wallet/transactions${query}`, headers: { authorization } })).json<{
      value: {
        list: { txType: string; amount: string; currentBalance: string }[];
        totalPages: number;
        totalCount: number;
      };
    }>().value;

  it('lists the member own movements with the balance after each, filtered and paged', async () => {
    const wallet = t.app.platform.wallet;
    for (let i = 1; i <= 3; i++)
      await wallet.post({
        merchantId,
        currency: 'PHP',
        idemKey: `rec-bet-${i}`,
        type: 'bet',
        lines: [
          { account: { member: memberId }, amount: -1_000n },
          { account: { house: 'game:SSC' }, amount: 1_000n },
        ],
      });
    const all = await records('');
    expect(all.totalCount).toBe(4);
    expect(all.list[0]).toMatchObject({ txType: 'bet', amount: '-10.00', currentBalance: '1204.56' });
    expect(all.list.at(-1)).toMatchObject({
      txType: 'deposit',
      amount: '1234.56',
      currentBalance: '1234.56',
    });
    const bets = await records('?txType=bet&pageSize=2&pageNo=2');
    expect([bets.totalCount, bets.totalPages, bets.list.length]).toEqual([3, 2, 1]);
    expect((await records(`?from=${Date.now() + 60_000}`)).totalCount).toBe(0);
    expect(
      (await t.app.inject({ url: '/wps/wallet/transactions?txType=nope', headers: { authorization: token } }))
        .statusCode,
    ).toBe(400);
  });

  it('shows another member nothing of these rows', async () => {
    await createMember(t.store.db.kysely, {
      merchantId,
      member: { username: 'otherwallet', password: 'Pitaka2026x' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'otherwallet', password: 'Pitaka2026x' },
    });
    const other = res.json<{ value: { token: string } }>().value.token;
    expect((await records('', other)).totalCount).toBe(0);
    expect((await t.app.inject({ url: '/wps/wallet/transactions' })).statusCode).toBe(401);
  });
});

describe('live balance (Server-Sent Events)', () => {
  it('pushes the balance at once and again when money moves', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/wps/wallet/events`, {
      headers: { authorization: token },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    let buffer = '';
    const nextBalance = async (): Promise<string> => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: balance') && data)
            return (JSON.parse(data) as { sumBalance: string }).sumBalance;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += new TextDecoder().decode(value);
      }
    };
    const first = await nextBalance();
    await t.app.platform.wallet.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'sse-deposit',
      type: 'deposit',
      lines: [
        { account: { member: memberId }, amount: 10_000n },
        { account: { house: 'deposits' }, amount: -10_000n },
      ],
    });
    const second = await nextBalance();
    expect(Number(second) - Number(first)).toBeCloseTo(100, 2);
    controller.abort();
  });

  it('refuses a stream without a session', async () => {
    expect((await t.app.inject({ url: '/wps/wallet/events' })).statusCode).toBe(401);
  });
});

describe('merchant wallet and GCS_walletTransfer', () => {
  it('is single by default and refuses transfers; with vendor wallets moves money between main and a vendor', async () => {
    const single = await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' });
    expect(single.json()).toMatchObject({ value: { isSingle: true, wallets: [] } });
    const body = { from: 'main', to: 'AURORA', amount: '10.00', requestId: 'wallet-transfer-1' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: token },
      payload: body,
    });
    expect(refused.json()).toMatchObject({ code: 'function.not.available' });

    await t.app.platform.admin.patchSettings('demo', { singleWallet: false });
    const { eventually } = await import('./harness.ts');
    const multi = await eventually(async () => {
      const res = (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' })).json<{
        value: { isSingle: boolean; wallets: { code: string }[] };
      }>();
      expect(res.value.isSingle).toBe(false);
      return res.value.wallets;
    });
    const vendor = multi[0]!.code;
    const before = (await balance(token)).json<{ value: { sumBalance: string } }>().value.sumBalance;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: token },
      payload: { ...body, to: vendor },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const value = moved.json<{ value: { sumBalance: string; balance: unknown[] } }>().value;
    expect(value.sumBalance).toBe(before);
    expect(value.balance).toHaveLength(2);
    const sideways = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: token },
      payload: { from: vendor, to: multi[1]!.code, amount: '1.00', requestId: 'wallet-transfer-2' },
    });
    expect(sideways.statusCode).toBe(400);
    // a signed-in member sees what each wallet holds; a guest sees the wallets only
    const mine = await t.app.inject({
      url: '/wps/relay/GCS_merchantWallet',
      headers: { authorization: token },
    });
    const held = mine.json<{ value: { mainBalance: string; wallets: { code: string; balance: string }[] } }>()
      .value;
    expect(held.wallets.find((w) => w.code === vendor)?.balance).toBe('10.00');
    expect(held.wallets.find((w) => w.code === multi[1]!.code)?.balance).toBe('0.00');
    expect(held.mainBalance).toMatch(/^\d+\.\d{2}$/);
    const guest = await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' });
    expect(guest.json<{ value: { wallets: object[] } }>().value.wallets[0]).not.toHaveProperty('balance');
    await t.app.platform.admin.patchSettings('demo', { singleWallet: true });
  });
});
