import type { FastifyInstance } from 'fastify';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../apps/sandbox-pay/src/app.ts';
import { admin } from './admin.ts';
import { launch, screenshot, viewports, watchErrors } from './browser.ts';
import { freePort, startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The money journey of issue 5 in Chromium, against the real server and the sandbox gateway
 * (apps/sandbox-pay, its own Fastify app on its own port, talking to the platform only over
 * signed HTTP): a new member deposits by card on the gateway's hosted page and sees the balance
 * change without a reload; sets a payment password, binds a bank card and asks to withdraw;
 * the operator pays with the CLI; the member confirms receipt with a proof image. Then a
 * member sends money to its upline from the transferUpline page.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const SECRET = `e2e-gateway-${Date.now()}`;
const PASSWORD = 'Lakbay2026x';
const stamp = Date.now().toString(36).slice(-5);
let server: RunningServer;
let gateway: FastifyInstance;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const gatewayUrl = `http://127.0.0.1:${port}`;
  gateway = await buildGateway({
    merchants: { 'perlas-dev': SECRET },
    publicUrl: gatewayUrl,
    retryDelaysMs: [200, 400, 800],
  });
  await gateway.listen({ host: '127.0.0.1', port });
  server = await startServer({ REDIS_URL, SANDBOX_PAY_SECRET: SECRET });
  // The demo channel points at 127.0.0.1:8090; this run's gateway listens elsewhere.
  await admin(
    server.env,
    'channel',
    'set',
    'SANDBOXPAY',
    JSON.stringify({ config: { baseUrl: gatewayUrl } }),
  );
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await gateway?.close();
});

async function signIn(page: Page, username: string, centrePage: string): Promise<Locator> {
  const res = await fetch(`${server.baseUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await openSignedIn(page, server.baseUrl, { token });
  await page.getByTestId('balance').waitFor();
  await page.goto(`${server.baseUrl}/?memberCentre=${centrePage}`);
  const centre = page.getByTestId('member-centre');
  await centre.waitFor();
  return centre;
}

const go = (centre: Locator, page: string) =>
  centre.getByTestId('member-centre-menu').locator(`[data-page="${page}"]`).click();

describe('wallet journey', () => {
  it('deposits through the gateway, withdraws, is paid by the operator and confirms receipt', async () => {
    const username = `trip${stamp}`;
    await admin(
      server.env,
      'member',
      'create',
      '--username',
      username,
      '--password',
      PASSWORD,
      '--payee-name',
      'Juan Dela Cruz',
    );
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const centre = await signIn(page, username, 'depositv2');
    const balance = page.getByTestId('balance').locator('.balance__amount');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/0\.00/);
    // a mark on this document: still there at the end means the page never reloaded
    await page.evaluate(() => ((window as unknown as { journeyMark: number }).journeyMark = 1));

    // deposit 1,000.00 by card: the 1% fee shows, the gateway's page opens in a new tab
    const form = centre.getByTestId('deposit-form');
    await form.locator('[data-channel="SANDBOXPAY"] input').check();
    await form.locator('input[name="amount"]').fill('1000');
    expect(await form.getByTestId('deposit-fee').textContent()).toBe('10.00');
    expect(await form.getByTestId('deposit-credit').textContent()).toBe('990.00');
    const popup = page.waitForEvent('popup');
    await form.getByTestId('deposit-submit').click();
    const pay = await popup;
    await pay.waitForURL(/\/pay\//);
    expect(await pay.locator('.amount').textContent()).toContain('1,000.00');
    await pay.getByRole('button', { name: /^Pay / }).click();
    await pay.waitForURL(/status=PAID/);
    await pay.close();

    // back on the site's tab: the order turns paid and the header balance moves, no reload
    const result = centre.getByTestId('deposit-result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/990\.00/);
    expect(await page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark)).toBe(1);
    await screenshot(page, 'journey-deposit-paid');

    // withdraw: a payment password first, then a card in the registered name
    await go(centre, 'withdraw');
    await expect.poll(() => centre.getByTestId('withdraw-available').textContent()).toBe('990.00');
    const pin = centre.getByTestId('payment-password-set');
    await pin.locator('input[name="newPassword"]').fill('135790');
    await pin.locator('input[name="confirmPassword"]').fill('135791');
    await pin.getByRole('button').click();
    await pin.locator('.mc-error').waitFor(); // the two do not match
    await pin.locator('input[name="confirmPassword"]').fill('135790');
    await pin.getByRole('button').click();
    await pin.waitFor({ state: 'detached' });

    const cardForm = centre.getByTestId('card-form');
    expect(await cardForm.locator('input[name="accountName"]').inputValue()).toBe('Juan Dela Cruz');
    expect(await cardForm.locator('input[name="accountName"]').getAttribute('readonly')).not.toBeNull();
    await cardForm.locator('input[name="bankName"]').fill('Bangko Perlas');
    await cardForm.locator('input[name="accountNumber"]').fill('0012 3456 7890');
    // a card is bound with the payment password: a wrong one is refused under its field
    await cardForm.locator('input[name="paymentPassword"]').fill('000000');
    await cardForm.getByTestId('card-submit').click();
    await cardForm.locator('[data-field="paymentPassword"] .mc-error').waitFor();
    expect(await centre.getByTestId('bank-cards').locator('[data-card]').count()).toBe(0);
    await cardForm.scrollIntoViewIfNeeded();
    await screenshot(page, 'journey-card-wrong-pin');
    await cardForm.locator('input[name="paymentPassword"]').fill('135790');
    await cardForm.getByTestId('card-submit').click();
    await centre.getByTestId('bank-cards').locator('[data-card]').first().waitFor();
    expect(await centre.getByTestId('bank-cards').textContent()).toContain('•••• 7890');

    // over the balance is refused in the form; a wrong payment password by the server
    const withdraw = centre.getByTestId('withdraw-form');
    await withdraw.locator('input[name="amount"]').fill('2000');
    await withdraw.locator('input[name="paymentPassword"]').fill('135790');
    await withdraw.getByTestId('withdraw-submit').click();
    await withdraw.locator('[data-field="amount"] .mc-error').waitFor();
    await withdraw.locator('input[name="amount"]').fill('500');
    await withdraw.locator('input[name="paymentPassword"]').fill('000000');
    await withdraw.getByTestId('withdraw-submit').click();
    await withdraw.locator('[data-field="paymentPassword"] .mc-error').waitFor();
    await withdraw.locator('input[name="paymentPassword"]').fill('135790');
    await withdraw.getByTestId('withdraw-submit').click();
    await centre.getByTestId('withdraw-result').waitFor();
    // the amount is held: available drops at once, in the header too
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/490\.00/);
    const row = centre.getByTestId('withdrawals').locator('tbody tr').first();
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending');
    const orderRef = (await row.getAttribute('data-order'))!;
    await screenshot(page, 'journey-withdraw-pending');

    // the operator pays it with the CLI; the list shows it paid without a reload
    await admin(server.env, 'withdraw', 'pay', orderRef);
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');

    // the member confirms receipt with a proof image (a screenshot is a real PNG)
    await row.getByTestId('receipt-open').click();
    const receipt = centre.getByTestId('receipt-form');
    await receipt.waitFor();
    await receipt.locator('[data-result="received"] input').check();
    const png = await page.screenshot();
    const gif = { name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };
    await receipt.locator('input[type="file"]').setInputFiles([gif]);
    await receipt.locator('.mc-error').waitFor(); // png or jpg only
    await receipt
      .locator('input[type="file"]')
      .setInputFiles([{ name: 'bank-app.png', mimeType: 'image/png', buffer: png }]);
    await receipt.getByTestId('receipt-submit').click();
    await receipt.waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-status')).toBe('confirmed');
    expect(await row.textContent()).toContain('1');
    await screenshot(page, 'journey-withdraw-confirmed');

    // the account record holds the deposit and the withdrawal
    await go(centre, 'transactionHistory');
    const types = centre.getByTestId('tx-row');
    await expect
      .poll(() => types.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type'))))
      .toEqual(['withdraw', 'deposit']);
    expect(await page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark)).toBe(1);
    // the refusals the browser logs are the wrong payment passwords' 422s (the card's, the withdrawal's)
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    await page.close();
  });

  it('sends money to the upline from the transferUpline page, at 360 px', async () => {
    const agent = `up${stamp}`;
    const member = `down${stamp}`;
    await admin(server.env, 'member', 'create', '--username', agent, '--password', PASSWORD, '--type', '1');
    await admin(
      server.env,
      'member',
      'create',
      '--username',
      member,
      '--password',
      PASSWORD,
      '--upline',
      agent,
    );
    await admin(server.env, 'wallet', 'adjust', member, '300.00', '--memo', 'e2e credit');
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    const centre = await signIn(page, member, 'transferUpline');
    await expect.poll(() => centre.getByTestId('transfer-available').textContent()).toBe('300.00');
    const pin = centre.getByTestId('payment-password-set');
    await pin.locator('input[name="newPassword"]').fill('246802');
    await pin.locator('input[name="confirmPassword"]').fill('246802');
    await pin.getByRole('button').click();
    const form = centre.getByTestId('transfer-form');
    await form.waitFor();
    // a plain member sends to its direct upline only: the field is filled and fixed
    expect(await form.locator('input[name="to"]').inputValue()).toBe(agent);
    expect(await form.locator('input[name="to"]').getAttribute('readonly')).not.toBeNull();
    await form.locator('input[name="amount"]').fill('120.50');
    await form.locator('input[name="paymentPassword"]').fill('246802');
    await form.getByTestId('transfer-submit').click();
    const done = centre.getByTestId('transfer-result');
    await done.waitFor();
    expect(await done.textContent()).toContain('179.50');
    const balance = page.getByTestId('balance').locator('.balance__amount');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/179\.50/);
    // nothing overflows the phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'journey-transfer-360');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves money between the main wallet and a vendor wallet when the brand keeps one per vendor', async () => {
    const username = `vw${stamp}`;
    await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
    await admin(server.env, 'wallet', 'adjust', username, '300.00', '--memo', 'e2e credit');
    await admin(server.env, 'brand', 'set', '{"singleWallet":false}');
    try {
      const page = await browser.newPage({ viewport: viewports.desktop });
      const errors = watchErrors(page);
      const centre = await signIn(page, username, 'transferFund');
      const form = centre.getByTestId('wallet-transfer');
      await form.waitFor();
      const wallets = form.getByTestId('vendor-wallets');
      const vendor = (await wallets.locator('li').nth(1).getAttribute('data-wallet'))!;
      expect(await form.locator('[data-field="from"] select').inputValue()).toBe('main');
      expect(await form.locator('[data-field="to"] select').inputValue()).toBe(vendor);
      await form.locator('input[name="amount"]').fill('500');
      await form.getByTestId('wallet-transfer-submit').click();
      await form.locator('[data-field="amount"] .mc-error').waitFor(); // more than the main wallet holds
      await form.locator('input[name="amount"]').fill('50');
      await form.getByTestId('wallet-transfer-submit').click();
      await expect
        .poll(() => wallets.locator(`[data-wallet="${vendor}"] .mc-num`).textContent())
        .toBe('50.00');
      expect(await wallets.locator('[data-wallet="main"] .mc-num').textContent()).toBe('250.00');
      // the total does not change: the money only moved
      expect(await centre.getByTestId('wallet-total').textContent()).toMatch(/300\.00$/);
      // and back: choosing the vendor as the source puts the main wallet on the other side
      await form.locator('[data-field="from"] select').selectOption(vendor);
      expect(await form.locator('[data-field="to"] select').inputValue()).toBe('main');
      await form.locator('input[name="amount"]').fill('50');
      await form.getByTestId('wallet-transfer-submit').click();
      await expect
        .poll(() => wallets.locator(`[data-wallet="${vendor}"] .mc-num`).textContent())
        .toBe('0.00');
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await admin(server.env, 'brand', 'set', '{"singleWallet":true}');
    }
  });
});
