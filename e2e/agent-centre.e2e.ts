import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamOverviewValue } from '@lotto/contracts';
import { admin } from './admin.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports, overflowing, pageWidth } from './layout.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The agent centre in Chromium against a real server: an agent with a two-member downline, one
 * of whom plays, opens the centre from the avatar menu; the team overview shows the team and its
 * figures as the API computes them, steps through ranges, and fits a 390 px phone and a desktop.
 */
let server: RunningServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PASSWORD = 'Perlas2026x';
const tag = Date.now().toString(36).slice(-5);
const AGENT = `ag${tag}`;
const DOWN = [`da${tag}`, `db${tag}`];
const PLAYER = `pl${tag}`;
const SUB = `sa${tag}`;
const BELOW = `sb${tag}`;

async function api<T>(path: string, o: { token?: string; body?: object } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: o.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(o.token ? { authorization: o.token } : {}) },
    ...(o.body ? { body: JSON.stringify(o.body) } : {}),
  });
  return ((await res.json()) as { value: T }).value;
}
const tokenOf = async (username: string) =>
  (await api<{ token: string }>('/wps/session/login', { body: { username, password: PASSWORD } })).token;

const tokens: Record<string, string> = {};
let expected: TeamOverviewValue;

async function openCentre(page: Page) {
  await openSignedIn(page, base, { token: tokens[AGENT]!, isAgent: 1 });
  await page.getByTestId('balance').waitFor();
  await page.locator('.avatar-menu__button').click();
  await page.getByRole('menuitem', { name: 'Sentro ng Agent' }).click();
  const centre = page.getByTestId('agent-centre');
  await centre.getByTestId('overview-stats').waitFor();
  return centre;
}

describe('agent centre', () => {
  beforeAll(async () => {
    await admin(server.env, 'member', 'create', '--username', AGENT, '--password', PASSWORD, '--type', '1');
    for (const u of DOWN)
      await admin(server.env, 'member', 'create', '--username', u, '--password', PASSWORD, '--upline', AGENT);
    await admin(server.env, 'member', 'create', '--username', PLAYER, '--password', PASSWORD);
    await admin(
      server.env,
      'member',
      'create',
      '--username',
      SUB,
      '--password',
      PASSWORD,
      '--type',
      '1',
      '--upline',
      AGENT,
    );
    await admin(server.env, 'member', 'create', '--username', BELOW, '--password', PASSWORD, '--upline', SUB);
    await admin(server.env, 'wallet', 'adjust', DOWN[0]!, '500.00', '--memo', 'e2e credit');
    for (const u of [AGENT, ...DOWN, PLAYER]) tokens[u] = await tokenOf(u);
    for (let i = 0; i < 3; i++)
      await api('/wps/inhouse/play', {
        token: tokens[DOWN[0]!]!,
        body: {
          game: 'dice',
          stake: '10.00',
          params: { target: 5000, direction: 'under' },
          requestId: `ac-${tag}-${i}`,
        },
      });
    const { today } = await api<{ today: string }>('/wps/agent/centre', { token: tokens[AGENT]! });
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    expected = await api<TeamOverviewValue>(`/wps/agent/team/overview?from=${from}&to=${today}`, {
      token: tokens[AGENT]!,
    });
  });

  it('at 1440 px: the avatar menu opens the team overview with the figures of the whole team', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentre(page);
    expect(new URL(page.url()).searchParams.get('agentCentre')).toBe('agentTeamOverview');
    expect(await centre.locator('[aria-current="page"]').getAttribute('data-page')).toBe('agentTeamOverview');
    expect([expected.team.size, expected.team.newMembers, expected.bets.betCount]).toEqual([4, 4, 3]);
    const stats = await centre.getByTestId('overview-stats').innerText();
    // the stats as the API computed them (money shown with thousands separators)
    for (const text of [expected.team.balance, expected.bets.validTurnover, expected.bets.profit])
      expect(stats.replace(/,/g, '')).toContain(text);
    expect(await centre.getByTestId('game-types').locator('tbody tr').count()).toBe(
      expected.byGameType.length,
    );
    expect(await centre.getByTestId('daily-chart').locator('li').count()).toBe(7);
    await screenshot(page, 'agent-centre-desktop');

    // 30 days, a step back and forward again; the next step stops at today
    await centre.locator('[data-range="30"]').click();
    await expect.poll(() => centre.getByTestId('daily-chart').locator('li').count()).toBe(30);
    expect(await centre.getByTestId('range-next').isDisabled()).toBe(true);
    await centre.getByTestId('range-previous').click();
    await expect.poll(() => centre.getByTestId('no-bets').count()).toBe(1);
    await centre.getByTestId('range-next').click();
    await expect.poll(() => centre.getByTestId('game-types').count()).toBe(1);

    // team management: one level, a sub-agent's team opened and the breadcrumb back up
    await centre.getByTestId('agent-centre-menu').locator('[data-page="downlineManagmentView"]').click();
    expect(new URL(page.url()).searchParams.get('agentCentre')).toBe('downlineManagmentView');
    const list = centre.getByTestId('team-list');
    await list.waitFor();
    const names = () => list.locator('tbody strong').allInnerTexts();
    expect((await names()).sort()).toEqual([...DOWN, SUB].sort());
    await list.locator(`[data-open]`).click();
    await expect.poll(names).toEqual([BELOW]);
    expect(await centre.getByTestId('team-path').innerText()).toContain(SUB);
    await screenshot(page, 'agent-team-desktop');
    await centre.getByTestId('team-path').locator('button').first().click();
    await expect.poll(async () => (await names()).length).toBe(3);
    // the whole team, searched by the start of a username
    await centre.locator('[data-scope="all"]').click();
    await centre.locator('input[name="username"]').fill(BELOW.slice(0, 4));
    await centre.getByTestId('team-search').locator('button[type="submit"]').click();
    await expect.poll(names).toEqual([BELOW]);

    // close: back to the page it was opened on
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('agentCentre')).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px: the menu above the page, nothing clipped or wider than the phone', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const centre = await openCentre(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await overflowing(centre, '.ac-stat, .ac-range, .ac-chart__day, .mc__panel')).toEqual([]);
    const box = await centre.getByTestId('overview-stats').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'agent-centre-phone');
    await centre.getByTestId('daily-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'agent-centre-phone-chart');
    await centre.getByTestId('agent-centre-menu').locator('[data-page="downlineManagmentView"]').click();
    await centre.getByTestId('team-list').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await overflowing(centre, '.ac-search, .mc-table td, .mc__panel')).toEqual([]);
    await screenshot(page, 'agent-team-phone');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is refused to a player: the address is cleared and no centre opens', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    await openSignedIn(page, base, { token: tokens[PLAYER]!, path: '/?agentCentre=agentTeamOverview' });
    await page.getByTestId('balance').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('agentCentre')).toBeNull();
    expect(await page.getByTestId('agent-centre').count()).toBe(0);
    await page.close();
  });
});
