import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BalanceValue,
  Leaderboard,
  MemberState,
  MissionsValue,
  Rank,
  Rebate,
  RewardCentre,
} from '@lotto/contracts';
import { formatMoney } from '../apps/web/src/lib/money.ts';
import { fundedMember } from './reward-steps.ts';
import { ARTIFACTS, launch, viewports, watchErrors } from './browser.ts';
import { value } from './first-minute-steps.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import { clipped, playDice } from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The member centre's reward pages in Chromium against a real server
 * (docs/product/agents-and-promotions.md#reward-centre-missions-rank-and-referral): the demo
 * brand's daily and weekly missions (DAILY10, WEEKLY5K) for a member the operator funded, who plays dice rounds
 * through the API, then at 390 px reads its missions and the leaderboard, claims the manual
 * rebate (the balance rises), reads its VIP rank and progress, and claims in the reward centre
 * until nothing is left, when the top reward bar goes away. Figures are checked against the API.
 */
let server: RunningServer;
let browser: Browser;
let base: string;
let member: { username: string; token: string };
const ROUNDS = 12;

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
  member = await fundedMember(base, server.env);
  await playDice(base, { token: member.token, stake: '20.00', count: ROUNDS });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const get = <T>(path: string) => value<T>(base, path, { token: member.token });
const SHOWN = '.mc-card, .rw-card, .rw-level, .rw-board__row, .rw-ladder__level, .rw-total';

async function expectLaidOut(page: Page, scope: Locator, width: number) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  expect(await clipped(scope, SHOWN)).toEqual([]);
}

async function centrePage(page: Page, name: string) {
  await openSignedIn(page, base, { token: member.token, path: `/?memberCentre=${name}` });
  const centre = page.getByTestId('member-centre');
  await centre.waitFor();
  return centre;
}

/**
 * Screenshots of the centre (a fixed dialog, so not a full-page shot): its panel at the top,
 * and scrolled to the bottom when it runs longer.
 */
async function shots(centre: Locator, name: string) {
  const panel = centre.getByTestId('member-centre-page');
  await panel.evaluate((el) => el.scrollTo(0, 0));
  await centre.screenshot({ path: `${ARTIFACTS}${name}.png` });
  if (await panel.evaluate((el) => el.scrollHeight > el.clientHeight + 1)) {
    await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await centre.screenshot({ path: `${ARTIFACTS}${name}-end.png` });
    await panel.evaluate((el) => el.scrollTo(0, 0));
  }
}

/** The page at another width: laid out without clipping, and a screenshot to look at. */
async function atWidth(
  name: string,
  ready: string,
  shot: string,
  viewport: { width: number; height: number },
) {
  const page = await browser.newPage({ viewport });
  const centre = await centrePage(page, name);
  await centre.getByTestId(ready).first().waitFor();
  await expectLaidOut(page, centre, viewport.width);
  await shots(centre, shot);
  await page.close();
}

describe('reward pages', () => {
  it('at 390 px the missions show progress and a claim, the menu badge, and the leaderboard', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const list = await get<MissionsValue>('/wps/member/missions');
    const state = await get<MemberState>('/wps/member/state');
    expect(state.missions).toBe(list.open);
    expect(list.open).toBeGreaterThan(0);
    const daily = list.list.find((m) => m.code === 'DAILY10')!;
    expect(daily).toMatchObject({ status: 'done', value: String(ROUNDS), target: '10', progress: 100 });

    const centre = await centrePage(page, 'missionLeaderboard');
    // the menu entry counts the open missions
    await expect
      .poll(() => centre.locator('[data-page="missionLeaderboard"] [data-testid="menu-badge"]').textContent())
      .toBe(String(list.open));
    const card = centre.locator('[data-testid="mission-card"][data-code="DAILY10"]');
    await card.waitFor();
    expect(await card.getByTestId('mission-value').textContent()).toBe(`${ROUNDS} / 10`);
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await card.getByTestId('mission-reward').textContent()).toContain(formatMoney(daily.reward));
    await card.getByTestId('mission-claim').waitFor();

    // the weekly tab: turnover as money, part of the way
    const weekly = list.list.find((m) => m.code === 'WEEKLY5K')!;
    await centre.getByRole('tab', { name: 'Lingguhan' }).first().click();
    const week = centre.locator('[data-testid="mission-card"][data-code="WEEKLY5K"]');
    await week.waitFor();
    expect(await week.getByTestId('mission-value').textContent()).toContain(
      `${formatMoney(weekly.value)} / `,
    );
    expect(weekly.status).toBe('process');
    expect(await week.getByTestId('mission-claim').count()).toBe(0);

    // the leaderboard: the member's own row matches the API, then by bets
    const board = await get<Leaderboard>('/wps/member/missions/leaderboard?period=day&metric=turnover');
    const section = centre.getByTestId('leaderboard-section');
    await section.getByTestId('leaderboard-mine').waitFor();
    expect(await section.getByTestId('leaderboard-row').count()).toBe(board.rows.length);
    expect(await section.getByTestId('leaderboard-mine-value').textContent()).toContain(
      formatMoney(board.mine.value),
    );
    expect(board.mine.rank).not.toBeNull();
    expect(await section.locator(`[data-testid="leaderboard-row"][data-podium="1"]`).count()).toBe(
      board.rows.length > 0 ? 1 : 0,
    );
    await section.getByRole('tab', { name: 'Bilang ng taya' }).click();
    await expect.poll(() => section.getByTestId('leaderboard-mine-value').textContent()).toBe(String(ROUNDS));
    await expectLaidOut(page, centre, 390);
    await shots(centre, 'rewards-missions-390');

    // behind the centre, the top reward bar: closed, it stays away for the visit
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'detached' });
    const bar = page.getByTestId('reward-bar');
    await bar.waitFor();
    await bar.getByTestId('reward-bar-close').click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    // the signed-in header is back with its balance, and the bar stays away
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/\d\.\d\d/);
    await page.waitForTimeout(500);
    expect(await bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    await atWidth('missionLeaderboard', 'mission-card', 'rewards-missions-1440', layoutViewports.desktop);
    await atWidth('missionLeaderboard', 'mission-card', 'rewards-missions-360', viewports.phone);
  });

  it('at 390 px the manual rebate lists the turnover per game, and Claim pays it into the balance', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const rebate = await get<Rebate>('/wps/member/rebate');
    expect(rebate.total).not.toBe('0.00');
    const before = await get<BalanceValue>('/wps/v2/wallets/balance');
    const centre = await centrePage(page, 'manualRebate');
    await centre.getByTestId('rebate-table').waitFor();
    expect(await centre.getByTestId('rebate-row').count()).toBe(rebate.rows.length);
    expect(await centre.getByTestId('rebate-total').textContent()).toContain(formatMoney(rebate.total));
    await expectLaidOut(page, centre, 390);
    await shots(centre, 'rewards-rebate-390');
    await atWidth('manualRebate', 'rebate-table', 'rewards-rebate-1440', layoutViewports.desktop);

    await centre.getByTestId('rebate-claim').click();
    // claimed: nothing left, the button off with the reason, the balance up by the rebate
    await centre.getByTestId('rebate-nothing').waitFor();
    expect(await centre.getByTestId('rebate-claim').isDisabled()).toBe(true);
    expect(await centre.getByTestId('rebate-claimed').textContent()).toContain(formatMoney(rebate.total));
    const after = await get<BalanceValue>('/wps/v2/wallets/balance');
    expect(Number(after.sumBalance)).toBeCloseTo(Number(before.sumBalance) + Number(rebate.total), 2);
    await shots(centre, 'rewards-rebate-claimed-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px the VIP rank shows the level card, the way to the next level and the ladder; my account links to it', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const rank = await get<Rank>('/wps/member/rank');
    const centre = await centrePage(page, 'securityCenter');
    await centre.getByTestId('to-player-rank').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('memberCentre')).toBe('playerRank');
    await centre.getByTestId('rank-card').waitFor();
    expect(await centre.getByTestId('rank-name').textContent()).toBe(rank.playerRankName);
    expect(await centre.getByTestId('rank-turnover').textContent()).toContain(
      formatMoney(rank.totalTurnover),
    );
    expect(rank.next).not.toBeNull();
    expect(await centre.getByTestId('rank-next-turnover-figures').textContent()).toContain(
      `${formatMoney(rank.next!.turnover.actual)} / `,
    );
    expect(await centre.getByTestId('rank-next-deposits-figures').textContent()).toContain(
      formatMoney(rank.next!.deposits.actual),
    );
    expect(await centre.getByTestId('rank-progress').getAttribute('aria-valuenow')).toBe(
      String(Math.round(rank.next!.progress)),
    );
    expect(await centre.getByTestId('rank-level').count()).toBe(rank.levels.length);
    expect(
      await centre.locator('[data-testid="rank-level"][aria-current="true"]').getAttribute('data-level'),
    ).toBe(String(rank.rankLevel));
    expect(await centre.getByTestId('vip-service').count()).toBe(rank.vipService ? 1 : 0);
    await expectLaidOut(page, centre, 390);
    await shots(centre, 'rewards-rank-390');
    expect(errors).toEqual([]);
    await page.close();
    await atWidth('playerRank', 'rank-card', 'rewards-rank-1440', layoutViewports.desktop);
    await atWidth('playerRank', 'rank-card', 'rewards-rank-360', viewports.phone);
  });

  it('at 390 px the top reward bar opens the reward centre, claims empty it, and the bar goes away', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const rewards = await get<RewardCentre>('/wps/member/rewards');
    const state = await get<MemberState>('/wps/member/state');
    expect(state.rewards).toBe(rewards.claimable.length);
    expect(rewards.claimable.map((r) => r.code)).toContain('DAILY10');
    await openSignedIn(page, base, { token: member.token, path: '/' });
    const bar = page.getByTestId('reward-bar');
    await bar.waitFor();
    await page.screenshot({ path: 'test-artifacts/rewards-bar-390.png' });
    await bar.getByTestId('reward-bar-open').click();
    const centre = page.getByTestId('member-centre');
    await centre.waitFor();
    expect(new URL(page.url()).searchParams.get('memberCentre')).toBe('rewardCenter');
    const cards = centre.getByTestId('reward-card');
    await expect.poll(() => cards.count()).toBe(rewards.claimable.length);
    await expectLaidOut(page, centre, 390);
    await shots(centre, 'rewards-centre-390');
    await atWidth('rewardCenter', 'reward-card', 'rewards-centre-1440', layoutViewports.desktop);

    // claim the cards one by one, each refreshing the list, until none is left
    for (let left = rewards.claimable.length; left > 0; left--) {
      const first = cards.first();
      const code = await first.getAttribute('data-code');
      await first.getByTestId('reward-claim').click();
      const refused = centre.getByTestId('reward-claim-error');
      await Promise.race([
        refused.waitFor().then(async () => {
          throw new Error(`${code}: ${await refused.textContent()}`);
        }),
        centre.locator(`[data-testid="reward-card"][data-code="${code}"]`).waitFor({ state: 'detached' }),
      ]);
      await expect
        .poll(() => centre.locator(`[data-testid="reward-card"][data-code="${code}"]`).count())
        .toBe(0);
    }
    await centre.getByTestId('rewards-none').waitFor();
    await centre.getByTestId('reward-claimed').first().waitFor();
    expect(await centre.locator('[data-testid="reward-claimed"][data-code="DAILY10"]').count()).toBe(1);
    expect((await get<MemberState>('/wps/member/state')).rewards).toBe(0);
    await shots(centre, 'rewards-centre-claimed-390');
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'detached' });
    await expect.poll(() => bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
