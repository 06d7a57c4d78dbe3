import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stationsOn } from '@lotto/contracts/lottery/vn';
import { admin } from './admin.ts';
import { screenshot, viewports, watchErrors } from './browser.ts';
import {
  addLine,
  amountOf,
  boardNumbers,
  checkSettlement,
  checkTicketsShown,
  money,
  noOverflow,
  signIn,
} from './vnlottery-steps.ts';
import { browser, cents, s, server, useVnLotteryServer } from './vnlottery-suite.ts';

/**
 * The Vietnam lottery screen in Chromium against a real server whose lottery clock the test
 * moves (NODE_ENV=test). A member bets lô 2, đề and xiên through the page on the fast north
 * draw on a 360 px phone, the draw is made, and the page shows the prize table and the settled
 * bets with the header balance and the betting record; the payouts match the API and the win
 * rules (lô pays per hit). On the official north draw the operator enters the result with the
 * CLI and the page settles it. The fast south draw on a desktop is in vnlottery-south.e2e.ts.
 */
useVnLotteryServer();
const headerBalance = (page: Page) => page.getByTestId('balance').locator('.balance__amount').textContent();

describe('Vietnam lottery', () => {
  it('bets lô 2, đề and xiên on the fast north draw on a phone and sees them settle', northOnPhone, 240_000);
  it('settles the official north draw once the operator enters its result', officialNorth, 240_000);
});

/** lô 2 typed and quick-picked, đề from the number board, xiên 2 typed: three slip lines. */
async function betNorth(page: Page) {
  // lô is priced per point: one unit for each of the 27 numbers that can hit
  await page.getByTestId('vn-play-VN_N_LO2').click();
  await expect.poll(() => page.getByTestId('vn-point-price').textContent()).toContain('27 × 2.00 = 54.00');
  await page.getByTestId('vn-entry').fill('05 17 17 42 5');
  const info = page.getByTestId('vn-entry-info');
  await expect.poll(() => info.locator('[data-count]').getAttribute('data-count')).toBe('3');
  expect(await info.textContent()).toContain('17'); // typed twice
  await page.getByTestId('vn-quick-small').click(); // xỉu: 00-49
  await expect.poll(() => page.getByTestId('vn-entry').inputValue()).toMatch(/^00 01 02 .* 49$/);
  await expect.poll(() => page.getByTestId('vn-add-sum').textContent()).toContain('2,700.00');
  await page.getByTestId('vn-add').click();

  // đề from the number board, 5 points each
  await page.getByTestId('vn-play-VN_N_DE').click();
  await page.getByTestId('vn-grid').locator('[data-n="07"]').click();
  await page.getByTestId('vn-grid').locator('[data-n="70"]').click();
  expect(await page.getByTestId('vn-entry').inputValue()).toBe('07 70');
  await page.getByTestId('vn-points').fill('5');
  await page.getByTestId('vn-add').click();
  // xiên 2: every pair of the four numbers is a bet
  await addLine(page, { playId: 'VN_N_XIEN2', typed: '11 22 33 44' });
}

async function northOnPhone() {
  const { token } = await s.member('vnp', '20000.00');
  await s.advance({ gameCode: 'VNF3' }); // a fresh draw: 2 min 45 s to bet
  const { numero } = (await s.near('VNF3')).currentNumero;
  const page = await browser.newPage({ viewport: viewports.phone });
  const errors = watchErrors(page);
  await signIn(page, server.baseUrl, token);
  await page.goto(`${server.baseUrl}/vnlottery?gameCode=VNF3&bars=1`);
  await expect.poll(() => page.getByTestId('vn-numero').textContent()).toBe(numero);

  await betNorth(page);

  expect(await page.getByTestId('vn-slip-bets').textContent()).toBe('58');
  expect(await page.getByTestId('vn-slip-total').textContent()).toBe('2,732.00');
  await page.getByTestId('vn-place').click();
  await page.getByTestId('vn-slip-placed').waitFor();
  expect(await page.getByTestId('vn-slip-line').count()).toBe(0);
  const placed = await s.tickets(token, 'VNF3');
  expect(placed.map((t) => [t.playId, t.betCount, t.stake, t.status, t.numero]).sort()).toEqual(
    [
      ['VN_N_LO2', 50, '2700.00', 'open', numero],
      ['VN_N_DE', 2, '20.00', 'open', numero],
      ['VN_N_XIEN2', 6, '12.00', 'open', numero],
    ].sort(),
  );
  await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toContain('17,268.00');
  await page.getByTestId('vn-tab-bets').click();
  await expect.poll(() => page.locator('[data-testid="vn-ticket"][data-status="open"]').count()).toBe(3);
  await noOverflow(page);
  await screenshot(page, 'vnlottery-bets-360');

  // the draw: the prize table appears and the bets settle without a reload
  await s.advance({ gameCode: 'VNF3' });
  await page.getByTestId('vn-tab-results').click();
  const result = page.getByTestId('vn-result');
  await expect.poll(() => result.getAttribute('data-numero'), { timeout: 20_000 }).toBe(numero);
  const board = await boardNumbers(page);
  expect(board.map((n) => n.length)).toEqual([
    5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
  ]);
  expect(await page.getByTestId('vn-head-tail').locator('tbody tr').count()).toBe(10);
  const settled = await s.tickets(token, 'VNF3');
  checkSettlement(settled, board, 'north');
  // lô pays per hit: every drawn number ending in 00-49 is one hit
  const lo = settled.find((t) => t.playId === 'VN_N_LO2')!;
  expect(lo.winBets).toBe(board.filter((n) => Number(n.slice(-2)) < 50).length);
  await noOverflow(page);
  await screenshot(page, 'vnlottery-result-360');

  await page.getByTestId('vn-tab-bets').click();
  await checkTicketsShown(page, settled);
  const paid = settled.reduce((sum, t) => sum + cents(t.payout), 0n);
  const expected = money(2_000_000n - 273_200n + paid);
  expect(await s.balance(token)).toBe(expected);
  await expect.poll(async () => amountOf(await headerBalance(page))).toBe(expected);

  // the betting record has the three tickets, settled
  await page.goto(`${server.baseUrl}/vnlottery?gameCode=VNF3&bars=1&memberCentre=personalHistoryCopy`);
  const rows = page.getByTestId('member-centre').locator('[data-testid="bet-row"][data-vendor="PLOTTO"]');
  await expect.poll(() => rows.count()).toBe(3);
  expect(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-status')))).toEqual([
    'settled',
    'settled',
    'settled',
  ]);
  await noOverflow(page);
  expect(errors).toEqual([]);
  await page.close();
}

/** The official result the operator enters: DB 00045 (đề 45); 12 and 34 both come up twice: lô 12 34 has four hits. */
const WIN_NO = [
  '00045',
  '10012',
  '20012',
  '30067',
  '40178',
  '50289',
  '60390',
  '70401',
  '80534',
  '90656',
  '1034',
  '2078',
  '3089',
  '4090',
  '5001',
  '6003',
  '7006',
  '8008',
  '9019',
  '1020',
  '123',
  '456',
  '789',
  '31',
  '52',
  '63',
  '74',
];

async function officialNorth() {
  const { token } = await s.member('vno', '2000.00');
  const page = await browser.newPage({ viewport: viewports.desktop });
  const errors = watchErrors(page);

  // a guest is asked to log in to bet
  await page.goto(`${server.baseUrl}/vnlottery?gameCode=VN_NORTH&bars=1`);
  await addLine(page, { playId: 'VN_N_LO2', typed: '12' });
  await page.getByTestId('vn-place').click();
  await page.getByTestId('login-modal').waitFor();
  await page.keyboard.press('Escape');

  await signIn(page, server.baseUrl, token);
  await page.goto(`${server.baseUrl}/vnlottery?gameCode=VN_NORTH&bars=1`);
  const near = (await s.near('VN_NORTH')).currentNumero;
  await expect.poll(() => page.getByTestId('vn-numero').textContent()).toBe(near.numero);
  // the day's station, from the draw's weekday in Vietnam
  const weekday = new Date(near.drawTime + 7 * 3_600_000).getUTCDay();
  expect(await page.getByTestId('vn-drawbar').textContent()).toContain(stationsOn('north', weekday)[0]);
  await addLine(page, { playId: 'VN_N_LO2', typed: '12 34' });
  await addLine(page, { playId: 'VN_N_DE', typed: '45' });
  await page.getByTestId('vn-place').click();
  await page.getByTestId('vn-slip-placed').waitFor();

  // past the draw time the page waits for the official result
  await s.advance({ gameCode: 'VN_NORTH' });
  await expect
    .poll(() => page.getByTestId('vn-waiting').textContent(), { timeout: 20_000 })
    .toContain(near.numero);
  await admin(server.env, 'lottery', 'result', 'VN_NORTH', near.numero, WIN_NO.join(','));
  const result = page.getByTestId('vn-result');
  await expect.poll(() => result.getAttribute('data-numero'), { timeout: 30_000 }).toBe(near.numero);
  expect(await boardNumbers(page)).toEqual(WIN_NO);
  expect(await page.locator('[data-prize="DB"] .vn-num__tail').textContent()).toBe('45');
  expect(await page.getByTestId('vn-head-row').nth(1).textContent()).toBe('2, 2, 9');
  expect(await page.getByTestId('vn-waiting').count()).toBe(0);

  const tickets = await s.tickets(token, 'VN_NORTH');
  checkSettlement(tickets, WIN_NO, 'north');
  expect(tickets.find((t) => t.playId === 'VN_N_LO2')!.winBets).toBe(4);
  expect(tickets.find((t) => t.playId === 'VN_N_DE')!.payout).toBe('190.00');
  await checkTicketsShown(page, tickets);
  const paid = tickets.reduce((sum, t) => sum + cents(t.payout), 0n);
  const expected = money(200_000n - 10_800n - 200n + paid);
  expect(await s.balance(token)).toBe(expected);
  await expect.poll(async () => amountOf(await headerBalance(page))).toBe(expected);
  await screenshot(page, 'vnlottery-north-1440');
  expect(errors).toEqual([]);
  await page.close();
}
