import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TeamOverviewValue } from '@lotto/contracts';
import type { AgentAnnouncementsValue } from '@lotto/contracts/agent/announcements';
import { field, submitRegistration } from './accounts-steps.ts';
import { admin } from './admin.ts';
import { launch, screenshot } from './browser.ts';
import { layoutViewports, overflowing, overlaps, pageWidth } from './layout.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * What the agent centre's browser tests share: one server (test routes on: a registration through
 * an invitation link reads its SMS code and captcha) and browser per file, an agent's team made
 * by the operator CLI with bets by one member, and the steps that open the centre.
 */
export let server: RunningServer;
export let browser: Browser;
export let base: string;

export function useAgentServer(): void {
  beforeAll(async () => {
    server = await startServer({ NODE_ENV: 'test' });
    base = server.baseUrl;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

export const PASSWORD = 'Perlas2026x';
const tag = Date.now().toString(36).slice(-5);
export const AGENT = `ag${tag}`;
export const DOWN = [`da${tag}`, `db${tag}`];
export const PLAYER = `pl${tag}`;
export const SUB = `sa${tag}`;
export const BELOW = `sb${tag}`;
export const OPENED = `op${tag}`;
export const JOINED = `jn${tag}`;

export async function api<T>(path: string, o: { token?: string; body?: object } = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: o.body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(o.token ? { authorization: o.token } : {}) },
    ...(o.body ? { body: JSON.stringify(o.body) } : {}),
  });
  return ((await res.json()) as { value: T }).value;
}
export const tokenOf = async (username: string) =>
  (await api<{ token: string }>('/wps/session/login', { body: { username, password: PASSWORD } })).token;

export const tokens: Record<string, string> = {};

/**
 * AGENT with DOWN (one funded, with three dice bets) and SUB (with BELOW) under it, and PLAYER
 * beside them; answers the team overview of the last 7 days as the API computes it.
 */
export async function makeTeam(): Promise<TeamOverviewValue> {
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
  return api<TeamOverviewValue>(`/wps/agent/team/overview?from=${from}&to=${today}`, {
    token: tokens[AGENT]!,
  });
}

/** Signs the agent in and opens the centre from the avatar menu, on its team overview. */
export async function openCentre(page: Page) {
  await openSignedIn(page, base, { token: tokens[AGENT]!, isAgent: 1 });
  await page.getByTestId('balance').waitFor();
  await page.locator('.avatar-menu__button').click();
  await page.getByRole('menuitem', { name: 'Sentro ng Agent' }).click();
  const centre = page.getByTestId('agent-centre');
  await centre.getByTestId('overview-stats').waitFor();
  return centre;
}

/** Opens the centre on one of its pages from the menu. */
export async function openPage(page: Page, key: string) {
  const centre = await openCentre(page);
  await centre.getByTestId('agent-centre-menu').locator(`[data-page="${key}"]`).click();
  return centre;
}

/**
 * Opens the announcements page of an open centre, takes screenshot `shot` of it, then taps the
 * second announcement open; checks what the page showed against the API: the titles in its order,
 * the newest open with its text, nothing clipped, overlapping or wider than the page, and one
 * announcement open after the tap.
 */
export async function checkAnnouncements(page: Page, centre: Locator, shot: string) {
  await centre.getByTestId('agent-centre-menu').locator('[data-page="agentAnnouncement"]').click();
  const cards = centre.getByTestId('agent-announcement');
  await cards.first().getByTestId('announcement-body').waitFor();
  await cards.first().scrollIntoViewIfNeeded();
  const { list } = await api<AgentAnnouncementsValue>('/wps/agent/announcements', { token: tokens[AGENT]! });
  const shown = {
    titles: await cards.locator('.ac-notice__title').allInnerTexts(),
    newest: await cards.first().getByTestId('announcement-body').innerHTML(),
    clipped: await overflowing(centre, '.ac-notice__head, .ac-notice__body, .mc__panel'),
    overlapping: [
      ...(await overlaps(centre, '.ac-notice')),
      ...(await overlaps(centre, '.ac-notice__title, .ac-notice__head time')),
    ],
    fits: (await pageWidth(page)) <= page.viewportSize()!.width,
    openAfterTap: 0,
  };
  await screenshot(page, shot);
  await cards.nth(1).locator('.ac-notice__head').click();
  await cards.nth(1).getByTestId('announcement-body').waitFor();
  shown.openAfterTap = await centre.getByTestId('announcement-body').count();
  const expected = {
    titles: list.map((a) => a.title),
    newest: list[0]!.content,
    clipped: [],
    overlapping: [],
    fits: true,
    openAfterTap: 1,
  };
  expect(shown).toEqual(expected);
}

/** A visitor opens an invitation link in a fresh context and registers as `username`. */
export async function registerThroughLink(url: string, username: string) {
  const visitor = await browser.newContext({ viewport: layoutViewports.desktop });
  const guest = await visitor.newPage();
  await guest.goto(url);
  const form = guest.locator('form[data-kind="register"]');
  await form.waitFor();
  const codeAsked = await field(form, 'affiliateCode').count();
  await submitRegistration(form, { username, password: PASSWORD });
  await visitor.close();
  return { codeAsked };
}

/** Opens another page of the open agent centre from its menu. */
export const openMenuPage = (centre: Locator, key: string) =>
  centre.getByTestId('agent-centre-menu').locator(`[data-page="${key}"]`).click();

/** The open centre fits the phone (nothing wider than its box in `selector`); a screenshot to look at. */
export async function fitsPhone(page: Page, centre: Locator, q: { selector: string; shot: string }) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  expect(await overflowing(centre, q.selector)).toEqual([]);
  await screenshot(page, q.shot);
}
