import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, viewports } from './browser.ts';
import {
  advance,
  api,
  balanceOf,
  funded,
  headerBalance,
  noOverflow,
  openFresh,
  place,
  server,
  signedInPage,
  type Ticket,
  ticketRow,
  unexpected,
  useLotteryServer,
} from './lottery-steps.ts';

/**
 * The /lottery screen in Chromium against the real server, whose lottery clock the test moves:
 * members bet in every non-VN family on a 360 px phone and on desktop and see their tickets
 * settle, the results board, the header balance and the betting record follow; a chase with
 * stop-on-win stops after its certain win. Refusals, verification and official draws are
 * lottery-draws.e2e.ts.
 */
useLotteryServer();

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
    const numero = await openFresh(page, { gameCode: f.code, playId: f.play });
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
    const byApi = (await api<Ticket[]>(`/lgw/lottery/tickets?gameCode=${f.code}`, { token })).filter(
      (t) => t.numero === numero,
    );
    expect(await statuses()).toEqual(byApi.map((t) => t.status).sort());
    await page.getByTestId('lt-tab-results').click();
    await page
      .getByTestId('lt-result')
      .and(page.locator(`[data-numero="${numero}"]`))
      .waitFor();
    const api$ = await balanceOf(token);
    await expect.poll(() => headerBalance(page)).toBe(api$);
    if (viewport.width === 360) await noOverflow(page);
  }

  // the member centre's betting record has every ticket, settled, with the API's totals
  const bets = await api<{ list: { vendor: string; status: string; stake: string }[] }>(
    '/wps/game/bets?pageSize=50',
    { token },
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

  it('chases three draws, stops after a certain win and refunds the later tickets', chaseStopsOnWin, 120_000);
});

async function chaseStopsOnWin() {
  const { token } = await funded('ltc');
  const { page, errors } = await signedInPage(token, viewports.desktop);
  await openFresh(page, { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM' });
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
  await expect.poll(() => headerBalance(page)).toBe('976.00');

  await advance({ gameCode: 'SSC1' });
  // the first draw wins; the chase stops and its two later tickets come back
  await expect
    .poll(() => ticketRow(page, first!).getAttribute('data-status'), { timeout: 20_000 })
    .toBe('won');
  await expect
    .poll(
      async () => (await tickets.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).sort(),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['cancelled', 'cancelled', 'won']);
  expect(await ticketRow(page, first!).getByTestId('lt-ticket-payout').textContent()).toBe('7.80');
  const byApi = await api<Ticket[]>('/lgw/lottery/tickets?gameCode=SSC1', { token });
  expect(byApi.map((t) => t.status).sort()).toEqual(['cancelled', 'cancelled', 'won']);
  // 1000 - 8.00 staked on the draw that ran + 7.80 won; the other 16.00 came back
  expect(await balanceOf(token)).toBe('999.80');
  await expect.poll(() => headerBalance(page)).toBe('999.80');
  await screenshot(page, 'lottery-chase-1440');
  expect(unexpected(errors)).toEqual([]);
  await page.close();
}
