import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamOverviewValue } from '@lotto/contracts';
import { screenshot, watchErrors } from './browser.ts';
import { layoutViewports, overflowing, pageWidth } from './layout.ts';
import { openSignedIn } from './session.ts';
import {
  api,
  base,
  BELOW,
  browser,
  checkAnnouncements,
  AGENT,
  DOWN,
  JOINED,
  makeTeam,
  openCentre,
  fitsPhone,
  openMenuPage,
  openPage,
  OPENED,
  PASSWORD,
  PLAYER,
  registerThroughLink,
  SUB,
  tokenOf,
  tokens,
  useAgentServer,
} from './agent-steps.ts';

/**
 * The agent centre in Chromium against a real server: an agent with a two-member downline, one
 * of whom plays, opens the centre from the avatar menu; the team overview shows the team and its
 * figures as the API computes them, steps through ranges; the register centre opens an account
 * and a link a visitor joins through; the team's records list its bets and profit; notices for
 * agents open in place; every page fits a 390 px phone and a desktop.
 */
useAgentServer();
const TEAM_SHOWN = '.ac-search, .mc-table td, .mc__panel';
const REGISTER_SHOWN = '.ac-register .mc-card, .ac-link, .mc-field, .mc__panel';
const RECORDS_SHOWN = '.mc-filters, .mc-card, .mc__panel';
const REVENUE_SHOWN = '.ac-stat, .ac-range, .mc__panel';
let expected: TeamOverviewValue;

describe('agent centre', () => {
  beforeAll(async () => {
    expected = await makeTeam();
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
    await openMenuPage(centre, 'downlineManagmentView');
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
    await openMenuPage(centre, 'downlineManagmentView');
    await centre.getByTestId('team-list').waitFor();
    await fitsPhone(page, centre, { selector: TEAM_SHOWN, shot: 'agent-team-phone' });
    await checkAnnouncements(page, centre, 'agent-announcements-phone');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 1440 px: team management sets a direct downline's series and asks a transfer's amount and password", async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    const centre = await openPage(page, 'downlineManagmentView');
    const row = centre.getByTestId('team-list').locator('tr', { hasText: DOWN[1]! });
    await row.locator('[data-action="series"]').click();
    const dialog = page.getByTestId('series-dialog');
    const lott = dialog.locator('input[name="series-Lott"]');
    await lott.waitFor();
    const before = Number(await lott.inputValue());
    await lott.fill(String(before - 20));
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByTestId('series-saved').waitFor();
    await screenshot(page, 'agent-series-desktop');
    await page.keyboard.press('Escape');
    const team = await api<{ list: { id: number; username: string }[] }>('/wps/agent/team/members', {
      token: tokens[AGENT]!,
    });
    const down = team.list.find((m) => m.username === DOWN[1])!;
    const read = await api<{ series: Record<string, number> }>(`/wps/agent/team/members/${down.id}/series`, {
      token: tokens[AGENT]!,
    });
    expect(read.series['Lott']).toBe(before - 20);

    // money to a team member: the amount and the payment password before anything is sent
    await row.locator('[data-action="transfer"]').click();
    const transfer = page.getByTestId('transfer-dialog');
    const send = transfer.locator('button[type="submit"]');
    expect(await send.isDisabled()).toBe(true);
    await transfer.locator('input[name="amount"]').fill('10');
    await transfer.locator('input[name="paymentPassword"]').fill('123456');
    expect(await send.isDisabled()).toBe(false);
    await screenshot(page, 'agent-transfer-desktop');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1440 px: the register centre opens an account and a link, and a visitor joins through the link', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentre(page);
    await openMenuPage(centre, 'registerCenter');
    expect(new URL(page.url()).searchParams.get('agentCentre')).toBe('registerCenter');
    const opening = centre.getByTestId('open-account');
    await opening.locator('input[name="username"]').fill(OPENED);
    await opening.locator('input[name="password"]').fill(PASSWORD);
    await opening.locator('button[type="submit"]').click();
    expect(await opening.getByTestId('account-opened').innerText()).toContain(OPENED);

    // a link that makes agents, 10 steps below the agent's own lottery series
    const links = centre.getByTestId('invitation-links');
    await links.getByTestId('links-empty').waitFor();
    const newLink = links.getByTestId('new-link');
    await newLink.locator('[data-kind="agent"]').click();
    const own = Number(await newLink.locator('input[name="series-Lott"]').inputValue());
    await newLink.locator('input[name="series-Lott"]').fill(String(own - 10));
    expect(await newLink.getByTestId('series-fields').innerText()).toContain('0.50%');
    await newLink.locator('button[type="submit"]').click();
    const card = links.getByTestId('link-card');
    await card.waitFor();
    const url = await card.getByTestId('link-url').innerText();
    expect(url).toBe(`${base}/register?aff=${await card.getByTestId('link-code').innerText()}`);
    expect(await card.locator('svg[role="img"]').count()).toBe(1);
    await screenshot(page, 'agent-register-desktop');

    // a visitor opens the link and registers: the link's code is not asked for
    expect(await registerThroughLink(url, JOINED)).toEqual({ codeAsked: 0 });

    // the link counts the registration, and the new agent is in the team with the link's series
    await openMenuPage(centre, 'downlineManagmentView');
    const list = centre.getByTestId('team-list');
    await list.waitFor();
    expect(await list.locator('tbody strong').allInnerTexts()).toEqual(
      expect.arrayContaining([OPENED, JOINED]),
    );
    await openMenuPage(centre, 'registerCenter');
    await expect.poll(() => links.getByTestId('link-registrations').innerText()).toMatch(/^1 /);
    const joined = await api<{ series: Record<string, number> }>('/lgw/lottery/series', {
      token: await tokenOf(JOINED),
    });
    expect(joined.series['Lott']).toBe(own - 10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px: the register centre fits the phone', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const centre = await openCentre(page);
    await openMenuPage(centre, 'registerCenter');
    await centre.getByTestId('link-card').waitFor();
    await fitsPhone(page, centre, { selector: REGISTER_SHOWN, shot: 'agent-register-phone' });
    await centre.getByTestId('link-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'agent-register-phone-links');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 1440 px: the team's betting records and profit and loss list its bets as the API counts them", async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    const centre = await openPage(page, 'personalHistoryCopy');
    const rows = centre.getByTestId('team-bets-table').getByTestId('team-bet-row');
    await expect.poll(() => rows.count()).toBe(expected.bets.betCount);
    expect(new Set(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-member'))))).toEqual(
      new Set([DOWN[0]]),
    );
    const stake = await centre.getByTestId('bets-total-stake').innerText();
    expect(stake.replace(/,/g, '')).toContain(expected.bets.stake);
    await screenshot(page, 'agent-bets-desktop');
    // one member's bets: the other downline has none
    await centre.locator('input[name="username"]').fill(DOWN[1]!);
    await centre.locator('input[name="username"]').press('Enter');
    await centre.getByTestId('team-bets-empty').waitFor();

    await openMenuPage(centre, 'palStatementsAgentCopy');
    const lines = centre.getByTestId('team-profit-table').getByTestId('profit-row');
    // the member who joined through the link has the new-member bonus: a line of its own
    await expect
      .poll(async () => (await lines.evaluateAll((r) => r.map((e) => e.getAttribute('data-member')))).sort())
      .toEqual([DOWN[0], JOINED].sort());
    // the member who bet: its profit is the team's bets'
    const profit = await centre
      .locator(`[data-testid="profit-row"][data-member="${DOWN[0]}"] td`)
      .last()
      .innerText();
    expect(profit.replace(/,/g, '')).toContain(expected.bets.profit.replace(/^-/, ''));
    await screenshot(page, 'agent-profit-desktop');

    // the operator's credit to the funded downline is in the team's account records
    await openMenuPage(centre, 'agentDownlineTransactionDetailsCopy');
    // (beside the new-member bonus of the member who joined through the link)
    const moves = centre.getByTestId('team-tx-table').getByTestId('team-tx-row');
    await moves.first().waitFor();
    const kinds = await moves.evaluateAll((r) =>
      r.map((e) => `${e.getAttribute('data-member')} ${e.getAttribute('data-type')}`),
    );
    expect(kinds).toContain(`${DOWN[0]} adjustment`);
    expect(kinds).toContain(`${JOINED} bonus`);
    await screenshot(page, 'agent-transactions-desktop');

    // the agent's own income: dice pays no rebate, so none yet, and the page says so
    await openMenuPage(centre, 'agentRevenueReport');
    await centre.getByTestId('revenue-empty').waitFor();
    expect(await centre.getByTestId('revenue-totals').locator('[data-source="total"]').innerText()).toContain(
      '0.00',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 390 px: the team's records fit the phone", async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const centre = await openPage(page, 'personalHistoryCopy');
    await centre.getByTestId('team-bet-row').first().waitFor();
    await fitsPhone(page, centre, { selector: RECORDS_SHOWN, shot: 'agent-bets-phone' });
    await openMenuPage(centre, 'palStatementsAgentCopy');
    await centre.getByTestId('profit-row').first().waitFor();
    await fitsPhone(page, centre, { selector: RECORDS_SHOWN, shot: 'agent-profit-phone' });
    await openMenuPage(centre, 'agentDownlineTransactionDetailsCopy');
    await centre.getByTestId('team-tx-row').first().waitFor();
    await fitsPhone(page, centre, { selector: RECORDS_SHOWN, shot: 'agent-transactions-phone' });
    await openMenuPage(centre, 'agentRevenueReport');
    await centre.getByTestId('revenue-empty').waitFor();
    await fitsPhone(page, centre, { selector: REVENUE_SHOWN, shot: 'agent-revenue-phone' });
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
