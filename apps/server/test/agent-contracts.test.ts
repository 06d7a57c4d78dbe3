import { beforeAll, expect, it } from 'vitest';
import type { ConsolidatedValue, Contract, ContractsValue } from '@lotto/contracts';
import { insertContract } from '../src/modules/agent/contracts-repo.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { c, setModule, t, useAccountsApp } from './accounts-suite.ts';
import { addSunBrand, engine } from './harness.ts';
import { as, idOf, member, PASS } from './agent-kit.ts';
import { answer, offer, platformContract, tiers } from './agent-contracts-kit.ts';
import { describeGroups } from './groups-kit.ts';
import { adminCli, adminCliRefused } from './cli.ts';

/**
 * Contracts between an agent and its direct downline: who may offer what, answers and ends, the
 * rates kept within the upline's, lowering a rate that ends sub-contracts only when confirmed, the
 * offers a member must answer, and nobody reaching a contract that is not theirs.
 */
useAccountsApp();

const value = <T>(res: { body: { value?: unknown } }) => res.body.value as T;
const consolidated = async (who: string) =>
  value<ConsolidatedValue>(await c.call('GET', '/wps/member/info/funds/consolidated', undefined, as(who)));

beforeAll(async () => {
  for (const id of ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3']) await setModule(id, true);
  // ktop (top agent) > ksub (agent) > kbot (agent) > kplay (player)
  await member('ktop', { type: 1 });
  await member('ksub', { type: 1, upline: 'ktop' });
  await member('kbot', { type: 2, upline: 'ksub' });
  await member('kplay', { upline: 'kbot' });
  await platformContract('ktop', { kind: 'daily', tiers: tiers('1', { rate: '2', minTurnover: '1000' }) });
  await platformContract('ktop', { kind: 'dividend', tiers: tiers({ rate: '30', minLoss: '100' }) });
}, 60_000);

describeGroups(`agent contracts (${engine})`, [rules, answers, lowering, access, operator]);

function rules() {
  it('keeps an offer within the rules: increasing tiers, the upline’s own rate, a direct downline agent', async () => {
    const ksub = await idOf('ksub');
    const cases: [Record<string, unknown>, string][] = [
      [{ memberId: ksub, kind: 'daily', tiers: tiers('1', '1') }, 'agent.contract.tiers'],
      [
        { memberId: ksub, kind: 'daily', tiers: tiers({ rate: '1', minTurnover: '50' }, '1.5') },
        'agent.contract.tiers',
      ],
      [{ memberId: ksub, kind: 'daily', tiers: tiers('2.5') }, 'agent.contract.above_upline'],
      [{ memberId: ksub, kind: 'hourly', tiers: tiers('0.5') }, 'agent.contract.no_own'],
      [{ memberId: await idOf('kbot'), kind: 'daily', tiers: tiers('1') }, 'access.forbidden'],
      [{ memberId: ksub, kind: 'daily', tiers: tiers('abc') }, 'request.invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await offer('ktop', body);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    // a player cannot hold a contract
    expect(
      (await offer('kbot', { memberId: await idOf('kplay'), kind: 'daily', tiers: tiers('1') })).body.code,
    ).toBe('agent.contract.not_agent');
    await setModule('HOURSAL3', false);
    expect((await offer('ktop', { memberId: ksub, kind: 'hourly', tiers: tiers('1') })).body.code).toBe(
      'function.not.available',
    );
    await setModule('HOURSAL3', true);
  });
}

function answers() {
  it('shows offers to the member, which accepts one and rejects the other; either side ends a contract', async () => {
    const ksub = await idOf('ksub');
    const daily = value<Contract>(
      await offer('ktop', {
        memberId: ksub,
        kind: 'daily',
        tiers: tiers('0.5', { rate: '1.5', minUsers: 2 }),
      }),
    );
    expect(daily.state).toBe('offered');
    expect(daily.tiers[1]).toEqual({ rate: '1.50', minTurnover: '0.00', minUsers: 2, minLoss: '0.00' });
    const div = value<Contract>(
      await offer('ktop', { memberId: ksub, kind: 'dividend', tiers: tiers('10') }),
    );
    let mine = await consolidated('ksub');
    expect(mine.dailysalreqtype.map((x) => x.id)).toEqual([daily.id]);
    expect(mine.divtypereq.map((x) => x.id)).toEqual([div.id]);
    expect(mine.dailysalinfotype).toBe(false);
    // the upline cannot answer for the member
    expect((await answer('ktop', daily.id, 'accept')).body.code).toBe('access.forbidden');
    expect(value<Contract>(await answer('ksub', daily.id, 'accept')).state).toBe('active');
    expect(value<Contract>(await answer('ksub', div.id, 'reject')).state).toBe('rejected');
    expect((await answer('ksub', div.id, 'accept')).body.code).toBe('agent.contract.state');
    mine = await consolidated('ksub');
    expect(mine.dailysalreqtype).toEqual([]);
    expect(mine.dailysalinfotype).toBe(true);
    expect(mine.divtypeinfo).toBe(false);
    expect((await consolidated('ktop')).contractmrdailysalinfotype).toBe(true);
    const team = value<ContractsValue>(
      await c.call('GET', '/wps/agent/contracts?side=team', undefined, as('ktop')),
    );
    expect(team.list.map((x) => [x.id, x.state])).toEqual([
      [div.id, 'rejected'],
      [daily.id, 'active'],
    ]);
    expect(team.own.daily?.upline).toBeNull();
    // a new accepted offer replaces the active one
    const again = value<Contract>(
      await offer('ktop', { memberId: ksub, kind: 'daily', tiers: tiers('0.8') }),
    );
    await answer('ksub', again.id, 'accept');
    const mineList = value<ContractsValue>(
      await c.call('GET', '/wps/agent/contracts?kind=daily', undefined, as('ksub')),
    );
    expect(mineList.list.map((x) => [x.id, x.state, x.endedBy])).toEqual([
      [again.id, 'active', null],
      [daily.id, 'replaced', 'replaced'],
    ]);
    // the member ends it; ending twice is refused
    expect(value<Contract>(await answer('ksub', again.id, 'terminate')).endedBy).toBe('member');
    expect((await answer('ktop', again.id, 'terminate')).body.code).toBe('agent.contract.state');
  });
}

function lowering() {
  it('ends the sub-contracts a lower offer undercuts only when the offering agent confirms', async () => {
    const ksub = await idOf('ksub');
    const kbot = await idOf('kbot');
    await answer(
      'ksub',
      value<Contract>(await offer('ktop', { memberId: ksub, kind: 'daily', tiers: tiers('1.5') })).id,
      'accept',
    );
    const sub = value<Contract>(await offer('ksub', { memberId: kbot, kind: 'daily', tiers: tiers('1.2') }));
    await answer('kbot', sub.id, 'accept');
    // ksub may not give more than it has
    expect((await offer('ksub', { memberId: kbot, kind: 'daily', tiers: tiers('1.6') })).body.code).toBe(
      'agent.contract.above_upline',
    );
    const lower = { memberId: ksub, kind: 'daily', tiers: tiers('1') };
    expect((await offer('ktop', lower)).body.code).toBe('agent.contract.lowers_subcontracts');
    const confirmed = value<Contract>(await offer('ktop', { ...lower, confirmTerminate: true }));
    expect(confirmed.terminates).toEqual([sub.id]);
    // until ksub accepts, kbot's contract stands
    let bot = value<ContractsValue>(await c.call('GET', '/wps/agent/contracts', undefined, as('kbot')));
    expect(bot.own.daily?.id).toBe(sub.id);
    await answer('ksub', confirmed.id, 'accept');
    bot = value<ContractsValue>(await c.call('GET', '/wps/agent/contracts', undefined, as('kbot')));
    expect(bot.own.daily).toBeUndefined();
    expect(bot.list[0]).toMatchObject({ id: sub.id, state: 'terminated', endedBy: 'upline' });
  });
}

function access() {
  it('refuses players and guests, and reaches no other brand’s contract', async () => {
    expect((await c.call('GET', '/wps/agent/contracts', undefined, as('kplay'))).body.code).toBe(
      'access.forbidden',
    );
    expect((await c.call('GET', '/wps/agent/contracts')).status).toBe(401);
    for (const [method, url] of [
      ['POST', '/wps/agent/contracts'],
      ['POST', '/wps/agent/contracts/1/accept'],
      ['POST', '/wps/agent/contracts/1/reject'],
      ['POST', '/wps/agent/contracts/1/terminate'],
      ['POST', '/wps/agent/bills/1/claim'],
      ['GET', '/wps/agent/bills'],
    ] as const) {
      const body = url === '/wps/agent/contracts' ? { memberId: 1, kind: 'daily', tiers: tiers('1') } : {};
      expect((await c.call(method, url, method === 'GET' ? undefined : body, as('kplay'))).body.code).toBe(
        'access.forbidden',
      );
      expect((await c.call(method, url, method === 'GET' ? undefined : body)).status).toBe(401);
    }
    expect((await c.call('GET', '/wps/member/info/funds/consolidated')).status).toBe(401);
    const player = await consolidated('kplay');
    expect(player.divtypeinfo).toBe(false);
    expect(player.dailysalreqtype).toEqual([]);
    // another brand's agent with the same name and a contract of its own
    const sunId = await addSunBrand(t.store);
    const db = t.store.db.kysely;
    const sunTop = await createMember(db, {
      merchantId: sunId,
      member: { username: 'ktop', password: PASS, type: 1 },
    });
    const sunSub = await createMember(db, {
      merchantId: sunId,
      member: { username: 'ksub', password: PASS, type: 1, upline: 'ktop' },
    });
    // written as the platform's offer would be (the other brand's switches are its own)
    const theirs = await insertContract(db, {
      merchant_id: sunId,
      kind: 'daily',
      upline_id: sunTop,
      member_id: sunSub,
      state: 'offered',
      mode: 'fixed',
      tiers: '[{"rate":100,"minTurnover":"0","minUsers":0,"minLoss":"0"}]',
      top_rate: 100,
      terminates: '[]',
      offered_at: Date.now(),
    });
    const top = { id: theirs };
    for (const how of ['accept', 'reject', 'terminate'] as const)
      expect((await answer('ktop', top.id, how)).body.code).toBe('access.forbidden');
    // offering to the other brand's member by id is as if it did not exist
    expect((await offer('ktop', { memberId: sunSub, kind: 'daily', tiers: tiers('1') })).body.code).toBe(
      'access.forbidden',
    );
  });
}

function operator() {
  it('lets the operator offer a top agent the platform’s contract from the CLI, in force with --accept', async () => {
    await member('kcli', { type: 1 });
    const made = await adminCli(
      t.store.env,
      'contract',
      'offer',
      'kcli',
      'daily',
      '1:0:0:0,2:1000:3:0',
      '--accept',
    );
    expect(made.stdout).toMatch(/contract #\d+ daily active for kcli/);
    const listed = await adminCli(t.store.env, 'contract', 'list', 'kcli');
    expect(listed.stdout).toContain('daily active from the platform: 1.00% / 2.00%');
    const own = value<ContractsValue>(await c.call('GET', '/wps/agent/contracts', undefined, as('kcli'))).own;
    expect(own.daily?.tiers[1]).toEqual({
      rate: '2.00',
      minTurnover: '1000.00',
      minUsers: 3,
      minLoss: '0.00',
    });
    // a member with an upline is no top agent; the platform's rates have a ceiling
    expect((await adminCliRefused(t.store.env, 'contract', 'offer', 'ksub', 'daily', '1')).code).not.toBe(0);
    const high = await adminCliRefused(t.store.env, 'contract', 'offer', 'kcli', 'daily', '3.5');
    expect(high.stderr).toContain('agent.contract.above_upline');
  });
}
