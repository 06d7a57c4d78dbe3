import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GameVendorValue,
  MallItem,
  MallOrdersValue,
  PointsValue,
  Promotion,
  Winners,
} from '@lotto/contracts';
import { formatMoney } from '../apps/web/src/lib/money.ts';
import { admin } from './admin.ts';
import { launch, watchErrors } from './browser.ts';
import { locales, PASSWORD, PIN, readyToWithdraw, value } from './first-minute-steps.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import { clipped, fullShot, promotions } from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The point mall, the winners board and a promotion application in Chromium against a real
 * server, at 390 px first (then 360 and 1440): a member funded by the operator plays in-house dice
 * through the API (the demo brand earns a point per 100.00 of valid turnover), redeems a cash
 * item with the payment password and sees it in process, converts points to the balance, finds
 * its big win on the home page's board, and applies to the application promotion with a remark
 * and an image. Figures are checked against the API's answers.
 */
let server: RunningServer;
let browser: Browser;
let base: string;
let member: { username: string; token: string };
const STAKE = '10000.00';
const ty = locales.ty;

// a 1x1 png, the proof image of the application
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fundedPlayer(env: Record<string, string>) {
  const username = `pm${Date.now().toString(36).slice(-6)}`;
  await admin(env, 'member', 'create', '--username', username, '--password', PASSWORD);
  const { token } = await value<{ token: string }>(base, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  await readyToWithdraw(base, token);
  await admin(env, 'wallet', 'adjust', username, '100000.00', '--memo', 'e2e point mall');
  return { username, token };
}

/** Dice bets of 10,000.00 at a 90 % chance until three were placed and one won (a win pays 11,000.00). */
async function playForPoints(token: string) {
  let won = false;
  for (let i = 0; i < 8 && (i < 3 || !won); i++) {
    const round = await value<{ payout: string }>(base, '/wps/inhouse/play', {
      token,
      body: {
        game: 'dice',
        stake: STAKE,
        params: { target: 9000, direction: 'under' },
        requestId: `mall-dice-${Date.now().toString(36)}-${i}`,
      },
    });
    if (Number(round.payout) > 0) won = true;
  }
  expect(won).toBe(true);
}

const points = () => value<PointsValue>(base, '/wps/points', { token: member.token });

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
  member = await fundedPlayer(server.env);
  await playForPoints(member.token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectLaidOut(page: Page, scope: Locator, width: number, selector: string) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  expect(await clipped(scope, selector)).toEqual([]);
}

const SHOWN = '.mall-points, .mall-item, .mall-order, .mall-form, .winners__row, .apply-form, .apply-status';

describe('point mall', () => {
  it('at 390 px shows the points earned by turnover and the catalogue, and redeems a cash item once', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const before = await points();
    expect(before.available).toBeGreaterThanOrEqual(300);
    const items = await value<{ list: MallItem[] }>(base, '/wps/points/items', { token: member.token });
    await openSignedIn(page, base, { token: member.token, path: '/pointMall' });
    const mall = page.getByTestId('point-mall');
    await expect
      .poll(() => mall.getByTestId('mall-available').textContent())
      .toBe(before.available.toLocaleString('en-US'));
    const cards = mall.getByTestId('mall-item');
    await expect.poll(() => cards.count()).toBe(items.list.length);
    await expectLaidOut(page, mall, 390, SHOWN);
    await fullShot(page, 'point-mall-390');

    const cash = items.list.find((i) => i.code === 'CASH10')!;
    await mall.locator(`[data-code="${cash.code}"]`).getByTestId('mall-redeem').click();
    const dialog = page.getByTestId('mall-redeem-dialog');
    await dialog.getByLabel(ty.mall.pin.label).fill(PIN);
    await page.screenshot({ path: `${process.cwd()}/test-artifacts/point-mall-redeem-390.png` });
    // a double click places one order (one request id per dialog)
    await dialog.getByTestId('mall-redeem-submit').dblclick();
    await dialog.getByTestId('mall-redeem-done').waitFor();
    const orders = await value<MallOrdersValue>(base, '/wps/points/orders', { token: member.token });
    expect(orders.list.map((o) => [o.code, o.status])).toEqual([['CASH10', 'in_process']]);
    expect((await points()).available).toBe(before.available - cash.points);

    await dialog.getByTestId('mall-to-history').click();
    const order = mall.getByTestId('mall-order');
    await expect.poll(() => order.count()).toBe(1);
    expect(await order.getByTestId('mall-order-status').textContent()).toBe(ty.mall.statuses.in_process);
    expect(await order.getAttribute('data-status')).toBe('in_process');
    await expectLaidOut(page, mall, 390, SHOWN);
    await fullShot(page, 'point-mall-history-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px converts points to the balance, showing what they pay first', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    const before = await points();
    await openSignedIn(page, base, { token: member.token, path: '/pointMall' });
    const mall = page.getByTestId('point-mall');
    await mall.getByRole('tab', { name: ty.mall.tabs.convert }).click();
    const form = mall.getByTestId('mall-convert');
    await form.getByLabel(ty.mall.convert.points).fill(String(before.minConvert));
    const pays = (
      BigInt(before.minConvert) * BigInt(Math.round(Number(before.convertRate) * 100))
    ).toString();
    const amount = formatMoney(`${pays.slice(0, -2) || '0'}.${pays.slice(-2).padStart(2, '0')}`);
    await expect.poll(() => form.getByTestId('mall-convert-preview').textContent()).toContain(amount);
    await form.getByLabel(ty.mall.pin.label).fill(PIN);
    await expectLaidOut(page, mall, 390, SHOWN);
    await fullShot(page, 'point-mall-convert-390');
    await form.getByTestId('mall-convert-submit').click();
    await form.getByTestId('mall-convert-done').waitFor();
    expect(await form.getByTestId('mall-convert-done').textContent()).toContain(amount);
    const after = await points();
    expect(after.available).toBe(before.available - before.minConvert);
    await expect
      .poll(() => mall.getByTestId('mall-available').textContent())
      .toBe(after.available.toLocaleString('en-US'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 360 px and 1440 px lays out the mall without clipping; a guest is asked to sign in', async () => {
    for (const viewport of [{ width: 360, height: 740 }, layoutViewports.desktop]) {
      const page = await browser.newPage({ viewport });
      await openSignedIn(page, base, { token: member.token, path: '/pointMall' });
      const mall = page.getByTestId('point-mall');
      await mall.getByTestId('mall-item').first().waitFor();
      await expectLaidOut(page, mall, viewport.width, SHOWN);
      await fullShot(page, `point-mall-${viewport.width}`);
      await mall.getByRole('tab', { name: ty.mall.tabs.history }).click();
      await mall.getByTestId('mall-order').first().waitFor();
      await fullShot(page, `point-mall-history-${viewport.width}`);
      await page.close();
    }
    const guest = await browser.newPage({ viewport: layoutViewports.phone });
    await guest.goto(`${base}/pointMall`);
    await guest.getByTestId('mall-sign-in').waitFor();
    // the catalogue is public: what points buy, without a redeem button
    await guest.getByTestId('mall-item').first().waitFor();
    expect(await guest.getByTestId('mall-redeem').count()).toBe(0);
    await fullShot(guest, 'point-mall-guest-390');
    await guest.close();
  });
  it('at 390 px a member without points or payment password is told why and where to set it', async () => {
    const username = `pn${Date.now().toString(36).slice(-6)}`;
    await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
    const { token } = await value<{ token: string }>(base, '/wps/session/login', {
      body: { username, password: PASSWORD },
    });
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    await openSignedIn(page, base, { token, path: '/pointMall' });
    const mall = page.getByTestId('point-mall');
    await mall.locator('[data-code="TUMBLER"]').getByTestId('mall-redeem').click();
    const dialog = page.getByTestId('mall-redeem-dialog');
    await dialog.getByTestId('mall-needs-pin').waitFor();
    expect(await dialog.getByTestId('mall-redeem-problem').textContent()).toBe(
      ty.mall.redeem.notEnough.replace('{{points}}', '0'),
    );
    expect(await dialog.getByTestId('mall-redeem-submit').isDisabled()).toBe(true);
    await expectLaidOut(page, dialog, 390, '.mall-form, .mall-note');
    await page.screenshot({ path: `${process.cwd()}/test-artifacts/point-mall-no-pin-390.png` });
    await dialog.getByRole('button', { name: ty.mall.pin.set }).click();
    await page.getByTestId('member-centre').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('winners board', () => {
  it('shows the big win on the home page, below the fold, at 390 and 1440 px', async () => {
    const board = await value<Winners>(base, '/wps/winners');
    const mine = board.list[0]!;
    expect(mine).toBeDefined();
    // the game shows as players know it: the vendor's name from the lobby, not its code
    const lanes = await value<GameVendorValue>(
      base,
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
    );
    const vendor = lanes.data.lanes.flatMap((l) => l.cards).find((c) => c.vendor === mine.game)!;
    expect(vendor.displayName).not.toBe(mine.game);
    for (const viewport of [layoutViewports.phone, layoutViewports.desktop]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${base}/`);
      await page.getByTestId('home').waitFor();
      const winners = page.getByTestId('winners');
      // as a visitor scrolls down to it: the board's marker comes into view and the board loads
      // (the marker is gone once it has; a scroll that finds it gone is not waited on)
      await page
        .locator('.winners-marker')
        .scrollIntoViewIfNeeded({ timeout: 5000 })
        .catch(() => undefined);
      await winners.waitFor({ timeout: 20_000 });
      await winners.scrollIntoViewIfNeeded();
      expect(await winners.getByTestId('winner').count()).toBe(Math.min(board.list.length, 6));
      expect(await winners.getByTestId('winner-amount').first().textContent()).toContain(
        formatMoney(mine.amount),
      );
      expect(await winners.getByTestId('winner').first().textContent()).toContain(mine.name);
      expect(await winners.locator('.winners__game').first().textContent()).toBe(vendor.displayName);
      await expectLaidOut(page, winners, viewport.width, SHOWN);
      await winners.screenshot({ path: `${process.cwd()}/test-artifacts/winners-${viewport.width}.png` });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('promotion application', () => {
  it('at 390 px takes a remark and an image and shows the application applying', async () => {
    const promo = (await promotions(base)).find((p: Promotion) => p.trigger === 'application')!;
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    await openSignedIn(page, base, { token: member.token, path: `/promotions/${promo.id}` });
    const form = page.getByTestId('apply-form');
    await form.waitFor();
    await form.getByLabel(ty.promo.apply.remark).fill('My friend pm-friend registered and deposited.');
    expect(await form.getByTestId('apply-counter').textContent()).toBe('45/140');
    // a gif is turned away before anything is sent
    await form
      .getByTestId('apply-images')
      .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: PNG });
    expect(await form.getByTestId('apply-image-problem').textContent()).toBe(ty.promo.apply.imageType);
    await form
      .getByTestId('apply-images')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.locator('.apply-preview img').count()).toBe(1);
    await expectLaidOut(page, page.getByTestId('promo-claim-box'), 390, SHOWN);
    await page
      .getByTestId('promo-claim-box')
      .screenshot({ path: `${process.cwd()}/test-artifacts/apply-form-390.png` });
    await form.getByTestId('apply-submit').click();
    const status = page.getByTestId('promo-application');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('applying');
    expect(await status.textContent()).toContain(ty.promo.statuses.applying);
    expect(await page.getByTestId('apply-form').count()).toBe(0);
    const apps = await value<{ list: { promotionId: number; status: string; images: number }[] }>(
      base,
      '/wps/member/applications',
      { token: member.token },
    );
    expect(apps.list[0]).toMatchObject({ promotionId: promo.id, status: 'applying', images: 1 });
    await page
      .getByTestId('promo-claim-box')
      .screenshot({ path: `${process.cwd()}/test-artifacts/apply-status-390.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
