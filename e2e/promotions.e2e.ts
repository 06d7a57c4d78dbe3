import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_CATEGORIES } from '@lotto/contracts/promo/promotions';
import { formatMoney } from '../apps/web/src/lib/money.ts';
import { progressOf } from '../apps/web/src/lib/bonus.ts';
import { unexpected } from './accounts-steps.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { api, locales, PIN } from './first-minute-steps.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import {
  bonuses,
  clipped,
  depositedMember,
  fullShot,
  playDice,
  profit,
  promotions,
  referral,
} from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The promotion screens in Chromium against a real server (docs/product/agents-and-promotions.md#promotion-screens):
 * a guest reads the promotions and a promotion's terms; a member who deposited through the BANK
 * channel (the operator confirms with the CLI) claims FIRSTDEP100 on its page, follows the
 * wagering on the bonus page, is refused a withdrawal with the progress shown, bets, forfeits,
 * and reads its personal profit and referral page; at 390 px first, then 1440. Every figure is
 * checked against the API's answer.
 */
let server: RunningServer;
let browser: Browser;
let base: string;
let member: { username: string; token: string };
const DEPOSIT = '1000.00';

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
  member = await depositedMember(base, { env: server.env, amount: DEPOSIT });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SHOWN = '.promo-card, .promo-section, .mc-card, .pp-total, .bonus-progress';

async function expectLaidOut(page: Page, scope: Locator, width: number) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  expect(await clipped(scope, SHOWN)).toEqual([]);
}

const centrePage = async (page: Page, name: string) => {
  await openSignedIn(page, base, { token: member.token, path: `/?memberCentre=${name}` });
  const centre = page.getByTestId('member-centre');
  await centre.waitFor();
  return centre;
};

describe('promotion screens', () => {
  it('at 390 px a guest reads the promotions by category and a promotion with its terms, asked to log in', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const list = await promotions(base);
    await page.goto(`${base}/promotions`);
    const cards = page.getByTestId('promo-card');
    // the page's words come with the language's deferred text: allow a loaded machine its time
    await expect.poll(() => cards.count()).toBe(list.length);
    expect(await cards.locator('h2').allTextContents()).toEqual(list.map((p) => p.title));
    const statuses = await page
      .getByTestId('promo-status')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(statuses).toEqual(list.map((p) => p.status));
    // a tab per category the list has, after All, in the contract's order of categories
    const tabs = await page
      .getByTestId('promo-tab')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(tabs).toEqual(['all', ...PROMO_CATEGORIES.filter((c) => list.some((p) => p.category === c))]);
    await page.locator('[data-testid="promo-tab"][data-category="deposit"]').click();
    await expect.poll(() => cards.count()).toBe(list.filter((p) => p.category === 'deposit').length);
    await expectLaidOut(page, page.getByTestId('promotions'), 390);
    await fullShot(page, 'promotions-list-390');

    const first = list.find((p) => p.code === 'FIRSTDEP100')!;
    await page.locator(`[data-code="FIRSTDEP100"]`).click();
    const detail = page.getByTestId('promo-detail');
    await detail.getByTestId('promo-terms').waitFor();
    expect(await detail.locator('h1').textContent()).toBe(first.title);
    expect(await detail.getByTestId('promo-content').innerHTML()).toBe(first.content);
    expect(await detail.getByTestId('promo-reward').textContent()).toContain(formatMoney(first.reward.cap!));
    expect(await detail.getByTestId('promo-weights').locator('li').count()).toBe(
      Object.keys(first.gameWeights).length + 1,
    );
    await detail.getByTestId('promo-sign-in').waitFor();
    expect(await detail.getByTestId('promo-claim').count()).toBe(0);
    await expectLaidOut(page, detail, 390);
    await fullShot(page, 'promotion-guest-390');

    // the registration page's panel: the open new-player promotions, each linking to its page
    const newPlayer = list.filter((p) => p.category === 'new_player' && p.status !== 'closed');
    await page.goto(`${base}/register`);
    const panel = page.getByTestId('register-promo');
    await panel.waitFor();
    expect(newPlayer.map((p) => String(p.id))).toContain(await panel.getAttribute('data-id'));
    expect(await panel.getAttribute('href')).toBe(`/promotions/${await panel.getAttribute('data-id')}`);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-artifacts/register-promo-390.png' });
    await panel.click();
    await page.getByTestId('promo-terms').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px a member claims FIRSTDEP100, follows its wagering, is refused a withdrawal, bets and forfeits', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const first = (await promotions(base)).find((p) => p.code === 'FIRSTDEP100')!;
    await openSignedIn(page, base, { token: member.token, path: `/promotions/${first.id}` });
    const detail = page.getByTestId('promo-detail');
    await detail.getByTestId('promo-claim').click();
    const claimed = detail.getByTestId('promo-claimed');
    await claimed.waitFor();
    const open = (await bonuses(base, member.token)).open!;
    expect(open.code).toBe('FIRSTDEP100');
    expect(open.amount).toBe(DEPOSIT); // 100 % of the first deposit, under the cap
    expect(await claimed.getAttribute('data-status')).toBe('open');
    expect(await claimed.getByTestId('wager-required').textContent()).toBe(formatMoney(open.wagerRequired));
    expect(await detail.getByTestId('promo-claim').count()).toBe(0);
    await expectLaidOut(page, detail, 390);
    await fullShot(page, 'promotion-claimed-390');

    // another promotion cannot be claimed while this bonus is wagered: the refusal in the page's words
    const welcome = (await promotions(base)).find((p) => p.code === 'WELCOME')!;
    await page.goto(`${base}/promotions/${welcome.id}`);
    await detail.getByTestId('promo-claim').click();
    const refused = detail.getByTestId('promo-claim-error');
    await refused.waitFor();
    const again = await api(base, `/wps/promotions/${welcome.id}/claim`, {
      token: member.token,
      body: {},
      device: 'e2e-device-0001',
    });
    expect(again.code).toBe('bonus.open.exists');
    expect(await refused.textContent()).toBe(locales.ty.apiErrors.bonus_open_exists);

    // the bonus page: the bonus being wagered with the API's progress
    let centre = await centrePage(page, 'bonusDetails');
    const openBox = centre.getByTestId('bonus-open');
    await openBox.waitFor();
    expect(await openBox.getByTestId('bonus-progress').getAttribute('data-progress')).toBe(open.progress);
    expect(await openBox.getByTestId('bonus-amount').textContent()).toBe(formatMoney(open.amount));
    expect(await centre.getByTestId('bonus-row').count()).toBe(1);
    await expectLaidOut(page, centre, 390);
    await page.screenshot({ path: 'test-artifacts/bonus-details-390.png' });

    // the withdrawal is refused with the wagering shown
    centre = await centrePage(page, 'withdraw');
    const form = centre.getByTestId('withdraw-form');
    await form.locator('input[name="amount"]').fill('100');
    await form.locator('input[name="paymentPassword"]').fill(PIN);
    await form.getByTestId('withdraw-submit').click();
    const refusal = form.getByTestId('wagering-refusal');
    await refusal.waitFor();
    const now = (await bonuses(base, member.token)).open!;
    expect(await refusal.getByTestId('wager-required').textContent()).toBe(formatMoney(now.wagerRequired));
    expect(await refusal.getByTestId('wager-done').textContent()).toBe(formatMoney(now.wagerDone));
    expect(await refusal.getByTestId('wagering-progress').getAttribute('data-progress')).toBe(
      progressOf({ required: now.wagerRequired, done: now.wagerDone }),
    );
    await refusal.scrollIntoViewIfNeeded();
    await expectLaidOut(page, centre, 390);
    await page.screenshot({ path: 'test-artifacts/withdraw-wagering-390.png' });

    // three dice bets count toward the wagering
    await playDice(base, { token: member.token, stake: '20.00', count: 3 });
    const after = (await bonuses(base, member.token)).open!;
    expect(after.wagerDone).not.toBe(now.wagerDone);
    centre = await centrePage(page, 'bonusDetails');
    await expect
      .poll(() => centre.getByTestId('bonus-open').getByTestId('wager-done').textContent())
      .toBe(formatMoney(after.wagerDone));

    // forfeit, asked first
    await centre.getByTestId('bonus-forfeit').click();
    await page.getByTestId('forfeit-dialog').waitFor();
    await screenshot(page, 'bonus-forfeit-dialog-390');
    await page.getByTestId('forfeit-dialog-confirm').click();
    await centre.getByTestId('bonus-none').waitFor();
    const ended = await bonuses(base, member.token);
    expect(ended.open).toBeNull();
    expect(await centre.getByTestId('bonus-row').first().getAttribute('data-status')).toBe(
      ended.list[0]!.status,
    );
    expect(ended.list[0]!.status).toBe('forfeited');
    await expectLaidOut(page, centre, 390);
    await page.screenshot({ path: 'test-artifacts/bonus-forfeited-390.png' });
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('at 390 px personal profit shows the dice bets as the API sums them, and the referral page the code', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    let centre = await centrePage(page, 'personalProfit');
    await centre.getByTestId('profit-totals').waitFor();
    const from = await centre.getByTestId('tx-from').inputValue();
    const to = await centre.getByTestId('tx-to').inputValue();
    const sums = await profit(base, { token: member.token, from, to });
    expect(sums.totals.betCount).toBe(3);
    expect(await centre.getByTestId('profit-total').textContent()).toBe(formatMoney(sums.totals.profit));
    expect(await centre.getByTestId('profit-stake').textContent()).toBe(formatMoney(sums.totals.stake));
    expect(await centre.getByTestId('profit-bonus').textContent()).toBe(formatMoney(sums.totals.bonus));
    expect(await centre.getByTestId('profit-game').count()).toBe(sums.byGameType.length);
    expect(await centre.locator('.pp-chart__bar').count()).toBe(sums.daily.length);
    await expectLaidOut(page, centre, 390);
    await page.screenshot({ path: 'test-artifacts/personal-profit-390.png' });
    await centre.getByTestId('profit-games').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-artifacts/personal-profit-table-390.png' });
    // a day long past: nothing, said in words
    await centre.getByTestId('tx-from').fill('2020-01-01');
    await centre.getByTestId('tx-to').fill('2020-01-02');
    await centre.getByTestId('profit-empty').waitFor();

    centre = await centrePage(page, 'referral');
    const ref = await referral(base, member.token);
    await expect.poll(() => centre.getByTestId('referral-code').textContent()).toBe(ref.referralCode);
    expect(await centre.getByTestId('referral-link').textContent()).toBe(ref.link);
    expect(await centre.getByTestId('referral-count').textContent()).toBe(String(ref.totalInvitations));
    // the referral promotion: the rewards it paid this member (none yet) and the way to apply
    const referralPromo = (await promotions(base)).find((p) => p.code === 'REFERRAL')!;
    const rewards = centre.getByTestId('referral-rewards');
    expect(await rewards.getByTestId('referral-reward-count').textContent()).toBe('0');
    expect(await rewards.getByTestId('referral-apply').getAttribute('href')).toBe(
      `/promotions/${referralPromo.id}`,
    );
    expect(await centre.getByTestId('referral-domains').locator('li').allTextContents()).toEqual(
      ref.promotionDomains,
    );
    await expectLaidOut(page, centre, 390);
    await page.screenshot({ path: 'test-artifacts/referral-390.png' });
    await centre.getByTestId('referral-domains').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-artifacts/referral-domains-390.png' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1440 px the list, a promotion, and the three member-centre pages fit', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    const errors = watchErrors(page);
    const first = (await promotions(base)).find((p) => p.code === 'FIRSTDEP100')!;
    await openSignedIn(page, base, { token: member.token, path: '/promotions' });
    await page.getByTestId('promo-card').first().waitFor();
    await expectLaidOut(page, page.getByTestId('promotions'), 1440);
    await fullShot(page, 'promotions-list-1440');
    await page.goto(`${base}/promotions/${first.id}`);
    // the member's earlier bonus from it, now forfeited, and no new claim after the first deposit's
    await page.getByTestId('promo-claimed').waitFor();
    expect(await page.getByTestId('promo-claimed').getAttribute('data-status')).toBe('forfeited');
    await expectLaidOut(page, page.getByTestId('promo-detail'), 1440);
    await fullShot(page, 'promotion-member-1440');
    for (const name of ['bonusDetails', 'referral', 'personalProfit']) {
      const centre = await centrePage(page, name);
      await centre.locator('.mc-card').first().waitFor();
      await expectLaidOut(page, centre, 1440);
      await page.screenshot({ path: `test-artifacts/${name}-1440.png` });
    }
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
