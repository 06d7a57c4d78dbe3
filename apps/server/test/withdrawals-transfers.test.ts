import { describe, expect, it } from 'vitest';
import { adminCli } from './cli.ts';
import { agentTree } from './member-kit.ts';
import {
  balance,
  client,
  fund,
  ids,
  merchantId,
  signIn,
  t,
  tokens,
  useWithdrawalsApp,
} from './withdrawals-suite.ts';

/** Transfers within the agent tree, and what the withdraw page reads first. */
useWithdrawalsApp();

describe('transfers within the agent tree', () => {
  it('lets a member send to its upline and an agent to its downline, nobody else, with the payment password', async () => {
    const tree = await agentTree(t, {
      merchantId,
      password: 'Pagkuha2026',
      agent: { username: 'treeagent' },
      below: { username: 'treemember' },
    });
    ids['agent'] = tree.agentId;
    ids['member'] = tree.belowId;
    for (const who of ['agent', 'member']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: `tree${who}`, password: 'Pagkuha2026' },
      });
      tokens[who] = res.json<{ value: { token: string } }>().value.token;
      await client(who).put('/wps/wallet/payment-password', {
        newPassword: '112233',
        confirmPassword: '112233',
      });
    }
    await fund('agent', 100_000n);
    const down = await client('agent').post('/wps/wallet/transfer', {
      to: 'treemember',
      amount: '300.00',
      paymentPassword: '112233',
      requestId: 'agent-down-0001',
    });
    expect(down.json()).toMatchObject({ value: { balance: '700.00' } });
    expect(await balance('member')).toBe('300.00');
    const up = await client('member').post('/wps/wallet/transfer', {
      to: 'treeagent',
      amount: '100.00',
      paymentPassword: '112233',
      requestId: 'member-up-00001',
    });
    expect(up.statusCode, up.body).toBe(200);
    // a member may not send sideways (cara is not in its tree), nor with a wrong payment password
    const sideways = await client('member').post('/wps/wallet/transfer', {
      to: 'carawithdraw',
      amount: '1.00',
      paymentPassword: '112233',
      requestId: 'member-side-0001',
    });
    expect(sideways.json()).toMatchObject({ code: 'transfer.target.invalid' });
    const wrongPassword = await client('member').post('/wps/wallet/transfer', {
      to: 'treeagent',
      amount: '1.00',
      paymentPassword: '000000',
      requestId: 'member-up-bad01',
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'payment.password.invalid' });
    expect(await balance('member')).toBe('200.00');

    // what the transferUpline page reads first
    const info = (who: string) => client(who).get('/wps/wallet/transfer/info');
    expect((await info('member')).json()).toMatchObject({
      value: { paymentPasswordSet: true, upline: 'treeagent', agent: false, available: '200.00' },
    });
    expect((await info('agent')).json()).toMatchObject({ value: { upline: null, agent: true } });
    expect((await client().get('/wps/wallet/transfer/info')).statusCode).toBe(401);
  });
});

describe('withdraw info', () => {
  it("tells the page the member's password state, limits, available money and turnover still due", async () => {
    await signIn('eli', { payeeName: 'Eli Cruz' });
    const info = async () =>
      (await client('eli').get('/wps/wallet/withdraw/info')).json<{ value: Record<string, unknown> }>().value;
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
    await client('eli').put('/wps/wallet/payment-password', {
      newPassword: '975310',
      confirmPassword: '975310',
    });
    expect(await info()).toMatchObject({ paymentPasswordSet: true, available: '1234.56' });
    // a turnover rule of 1.5x deposits: 1,851.84 still to wager
    await setRules(1.5);
    expect(await info()).toMatchObject({ turnoverRequired: '1851.84' });
    await setRules(0);
    expect(await info()).toMatchObject({ turnoverRequired: '0.00' });
    expect((await client().get('/wps/wallet/withdraw/info')).statusCode).toBe(401);
  });
});
