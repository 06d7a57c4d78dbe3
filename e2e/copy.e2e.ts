import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from './admin.ts';
import { launch, screenshot, watchErrors } from './browser.ts';
import { layoutViewports, overflowing, pageWidth } from './layout.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * The site's words as a new player meets them, in Chromium against a server of its own (the
 * tests change brand settings): the registration page's promise and age, the username form
 * following the brand's field settings, the records' quick ranges, the not-found answers and
 * no sandbox wording on player screens.
 */
let server: RunningServer;
let browser: Browser;
let base: string;
const PASSWORD = 'Perlas2026x';
const USERNAME = `cp${Date.now().toString(36).slice(-7)}`;

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch();
  await admin(server.env, 'member', 'create', '--username', USERNAME, '--password', PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sizes = Object.entries(layoutViewports);

async function signedIn(page: Page, query = '') {
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  await openSignedIn(page, base, { token, path: `/${query.replace(/^&/, '?')}` });
  await page.getByTestId('balance').waitFor();
}

/** The page's text once it stops changing (lists arrive after the frame; live streams keep the network busy). */
async function settledText(page: Page): Promise<string> {
  let last = '';
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(300);
    const text = await page.locator('body').innerText();
    if (text === last && !(await page.locator('[aria-busy="true"]').count())) return text;
    last = text;
  }
  return last;
}

const field = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`);

describe('registration copy', () => {
  for (const [name, viewport] of sizes)
    it(`at ${name}: promises no bonus the brand does not configure, and states the brand's one age`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${base}/register`);
      const form = page.locator('form[data-kind="register"]');
      await form.waitFor();
      const title = page.getByTestId('register').locator('h1');
      expect(await title.textContent()).toBe('Gumawa ng account');
      expect(await field(form, 'ageConfirmed').textContent()).toContain('21 taong gulang');
      expect(await page.locator('body').innerText()).not.toMatch(/VND|\b18\b/);
      // the banner art says the same: no foreign currency, no other age
      const art = await page
        .locator('img[src$=".svg"]')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
      expect(art.length).toBeGreaterThan(0);
      for (const src of art) expect(await (await page.request.get(src)).text(), src).not.toMatch(/VND|18\+/);
      expect(await overflowing(page.locator('body'), 'h1, .field')).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `copy-register-${name}`);
      // the footer's mark and its responsible-gaming text
      await page.goto(`${base}/`);
      expect(await page.locator('.footer__age').textContent()).toBe('21+');
      const footer = (await page.locator('footer').innerText()).replace(/\s+/g, ' ');
      expect(footer).toMatch(/21\+ Dapat 21 taong gulang pataas para maglaro/);
      expect(footer).not.toMatch(/\b18\b/);
      expect(errors).toEqual([]);
      await page.close();
    });

  it("promises the configured bonus in the brand's currency, and a changed age everywhere", async () => {
    await admin(server.env, 'brand', 'set', '{"newMemberBonus":50000,"minAge":25}');
    try {
      const page = await browser.newPage({ viewport: layoutViewports.phone });
      await page.goto(`${base}/register`);
      const form = page.locator('form[data-kind="register"]');
      await form.waitFor();
      expect(await page.getByTestId('register').locator('h1').textContent()).toBe(
        'Magrehistro ngayon at makakuha ng ₱500.00 na bonus',
      );
      expect(await field(form, 'ageConfirmed').textContent()).toContain('25 taong gulang');
      await screenshot(page, 'copy-register-bonus-phone');
      await page.goto(`${base}/`);
      expect(await page.locator('.footer__age').textContent()).toBe('25+');
      expect(await page.locator('footer').innerText()).toContain('Dapat 25 taong gulang pataas');
      await page.close();
    } finally {
      await admin(server.env, 'brand', 'set', '{"newMemberBonus":0,"minAge":21}');
    }
  });
});

describe('the username form follows the brand settings', () => {
  const MOBILE = ['--pattern', '^9[0-9]*$', '--pattern-id', '22', '--min', '10', '--max', '10'];
  const mobileField = async (enabled: boolean, required: boolean) => {
    await admin(
      server.env,
      'register-field',
      'mobileNum',
      '--enabled',
      String(enabled),
      '--required',
      String(required),
      ...MOBILE,
    );
    // The server notices a change made by the CLI within its poll interval; a page that loads
    // faster than that would still read the old setting.
    await expect
      .poll(async () => {
        const res = await fetch(`${server.baseUrl}/wps/system/setting/register`);
        const body = (await res.json()) as { value: Record<string, { enabled: boolean; required: boolean }> };
        return body.value['mobileNum'];
      })
      .toMatchObject({ enabled, required });
  };

  /** Waits until the running server reports a module switch as the CLI left it. */
  const moduleIs = async (modId: string, on: boolean) => {
    type Node = { modId: string; enabled: string; childrenNodes: Node[] };
    const find = (nodes: Node[]): Node | undefined =>
      nodes.reduce<Node | undefined>(
        (hit, n) => hit ?? (n.modId === modId ? n : find(n.childrenNodes)),
        undefined,
      );
    await expect
      .poll(async () => {
        const res = await fetch(`${server.baseUrl}/wps/system/whitelabel`);
        const body = (await res.json()) as { value: Node[] };
        return find(body.value)?.enabled;
      })
      .toBe(on ? '1' : '0');
  };

  /** The fields the empty username form shows and the ones it refuses, after one submit. */
  async function emptySubmit() {
    const page = await browser.newPage({ viewport: layoutViewports.desktop });
    await page.goto(`${base}/register`);
    const form = page.locator('form[data-kind="register"]');
    await form.waitFor();
    const shown = await form.locator('[data-field]').evaluateAll((els) =>
      els.map((el) => {
        const input = el.querySelector('input');
        return `${(el as HTMLElement).dataset['field']}${input?.getAttribute('aria-required') ? '*' : ''}`;
      }),
    );
    await form.locator('button[type="submit"]').click();
    await field(form, 'username').locator('.field__error').waitFor();
    const refused = await form
      .locator('[data-field]:has(.field__error)')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['field']));
    return { page, shown, refused };
  }

  it('shows the phone and SMS code only when enabled, and requires them only when required', async () => {
    try {
      // the demo brand: mobile number enabled and required, SMS verification on
      let form = await emptySubmit();
      expect(form.shown).toEqual(expect.arrayContaining(['mobileNum*', 'verificationCode*']));
      expect(form.refused).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
      await form.page.close();

      await mobileField(true, false);
      form = await emptySubmit();
      expect(form.shown).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
      expect(form.refused).not.toContain('mobileNum');
      expect(form.refused).not.toContain('verificationCode');
      await screenshot(form.page, 'copy-register-optional-phone-desktop');
      // a typed number still needs its code: the server checks any number it is given
      const page = form.page;
      const live = page.locator('form[data-kind="register"]');
      await live.locator('input[name="mobileNum"]').fill('9171234567');
      await live.locator('button[type="submit"]').click();
      await field(live, 'verificationCode').locator('.field__error').waitFor();
      await page.close();

      await mobileField(false, false);
      form = await emptySubmit();
      expect(form.shown.filter((f) => /mobileNum|verificationCode/.test(f))).toEqual([]);
      await form.page.close();

      await mobileField(true, true);
      await admin(server.env, 'module', 'REGMOBVERF3', 'off');
      await moduleIs('REGMOBVERF3', false);
      form = await emptySubmit();
      expect(form.shown).toContain('mobileNum*');
      expect(form.shown.some((f) => f.startsWith('verificationCode'))).toBe(false);
      await form.page.close();
    } finally {
      await mobileField(true, true);
      await admin(server.env, 'module', 'REGMOBVERF3', 'on');
    }
  });
});

describe('record filters', () => {
  for (const [name, viewport] of sizes)
    it(`at ${name}: offer today and the previous 7 or 30 days, none reaching past today`, async () => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await signedIn(page, '&memberCentre=transactionHistory');
      const today = await page.evaluate(() => {
        const d = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      });
      for (const recordPage of ['transactionHistory', 'personalHistoryCopy']) {
        await page.goto(`${base}/?memberCentre=${recordPage}`);
        const centre = page.getByTestId('member-centre');
        const quick = centre.locator('.mc-quick button');
        await quick.first().waitFor();
        expect(await quick.evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['range']))).toEqual([
          'today',
          'prev7',
          'prev30',
        ]);
        expect(await quick.allInnerTexts()).toEqual([
          'Ngayong araw',
          'Nakaraang 7 araw',
          'Nakaraang 30 araw',
        ]);
        for (const range of ['today', 'prev7', 'prev30']) {
          await centre.locator(`[data-range="${range}"]`).click();
          const to = await centre.getByTestId('tx-to').inputValue();
          expect(to, range).toBe(today);
          expect(await centre.getByTestId('tx-to').getAttribute('max')).toBe(today);
        }
        expect(await centre.getByTestId('tx-from').inputValue()).not.toBe(today);
        expect(await overflowing(centre, '.mc-quick, .mc-chip')).toEqual([]);
        await screenshot(page, `copy-records-${recordPage}-${name}`);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await page.close();
    });
});

describe('not found', () => {
  for (const [name, viewport] of sizes)
    it(`at ${name}: the page and the API answer speak the brand default language without a language header`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${base}/no/such/page`);
      await page.getByRole('heading', { level: 1, name: 'Hindi nahanap ang page' }).waitFor();
      expect(await page.locator('main').last().innerText()).toContain('Maling URL');
      await screenshot(page, `copy-not-found-${name}`);
      // an unknown API path opened in the browser: the envelope's message, in TY
      const res = await page.goto(`${base}/lgw/no/such/call`);
      expect(res?.status()).toBe(404);
      expect(await page.locator('body').innerText()).toContain(
        'Maling URL, makipag-ugnayan sa customer service.',
      );
      await page.close();
    });
});

describe('sandbox wording', () => {
  it('never reaches a player screen: lobbies, the game page, the deposit channels', async () => {
    const page = await browser.newPage({ viewport: layoutViewports.phone });
    const errors = watchErrors(page);
    await signedIn(page);
    const seen: string[] = [];
    for (const path of ['/', '/live', '/rng', '/sports', '/fish', '/pvp', '/lottery', '/inhouse', '/game']) {
      await page.goto(`${base}${path}`);
      await page.locator('main').first().waitFor();
      seen.push(`${path}: ${await settledText(page)}`);
    }
    await page.goto(`${base}/?memberCentre=depositv2`);
    const form = page.getByTestId('deposit-form');
    await form.waitFor();
    expect(await form.locator('[data-channel]').count()).toBeGreaterThanOrEqual(2);
    seen.push(`deposit: ${await form.innerText()}`);
    await screenshot(page, 'copy-deposit-channels-phone');
    expect(seen.filter((text) => /sandbox/i.test(text)).map((text) => text.slice(0, 60))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
