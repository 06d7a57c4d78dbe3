import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The provably fair in-house games in Chromium against the real server: a funded member opens
 * each game from the /inhouse lobby, plays dice, mines, plinko, keno and the slot on a 360 px
 * phone, sees the balance move and the rounds in the betting record; changes the client seed,
 * rotates and opens the verifier from a round, which recomputes the same outcome; bets on a
 * real-time crash round at 1.01x and sees it settled. A free-demo account plays dice with play
 * money and is refused the deposit pages.
 */
const PASSWORD = 'Laro2026xyz';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Bet = { vendor: string; gameType: string; roundId: string; stake: string; status: string };

async function login(username: string) {
  const res = await fetch(`${server.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function signIn(page: Page, token: string) {
  await openSignedIn(page, server.baseUrl, { token });
  await page.getByTestId('balance').waitFor();
}

async function funded(prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-5)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
  await admin(server.env, 'wallet', 'adjust', username, '1000.00', '--memo', 'e2e credit');
  return login(username);
}

const bets = async (token: string, query = ''): Promise<Bet[]> => {
  const res = await fetch(`${server.baseUrl}/wps/game/bets?pageSize=50${query}`, {
    headers: { authorization: token },
  });
  return ((await res.json()) as { value: { list: Bet[] } }).value.list;
};

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

const balanceOf = (page: Page) =>
  page.getByTestId('ih-balance').locator('strong').getAttribute('data-amount');

/** Plays the screen's round and waits for its result; answers the result's round id. */
async function playRound(page: Page): Promise<string> {
  // Read in one step: a result shown when counted may be gone (a screen switching) when read.
  const roundOf = () =>
    page.evaluate(
      () => document.querySelector('[data-testid="ih-result"]')?.getAttribute('data-round') ?? null,
    );
  const before = await roundOf();
  await page.getByTestId('ih-play').dblclick(); // a double click is one round
  let round: string | null = null;
  await expect.poll(async () => (round = await roundOf()) !== null && round !== before).toBe(true);
  return round!;
}

describe('in-house games', () => {
  it('plays dice, mines, plinko, keno and the slot from the lobby on a phone', async () => {
    const token = await funded('ih');
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await signIn(page, token);

    // the lobby's in-house card launches /inhouse/dice
    await page.goto(`${server.baseUrl}/inhouse`);
    const card = page.getByTestId('game-card').filter({ hasText: 'Dais' }).first();
    await card.locator('.game-card__play').click();
    await page.waitForURL(/\/inhouse\/dice$/);
    await page.getByTestId('inhouse-dice').waitFor();
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).toBe('1000.00');
    await expect.poll(() => page.getByTestId('dice-multiplier').textContent()).toBe('1.98x');
    await page.getByTestId('dice-over').click();
    await page.getByTestId('dice-target').fill('75');
    await expect.poll(() => page.getByTestId('dice-chance').textContent()).toBe('24.99%');
    await page.getByTestId('ih-stake').fill('10.00');
    const diceRound = await playRound(page);
    await page.getByTestId('dice-roll').waitFor();
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).not.toBe('1000.00');
    await noOverflow(page);
    await screenshot(page, 'inhouse-dice-360');

    // mines: pick three tiles, reveal and cash out; the mines show afterwards
    await page.getByTestId('ih-tab-mines').click();
    await page.getByTestId('inhouse-mines').waitFor();
    const tiles = page.getByTestId('mines-tile');
    for (const i of [0, 6, 12]) await tiles.nth(i).click();
    await expect.poll(() => page.getByTestId('mines-picked').textContent()).toBe('3');
    await playRound(page);
    await expect.poll(() => page.locator('[data-state="mine"], [data-state="boom"]').count()).toBe(3);
    // drawn, not emoji: every mine shows the mine picture
    expect(
      await page
        .locator('[data-state="mine"] svg[data-art="mine"], [data-state="boom"] svg[data-art="mine"]')
        .count(),
    ).toBe(3);
    await noOverflow(page);
    await screenshot(page, 'inhouse-mines-360');

    // plinko: 12 rows, high risk; the ball's path is drawn into one bucket
    await page.getByTestId('ih-tab-plinko').click();
    await page.getByTestId('plinko-rows-12').click();
    await page.getByTestId('plinko-risk-high').click();
    await expect.poll(() => page.getByTestId('plinko-buckets').locator('li').count()).toBe(13);
    await playRound(page);
    await expect.poll(() => page.locator('.ih-bucket--hit').count()).toBe(1);
    await page.locator('.ih-plinko__path').waitFor();
    await noOverflow(page);
    await screenshot(page, 'inhouse-plinko-360');

    // keno: quick pick, draw; ten numbers drawn
    await page.getByTestId('ih-tab-keno').click();
    await page.getByTestId('keno-quick').click();
    await expect.poll(() => page.locator('[data-testid="keno-number"][aria-pressed="true"]').count()).toBe(5);
    await page.getByTestId('keno-paytable').waitFor();
    await playRound(page);
    await expect
      .poll(() => page.locator('[data-testid="keno-number"][data-state="drawn"], [data-state="hit"]').count())
      .toBe(10);
    await noOverflow(page);
    await screenshot(page, 'inhouse-keno-360');

    // slot: spin; five reels of three
    await page.getByTestId('ih-tab-slot').click();
    await playRound(page);
    expect(await page.getByTestId('slot-grid').locator('.ih-symbol').count()).toBe(15);
    await page.getByTestId('slot-wins').waitFor();
    await noOverflow(page);
    await screenshot(page, 'inhouse-slot-360');

    // each game's round is in the betting record once (the double clicks made one round each)
    const record = await bets(token, '&gameType=INHOUSE');
    expect(record).toHaveLength(5);
    expect(record.every((b) => b.status === 'settled' && b.stake === '10.00')).toBe(true);
    expect(record.filter((b) => b.vendor === 'SS')).toHaveLength(1);
    expect(record.some((b) => b.roundId === diceRound)).toBe(true);
    const rounds = page.getByTestId('ih-rounds').getByTestId('ih-round');
    await expect.poll(() => rounds.count()).toBe(1);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('changes the client seed, rotates and verifies a round on /verify', async () => {
    const token = await funded('fair');
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await signIn(page, token);
    await page.goto(`${server.baseUrl}/inhouse/dice`);
    const panel = page.getByTestId('ih-fairness');
    await panel.locator('summary').click();
    const commitment = (await panel.getByTestId('ih-server-hash').textContent())!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await panel.getByTestId('ih-client-seed').fill('e2e-lucky-seed');
    await panel.getByTestId('ih-save-seed').click();
    await expect.poll(() => panel.getByTestId('ih-save-seed').isDisabled()).toBe(true);

    await page.getByTestId('dice-target').fill('50');
    await playRound(page);
    const roll = (await page.getByTestId('dice-roll').textContent())!.match(/\d+\.\d\d/)![0];
    await expect.poll(() => panel.getByTestId('ih-nonce').textContent()).toBe('1');

    // rotation reveals the seed the round used; the round's verifier link carries it
    await panel.getByTestId('ih-rotate').click();
    await panel.getByTestId('ih-previous').waitFor();
    const revealed = (await panel.getByTestId('ih-revealed-seed').textContent())!;
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    expect(await panel.getByTestId('ih-server-hash').textContent()).not.toBe(commitment);
    await expect.poll(() => panel.getByTestId('ih-nonce').textContent()).toBe('0');
    const link = page.getByTestId('ih-rounds').getByTestId('ih-round-verify').first();
    await expect.poll(() => link.getAttribute('href')).toContain(`serverSeed=${revealed}`);
    expect(await link.getAttribute('href')).toContain('clientSeed=e2e-lucky-seed');
    await link.click();
    await page.getByTestId('verify-page').waitFor();
    await expect.poll(() => page.getByTestId('verify-outcome').textContent()).toContain(roll);
    await expect.poll(() => page.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('true');
    const shown = await page.getByTestId('verify-multiplier').textContent();
    expect(['0.00x', '1.98x']).toContain(shown);
    await noOverflow(page);
    await screenshot(page, 'inhouse-verify-360');

    // a wrong seed fails the commitment check
    // (a different last character: one seed in sixteen already ends in 0)
    await page
      .getByTestId('verify-serverSeed')
      .fill(`${revealed.slice(0, -1)}${revealed.endsWith('0') ? '1' : '0'}`);
    await expect.poll(() => page.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bets on a real-time crash round at 1.01x and sees it settled', { timeout: 240_000 }, async () => {
    const token = await funded('crash');
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    await signIn(page, token);
    await page.goto(`${server.baseUrl}/inhouse/crash`);
    const screen = page.getByTestId('crash-screen');
    // a betting phase with time to spare (the scheduler runs in real time: betting lasts 6 s)
    await expect
      .poll(
        async () =>
          (await screen.getAttribute('data-phase')) === 'betting' &&
          Number((await page.getByTestId('crash-value').textContent())?.replace('s', '')) >= 3,
        { timeout: 120_000, interval: 200 },
      )
      .toBe(true);
    await page.getByTestId('ih-stake').fill('5.00');
    await page.getByTestId('crash-target').fill('1.01');
    await page.getByTestId('ih-play').click();
    const bet = page.getByTestId('crash-bet').first();
    await bet.waitFor({ timeout: 10_000 });
    const roundId = (await screen.getAttribute('data-round'))!;
    await expect.poll(() => screen.getAttribute('data-phase')).toBe('running');
    await screenshot(page, 'inhouse-crash-running');
    // the round may run long (P(crash >= m) = 1/m), so wait for the crash generously
    await expect
      .poll(() => bet.getAttribute('data-state'), { timeout: 200_000, interval: 500 })
      .not.toBe('open');
    await expect.poll(() => bet.getAttribute('data-settled')).toBe('true');
    const record = (await bets(token, '&vendor=XGS')).find((b) => b.roundId === roundId);
    expect(record).toMatchObject({ stake: '5.00', status: 'settled' });
    await screenshot(page, 'inhouse-crash-settled');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a free-demo account play dice with play money and refuses it the deposit', async () => {
    const res = await fetch(`${server.baseUrl}/wps/session/login/freeplay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { token } = ((await res.json()) as { value: { token: string } }).value;
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await signIn(page, token);
    await page.goto(`${server.baseUrl}/inhouse/dice`);
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).not.toBeNull();
    const before = await balanceOf(page);
    await playRound(page);
    await expect.poll(() => balanceOf(page), { timeout: 10_000 }).not.toBe(before);
    const rounds = await fetch(`${server.baseUrl}/wps/inhouse/rounds?game=dice`, {
      headers: { authorization: token },
    });
    const list = ((await rounds.json()) as { value: { list: { mode: string }[] } }).value.list;
    expect(list[0]?.mode).toBe('demo');
    const deposit = await fetch(`${server.baseUrl}/wps/wallet/deposit/channels`, {
      headers: { authorization: token },
    });
    expect(deposit.status).toBeGreaterThanOrEqual(400);
    expect(((await deposit.json()) as { code: string }).code).toBe('demo.account.forbidden');
    expect(errors).toEqual([]);
    await page.close();
  });
});
