import { describe, expect, it } from 'vitest';
import { screenshot, viewports, watchErrors } from './browser.ts';
import {
  addLine,
  boardNumbers,
  checkSettlement,
  checkTicketsShown,
  money,
  signIn,
} from './vnlottery-steps.ts';
import { browser, cents, s, server, useVnLotteryServer } from './vnlottery-suite.ts';

/**
 * The Vietnam lottery screen on a desktop, on the fast south draw, against a real server whose
 * lottery clock the test moves (NODE_ENV=test): the page without the bars shows the balance, a
 * đề is cancelled before the close, favourites survive a reload, the draw settles the rest, and
 * a page that missed the close is refused with the clear message.
 */
useVnLotteryServer();

describe('Vietnam lottery', () => {
  it(
    'bets on the fast south draw on a desktop without the bars, cancels, keeps favourites, is refused after close',
    southOnDesktop,
    240_000,
  );
});

async function southOnDesktop() {
  const { username, token } = await s.member('vnd', '5000.00');
  await s.advance({ gameCode: 'VNSF5' });
  const page = await browser.newPage({ viewport: viewports.desktop });
  const errors = watchErrors(page);
  await signIn(page, server.baseUrl, token);

  // without the bars flag the shell hides header and side menu: the page shows the balance
  await page.goto(`${server.baseUrl}/vnlottery`);
  await page.getByTestId('vn-menu').waitFor();
  expect(await page.locator('header.header').count()).toBe(0);
  const wallet = page.getByTestId('vn-balance').locator('strong');
  await expect.poll(() => wallet.getAttribute('data-amount'), { timeout: 10_000 }).toBe('5000.00');
  await page.getByTestId('vn-region-south').click();
  await page.getByTestId('vn-game-VNSF5').locator('.vn-game__pick').click();
  await page.waitForURL(/gameCode=VNSF5/);
  const { numero } = (await s.near('VNSF5')).currentNumero;
  await expect.poll(() => page.getByTestId('vn-numero').textContent()).toBe(numero);

  // south lô: 18 numbers can hit
  await page.getByTestId('vn-play-VN_S_LO2').click();
  await expect.poll(() => page.getByTestId('vn-point-price').textContent()).toContain('18 × 2.00 = 36.00');
  await page.getByTestId('vn-quick-random-10').click();
  await expect
    .poll(() => page.getByTestId('vn-entry-info').locator('[data-count]').getAttribute('data-count'))
    .toBe('10');
  await page.getByTestId('vn-add').click();
  await addLine(page, { playId: 'VN_S_DE', typed: '99' });
  await addLine(page, { playId: 'VN_S_XIEN3', typed: '01 02 03' });
  expect(await page.getByTestId('vn-slip-total').textContent()).toBe('364.00');
  await page.getByTestId('vn-place').click();
  await page.getByTestId('vn-slip-placed').waitFor();
  await page.getByTestId('vn-recent').getByRole('button').first().waitFor();

  // cancel the đề before the close: its stake comes back
  const de = (await s.tickets(token, 'VNSF5')).find((t) => t.playId === 'VN_S_DE')!;
  const deRow = page.locator(`[data-testid="vn-ticket"][data-ticket="${de.ticketId}"]`);
  await deRow.getByTestId('vn-ticket-cancel').click();
  await expect.poll(() => deRow.getAttribute('data-status'), { timeout: 10_000 }).toBe('cancelled');
  await expect.poll(() => wallet.getAttribute('data-amount'), { timeout: 10_000 }).toBe('4638.00');

  // favourites: on the server and in LOTTFAV for this username, after a reload too
  const star = page.getByTestId('vn-game-VNSF5').getByTestId('vn-star');
  await star.click();
  await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => s.call<string[]>('/lgw/lottery/favourites', { token })).toEqual(['VNSF5']);
  await page.reload();
  await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
  await page.getByTestId('vn-favourites').getByRole('button').first().waitFor();
  const stored = await page.evaluate(() => localStorage.getItem('LOTTFAV'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ [username]: ['VNSF5'] });

  // the draw: the south board (ĐB of 6 digits down to G8) and the settled bets
  await s.advance({ gameCode: 'VNSF5' });
  const result = page.getByTestId('vn-result');
  await expect.poll(() => result.getAttribute('data-numero'), { timeout: 20_000 }).toBe(numero);
  const board = await boardNumbers(page);
  expect(board.map((n) => n.length)).toEqual([6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2]);
  expect(
    await page
      .getByTestId('vn-prize-table')
      .locator('tr')
      .evaluateAll((r) => r.map((e) => e.getAttribute('data-prize'))),
  ).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
  const settled = (await s.tickets(token, 'VNSF5')).filter((t) => t.status !== 'cancelled');
  checkSettlement(settled, board, 'south');
  await checkTicketsShown(page, settled);
  const paid = settled.reduce((sum, t) => sum + cents(t.payout), 0n);
  const expected = money(463_800n + paid);
  expect(await s.balance(token)).toBe(expected);
  await expect.poll(() => wallet.getAttribute('data-amount')).toBe(expected);
  await screenshot(page, 'vnlottery-south-1440');
  expect(errors).toEqual([]);
  await page.close();

  await staleRefused(token);
}

/**
 * A page that has not heard of the close (its events stream cut off) still shows the draw:
 * the server refuses the bet with the clear message, and the page moves to the next draw.
 */
async function staleRefused(token: string) {
  const stale = await browser.newPage({ viewport: viewports.desktop });
  const staleErrors = watchErrors(stale);
  await stale.route('**/lgw/lottery/events**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: '' }),
  );
  await signIn(stale, server.baseUrl, token);
  await stale.goto(`${server.baseUrl}/vnlottery?gameCode=VNSF5`);
  const open = (await s.near('VNSF5')).currentNumero;
  await expect.poll(() => stale.getByTestId('vn-numero').textContent()).toBe(open.numero);
  await addLine(stale, { playId: 'VN_S_LO2', typed: '68' });
  const { now } = await s.advance({ ms: 0 });
  await s.advance({ ms: open.closeTime - now + 2_000 }); // closed, not yet drawn
  await stale.getByTestId('vn-place').click();
  await expect
    .poll(() => stale.getByTestId('vn-slip-error').textContent(), { timeout: 10_000 })
    .toContain('Sarado na ang pagtaya sa draw na ito');
  expect(await stale.getByTestId('vn-slip-line').count()).toBe(1);
  await expect.poll(() => stale.getByTestId('vn-numero').textContent()).not.toBe(open.numero);
  await stale.getByTestId('vn-place').click();
  await stale.getByTestId('vn-slip-placed').waitFor();
  const next = (await s.tickets(token, 'VNSF5'))[0]!;
  expect(next.numero > open.numero).toBe(true);
  // the refusal itself is the only failed request (Chromium logs every 4xx)
  expect(staleErrors).toEqual([
    'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
  await stale.close();
}
