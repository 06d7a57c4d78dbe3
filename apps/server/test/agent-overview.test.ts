import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type {
  AgentCentreValue,
  TeamBetsValue,
  TeamMembersValue,
  TeamOverviewValue,
  TeamProfitValue,
  TeamTransactionsValue,
} from '@lotto/contracts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { fund, get, ids, minor, play, signIn, t, useInhouseApp } from './inhouse-suite.ts';
import { teamFiguresSides } from './team-figures-recount.ts';

/**
 * The agent centre's menu and team overview: an agent sees its whole downline (any depth) and
 * nothing else, the figures equal a recount from the bets table, and everyone who is not an
 * agent is refused.
 */
useInhouseApp();
const SUFFIX = 'house';

describeGroups(`agent team overview (${engine})`, [
  access,
  figures,
  ranges,
  members,
  bets,
  profit,
  transactions,
]);

let today = '';
async function tree() {
  if (today) return;
  // agtop > agsub > pl1, and a second agent agoth > pl2 beside them.
  await signIn('agtop', { type: 1 });
  await signIn('agsub', { type: 1, upline: `agtop${SUFFIX}` });
  await signIn('pl1', { upline: `agsub${SUFFIX}` });
  await signIn('agoth', { type: 2 });
  await signIn('pl2', { upline: `agoth${SUFFIX}` });
  await signIn('plain');
  for (const w of ['agsub', 'pl1', 'pl2']) await fund(w, 500_000n);
  today = (await get<AgentCentreValue>('/wps/agent/centre', 'agtop')).json.value.today;
}
const overview = (who: string, from = today, to = today) =>
  get<TeamOverviewValue>(`/wps/agent/team/overview?from=${from}&to=${to}`, who);

function access() {
  it('opens for agents only: restricted accounts are told why, players and guests are refused', async () => {
    await tree();
    const centre = await get<AgentCentreValue>('/wps/agent/centre', 'agoth');
    expect(centre.status).toBe(200);
    expect(centre.json.value.defaultPage).toBe('agentTeamOverview');
    expect(centre.json.value.pages).toContain('agentTeamOverview');
    expect(centre.json.value.pages).not.toContain('agentDailyWages2');
    const range = `from=${today}&to=${today}`;
    for (const url of [
      '/wps/agent/centre',
      `/wps/agent/team/overview?${range}`,
      '/wps/agent/team/members',
      `/wps/agent/team/bets?${range}`,
      `/wps/agent/team/profit?${range}`,
      `/wps/agent/team/transactions?${range}`,
      `/wps/agent/revenue?${range}`,
      '/wps/agent/invitations',
      '/wps/agent/contracts',
      '/wps/agent/contracts?side=team',
      '/wps/agent/bills',
      '/wps/agent/announcements',
    ]) {
      expect((await get(url, 'rex')).json.code).toBe('in_need_true_account');
      expect([(await get(url, 'plain')).status, (await get(url, 'plain')).json.code]).toEqual([
        403,
        'access.forbidden',
      ]);
      expect((await get(url)).status).toBe(401);
    }
  });
}

/** The downline's bets recounted from the bets table: what the overview must say. */
async function recount(memberIds: number[]) {
  const { rows } = await sql<{
    n: string | number;
    stake: string | null;
    payout: string | null;
    wins: string | number;
  }>`
    select count(*) as n, cast(sum(stake) as varchar) as stake, cast(sum(payout) as varchar) as payout,
      sum(case when payout > stake then 1 else 0 end) as wins
    from bets where mode = 'real' and status = 'settled' and member_id in (${sql.join(memberIds)})`.execute(
    t.store.db.kysely,
  );
  const r = rows[0]!;
  return { n: Number(r.n), stake: BigInt(r.stake ?? 0), payout: BigInt(r.payout ?? 0), wins: Number(r.wins) };
}

function figures() {
  it("sums the whole downline's figures, equal to a recount, and only the agent's own team", async () => {
    await tree();
    for (let i = 0; i < 4; i++) expect((await play('pl1', 'dice')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await play('agsub', 'dice')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await play('pl2', 'dice')).status).toBe(200);

    const top = (await overview('agtop')).json.value;
    const mine = await recount([ids['agsub']!, ids['pl1']!]);
    expect(top.team).toMatchObject({ size: 2, newMembers: 2, activeMembers: 2, balance: expect.any(String) });
    expect(minor(top.team.balance)).toBe(1_000_000n - mine.stake + mine.payout);
    expect(top.bets.betCount).toBe(mine.n);
    expect(minor(top.bets.stake)).toBe(mine.stake);
    expect(minor(top.bets.validTurnover)).toBe(mine.stake);
    expect(minor(top.bets.payout)).toBe(mine.payout);
    expect(top.bets.winCount).toBe(mine.wins);
    expect(minor(top.bets.profit)).toBe(mine.payout - mine.stake);
    expect(top.byGameType.reduce((s, g) => s + g.betCount, 0)).toBe(mine.n);
    expect(top.daily).toHaveLength(1);
    expect(top.daily[0]).toMatchObject({ day: today, newMembers: 2 });
    expect(minor(top.daily[0]!.stake)).toBe(mine.stake);

    // The sub-agent sees its own downline only; the other agent only its own.
    const sub = (await overview('agsub')).json.value;
    const below = await recount([ids['pl1']!]);
    expect([sub.team.size, sub.bets.betCount, minor(sub.bets.stake)]).toEqual([1, below.n, below.stake]);
    const other = (await overview('agoth')).json.value;
    const theirs = await recount([ids['pl2']!]);
    expect([other.team.size, other.bets.betCount, minor(other.bets.stake)]).toEqual([
      1,
      theirs.n,
      theirs.stake,
    ]);
    expect(other.team.onlineMembers).toBe(1);
    const sides = await teamFiguresSides(t.store.db.kysely);
    expect(sides.team.stored).toEqual(sides.team.recounted);
    expect(sides.days.stored).toEqual(sides.days.recounted);
  });
}

function ranges() {
  it('refuses a range that ends before it starts or is longer than the reports cover', async () => {
    await tree();
    const back = await overview('agtop', '2026-11-20', '2026-11-10');
    expect([back.status, back.json.code]).toEqual([400, 'request.invalid']);
    const long = await overview('agtop', '2026-01-01', '2026-11-10');
    expect([long.status, long.json.code]).toEqual([400, 'request.invalid']);
    for (const [from, to] of [
      ['2026-1-1', '2026-11-10'],
      ['2026-13-01', '2026-11-10'],
      ['2026-02-31', '2026-03-02'],
    ]) {
      const bad = await overview('agtop', from, to);
      expect([from, bad.status, bad.json.code]).toEqual([from, 400, 'request.invalid']);
    }
    const week = (await overview('agtop', '2026-11-01', '2026-11-07')).json.value;
    expect(week.daily.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7].map((d) => `2026-11-0${d}`));
  });
}

const team = (who: string, query = '') => get<TeamMembersValue>(`/wps/agent/team/members${query}`, who);

function members() {
  it("lists the team one level at a time with the way back up, searches it, and no one else's", async () => {
    await tree();
    const top = (await team('agtop')).json.value;
    expect(top.path.map((p) => p.id)).toEqual([ids['agtop']]);
    expect(top.list.map((m) => [m.username, m.isAgent, m.depth, m.downlines])).toEqual([
      [`agsub${SUFFIX}`, true, 1, 1],
    ]);
    const down = (await team('agtop', `?parentId=${ids['agsub']}`)).json.value;
    expect(down.path.map((p) => p.id)).toEqual([ids['agtop'], ids['agsub']]);
    expect(down.list.map((m) => [m.username, m.isAgent, m.depth])).toEqual([[`pl1${SUFFIX}`, false, 2]]);
    expect(minor(down.list[0]!.balance)).toBeGreaterThan(0n);

    const all = (await team('agtop', '?scope=all')).json.value;
    expect(all.list.map((m) => m.username).sort()).toEqual([`agsub${SUFFIX}`, `pl1${SUFFIX}`]);
    expect(all.totalCount).toBe(2);
    expect((await team('agtop', '?scope=all&username=PL')).json.value.list.map((m) => m.username)).toEqual([
      `pl1${SUFFIX}`,
    ]);
    // a balance range: pl1 and agsub each hold about 5,000.00; nobody above 1,000,000.00
    expect((await team('agtop', '?scope=all&minBalance=1000000')).json.value.totalCount).toBe(0);
    expect((await team('agtop', '?scope=all&minBalance=1&maxBalance=999999')).json.value.totalCount).toBe(2);
    const backwards = await team('agtop', '?minBalance=10&maxBalance=1');
    expect([backwards.status, backwards.json.code]).toEqual([400, 'request.invalid']);

    // Another agent's member, or the level above, is no one's business.
    for (const [who, parent] of [
      ['agtop', 'pl2'],
      ['agsub', 'agtop'],
      ['agoth', 'pl1'],
    ] as const) {
      const refused = await team(who, `?parentId=${ids[parent]}`);
      expect([who, refused.status, refused.json.code]).toEqual([who, 403, 'access.forbidden']);
    }
    expect((await team('plain')).json.code).toBe('access.forbidden');
  });
}

const teamBets = (who: string, query = '') =>
  get<TeamBetsValue>(`/wps/agent/team/bets?from=${today}&to=${today}${query}`, who);

function bets() {
  it("lists the team's bets with who placed them and the totals, one member's, and no one else's", async () => {
    await tree();
    if ((await recount([ids['pl1']!])).n === 0) expect((await play('pl1', 'dice')).status).toBe(200);
    const mine = await recount([ids['agsub']!, ids['pl1']!]);
    const all = (await teamBets('agtop', '&pageSize=2')).json.value;
    expect(all.totalCount).toBe(mine.n);
    expect(all.list).toHaveLength(Math.min(2, mine.n));
    expect(minor(all.totals.stake)).toBe(mine.stake);
    expect(minor(all.totals.payout)).toBe(mine.payout);
    const everyone = (await teamBets('agtop', '&pageSize=100')).json.value.list;
    expect(everyone.every((b) => [`agsub${SUFFIX}`, `pl1${SUFFIX}`].includes(b.username))).toBe(true);
    expect(everyone.every((b, i) => i === 0 || b.createdAt <= everyone[i - 1]!.createdAt)).toBe(true);

    const one = (await teamBets('agtop', `&username=pl1${SUFFIX}`)).json.value;
    expect(one.totalCount).toBe((await recount([ids['pl1']!])).n);
    expect(one.list.every((b) => b.username === `pl1${SUFFIX}`)).toBe(true);
    // yesterday holds none of today's bets
    const before = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const yesterday = await get<TeamBetsValue>(`/wps/agent/team/bets?from=${before}&to=${before}`, 'agtop');
    expect(yesterday.json.value.totalCount).toBe(0);

    for (const [who, name] of [
      ['agtop', 'pl2'],
      ['agtop', 'agtop'],
      ['agsub', 'agtop'],
      ['agoth', 'pl1'],
    ] as const) {
      const refused = await teamBets(who, `&username=${name}${SUFFIX}`);
      expect([who, name, refused.json.code]).toEqual([who, name, 'access.forbidden']);
    }
    expect((await teamBets('plain')).json.code).toBe('access.forbidden');
    expect((await teamBets('agoth')).json.value.totalCount).toBe((await recount([ids['pl2']!])).n);
  });
}

const statement = (who: string, query = '') =>
  get<TeamProfitValue>(`/wps/agent/team/profit?from=${today}&to=${today}${query}`, who);

function profit() {
  it("states each team member's profit and loss from the figures, equal to a recount, and no one else's", async () => {
    await tree();
    if ((await recount([ids['pl1']!])).n === 0) expect((await play('pl1', 'dice')).status).toBe(200);
    const st = (await statement('agtop')).json.value;
    const team = [`agsub${SUFFIX}`, `pl1${SUFFIX}`];
    expect(st.list.every((l) => team.includes(l.username))).toBe(true);
    for (const who of ['agsub', 'pl1']) {
      const r = await recount([ids[who]!]);
      const line = st.list.find((l) => l.username === `${who}${SUFFIX}`);
      if (r.n === 0) continue;
      expect([line!.betCount, minor(line!.validTurnover), minor(line!.payout)]).toEqual([
        r.n,
        r.stake,
        r.payout,
      ]);
      expect(minor(line!.profit)).toBe(r.payout - r.stake);
    }
    const both = await recount([ids['agsub']!, ids['pl1']!]);
    expect([st.totals.betCount, minor(st.totals.validTurnover)]).toEqual([both.n, both.stake]);
    const turnovers = st.list.map((l) => minor(l.validTurnover));
    expect(turnovers).toEqual([...turnovers].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const one = (await statement('agtop', `&username=pl1${SUFFIX}`)).json.value;
    expect(one.list.map((l) => l.username)).toEqual([`pl1${SUFFIX}`]);
    for (const [who, name] of [
      ['agtop', 'pl2'],
      ['agsub', 'agtop'],
    ] as const) {
      const refused = await statement(who, `&username=${name}${SUFFIX}`);
      expect([who, refused.json.code]).toEqual([who, 'access.forbidden']);
    }
    expect((await statement('plain')).json.code).toBe('access.forbidden');
    const long = await get(`/wps/agent/team/profit?from=2026-01-01&to=2026-11-01`, 'agtop');
    expect(long.json.code).toBe('request.invalid');
  });
}

const records = (who: string, query = '') =>
  get<TeamTransactionsValue>(`/wps/agent/team/transactions?from=${today}&to=${today}${query}`, who);

function transactions() {
  it("lists the team's deposits and other money movements, not its bets, and no one else's", async () => {
    await tree();
    const rows = (await records('agtop', '&pageSize=100')).json.value.list;
    // each funded team member's deposit, with the balance after it; no bet lines
    const deposits = rows.filter((r) => r.txType === 'deposit');
    expect(deposits.map((r) => r.username).sort()).toEqual([`agsub${SUFFIX}`, `pl1${SUFFIX}`]);
    expect(deposits.every((r) => minor(r.amount) === 500_000n && minor(r.currentBalance) === 500_000n)).toBe(
      true,
    );
    expect(rows.some((r) => r.txType === 'bet' || r.txType === 'payout')).toBe(false);
    const one = (await records('agtop', `&username=pl1${SUFFIX}&txType=deposit`)).json.value;
    expect([one.totalCount, one.list[0]?.username]).toEqual([1, `pl1${SUFFIX}`]);
    expect((await records('agtop', '&txType=bet')).json.code).toBe('request.invalid');
    expect((await records('agtop', `&username=pl2${SUFFIX}`)).json.code).toBe('access.forbidden');
    expect((await records('agoth')).json.value.list.map((r) => r.username)).toEqual([`pl2${SUFFIX}`]);
    expect((await records('plain')).json.code).toBe('access.forbidden');
  });
}
