import { describe, expect, it } from 'vitest';
import type { BankCard, Withdrawal } from '@lotto/contracts';
import { adminCli } from './cli.ts';
import {
  balance,
  client,
  fund,
  ids,
  multipart,
  PNG,
  t,
  tokens,
  useWithdrawalsApp,
} from './withdrawals-suite.ts';

/** Withdrawals: bank cards in the registered name, the payment password, payouts, receipts and refusals. */
useWithdrawalsApp();
let card: BankCard;

/** dino can neither see nor list cara's withdrawal, nor withdraw to her card. */
async function expectOthersKeptOut(orderRef: string) {
  expect((await client('dino').get(`/wps/wallet/withdrawals/${orderRef}`)).statusCode).toBe(404);
  const dinoList = (await client('dino').get('/wps/wallet/withdrawals')).json<{
    value: { list: unknown[] };
  }>();
  expect(dinoList.value.list).toEqual([]);
  await fund('dino', 50_000n);
  await client('dino').put('/wps/wallet/payment-password', {
    newPassword: '864200',
    confirmPassword: '864200',
  });
  const toCarasCard = await client('dino').post('/wps/wallet/withdraw', {
    cardId: card.id,
    amount: '100.00',
    paymentPassword: '864200',
    requestId: 'dino-steal-0001',
  });
  expect(toCarasCard.statusCode).toBe(400);
  expect(toCarasCard.json()).toMatchObject({ details: [{ path: 'cardId' }] });
  expect(await balance('dino')).toBe('500.00');
}

/** The receipt refuses a file that is not the image it claims and too many files; only cara may send it. */
async function expectReceipts(orderRef: string) {
  const bad = multipart('received', [
    { name: 'proof.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png at all') },
  ]);
  const refused = await t.app.inject({
    method: 'POST',
    url: `/wps/wallet/withdrawals/${orderRef}/receipt`,
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
        url: `/wps/wallet/withdrawals/${orderRef}/receipt`,
        headers: { ...tooMany.headers, authorization: tokens['cara']! },
        payload: tooMany.payload,
      })
    ).statusCode,
  ).toBe(413);
  const form = multipart('partial', [{ name: 'proof.png', type: 'image/png', bytes: PNG }]);
  const dinoTry = await t.app.inject({
    method: 'POST',
    url: `/wps/wallet/withdrawals/${orderRef}/receipt`,
    headers: { ...form.headers, authorization: tokens['dino']! },
    payload: form.payload,
  });
  expect(dinoTry.statusCode).toBe(404);
  const ok = await t.app.inject({
    method: 'POST',
    url: `/wps/wallet/withdrawals/${orderRef}/receipt`,
    headers: { ...form.headers, authorization: tokens['cara']! },
    payload: form.payload,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json<{ value: Withdrawal }>().value).toMatchObject({
    status: 'disputed',
    receipt: 'partial',
    proofCount: 1,
  });
}

describe('withdrawals', () => {
  bankCards();
  paymentPassword();
  payouts();
});

function bankCards() {
  it('binds bank cards only in the registered name, and only with the payment password', async () => {
    const cardBody = {
      bankName: 'Bangko Perlas',
      accountName: 'cara  santos',
      accountNumber: '1234 5678 9012',
    };
    const noPin = await client('cara').post('/wps/wallet/bank-cards', {
      ...cardBody,
      paymentPassword: '246810',
    });
    expect(noPin.json()).toMatchObject({ code: 'payment.password.required' });
    const withoutField = await client('cara').post('/wps/wallet/bank-cards', cardBody);
    expect(withoutField.statusCode).toBe(400);
    expect(
      (
        await client('cara').put('/wps/wallet/payment-password', {
          newPassword: '246810',
          confirmPassword: '246810',
        })
      ).statusCode,
    ).toBe(200);
    const wrong = await client('cara').post('/wps/wallet/bank-cards', {
      ...cardBody,
      accountName: 'Someone Else',
      paymentPassword: '246810',
    });
    expect(wrong.json()).toMatchObject({ code: 'bank.account.name.mismatch' });
    const wrongPin = await client('cara').post('/wps/wallet/bank-cards', {
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
    expect((await client('cara').get('/wps/wallet/bank-cards')).json<{ value: BankCard[] }>().value).toEqual(
      [],
    );
    const res = await client('cara').post('/wps/wallet/bank-cards', {
      ...cardBody,
      paymentPassword: '246810',
    });
    card = res.json<{ value: BankCard }>().value;
    expect(card.accountNumber).toBe('•••• 9012');
    expect((await client('dino').get('/wps/wallet/bank-cards')).json<{ value: BankCard[] }>().value).toEqual(
      [],
    );
  });
}

function paymentPassword() {
  it('needs a payment password, counts wrong ones and locks after five', async () => {
    await fund('cara', 500_000n);
    const body = {
      cardId: card.id,
      amount: '1000.00',
      paymentPassword: '123456',
      requestId: 'cara-req-0001',
    };
    // changing it needs the old one
    const noOld = await client('cara').put('/wps/wallet/payment-password', {
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
        (await client('cara').post('/wps/wallet/withdraw', { ...body, requestId: `cara-bad-${i}x` })).json(),
      ).toMatchObject({
        code: 'payment.password.invalid',
      });
    expect(
      (await client('cara').post('/wps/wallet/withdraw', { ...body, requestId: 'cara-bad-5x' })).json(),
    ).toMatchObject({
      code: 'payment.password.invalid',
    });
    const locked = await client('cara').post('/wps/wallet/withdraw', { ...body, paymentPassword: '246810' });
    expect(locked.json()).toMatchObject({ code: 'payment.password.locked' });
    await t.store.db.kysely
      .updateTable('members')
      .set({ payment_password_failures: 0, payment_password_locked_until: null })
      .where('id', '=', ids['cara']!)
      .execute();
  });
}

function payouts() {
  it('holds the amount at request, pays once through the CLI, and takes the receipt with proof', async () => {
    const body = {
      cardId: card.id,
      amount: '1000.00',
      paymentPassword: '246810',
      requestId: 'cara-req-0002',
    };
    const first = (await client('cara').post('/wps/wallet/withdraw', body)).json<{ value: Withdrawal }>()
      .value;
    const again = (await client('cara').post('/wps/wallet/withdraw', body)).json<{ value: Withdrawal }>()
      .value;
    expect(again.orderRef).toBe(first.orderRef);
    expect(first.status).toBe('pending');
    expect(await balance('cara')).toBe('4000.00');
    expect(
      (
        await client('cara').post('/wps/wallet/withdraw', {
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
    const paid = (await client('cara').get(`/wps/wallet/withdrawals/${first.orderRef}`)).json<{
      value: Withdrawal;
    }>().value;
    expect(paid.status).toBe('paid');
    expect(paid.autoConfirmAt! - paid.paidAt!).toBe(1440 * 60_000);

    // another member cannot see or confirm it, nor withdraw to its card or see it in a list
    await expectOthersKeptOut(first.orderRef);
    await expectReceipts(first.orderRef);
  });

  it('releases the hold when the operator rejects, and auto-confirms unconfirmed payouts', async () => {
    const body = { cardId: card.id, amount: '500.00', paymentPassword: '246810', requestId: 'cara-req-0003' };
    const order = (await client('cara').post('/wps/wallet/withdraw', body)).json<{ value: Withdrawal }>()
      .value;
    expect(await balance('cara')).toBe('3500.00');
    await adminCli(t.store.env, 'withdraw', 'reject', order.orderRef, '--memo', 'name check failed');
    expect(await balance('cara')).toBe('4000.00');

    const next = (
      await client('cara').post('/wps/wallet/withdraw', { ...body, requestId: 'cara-req-0004' })
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
    const after = (await client('cara').get(`/wps/wallet/withdrawals/${next.orderRef}`)).json<{
      value: Withdrawal;
    }>().value;
    expect(after).toMatchObject({ status: 'confirmed', receipt: 'received' });
  });
}
