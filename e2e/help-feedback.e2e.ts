import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementsValue, FeedbackListValue } from '@lotto/contracts';
import { admin } from './admin.ts';
import { launch, watchErrors } from './browser.ts';
import { locales, PASSWORD, value } from './first-minute-steps.ts';
import { layoutViewports, pageWidth } from './layout.ts';
import { clipped, fullShot } from './promo-steps.ts';
import { startServer, type RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

/**
 * Talking to players, the help side (issue 21), in Chromium at 390 px against a real server: the
 * brand's pop-up announcement shows once per session (a guest on the home page, a member after
 * login) and not again on reload; /helpmc narrows to a deep link's topic and finds an article by
 * a server-side search; Verify Representative answers yes and no from the footer's link; a member
 * sends feedback with an image, the operator replies with the CLI and the member reads it.
 */
let server: RunningServer;
let browser: Browser;
let base: string;
let member: { username: string; token: string };
const ty = locales.ty;
const PHONE = layoutViewports.phone;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SHOWN =
  '.help-topics, .help-article, .verify-rep, .verify-rep__result, .feedback__form, .feedback__list li';

beforeAll(async () => {
  server = await startServer();
  base = server.baseUrl;
  browser = await launch({ noticePopups: true });
  const username = `hf${Date.now().toString(36).slice(-6)}`;
  await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
  const { token } = await value<{ token: string }>(base, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  member = { username, token };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function expectLaidOut(page: Page, selector = SHOWN) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await clipped(page.locator('body'), selector)).toEqual([]);
}

/** The page has settled: its calls answered, so a pop-up that was going to open has opened. */
const settled = async (page: Page) => {
  await page.locator('.footer, [data-testid="point-mall"]').first().waitFor();
  await page.waitForTimeout(1500);
};

describe('help, announcements and feedback', () => {
  it('at 390 px shows the pop-up announcement once per session: a guest on the home page, a member after login', async () => {
    const popups = (
      await value<AnnouncementsValue>(base, '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR')
    ).popup;
    expect(popups.length).toBeGreaterThan(0);
    const guest = await browser.newPage({ viewport: PHONE });
    const errors = watchErrors(guest);
    await guest.goto(base);
    const popup = guest.getByTestId('notice-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(popups[0]!.title);
    await expectLaidOut(guest, '.notice, .notice__detail');
    await guest.screenshot({ path: `${process.cwd()}/test-artifacts/help-popup-guest-390.png` });
    await popup.getByRole('button', { name: ty.notice.gotIt }).click();
    await popup.waitFor({ state: 'detached' });
    await guest.reload();
    await settled(guest);
    expect(await popup.count()).toBe(0);
    expect(errors).toEqual([]);
    await guest.close();

    const signedIn = await browser.newPage({ viewport: PHONE });
    await openSignedIn(signedIn, base, { token: member.token, path: '/pointMall' });
    await signedIn.getByTestId('notice-popup').waitFor();
    await signedIn.getByTestId('notice-popup').getByRole('button', { name: ty.notice.gotIt }).click();
    await signedIn.reload();
    await settled(signedIn);
    expect(await signedIn.getByTestId('notice-popup').count()).toBe(0);
    await signedIn.close();
  });

  it('at 390 px /helpmc opens a deep link topic and finds an article by a server-side search', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    await page.goto(`${base}/helpmc?topic=withdrawals`);
    const centre = page.getByTestId('help-centre');
    const articles = centre.getByTestId('help-article');
    await expect.poll(() => articles.count()).toBe(2);
    expect(await articles.first().getAttribute('data-code')).toBe('how-to-withdraw');
    expect(await centre.getByRole('button', { name: 'Pag-withdraw' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectLaidOut(page);
    await fullShot(page, 'help-topic-390');

    await centre.getByRole('searchbox').fill('password');
    await centre.getByRole('button', { name: ty.helpCentre.searchButton }).click();
    await page.waitForURL(/q=password/);
    await expect.poll(() => articles.first().getAttribute('data-code')).toBe('forgot-password');
    expect(await centre.getByTestId('help-search-count').textContent()).toContain('password');
    await articles.first().locator('summary').click();
    expect(await articles.first().textContent()).toContain('8 hanggang 64');
    await expectLaidOut(page);
    await fullShot(page, 'help-search-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px the footer link checks a handle: yes for the brand staff, no for another', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    await page.goto(base);
    // a guest on the home page sees the pop-up first
    await page.getByTestId('notice-popup').getByRole('button', { name: ty.notice.gotIt }).click();
    await page.getByRole('link', { name: ty.footer.verifyRepresentative }).click();
    await page.waitForURL(/topic=verify-representative/);
    const check = page.getByTestId('verify-rep');
    const handle = check.getByRole('textbox');
    await handle.fill('0917 555 0101');
    await check.getByRole('button', { name: ty.verifyRep.check }).click();
    const result = check.getByTestId('verify-result');
    await expect.poll(() => result.getAttribute('data-official')).toBe('yes');
    expect(await result.textContent()).toContain('+639175550101');
    await expectLaidOut(page);
    await fullShot(page, 'help-verify-yes-390');
    await handle.fill('+63 917 555 0199');
    await check.getByRole('button', { name: ty.verifyRep.check }).click();
    await expect.poll(() => result.getAttribute('data-official')).toBe('no');
    await check.getByText(ty.verifyRep.kinds.telegram).click();
    await handle.fill('@PerlasPlay_Support');
    await check.getByRole('button', { name: ty.verifyRep.check }).click();
    await expect.poll(() => result.getAttribute('data-official')).toBe('yes');
    await expectLaidOut(page);
    await fullShot(page, 'help-verify-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 390 px a member sends feedback with an image, and reads the operator reply', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = watchErrors(page);
    await openSignedIn(page, base, { token: member.token, path: '/helpmc?topic=feedback' });
    // the pop-up of this tab's session comes first
    await page.getByTestId('notice-popup').getByRole('button', { name: ty.notice.gotIt }).click();
    const form = page.getByTestId('feedback');
    await form.getByRole('button', { name: ty.feedback.send }).click();
    await form.getByText(ty.feedback.categoryRequired).waitFor();
    await form.getByLabel(ty.feedback.category).selectOption('withdrawal');
    await form.getByLabel(ty.feedback.content).fill('Too short');
    await form.getByRole('button', { name: ty.feedback.send }).click();
    await form.getByText(ty.feedback.wordBounds.replace('{{min}}', '3').replace('{{max}}', '60')).waitFor();
    const text = 'Please show how long a withdrawal usually takes before I send it.';
    await form.getByLabel(ty.feedback.content).fill(text);
    expect(await form.getByTestId('feedback-counts').textContent()).toContain(`${text.length}/140`);
    await form
      .getByTestId('feedback-file')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.getByTestId('feedback-previews').locator('img').count()).toBe(1);
    await expectLaidOut(page);
    await fullShot(page, 'help-feedback-form-390');
    await form.getByRole('button', { name: ty.feedback.send }).click();
    await form.getByTestId('feedback-sent').waitFor();
    const mine = await value<FeedbackListValue>(base, '/wps/feedback', { token: member.token });
    expect(mine.list[0]).toMatchObject({ category: 'withdrawal', content: text, images: 1, status: 'open' });

    await admin(
      server.env,
      'feedback',
      'reply',
      String(mine.list[0]!.id),
      '--message',
      'Salamat! Idadagdag namin iyan.',
    );
    await page.reload();
    const item = page.getByTestId('feedback-item').first();
    await expect.poll(() => item.getAttribute('data-status')).toBe('replied');
    expect(await item.textContent()).toContain('Salamat! Idadagdag namin iyan.');
    await expectLaidOut(page);
    await fullShot(page, 'help-feedback-replied-390');
    expect(errors).toEqual([]);
    await page.close();
  });
});
