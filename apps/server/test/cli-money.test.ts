/**
 * The operator CLI's money commands run as the operator runs them (a subprocess on the test
 * database), on both engines: deposits, withdrawals, wallet adjustments and deposit channels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankCard, DepositOrder, Withdrawal } from '@lotto/contracts';
import { adminCli, adminCliRefused, RAW_CONTROL } from './cli.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

let t: TestApp;
let merchantId: number;
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'clicash', password: 'Kaha2026xyz' },
);
const cli = (...args: string[]) => adminCli(t.store.env, ...args);
/** The printed line about one order (its reference starts the line). */
const lineOf = (stdout: string, orderRef: string) => stdout.split('\n').find((l) => l.startsWith(orderRef));
const ISO = '\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z';

const deposit = async (who: string, amount: string, requestId: string) =>
  (await kit.post<DepositOrder>('/wps/wallet/deposit', who, { channel: 'BANK', amount, requestId })).json
    .value;

async function bindCard(who: string, bankName: string, accountName: string): Promise<BankCard> {
  const pin = { newPassword: '482916', confirmPassword: '482916' };
  await kit.call('PUT', '/wps/wallet/payment-password', who, pin);
  const card = await kit.post<BankCard>('/wps/wallet/bank-cards', who, {
    bankName,
    accountName,
    accountNumber: '5555 6666 7777',
    paymentPassword: '482916',
  });
  expect(card.status, JSON.stringify(card.json)).toBe(200);
  return card.json.value;
}

const withdraw = async (who: string, card: BankCard, amount: string, requestId: string) =>
  (
    await kit.post<Withdrawal>('/wps/wallet/withdraw', who, {
      cardId: card.id,
      amount,
      paymentPassword: '482916',
      requestId,
    })
  ).json.value;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  await kit.signIn('ana');
  await kit.signIn('cara', { payeeName: 'Cara Reyes' });
  await kit.signIn('eve', { payeeName: 'Eve Cruz' });
  await kit.fund('cara', 500_000n);
  await kit.fund('eve', 500_000n);
});
afterAll(() => t.close());

describe(`operator CLI: money commands (${engine})`, { timeout: 60_000 }, () => {
  it('lists deposit orders with member, amount and status, filtered by --status; confirms and rejects', async () => {
    const paid = await deposit('ana', '1500.50', 'ana-cli-dep-0001');
    const rejected = await deposit('ana', '300.00', 'ana-cli-dep-0002');
    const pending = await deposit('ana', '250.00', 'ana-cli-dep-0003');
    expect((await cli('deposit', 'confirm', paid.orderRef)).stdout).toContain(`credited ${paid.orderRef}`);
    expect((await cli('deposit', 'reject', rejected.orderRef, '--memo', 'no transfer')).stdout).toContain(
      `rejected ${rejected.orderRef}`,
    );

    const all = (await cli('deposit', 'list')).stdout;
    expect(lineOf(all, paid.orderRef)).toMatch(
      new RegExp(`^${paid.orderRef} {2}anaclicash {2}1500\\.50 \\(fee 0\\.00\\) {2}paid {2}${ISO}$`),
    );
    expect(lineOf(all, rejected.orderRef)).toMatch(/ {2}300\.00 \(fee 0\.00\) {2}rejected {2}/);
    expect(lineOf(all, pending.orderRef)).toMatch(/ {2}250\.00 \(fee 0\.00\) {2}pending {2}/);
    // newest first
    expect(all.indexOf(pending.orderRef)).toBeLessThan(all.indexOf(paid.orderRef));

    const onlyPaid = (await cli('deposit', 'list', '--status', 'paid')).stdout.trim().split('\n');
    expect(onlyPaid).toEqual([lineOf(all, paid.orderRef)]);
    expect((await cli('deposit', 'list', '--limit', '1')).stdout.trim().split('\n')).toEqual([
      lineOf(all, pending.orderRef),
    ]);
    const refused = await adminCliRefused(t.store.env, 'deposit', 'list', '--status', 'done');
    expect([refused.code, refused.stderr.trim()]).toEqual([
      65,
      '--status must be one of pending, paid, rejected, failed, expired',
    ]);
  });

  it('lists withdrawals with member, card and status, filtered by --status; pays and rejects', async () => {
    const card = await bindCard('cara', 'Bangko Perlas', 'Cara Reyes');
    const toPay = await withdraw('cara', card, '1000.00', 'cara-cli-wd-0001');
    const toReject = await withdraw('cara', card, '400.00', 'cara-cli-wd-0002');
    expect((await cli('withdraw', 'pay', toPay.orderRef)).stdout).toContain(`paid ${toPay.orderRef}`);
    expect((await cli('withdraw', 'pay', toPay.orderRef)).stdout).toContain('already paid');
    expect(
      (await cli('withdraw', 'reject', toReject.orderRef, '--memo', 'name check failed')).stdout,
    ).toContain(`rejected ${toReject.orderRef}: the amount is available again`);
    expect(
      (await kit.get<{ sumBalance: string }>('/wps/v2/wallets/balance', 'cara')).json.value.sumBalance,
    ).toBe('4000.00');

    const all = (await cli('withdraw', 'list')).stdout;
    expect(lineOf(all, toPay.orderRef)).toMatch(
      new RegExp(
        `^${toPay.orderRef} {2}caraclicash {2}1000\\.00 {2}Bangko Perlas 555566667777 {2}paid {2}${ISO}$`,
      ),
    );
    expect(lineOf(all, toReject.orderRef)).toMatch(
      / {2}400\.00 {2}Bangko Perlas 555566667777 {2}rejected {2}/,
    );
    const onlyRejected = (await cli('withdraw', 'list', '--status', 'rejected')).stdout.trim().split('\n');
    expect(onlyRejected).toEqual([lineOf(all, toReject.orderRef)]);
    expect((await cli('withdraw', 'list', '--status', 'confirmed')).stdout).toBe('');
  });

  it('prints text from the database escaped: a bank name or a member name cannot drive the terminal', async () => {
    // A member may name the bank anything; the name is kept as typed.
    const bank = 'Bangko\u001b[2J\u001b]0;owned\u0007 Perlas';
    const card = await bindCard('eve', bank, 'Eve Cruz');
    const order = await withdraw('eve', card, '200.00', 'eve-cli-wd-0001');
    const dep = await deposit('eve', '150.00', 'eve-cli-dep-0001');
    // A name written by some other path than registration (which allows letters and digits only).
    await t.store.db.kysely
      .updateTable('members')
      .set({ username: 'eve\u009b2J\u007fx' })
      .where('id', '=', kit.ids['eve']!)
      .execute();

    const withdrawals = (await cli('withdraw', 'list')).stdout;
    expect(withdrawals).not.toMatch(RAW_CONTROL);
    expect(lineOf(withdrawals, order.orderRef)).toContain(
      '  eve\\u009b2J\\u007fx  200.00  Bangko\\u001b[2J\\u001b]0;owned\\u0007 Perlas 555566667777  pending  ',
    );
    const deposits = (await cli('deposit', 'list')).stdout;
    expect(deposits).not.toMatch(RAW_CONTROL);
    expect(lineOf(deposits, dep.orderRef)).toContain('  eve\\u009b2J\\u007fx  150.00 (fee 0.00)  pending  ');
  });

  it('adjusts a wallet once per key and shows the wallets', async () => {
    const adjust = (amount: string) =>
      cli('wallet', 'adjust', 'anaclicash', amount, '--memo', 'goodwill', '--key', `ana-adjust-${amount}`);
    const first = (await adjust('250.00')).stdout.split('\n');
    expect(first[0]).toBe('applied: anaclicash main wallet 1750.50');
    expect(first).toContain('main: balance 1750.50, held 0.00, available 1750.50');
    expect((await adjust('250.00')).stdout).toContain('already applied: anaclicash main wallet 1750.50');
    expect((await adjust('-50.00')).stdout).toContain('applied: anaclicash main wallet 1700.50');
    expect((await cli('wallet', 'show', 'anaclicash')).stdout).toContain(
      'main: balance 1700.50, held 0.00, available 1700.50',
    );
    const noMemo = await adminCliRefused(t.store.env, 'wallet', 'adjust', 'anaclicash', '10.00');
    expect(noMemo.stderr).toContain('--memo are required');
  });

  it('lists the deposit channels and changes one', async () => {
    expect((await cli('channel', 'list')).stdout).toMatch(
      /^BANK {2}manual_bank {2}on {2}100\.00-50000\.00 {2}fee 0bps\+0\.00 {2}\{"bankName":"Bangko Perlas",/m,
    );
    expect((await cli('channel', 'set', 'BANK', '{"feeBps":25,"minAmount":20000}')).stdout).toContain(
      'channel BANK updated for demo',
    );
    expect((await cli('channel', 'list')).stdout).toMatch(
      /^BANK {2}manual_bank {2}on {2}200\.00-50000\.00 {2}fee 25bps\+0\.00 /m,
    );
  });
});
