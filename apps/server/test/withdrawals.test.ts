import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, Withdrawal } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { adminCli } from './cli.ts';
import { memberKit } from './member-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let merchantId: number;

const { tokens, ids, signIn, fund } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'withdraw', password: 'Pagkuha2026' },
);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: tokens[who]! } : {},
    ...(payload ? { payload } : {}),
  });
const balance = async (who: string) =>
  (await call('GET', '/wps/v2/wallets/balance', who)).json<{ value: { sumBalance: string } }>().value
    .sumBalance;

/** A multipart body with a result field and files, as a browser form sends it. */
function multipart(result: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = `----lotto${Date.now()}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="result"\r\n\r\n${result}\r\n`),
  ];
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  await signIn('cara', { payeeName: 'Cara Santos' });
  await signIn('dino');
});
afterAll(() => t.close());

describe('withdrawals', () => {
  let card: BankCard;

  it('binds bank cards only in the registered name, and only with the payment password', async () => {
    const cardBody = {
      bankName: 'Bangko Perlas',
      accountName: 'cara  santos',
      accountNumber: '1234 5678 9012',
    };
    const noPin = await call('POST', '/wps/wallet/bank-cards', 'cara', {
      ...cardBody,
      paymentPassword: '246810',
    });
    expect(noPin.json()).toMatchObject({ code: 'payment.password.required' });
    const withoutField = await call('POST', '/wps/wallet/bank-cards', 'cara', cardBody);
    expect(withoutField.statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/wps/wallet/payment-password', 'cara', {
          newPassword: '246810',
          confirmPassword: '246810',
        })
      ).statusCode,
    ).toBe(200);
    const wrong = await call('POST', '/wps/wallet/bank-cards', 'cara', {
      ...cardBody,
      accountName: 'Someone Else',
      paymentPassword: '246810',
    });
    expect(wrong.json()).toMatchObject({ code: 'bank.account.name.mismatch' });
    const wrongPin = await call('POST', '/wps/wallet/bank-cards', 'cara', {
      ...cardBody,
      paymentPassword: '111111',
    });
    expect(wrongPin.json()).toMatchObject({ code: 'payment.password.invalid' });
    // the wrong try counts toward the lock, as a withdrawal's does
    const row = await t.store.db.kysely
      .selectFrom('members')
      .select('payment_password_failures')
      .where('id', '=', ids['cara']!)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_failures).toBe(1);
    expect((await call('GET', '/wps/wallet/bank-cards', 'cara')).json<{ value: BankCard[] }>().value).toEqual(
      [],
    );
    const res = await call('POST', '/wps/wallet/bank-cards', 'cara', {
      ...cardBody,
      paymentPassword: '246810',
    });
    card = res.json<{ value: BankCard }>().value;
    expect(card.accountNumber).toBe('•••• 9012');
    expect((await call('GET', '/wps/wallet/bank-cards', 'dino')).json<{ value: BankCard[] }>().value).toEqual(
      [],
    );
  });

  it('needs a payment password, counts wrong ones and locks after five', async () => {
    await fund('cara', 500_000n);
    const body = {
      cardId: card.id,
      amount: '1000.00',
      paymentPassword: '123456',
      requestId: 'cara-req-0001',
    };
    // changing it needs the old one
    const noOld = await call('PUT', '/wps/wallet/payment-password', 'cara', {
      newPassword: '135790',
      confirmPassword: '135790',
    });
    expect(noOld.json()).toMatchObject({ code: 'payment.password.invalid' });
    await t.store.db.kysely
      .updateTable('members')
      .set({ payment_password_failures: 0 })
      .where('id', '=', ids['cara']!)
      .execute();
    for (let i = 0; i < 4; i++)
      expect(
        (await call('POST', '/wps/wallet/withdraw', 'cara', { ...body, requestId: `cara-bad-${i}x` })).json(),
      ).toMatchObject({
        code: 'payment.password.invalid',
      });
    expect(
      (await call('POST', '/wps/wallet/withdraw', 'cara', { ...body, requestId: 'cara-bad-5x' })).json(),
    ).toMatchObject({
      code: 'payment.password.invalid',
    });
    const locked = await call('POST', '/wps/wallet/withdraw', 'cara', { ...body, paymentPassword: '246810' });
    expect(locked.json()).toMatchObject({ code: 'payment.password.locked' });
    await t.store.db.kysely
      .updateTable('members')
      .set({ payment_password_failures: 0, payment_password_locked_until: null })
      .where('id', '=', ids['cara']!)
      .execute();
  });

  it('holds the amount at request, pays once through the CLI, and takes the receipt with proof', async () => {
    const body = {
      cardId: card.id,
      amount: '1000.00',
      paymentPassword: '246810',
      requestId: 'cara-req-0002',
    };
    const first = (await call('POST', '/wps/wallet/withdraw', 'cara', body)).json<{ value: Withdrawal }>()
      .value;
    const again = (await call('POST', '/wps/wallet/withdraw', 'cara', body)).json<{ value: Withdrawal }>()
      .value;
    expect(again.orderRef).toBe(first.orderRef);
    expect(first.status).toBe('pending');
    expect(await balance('cara')).toBe('4000.00');
    expect(
      (
        await call('POST', '/wps/wallet/withdraw', 'cara', {
          ...body,
          amount: '4000.01',
          requestId: 'cara-req-over',
        })
      ).json(),
    ).toMatchObject({
      code: 'wallet.insufficient.funds',
    });

    expect((await adminCli(t.store.env, 'withdraw', 'pay', first.orderRef)).stdout).toContain(
      `paid ${first.orderRef}`,
    );
    expect((await adminCli(t.store.env, 'withdraw', 'pay', first.orderRef)).stdout).toContain('already paid');
    expect(await balance('cara')).toBe('4000.00');
    const paid = (await call('GET', `/wps/wallet/withdrawals/${first.orderRef}`, 'cara')).json<{
      value: Withdrawal;
    }>().value;
    expect(paid.status).toBe('paid');
    expect(paid.autoConfirmAt! - paid.paidAt!).toBe(1440 * 60_000);

    // another member cannot see or confirm it, nor withdraw to its card or see it in a list
    expect((await call('GET', `/wps/wallet/withdrawals/${first.orderRef}`, 'dino')).statusCode).toBe(404);
    const dinoList = (await call('GET', '/wps/wallet/withdrawals', 'dino')).json<{
      value: { list: unknown[] };
    }>();
    expect(dinoList.value.list).toEqual([]);
    await fund('dino', 50_000n);
    await call('PUT', '/wps/wallet/payment-password', 'dino', {
      newPassword: '864200',
      confirmPassword: '864200',
    });
    const toCarasCard = await call('POST', '/wps/wallet/withdraw', 'dino', {
      cardId: card.id,
      amount: '100.00',
      paymentPassword: '864200',
      requestId: 'dino-steal-0001',
    });
    expect(toCarasCard.statusCode).toBe(400);
    expect(toCarasCard.json()).toMatchObject({ details: [{ path: 'cardId' }] });
    expect(await balance('dino')).toBe('500.00');
    const bad = multipart('received', [
      { name: 'proof.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png at all') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/withdrawals/${first.orderRef}/receipt`,
      headers: { ...bad.headers, authorization: tokens['cara']! },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    const tooMany = multipart(
      'received',
      Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', bytes: PNG })),
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/wps/wallet/withdrawals/${first.orderRef}/receipt`,
          headers: { ...tooMany.headers, authorization: tokens['cara']! },
          payload: tooMany.payload,
        })
      ).statusCode,
    ).toBe(413);
    const form = multipart('partial', [{ name: 'proof.png', type: 'image/png', bytes: PNG }]);
    const dinoTry = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/withdrawals/${first.orderRef}/receipt`,
      headers: { ...form.headers, authorization: tokens['dino']! },
      payload: form.payload,
    });
    expect(dinoTry.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/wps/wallet/withdrawals/${first.orderRef}/receipt`,
      headers: { ...form.headers, authorization: tokens['cara']! },
      payload: form.payload,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ value: Withdrawal }>().value).toMatchObject({
      status: 'disputed',
      receipt: 'partial',
      proofCount: 1,
    });
  });

  it('releases the hold when the operator rejects, and auto-confirms unconfirmed payouts', async () => {
    const body = { cardId: card.id, amount: '500.00', paymentPassword: '246810', requestId: 'cara-req-0003' };
    const order = (await call('POST', '/wps/wallet/withdraw', 'cara', body)).json<{ value: Withdrawal }>()
      .value;
    expect(await balance('cara')).toBe('3500.00');
    await adminCli(t.store.env, 'withdraw', 'reject', order.orderRef, '--memo', 'name check failed');
    expect(await balance('cara')).toBe('4000.00');

    const next = (
      await call('POST', '/wps/wallet/withdraw', 'cara', { ...body, requestId: 'cara-req-0004' })
    ).json<{
      value: Withdrawal;
    }>().value;
    await adminCli(t.store.env, 'withdraw', 'pay', next.orderRef);
    await t.store.db.kysely
      .updateTable('withdrawals')
      .set({ paid_at: Date.now() - 1441 * 60_000 })
      .where('order_ref', '=', next.orderRef)
      .execute();
    const brand = (await t.app.platform.brands.byCode('demo'))!;
    const { Withdrawals } = await import('../src/modules/wallet/withdrawals.ts');
    expect(await new Withdrawals(t.store.db.kysely, t.app.platform.wallet).autoConfirm(brand)).toBe(1);
    const after = (await call('GET', `/wps/wallet/withdrawals/${next.orderRef}`, 'cara')).json<{
      value: Withdrawal;
    }>().value;
    expect(after).toMatchObject({ status: 'confirmed', receipt: 'received' });
  });
});

describe('transfers within the agent tree', () => {
  it('lets a member send to its upline and an agent to its downline, nobody else, with the payment password', async () => {
    const db = t.store.db.kysely;
    const agentId = await createMember(db, merchantId, {
      username: 'treeagent',
      password: 'Pagkuha2026',
      type: 1,
    });
    const memberId = await createMember(db, merchantId, {
      username: 'treemember',
      password: 'Pagkuha2026',
      upline: 'treeagent',
    });
    ids['agent'] = agentId;
    ids['member'] = memberId;
    for (const who of ['agent', 'member']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: `tree${who}`, password: 'Pagkuha2026' },
      });
      tokens[who] = res.json<{ value: { token: string } }>().value.token;
      await call('PUT', '/wps/wallet/payment-password', who, {
        newPassword: '112233',
        confirmPassword: '112233',
      });
    }
    await fund('agent', 100_000n);
    const down = await call('POST', '/wps/wallet/transfer', 'agent', {
      to: 'treemember',
      amount: '300.00',
      paymentPassword: '112233',
      requestId: 'agent-down-0001',
    });
    expect(down.json()).toMatchObject({ value: { balance: '700.00' } });
    expect(await balance('member')).toBe('300.00');
    const up = await call('POST', '/wps/wallet/transfer', 'member', {
      to: 'treeagent',
      amount: '100.00',
      paymentPassword: '112233',
      requestId: 'member-up-00001',
    });
    expect(up.statusCode, up.body).toBe(200);
    // a member may not send sideways (cara is not in its tree), nor with a wrong payment password
    const sideways = await call('POST', '/wps/wallet/transfer', 'member', {
      to: 'carawithdraw',
      amount: '1.00',
      paymentPassword: '112233',
      requestId: 'member-side-0001',
    });
    expect(sideways.json()).toMatchObject({ code: 'transfer.target.invalid' });
    const wrongPassword = await call('POST', '/wps/wallet/transfer', 'member', {
      to: 'treeagent',
      amount: '1.00',
      paymentPassword: '000000',
      requestId: 'member-up-bad01',
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'payment.password.invalid' });
    expect(await balance('member')).toBe('200.00');

    // what the transferUpline page reads first
    const info = (who: string) => call('GET', '/wps/wallet/transfer/info', who);
    expect((await info('member')).json()).toMatchObject({
      value: { paymentPasswordSet: true, upline: 'treeagent', agent: false, available: '200.00' },
    });
    expect((await info('agent')).json()).toMatchObject({ value: { upline: null, agent: true } });
    expect((await call('GET', '/wps/wallet/transfer/info', undefined)).statusCode).toBe(401);
  });
});

describe('withdraw info', () => {
  it("tells the page the member's password state, limits, available money and turnover still due", async () => {
    await signIn('eli', { payeeName: 'Eli Cruz' });
    const info = async () =>
      (await call('GET', '/wps/wallet/withdraw/info', 'eli')).json<{ value: Record<string, unknown> }>()
        .value;
    const rules = (await t.app.platform.brands.all())[0]!.settings.withdraw;
    const setRules = async (turnoverMultiple: number) => {
      await adminCli(
        t.store.env,
        'brand',
        'set',
        JSON.stringify({ withdraw: { ...rules, turnoverMultiple } }),
      );
      t.app.platform.brands.invalidate();
    };
    expect(await info()).toEqual({
      paymentPasswordSet: false,
      paymentPasswordLockedUntil: null,
      registeredName: 'Eli Cruz',
      available: '0.00',
      minAmount: (rules.minAmount / 100).toFixed(2),
      maxAmount: (rules.maxAmount / 100).toFixed(2),
      turnoverRequired: '0.00',
      autoConfirmMinutes: rules.autoConfirmMinutes,
    });
    await fund('eli', 123_456n);
    await call('PUT', '/wps/wallet/payment-password', 'eli', {
      newPassword: '975310',
      confirmPassword: '975310',
    });
    expect(await info()).toMatchObject({ paymentPasswordSet: true, available: '1234.56' });
    // a turnover rule of 1.5x deposits: 1,851.84 still to wager
    await setRules(1.5);
    expect(await info()).toMatchObject({ turnoverRequired: '1851.84' });
    await setRules(0);
    expect(await info()).toMatchObject({ turnoverRequired: '0.00' });
    expect((await call('GET', '/wps/wallet/withdraw/info', undefined)).statusCode).toBe(401);
  });
});
