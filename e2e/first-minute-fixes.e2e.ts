import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, screenshot, watchErrors } from './browser.ts';
import {
  api,
  boxesAndLines,
  inViewportWidth,
  locales,
  numbersOutsideCells,
  PIN,
  southResults,
  value,
  withdrawingMember,
} from './first-minute-steps.ts';
import { inside, layoutViewports, overflowing, overlaps, pageWidth } from './layout.ts';
import { openSignedIn } from './session.ts';

/**
 * What a new player meets in the first minute, in Chromium at 390 and 1440 px against the
 * suite's production server: the Vietnam results board and the lottery slip bar, a mistyped
 * withdrawal PIN, the footer's mirror speed test and jackpot strip, and the free demo's money.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const serverEnv = inject('serverEnv');
const ty = locales.ty;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const widths = Object.entries(layoutViewports);

describe('Vietnam results and the lottery slip bar', () => {
  beforeAll(() => southResults(baseUrl, serverEnv, 8), 120_000);

  for (const [name, viewport] of widths) {
    it(`shows every prize inside the results panel at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/vnlottery?gameCode=VN_SOUTH&bars=1`);
      if (name === 'phone') await page.getByTestId('vn-tab-results').click();
      const panel = page.getByTestId('vn-results');
      // the strip of recent draws is what used to stretch the pane past its panel
      await expect.poll(() => panel.getByTestId('vn-history-item').count()).toBe(8);
      await panel.scrollIntoViewIfNeeded();
      const box = (await panel.boundingBox())!;
      expect(await inViewportWidth(page, panel)).toBe(true);
      for (const prize of ['DB', 'G1']) {
        const number = panel.locator(`tr[data-prize="${prize}"]`).getByTestId('vn-prize-number');
        expect(await number.count(), prize).toBe(1);
        expect(await number.isVisible(), prize).toBe(true);
        expect(inside((await number.boundingBox())!, box), `${prize} inside the panel`).toBe(true);
      }
      for (const table of ['vn-prize-table', 'vn-head-tail'])
        expect(inside((await panel.getByTestId(table).boundingBox())!, box), table).toBe(true);
      expect(await numbersOutsideCells(panel.getByTestId('vn-prize-table'))).toEqual([]);
      // G4's seven numbers take two lines of the cell
      const g4 = await boxesAndLines(panel.locator('tr[data-prize="G4"] [data-testid="vn-prize-number"]'));
      expect(new Set(g4.map((n) => Math.round(n.top))).size).toBeGreaterThanOrEqual(2);
      expect(await overflowing(panel, 'table, tr, th, td, div, p, span')).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      // the board from its title down, clear of the sticky header
      await panel.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -140);
      });
      await screenshot(page, `first-minute-vn-results-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`keeps the lottery slip bar's buttons on one row with chase on at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${baseUrl}/lottery`);
      await page.getByTestId('lt-draw').waitFor();
      const rows = page.getByTestId('lt-row');
      await rows.first().waitFor();
      for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).locator('[data-value="1"]').click();
      await page.getByTestId('lt-chase').check();
      const slip = page.getByTestId('lt-slip');
      await expect.poll(() => slip.getByTestId('lt-bets').textContent()).not.toBe('0');
      const buttons = await boxesAndLines(slip.locator('button'));
      expect(buttons.map((b) => b.text)).toEqual([
        ty.lottery.picks.clear,
        ty.lottery.bet.add,
        ty.lottery.bet.place,
      ]);
      expect(buttons.filter((b) => b.lines !== 1).map((b) => b.text)).toEqual([]);
      expect(new Set(buttons.map((b) => Math.round(b.top))).size).toBe(1);
      const slipBox = (await slip.boundingBox())!;
      for (const button of await slip.locator('button').all())
        expect(inside((await button.boundingBox())!, slipBox)).toBe(true);
      expect(await overflowing(slip, '*')).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `first-minute-lottery-slip-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('withdrawal with a mistyped PIN', () => {
  it('shows the server’s refusal, keeps the PIN to retry, and asks for 6 digits only when it is short', async () => {
    const { token } = await withdrawingMember(baseUrl, serverEnv);
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    await openSignedIn(page, baseUrl, { token });
    await page.getByTestId('balance').waitFor();
    await page.goto(`${baseUrl}/?memberCentre=withdraw`);
    const form = page.getByTestId('withdraw-form');
    await form.locator('input[name="amount"]').fill('200');
    const pin = form.locator('input[name="paymentPassword"]');
    const problem = form.locator('[data-field="paymentPassword"] .mc-error');
    await pin.fill('000000');
    await form.getByTestId('withdraw-submit').click();
    await expect
      .poll(() => problem.textContent(), { timeout: 10_000 })
      .toBe(ty.apiErrors.payment_password_invalid);
    expect(await pin.inputValue()).toBe('000000');
    expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'first-minute-withdraw-wrong-pin-390');

    // a PIN that is not 6 digits is the one case for "6 digits"
    await pin.fill('135');
    await expect.poll(() => problem.textContent()).toBe(ty.memberCentre.withdraw.pinFormat);
    await pin.fill(PIN);
    expect(await problem.count()).toBe(0);
    await form.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-result').waitFor();
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    await page.close();
  });
});

describe('footer', () => {
  it('times the mirrors the brand lists; the page’s policy lets it reach those and no other origin', async () => {
    const res = await fetch(`${baseUrl}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const connect = policy
      .split(';')
      .find((d) => d.startsWith('connect-src '))!
      .split(' ')
      .slice(1);
    const { domainList } = await value<{ domainList: { domain: string }[] }>(
      baseUrl,
      '/wps/system/domainRoute',
    );
    const port = new URL(baseUrl).port;
    const allowed = domainList.flatMap((d) => [`${d.domain}:${port}`, `https://${d.domain}:${port}`]);
    expect(connect).toEqual(["'self'", ...allowed]);

    const page = await browser.newPage({ viewport: layoutViewports.phone });
    await page.goto(baseUrl);
    const mirrors = page.getByTestId('mirrors');
    await mirrors.getByTestId('speed-test').click();
    const result = (domain: string) => mirrors.locator(`.footer__speed[data-domain="${domain}"]`);
    // both names of this server answer: a real round trip, not a timeout
    for (const local of ['localhost', '127.0.0.1']) {
      await expect.poll(() => result(local).getAttribute('data-result'), { timeout: 10_000 }).toBe('ms');
      expect(Number(await result(local).getAttribute('data-ms'))).toBeGreaterThan(0);
      expect(await result(local).textContent()).toMatch(/^\d+ ms$/);
    }
    // names that do not resolve say so at once
    for (const { domain } of domainList.filter((d) => d.domain.endsWith('.example')))
      await expect
        .poll(() => result(domain).getAttribute('data-result'), { timeout: 10_000 })
        .toBe('unreachable');
    await mirrors.scrollIntoViewIfNeeded();
    await screenshot(page, 'first-minute-speed-test-390');

    // an origin the brand does not list is still refused by the policy
    const refused = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
            once: true,
          });
          void fetch(url, { mode: 'no-cors' }).catch(() => undefined);
        }),
      `http://127.0.0.2:${port}/healthz`,
    );
    expect(refused).toBe('connect-src');
    await page.close();
  });

  for (const [, viewport] of widths) {
    it(`lays out the jackpot strip without overlaps at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      const amount = page.getByTestId('jackpot');
      await amount.waitFor();
      const strip = page.locator('footer .footer__jackpot');
      await strip.scrollIntoViewIfNeeded();
      // its parts: the element that carries the art, the label, the amount
      await strip.evaluate((el) => {
        const all = [el, ...el.querySelectorAll<HTMLElement>('*')];
        const art = all.find((e) => e.tagName === 'IMG' || getComputedStyle(e).backgroundImage !== 'none')!;
        art.dataset['part'] = 'art';
        el.querySelector<HTMLElement>('span')!.dataset['part'] = 'label';
        el.querySelector<HTMLElement>('[data-testid="jackpot"]')!.dataset['part'] = 'amount';
      });
      await expect
        .poll(() =>
          page.locator('[data-part="art"]').evaluate((e) => !(e instanceof HTMLImageElement) || e.complete),
        )
        .toBe(true);
      expect(await overlaps(page, '[data-part]')).toEqual([]);
      const box = (await strip.boundingBox())!;
      for (const part of ['art', 'label', 'amount'])
        expect(inside((await page.locator(`[data-part="${part}"]`).boundingBox())!, box), part).toBe(true);
      expect(await inViewportWidth(page, amount)).toBe(true);
      expect(await amount.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await overflowing(strip, '*')).toEqual([]);
      await screenshot(page, `first-minute-jackpot-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

/** Every balance the page shows carries the play-money label; answers how many it checked. */
async function labelledBalances(page: Page, expected: number) {
  const shown = page.locator(
    '[data-testid="balance"]:visible, [data-testid="vn-balance"]:visible, [data-testid="ih-balance"]:visible, [data-testid="wallet-summary"]:visible',
  );
  // A game's own balance comes with its lazily loaded screen: wait for all of them, not the first.
  await expect.poll(() => shown.count(), { timeout: 10_000 }).toBe(expected);
  for (const balance of await shown.all()) {
    const tag = balance.getByTestId('play-money');
    await expect.poll(() => tag.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await tag.textContent()).toBe(ty.header.playMoney);
  }
  return shown.count();
}

describe('free demo', () => {
  for (const [, viewport] of widths) {
    it(`marks play money beside every balance and offers no deposit or withdraw at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(baseUrl);
      await page.getByTestId('free-demo').click();
      await page.getByTestId('balance').waitFor();
      expect(await labelledBalances(page, 1)).toBe(1);
      const header = page.locator('header.header');
      for (const entry of [ty.header.deposit, ty.header.withdraw])
        expect(await header.getByRole('button', { name: entry, exact: true }).count(), entry).toBe(0);
      await screenshot(page, `first-minute-demo-header-${viewport.width}`);

      // the member centre: the wallet is labelled, the money pages are not offered
      await page.goto(`${baseUrl}/?memberCentre=transferFund`);
      const centre = page.getByTestId('member-centre');
      await centre.getByTestId('wallet-total').waitFor();
      expect(await labelledBalances(page, 2)).toBe(2);
      const menu = centre.getByTestId('member-centre-menu');
      for (const money of ['depositv2', 'withdraw', 'transferUpline'])
        expect(await menu.locator(`[data-page="${money}"]`).count(), money).toBe(0);
      await screenshot(page, `first-minute-demo-wallet-${viewport.width}`);
      // a saved deposit link explains instead of offering a form
      await page.goto(`${baseUrl}/?memberCentre=depositv2`);
      await expect
        .poll(() => centre.getByTestId('play-money-only').textContent(), { timeout: 10_000 })
        .toBe(ty.memberCentre.playMoneyOnly);
      expect(await centre.getByTestId('deposit-form').count()).toBe(0);

      // an in-house game, the lottery (header bar) and the Vietnam lottery's own wallet bar
      for (const [path, count] of [
        ['/inhouse/dice', 2],
        ['/lottery', 1],
        ['/vnlottery', 1],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        expect(await labelledBalances(page, count), path).toBe(count);
      }
      await screenshot(page, `first-minute-demo-vnlottery-${viewport.width}`);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);

      // the server refuses play money in or out whatever the page offers
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      for (const [method, path] of [
        ['GET', '/wps/wallet/deposit/channels'],
        ['GET', '/wps/wallet/withdraw/info'],
      ] as const) {
        const answer = await api(baseUrl, path, { method, token: token ?? '' });
        expect(answer, path).toMatchObject({ success: false, code: 'demo.account.forbidden' });
      }
      await page.close();
    });
  }
});
