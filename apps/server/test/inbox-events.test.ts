import { expect, it } from 'vitest';
import { zPromotionDefinition, type Message } from '@lotto/contracts';
import { putPromotion } from '../src/modules/promo/index.ts';
import { adminCli, adminCliRefused } from './cli.ts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { agentTree } from './member-kit.ts';
import { call, fund, ids, merchantId, messages, post, signIn, t, tokens, useInboxApp } from './inbox-kit.ts';

/**
 * System messages: a credited deposit, a paid withdrawal, a granted bonus and an offered agent
 * contract each leave the member a message, written in the reader's language from its template;
 * the operator sends messages from the CLI to a member, the brand, a VIP level and a team.
 */
useInboxApp();

let n = 0;
const system = async (who: string, template: string) =>
  (await messages(who, '?pageSize=50')).list.filter((m) => m.template === template);
const inEnglish = async (who: string, id: number) =>
  (
    await t.app.inject({
      url: `/wps/member/messages/${id}`,
      headers: { authorization: tokens[who]!, language: 'EN' },
    })
  ).json<{ value: Message }>().value;

describeGroups(`system messages (${engine})`, [deposits, withdrawals, bonuses, contracts, operatorCli]);

function deposits() {
  it('tells the member its deposit was credited, once, in its language', async () => {
    await signIn('dep');
    const made = await post<{ orderRef: string }>('/wps/wallet/deposit', 'dep', {
      channel: 'BANK',
      amount: '250.00',
      requestId: `inbox-dep-${++n}`,
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const ref = made.json.value.orderRef;
    expect(await system('dep', 'inbox.depositCredited')).toHaveLength(0);
    await adminCli(t.store.env, 'deposit', 'confirm', ref);
    await adminCli(t.store.env, 'deposit', 'confirm', ref);
    const [msg, ...more] = await system('dep', 'inbox.depositCredited');
    expect(more).toHaveLength(0);
    // The demo brand reads TY unless the request asks otherwise.
    expect(msg).toMatchObject({ kind: 'system', title: 'Na-credit na ang deposito', read: false });
    expect(msg!.body).toContain('250.00');
    expect(msg!.params).toEqual({ amount: '250.00', orderRef: ref });
    expect(await inEnglish('dep', msg!.id)).toMatchObject({
      title: 'Deposit credited',
      body: `Your deposit of 250.00 (order ${ref}) has been credited to your balance.`,
    });
  });
}

function withdrawals() {
  it('tells the member its withdrawal was paid, not when it is only asked for', async () => {
    await signIn('wd', { payeeName: 'Wilma Dela Cruz' });
    await fund('wd', 500_000n);
    const pin = { newPassword: '246810', confirmPassword: '246810' };
    expect((await call('PUT', '/wps/wallet/payment-password', 'wd', pin)).status).toBe(200);
    const card = await post<{ id: number }>('/wps/wallet/bank-cards', 'wd', {
      bankName: 'BDO',
      accountName: 'Wilma Dela Cruz',
      accountNumber: '001234567890',
      paymentPassword: '246810',
    });
    expect(card.status, JSON.stringify(card.json)).toBe(200);
    const asked = await post<{ orderRef: string }>('/wps/wallet/withdraw', 'wd', {
      cardId: card.json.value.id,
      amount: '100.00',
      paymentPassword: '246810',
      requestId: `inbox-wd-${++n}`,
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(await system('wd', 'inbox.withdrawalPaid')).toHaveLength(0);
    await adminCli(t.store.env, 'withdraw', 'pay', asked.json.value.orderRef);
    const paid = await system('wd', 'inbox.withdrawalPaid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.params).toEqual({ amount: '100.00', orderRef: asked.json.value.orderRef });
  });
}

function bonuses() {
  it('tells the member a bonus was granted when it claims a promotion', async () => {
    await signIn('bn');
    const code = `INBOX${engine.slice(0, 2).toUpperCase()}`;
    const def = zPromotionDefinition.parse({
      code,
      category: 'deposit',
      title: { EN: 'Welcome gift', TY: 'Regalo sa pagdating' },
      startsAt: 0,
      trigger: 'registration',
      reward: { type: 'fixed', amount: 1_500 },
    });
    const id = await putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() });
    const claimed = await post(`/wps/promotions/${id}/claim`, 'bn', {});
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    await post(`/wps/promotions/${id}/claim`, 'bn', {});
    const granted = await system('bn', 'inbox.bonusGranted');
    expect(granted).toHaveLength(1);
    expect(granted[0]!.body).toBe('Nakatanggap ka ng bonus na 15.00 mula sa Regalo sa pagdating.');
  });
}

function contracts() {
  it('tells a downline agent it was offered a contract, from the CLI (the platform) and from its upline', async () => {
    const { agentId, belowId } = await agentTree(t, {
      merchantId,
      password: 'Laro2026xyz',
      agent: { username: 'ctop' },
      below: { username: 'csub', type: 1 },
    });
    const login = async (username: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          payload: { username, password: 'Laro2026xyz' },
        })
      ).json<{ value: { token: string } }>().value.token;
    tokens['ctop'] = await login('ctop');
    tokens['csub'] = await login('csub');
    ids['ctop'] = agentId;
    ids['csub'] = belowId;
    await adminCli(t.store.env, 'contract', 'offer', 'ctop', 'daily', '2', '--accept');
    expect((await system('ctop', 'inbox.contractOffered'))[0]!.params).toEqual({
      kind: 'daily',
      from: 'Perlas Play',
    });
    const offer = await post('/wps/agent/contracts', 'ctop', {
      memberId: belowId,
      kind: 'daily',
      tiers: [{ rate: '1' }],
    });
    expect(offer.status, JSON.stringify(offer.json)).toBe(200);
    const [msg] = await system('csub', 'inbox.contractOffered');
    expect(msg!.params).toEqual({ kind: 'daily', from: 'ctop' });
    expect((await inEnglish('csub', msg!.id)).body).toBe(
      'You have a new daily wage contract offer from ctop. Open the agent centre to accept or decline it.',
    );
  });
}

function operatorCli() {
  it('sends an operator message from the CLI to a member, the brand, a VIP level and a team', async () => {
    await signIn('cli');
    const titles = async () => (await messages('cli', '?pageSize=50')).list.map((m) => m.title);
    const send = (...args: string[]) => adminCli(t.store.env, 'message', ...args);
    const sent = await send('member', 'cliinbox', '--title', 'Hello', '--body', 'Line one\nLine two');
    expect(sent.stdout).toMatch(/message #\d+ sent to member cliinbox \(demo\)/);
    await send('brand', '--title', 'Brand news', '--body', 'For all');
    await send('vip', '3', '--title', 'Gold only', '--body', 'Not for cli');
    await send('team', 'ctop', '--title', 'Team only', '--body', 'Not for cli');
    expect(await titles()).toEqual(expect.arrayContaining(['Hello', 'Brand news']));
    expect(await titles()).not.toContain('Gold only');
    expect(await titles()).not.toContain('Team only');
    expect((await messages('csub', '?pageSize=50')).list.map((m) => m.title)).toContain('Team only');
    const refusals = [
      ['member', 'nobodyhere', '--title', 'x', '--body', 'y'],
      ['member', 'cliinbox', '--title', 'x', '--body', '<script>alert(1)</script>'],
      ['vip', '42', '--title', 'x', '--body', 'y'],
    ];
    for (const args of refusals) {
      const res = await adminCliRefused(t.store.env, 'message', ...args);
      expect(res.code, args.join(' ')).toBe(65);
    }
  });
}
