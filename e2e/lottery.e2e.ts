import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The /lottery screen in Chromium against the real server, whose lottery clock the test moves
 * (NODE_ENV=test: POST /wps/__test/lottery/advance): members bet in every non-VN family on a
 * 360 px phone and on desktop and see their tickets settle, the results board, the header
 * balance and the betting record follow; a chase with stop-on-win stops after its certain win; a
 * bet confirmed after its draw closed is refused with the translated message; a ticket is
 * cancelled before close; an official FC3D draw settles once the operator enters its result.
 */
const PASSWORD = 'Laro2026xyz';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'test' });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Ticket = { ticketId: number; numero: string; status: string; stake: string; payout: string };
type Near = { currentNumero: { numero: string; remainTime: number; closeTime: number } };

const api = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { authorization: token } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { success: boolean; value: T };
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.value;
};

/** Moves the server's lottery clock: past the draw a game takes bets on, or by ms. */
const advance = (body: { gameCode: string } | { ms: number }) =>
  api<{ now: number }>('/wps/__test/lottery/advance', undefined, body);

const near = (gameCode: string) => api<Near>(`/lotto/lgw/games/opened/numero?gameCode=${gameCode}`);
const balanceOf = async (token: string) =>
  (await api<{ sumBalance: string }>('/wps/v2/wallets/balance', token)).sumBalance;

async function funded(prefix: string, amount = '1000.00') {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
  await admin(server.env, 'wallet', 'adjust', username, amount, '--memo', 'e2e credit');
  const { token } = await api<{ token: string }>('/wps/session/login', undefined, {
    username,
    password: PASSWORD,
  });
  return { username, token };
}

async function signedInPage(token: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await openSignedIn(page, server.baseUrl, { token });
  await page.getByTestId('balance').waitFor();
  return { page, errors };
}

/** The header's balance as the API writes it ("1,000.00" -> "1000.00"). */
const headerBalance = async (page: Page) =>
  ((await page.getByTestId('balance').locator('.balance__amount').textContent()) ?? '').replace(
    /[^\d.-]/g,
    '',
  );

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** Refusals a test provokes on purpose log their 4xx status in the console. */
const unexpected = (errors: string[], allowed: RegExp[] = []) =>
  errors.filter((e) => !allowed.some((a) => a.test(e)));

const drawNumero = (page: Page) => page.getByTestId('lt-draw').getAttribute('data-numero');

/** Opens a game and starts a fresh draw, so betting has its whole window; the page follows. */
async function openFresh(page: Page, gameCode: string, playId: string) {
  await page.goto(`${server.baseUrl}/lottery?gameCode=${gameCode}&playType=${playId}`);
  await page.getByTestId('lt-draw').waitFor();
  await expect.poll(() => page.getByTestId(`lt-play-${playId}`).getAttribute('aria-pressed')).toBe('true');
  await advance({ gameCode });
  const fresh = (await near(gameCode)).currentNumero;
  // the countdown follows the server's clock, not the browser's
  await expect.poll(() => drawNumero(page), { timeout: 15_000 }).toBe(fresh.numero);
  return fresh.numero;
}

/** Places what is picked through the confirm dialog; answers the draw it went on. */
async function place(page: Page) {
  await page.getByTestId('lt-place').click();
  const dialog = page.getByTestId('lt-confirm');
  await dialog.waitFor();
  const numero = await dialog.getByTestId('lt-confirm-numero').textContent();
  await dialog.getByTestId('lt-confirm-go').click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId('lt-notice').waitFor();
  return numero!;
}

const ticketRow = (page: Page, numero: string) =>
  page.getByTestId('lt-ticket').and(page.locator(`[data-numero="${numero}"]`));

type Family = {
  code: string;
  play: string;
  pick: (page: Page) => Promise<void>;
  bets: number;
  /** Another selection put in the cart first, so one placement makes several tickets. */
  cart?: { pick: (page: Page) => Promise<void>; bets: number };
};

const FAMILIES: Family[] = [
  {
    code: 'SSC1',
    play: 'SSC_2F_STRAIGHT',
    bets: 10,
    cart: {
      bets: 1,
      pick: async (page) => {
        await page.getByTestId('lt-group-SSC_DT').click();
        await page
          .getByTestId('lt-play-SSC_DRAGON_TIGER')
          .and(page.locator('[aria-pressed="true"]'))
          .waitFor();
        await page.locator('[data-testid="lt-value"][data-value="0"]').click(); // dragon
      },
    },
    pick: async (page) => {
      await page.getByTestId('lt-group-SSC_2F').click();
      await page.getByTestId('lt-play-SSC_2F_STRAIGHT').and(page.locator('[aria-pressed="true"]')).waitFor();
      const rows = page.getByTestId('lt-row');
      await rows.nth(0).getByTestId('lt-quick-all').click();
      await rows.nth(1).locator('[data-value="3"]').click();
    },
  },
  {
    code: 'F11X5_3',
    play: '11X5_ANY_2',
    bets: 3,
    pick: async (page) => {
      for (const v of [1, 2, 3]) await page.locator(`[data-testid="lt-value"][data-value="${v}"]`).click();
    },
  },
  {
    code: 'PK10_3',
    play: 'PK10_POSITION',
    bets: 2,
    pick: async (page) => {
      await page.getByTestId('lt-row').nth(0).locator('[data-value="1"]').click();
      await page.getByTestId('lt-row').nth(1).locator('[data-value="2"]').click();
    },
  },
  {
    code: 'LHC_5',
    play: 'LHC_SPECIAL',
    bets: 25,
    pick: (page) => page.getByTestId('lt-quick-odd').click(),
  },
  {
    code: 'LF_5',
    play: 'LF_SIDES_SUM',
    bets: 2,
    pick: async (page) => {
      await page.locator('[data-testid="lt-value"][data-value="0"]').click();
      await page.locator('[data-testid="lt-value"][data-value="2"]').click();
    },
  },
];

/** Bets in every non-VN family on one screen size and watches each ticket settle. */
async function everyFamily(viewport: { width: number; height: number }, label: string) {
  const { token } = await funded(label);
  const { page, errors } = await signedInPage(token, viewport);
  for (const f of FAMILIES) {
    const numero = await openFresh(page, f.code, f.play);
    if (f.cart) {
      await f.cart.pick(page);
      await expect.poll(() => page.getByTestId('lt-bets').textContent()).toBe(String(f.cart.bets));
      await page.getByTestId('lt-add').click();
      expect(await page.getByTestId('lt-cart-item').count()).toBe(1);
      expect(await page.getByTestId('lt-cart-total').textContent()).toBe((f.cart.bets * 2).toFixed(2));
      // the pad is empty again for the next selection
      expect(await page.getByTestId('lt-bets').textContent()).toBe('0');
    }
    await f.pick(page);
    // the bet count is the contracts' own betCount, the server's authority
    await expect.poll(() => page.getByTestId('lt-bets').textContent()).toBe(String(f.bets));
    expect(await page.getByTestId('lt-stake').textContent()).toBe((f.bets * 2).toFixed(2));
    const staked = (f.bets + (f.cart?.bets ?? 0)) * 2;
    expect(await page.getByTestId('lt-total').textContent()).toBe(staked.toFixed(2));
    if (viewport.width === 360) await noOverflow(page);
    expect(await place(page)).toBe(numero);
    const rows = ticketRow(page, numero);
    const statuses = () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')).sort());
    const count = f.cart ? 2 : 1;
    await expect.poll(statuses).toEqual(Array(count).fill('open'));
    await screenshot(page, `lottery-${f.code}-${viewport.width}`);

    await advance({ gameCode: f.code });
    // the result arrives live: the tickets settle and the results board shows the draw
    await expect
      .poll(async () => (await statuses()).every((st) => st === 'won' || st === 'lost'), { timeout: 20_000 })
      .toBe(true);
    const byApi = (await api<Ticket[]>(`/lgw/lottery/tickets?gameCode=${f.code}`, token)).filter(
      (t) => t.numero === numero,
    );
    expect(await statuses()).toEqual(byApi.map((t) => t.status).sort());
    await page.getByTestId('lt-tab-results').click();
    await page
      .getByTestId('lt-result')
      .and(page.locator(`[data-numero="${numero}"]`))
      .waitFor();
    const api$ = await balanceOf(token);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(api$);
    if (viewport.width === 360) await noOverflow(page);
  }

  // the member centre's betting record has every ticket, settled, with the API's totals
  const bets = await api<{ list: { vendor: string; status: string; stake: string }[] }>(
    '/wps/game/bets?pageSize=50',
    token,
  );
  const tickets = FAMILIES.reduce((n, f) => n + (f.cart ? 2 : 1), 0);
  expect(bets.list).toHaveLength(tickets);
  expect(bets.list.every((b) => b.status === 'settled')).toBe(true);
  await page.goto(`${server.baseUrl}/lottery?gameCode=SSC1&memberCentre=personalHistoryCopy`);
  const centre = page.getByTestId('member-centre');
  await centre.getByTestId('bet-row').first().waitFor();
  expect(await centre.getByTestId('bet-row').count()).toBe(tickets);
  const total = FAMILIES.reduce((n, f) => n + (f.bets + (f.cart?.bets ?? 0)) * 2, 0);
  expect(await centre.getByTestId('bets-total-stake').textContent()).toBe(total.toFixed(2));
  await screenshot(page, `lottery-record-${viewport.width}`);
  expect(unexpected(errors)).toEqual([]);
  await page.close();
  return token;
}

describe('lottery screen', () => {
  it('bets in every family on a 360 px phone and sees them settle live', async () => {
    await everyFamily(viewports.phone, 'ltp');
  }, 300_000);

  it('bets in every family on desktop and sees them settle live', async () => {
    await everyFamily(viewports.desktop, 'ltd');
  }, 300_000);

  it('chases three draws, stops after a certain win and refunds the later tickets', async () => {
    const { token } = await funded('ltc');
    const { page, errors } = await signedInPage(token, viewports.desktop);
    await openFresh(page, 'SSC1', 'SSC_SIDES_SUM');
    // big, small, odd and even on the sum: two of the four always win
    await page.getByTestId('lt-quick-all').click();
    await expect.poll(() => page.getByTestId('lt-bets').textContent()).toBe('4');
    await page.getByTestId('lt-chase').check();
    await page.getByTestId('lt-chase-draws').fill('3');
    expect(await page.getByTestId('lt-chase-stop').isChecked()).toBe(true);
    await page.getByTestId('lt-chase-list').locator('li').nth(2).waitFor(); // the server's numeros
    expect(await page.getByTestId('lt-total').textContent()).toBe('24.00');
    await page.getByTestId('lt-place').click();
    const dialog = page.getByTestId('lt-confirm');
    await dialog.getByTestId('lt-confirm-chase').waitFor();
    expect(await dialog.getByTestId('lt-confirm-total').textContent()).toBe('24.00');
    const first = await dialog.getByTestId('lt-confirm-numero').textContent();
    await dialog.getByTestId('lt-confirm-go').click();
    await dialog.waitFor({ state: 'detached' });
    const tickets = page.getByTestId('lt-ticket');
    await expect.poll(() => tickets.count()).toBe(3);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('976.00');

    await advance({ gameCode: 'SSC1' });
    // the first draw wins; the chase stops and its two later tickets come back
    await expect
      .poll(() => ticketRow(page, first!).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('won');
    await expect
      .poll(
        async () =>
          (await tickets.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(['cancelled', 'cancelled', 'won']);
    expect(await ticketRow(page, first!).getByTestId('lt-ticket-payout').textContent()).toBe('7.80');
    const byApi = await api<Ticket[]>('/lgw/lottery/tickets?gameCode=SSC1', token);
    expect(byApi.map((t) => t.status).sort()).toEqual(['cancelled', 'cancelled', 'won']);
    // 1000 - 8.00 staked on the draw that ran + 7.80 won; the other 16.00 came back
    expect(await balanceOf(token)).toBe('999.80');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('999.80');
    await screenshot(page, 'lottery-chase-1440');
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  it('refuses a bet confirmed after its draw closed, moves it to the next draw, and cancels it', async () => {
    const { token } = await funded('ltx');
    const { page, errors } = await signedInPage(token, viewports.phone);
    const numero = await openFresh(page, 'SSC5', 'SSC_2B_STRAIGHT');
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
    await expect.poll(() => drawNumero(page), { timeout: 15_000 }).not.toBe(numero);
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
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('998.00');

    // cancelled before its close: the stake comes back
    await row.getByTestId('lt-cancel').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
    expect(await balanceOf(token)).toBe('1000.00');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('1000.00');
    await noOverflow(page);
    expect(unexpected(errors, [/status of 409/])).toEqual([]);
    await page.close();
  }, 120_000);

  it('verifies a past draw in the browser, keeps favourites (LOTTFAV) and sends a guest to log in', async () => {
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
    const drawn = await openFresh(page, 'SSC3', 'SSC_TIE');
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
    await expect.poll(() => api<string[]>('/lgw/lottery/favourites', token)).toEqual(['SSC3']);
    const stored = () => page.evaluate(() => localStorage.getItem('LOTTFAV'));
    // written when the server's answer reaches the screen, a moment after the server has it
    await expect
      .poll(async () => JSON.parse((await stored()) ?? '{}') as unknown)
      .toEqual({ [username]: ['SSC3'] });
    await page.reload();
    await page.getByTestId('lt-switcher').click();
    await expect
      .poll(() => page.getByTestId('lt-fav-SSC3').first().getAttribute('aria-pressed'))
      .toBe('true');
    await noOverflow(page);

    // Vietnamese games open their own screen
    await page.getByTestId('lt-game-VN_NORTH').click();
    await page.waitForURL(/\/vnlottery\?gameCode=VN_NORTH$/);
    await page.goto(`${server.baseUrl}/lottery?gameCode=VNF3`);
    await page.waitForURL(/\/vnlottery\?gameCode=VNF3$/);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  }, 120_000);

  it("shows the server's refusals in their translated words: limit, balance, real account", async () => {
    const { token } = await funded('ltr', '1.00');
    const { page, errors } = await signedInPage(token, viewports.phone);
    await openFresh(page, 'SSC5', 'SSC_TIE');
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
    await admin(
      server.env,
      'member',
      'create',
      '--username',
      username,
      '--password',
      PASSWORD,
      '--type',
      '4',
    );
    const restricted = await api<{ token: string }>('/wps/session/login', undefined, {
      username,
      password: PASSWORD,
    });
    const r = await signedInPage(restricted.token, viewports.phone);
    await openFresh(r.page, 'SSC5', 'SSC_TIE');
    await r.page.locator('[data-testid="lt-value"][data-value="0"]').click();
    await r.page.getByTestId('lt-place').click();
    await r.page.getByTestId('lt-confirm-go').click();
    expect(await r.page.getByTestId('lt-confirm-error').textContent()).toBe(
      'Gumamit po ng totoong account para dito.',
    );
    await r.page.close();
  }, 120_000);

  // Last: moving the clock past the official draw jumps it by up to a day.
  it('settles an official FC3D draw once the operator enters its result', async () => {
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
    await expect.poll(() => drawNumero(page), { timeout: 15_000 }).not.toBe(numero);
    await expect.poll(() => page.getByTestId('lt-last').getAttribute('data-numero')).toBe(numero);
    expect(await row.getAttribute('data-status')).toBe('open');

    await admin(server.env, 'lottery', 'result', 'FC3D', numero, '1,2,3');
    // no event reaches this server from the CLI: the page reads the waiting ticket again
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('won');
    // 3-star straight at the Lott default series 1900 pays 950x: 2.00 x 950
    expect(await row.getByTestId('lt-ticket-payout').textContent()).toBe('1,900.00');
    expect(await balanceOf(token)).toBe('2898.00');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe('2898.00');
    await page.getByTestId('lt-tab-results').click();
    const result = page.getByTestId('lt-result').and(page.locator(`[data-numero="${numero}"]`));
    expect(await result.locator('[data-win]').getAttribute('data-win')).toBe('1,2,3');
    await screenshot(page, 'lottery-official-1440');
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  }, 120_000);
});
