/**
 * Steps of the promotion screens' browser test (e2e/promotions.e2e.ts): the API as the page asks
 * it (in Filipino, the demo brand's first language), and a member who deposited through the BANK
 * channel with the operator's confirmation, ready to withdraw.
 */
import type { Locator, Page } from 'playwright-core';
import type { BonusesValue, DepositOrder, ProfitValue, Promotion, ReferralValue } from '@lotto/contracts';
import { admin } from './admin.ts';
import { ARTIFACTS } from './browser.ts';
import { PASSWORD, PAYEE, readyToWithdraw, value } from './first-minute-steps.ts';

export const promotions = (base: string) =>
  value<{ list: Promotion[] }>(base, '/wps/promotions').then((v) => v.list);
export const bonuses = (base: string, token: string) =>
  value<BonusesValue>(base, '/wps/member/bonuses', { token });
export const referral = (base: string, token: string) =>
  value<ReferralValue>(base, '/wps/member/referral', { token });
export const profit = (base: string, q: { token: string; from: string; to: string }) =>
  value<ProfitValue>(base, `/wps/member/profit?from=${q.from}&to=${q.to}`, { token: q.token });

/**
 * A new member (CLI) with a payment password and a bank card, who deposited `amount` through
 * the BANK channel; the operator confirms the order with the CLI.
 */
export async function depositedMember(base: string, q: { env: Record<string, string>; amount: string }) {
  const username = `pr${Date.now().toString(36).slice(-6)}`;
  await admin(
    q.env,
    'member',
    'create',
    '--username',
    username,
    '--password',
    PASSWORD,
    '--payee-name',
    PAYEE,
  );
  const { token } = await value<{ token: string }>(base, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  await readyToWithdraw(base, token);
  const order = await value<DepositOrder>(base, '/wps/wallet/deposit', {
    token,
    body: { channel: 'BANK', amount: q.amount, requestId: `promo-e2e-${username}` },
  });
  await admin(q.env, 'deposit', 'confirm', order.orderRef);
  return { username, token, orderRef: order.orderRef };
}

/** `count` dice bets of `stake` through the API (the in-house games count in full toward wagering). */
export async function playDice(base: string, q: { token: string; stake: string; count: number }) {
  for (let i = 0; i < q.count; i++)
    await value(base, '/wps/inhouse/play', {
      token: q.token,
      body: {
        game: 'dice',
        stake: q.stake,
        params: { target: 5000, direction: 'under' },
        requestId: `promo-dice-${Date.now().toString(36)}-${i}`,
      },
    });
}

/** A screenshot of the whole page (the promotion pages run long on a phone). */
export async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

/** Each matched element whose content is wider than its box, or that reaches past the scope's right edge. */
export async function clipped(scope: Locator, selector: string): Promise<string[]> {
  const edge = await scope.evaluate((el) => el.getBoundingClientRect().right);
  return scope
    .locator(selector)
    .evaluateAll(
      (els, right) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > right + 1)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`),
      edge,
    );
}
