import { describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { screenshot, viewports, watchErrors } from './browser.ts';
import {
  advance,
  api,
  balanceOf,
  browser,
  drawNumero,
  funded,
  headerBalance,
  near,
  noOverflow,
  openFresh,
  PASSWORD,
  place,
  server,
  signedInPage,
  ticketRow,
  unexpected,
  useLotteryServer,
} from './lottery-steps.ts';

/**
 * The /lottery screen's draws in Chromium against the real server, whose lottery clock the test
 * moves: a bet confirmed after its draw closed is refused with the translated message and a
 * ticket is cancelled before close; a past draw is verified in the browser; the server's
 * refusals show in their translated words; an official FC3D draw settles once the operator
 * enters its result.
 */
useLotteryServer();

describe('lottery screen', () => {
  it(
    'refuses a bet confirmed after its draw closed, moves it to the next draw, and cancels it',
    closedDraw,
    120_000,
  );
  it(
    'verifies a past draw in the browser, keeps favourites (LOTTFAV) and sends a guest to log in',
    verifyAndFavourites,
    120_000,
  );
  it(
    "shows the server's refusals in their translated words: limit, balance, real account",
    translatedRefusals,
    120_000,
  );
  // Last: moving the clock past the official draw jumps it by up to a day.
  it('settles an official FC3D draw once the operator enters its result', officialDraw, 120_000);
});

async function closedDraw() {
  const { token } = await funded('ltx');
  const { page, errors } = await signedInPage(token, viewports.phone);
  const numero = await openFresh(page, { gameCode: 'SSC5', playId: 'SSC_2B_STRAIGHT' });
  const rows = page.getByTestId('lt-row');
  await rows.nth(0).locator('[data-value="1"]').click();
  await rows.nth(1).locator('[data-value="2"]').click();
  await page.getByTestId('lt-place').click();
  const dialog = page.getByTestId('lt-confirm');
  expect(await dialog.getByTestId('lt-confirm-numero').textContent()).toBe(numero);

  // while the member looks at the dialog, the clock passes the close (into the lock window)
  const { now } = await advance({ ms: 0 });
  const { closeTime } = (await near('SSC5')).currentNumero;
  await advance({ ms: closeTime - now + 2_000 });
  await expect.poll(() => drawNumero(page)).not.toBe(numero);
  const next = (await drawNumero(page))!;
  await dialog.getByTestId('lt-confirm-go').click();
  const refusal = dialog.getByTestId('lt-confirm-error');
  await refusal.waitFor();
  expect(await refusal.getAttribute('data-code')).toBe('lottery.draw.closed');
  expect(await refusal.textContent()).toBe(
    `Sarado na ang pagtaya sa draw ${numero}. Ang susunod na draw ay ${next}.`,
  );
  expect(await balanceOf(token)).toBe('1000.00');
  await noOverflow(page);
  await screenshot(page, 'lottery-closed-360');

  // the same ticket on the next draw
  await dialog.getByTestId('lt-confirm-next').click();
  expect(await dialog.getByTestId('lt-confirm-numero').textContent()).toBe(next);
  await dialog.getByTestId('lt-confirm-go').click();
  await dialog.waitFor({ state: 'detached' });
  const row = ticketRow(page, next);
  await expect.poll(() => row.getAttribute('data-status')).toBe('open');
  await expect.poll(() => headerBalance(page)).toBe('998.00');

  // cancelled before its close: the stake comes back
  await row.getByTestId('lt-cancel').click();
  await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
  expect(await balanceOf(token)).toBe('1000.00');
  await expect.poll(() => headerBalance(page)).toBe('1000.00');
  await noOverflow(page);
  expect(unexpected(errors, [/status of 409/])).toEqual([]);
  await page.close();
}

async function verifyAndFavourites() {
  // a guest picks and is asked to log in when placing
  const guest = await browser.newPage({ viewport: viewports.phone });
  const guestErrors = watchErrors(guest);
  await guest.goto(`${server.baseUrl}/lottery?gameCode=SSC3&playType=SSC_TIE`);
  await guest.locator('[data-testid="lt-value"][data-value="0"]').click();
  await guest.getByTestId('lt-place').click();
  await guest.getByTestId('login-modal').waitFor();
  expect(unexpected(guestErrors)).toEqual([]);
  await guest.close();

  const { token, username } = await funded('ltv');
  const { page, errors } = await signedInPage(token, viewports.phone);
  const drawn = await openFresh(page, { gameCode: 'SSC3', playId: 'SSC_TIE' });
  await advance({ gameCode: 'SSC3' });
  await page
    .getByTestId('lt-result')
    .and(page.locator(`[data-numero="${drawn}"]`))
    .waitFor();
  // the draw bar shows its result; the open draw's commitment is published
  await expect.poll(() => page.getByTestId('lt-last').getAttribute('data-numero')).toBe(drawn);
  await page.getByTestId('lt-commitment').waitFor();
  await page.getByTestId(`lt-verify-${drawn}`).click();
  await expect.poll(() => page.getByTestId('lt-verify-server').getAttribute('data-ok')).toBe('true');
  await expect.poll(() => page.getByTestId('lt-verify-browser').getAttribute('data-ok')).toBe('true');
  await screenshot(page, 'lottery-verify-360');

  // trends over the results so far: one column per digit
  await page.getByTestId('lt-tab-trends').click();
  await expect.poll(() => page.getByTestId('lt-trend').locator('svg rect').count()).toBe(10);
  await noOverflow(page);

  // a star keeps the game in the favourites, on the server and in LOTTFAV
  await page.getByTestId('lt-switcher').click();
  await page.getByTestId('lt-fav-SSC3').click();
  await expect.poll(() => api<string[]>('/lgw/lottery/favourites', { token })).toEqual(['SSC3']);
  const stored = () => page.evaluate(() => localStorage.getItem('LOTTFAV'));
  // written when the server's answer reaches the screen, a moment after the server has it
  await expect
    .poll(async () => JSON.parse((await stored()) ?? '{}') as unknown)
    .toEqual({ [username]: ['SSC3'] });
  await page.reload();
  await page.getByTestId('lt-switcher').click();
  await expect.poll(() => page.getByTestId('lt-fav-SSC3').first().getAttribute('aria-pressed')).toBe('true');
  await noOverflow(page);

  // Vietnamese games open their own screen
  await page.getByTestId('lt-game-VN_NORTH').click();
  await page.waitForURL(/\/vnlottery\?gameCode=VN_NORTH$/);
  await page.goto(`${server.baseUrl}/lottery?gameCode=VNF3`);
  await page.waitForURL(/\/vnlottery\?gameCode=VNF3$/);
  expect(unexpected(errors)).toEqual([]);
  await page.close();
}

async function translatedRefusals() {
  const { token } = await funded('ltr', '1.00');
  const { page, errors } = await signedInPage(token, viewports.phone);
  await openFresh(page, { gameCode: 'SSC5', playId: 'SSC_TIE' });
  const tie = page.locator('[data-testid="lt-value"][data-value="0"]');
  const refusal = async () => {
    await page.getByTestId('lt-place').click();
    const dialog = page.getByTestId('lt-confirm');
    await dialog.getByTestId('lt-confirm-go').click();
    const text = await dialog.getByTestId('lt-confirm-error').textContent();
    await dialog.getByRole('button', { name: 'Bumalik' }).click();
    await dialog.waitFor({ state: 'detached' });
    return text;
  };
  await tie.click();
  await page.getByTestId('lt-multiplier').fill('1001');
  expect(await page.getByTestId('lt-stake').textContent()).toBe('2,002.00');
  expect(await refusal()).toBe('Lampas sa limit ng uri ng tayang ito o ng draw ang taya mo.');
  // the refused ticket waits in the cart; the member takes it out and bets within the limit
  await page.getByTestId('lt-cart').getByRole('button', { name: 'Alisin sa cart' }).click();
  await tie.click();
  await page.getByTestId('lt-multiplier').fill('1');
  expect(await refusal()).toBe('Kulang ang balanse.');
  expect(await balanceOf(token)).toBe('1.00');
  await noOverflow(page);
  await page.close();
  expect(unexpected(errors, [/status of 4(09|22)/])).toEqual([]);

  // a restricted account (isAgent 4) gets the server's real-account message
  const username = `ltq${Date.now().toString(36).slice(-5)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD, '--type', '4');
  const restricted = await api<{ token: string }>('/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  const r = await signedInPage(restricted.token, viewports.phone);
  await openFresh(r.page, { gameCode: 'SSC5', playId: 'SSC_TIE' });
  await r.page.locator('[data-testid="lt-value"][data-value="0"]').click();
  await r.page.getByTestId('lt-place').click();
  await r.page.getByTestId('lt-confirm-go').click();
  expect(await r.page.getByTestId('lt-confirm-error').textContent()).toBe(
    'Gumamit po ng totoong account para dito.',
  );
  await r.page.close();
}

async function officialDraw() {
  const { token } = await funded('lto');
  const { page, errors } = await signedInPage(token, viewports.desktop);
  await page.goto(`${server.baseUrl}/lottery?gameCode=FC3D&playType=LF_3_STRAIGHT`);
  await page.getByTestId('lt-draw').waitFor();
  const rows = page.getByTestId('lt-row');
  for (const [i, v] of [1, 2, 3].entries()) await rows.nth(i).locator(`[data-value="${v}"]`).click();
  await expect.poll(() => page.getByTestId('lt-bets').textContent()).toBe('1');
  const numero = await place(page);
  const row = ticketRow(page, numero);
  await expect.poll(() => row.getAttribute('data-status')).toBe('open');

  // past the draw time the official draw waits for its result
  await advance({ gameCode: 'FC3D' });
  await expect.poll(() => drawNumero(page)).not.toBe(numero);
  await expect.poll(() => page.getByTestId('lt-last').getAttribute('data-numero')).toBe(numero);
  expect(await row.getAttribute('data-status')).toBe('open');

  await admin(server.env, 'lottery', 'result', 'FC3D', numero, '1,2,3');
  // no event reaches this server from the CLI: the page reads the waiting ticket again
  await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('won');
  // 3-star straight at the Lott default series 1900 pays 950x: 2.00 x 950
  expect(await row.getByTestId('lt-ticket-payout').textContent()).toBe('1,900.00');
  expect(await balanceOf(token)).toBe('2898.00');
  await expect.poll(() => headerBalance(page)).toBe('2898.00');
  await page.getByTestId('lt-tab-results').click();
  const result = page.getByTestId('lt-result').and(page.locator(`[data-numero="${numero}"]`));
  expect(await result.locator('[data-win]').getAttribute('data-win')).toBe('1,2,3');
  await screenshot(page, 'lottery-official-1440');
  expect(unexpected(errors)).toEqual([]);
  await page.close();
}
