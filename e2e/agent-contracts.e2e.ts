import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, viewports, watchErrors } from './browser.ts';
import { api, browser, useAgentServer } from './agent-steps.ts';
import {
  balanceOf,
  bills,
  consolidated,
  contracts,
  fits,
  FITS,
  makeContractTeam,
  memberId,
  MID,
  offerToMid,
  openCentrePage,
  playDice,
  settleToday,
  shownAmounts,
  signIn,
  SUB,
  tokens,
  TOP,
} from './contract-steps.ts';

/**
 * The contract screens in Chromium against a real server: the platform gives a top agent a daily
 * wage and a dividend (operator CLI); the top agent offers its downline agent both from team
 * management; the downline gets them in a popup after sign-in, accepts the wage and rejects the
 * dividend; a day of its player's bets is billed down the chain and both agents see the bill, the
 * money and the wage records; an offer below what the downline gave its own downline asks first.
 * Figures are checked against the API. Phones at 360 px, desktops at 1440 px.
 */
useAgentServer();

beforeAll(async () => {
  await makeContractTeam();
});

describe('agent contracts', () => {
  it('at 1440 px: the top agent offers its downline agent a daily wage and a dividend from team management', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentrePage(page, TOP, 'downlineManagmentView');
    const row = centre.getByTestId('team-list').locator('tr', { hasText: MID });
    expect(await row.getByTestId('member-series').innerText()).toMatch(/\d{4}$/);
    expect(await row.getByTestId('member-contract').count()).toBe(0);

    const dialog = await offerToMid(page, centre, { kind: 'daily', tiers: [['3', '0']] });
    const kinds = dialog.locator('[data-choice="kind"]');
    expect(await kinds.evaluateAll((els) => els.map((e) => e.getAttribute('data-value')))).toEqual([
      'dividend',
      'daily',
    ]);
    expect(await dialog.getByTestId('offer-ceiling').innerText()).toContain('2.00%');
    // above its own 2 %: refused before anything is sent
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('fieldset[aria-invalid="true"]').waitFor();
    // two tiers: 0.5 % from the first peso, 1 % from 100.00 of team turnover
    await dialog.locator('input[name="tier-0-rate"]').fill('0.5');
    await dialog.locator('[data-action="add-tier"]').click();
    await dialog.locator('input[name="tier-1-rate"]').fill('1');
    await dialog.locator('input[name="tier-1-minTurnover"]').fill('100');
    expect(await dialog.locator('fieldset[aria-invalid="true"]').count()).toBe(0);
    await screenshot(page, 'contract-offer-desktop');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByTestId('offer-sent').waitFor();
    await page.keyboard.press('Escape');

    const dividend = await offerToMid(page, centre, { kind: 'dividend', tiers: [['5', '0']] });
    await dividend.locator('[data-choice="mode"][data-value="floating"]').click();
    await dividend.locator('button[type="submit"]').click();
    await dividend.getByTestId('offer-sent').waitFor();
    await page.keyboard.press('Escape');

    const given = await contracts(TOP, { side: 'team' });
    expect(
      given.list.map((c) => [c.kind, c.state, c.member.username, c.mode, c.tiers.map((t) => t.rate)]),
    ).toEqual([
      ['dividend', 'offered', MID, 'floating', ['5.00']],
      ['daily', 'offered', MID, 'fixed', ['0.50', '1.00']],
    ]);
    expect(given.list[1]!.tiers[1]!.minTurnover).toBe('100.00');
    // the row shows both offers
    await expect.poll(() => row.getByTestId('member-contract').count()).toBe(2);
    await screenshot(page, 'contract-team-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 390 and 360 px: the team's terms, the offer dialog and the contract page fit the phone", async () => {
    for (const width of [390, 360]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const errors = watchErrors(page);
      const centre = await openCentrePage(page, TOP, 'downlineManagmentView');
      const row = centre.getByTestId('team-list').locator('tr', { hasText: MID });
      await expect.poll(() => row.getByTestId('member-contract').count()).toBe(2);
      expect(await fits(page, centre, '.mc-table td, .ac-terms, .ac-actions, .mc__panel')).toEqual(FITS);
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `contract-team-${width}`);
      const dialog = await offerToMid(page, centre, {
        kind: 'dividend',
        tiers: [
          ['1', '0'],
          ['2', '1000'],
        ],
      });
      expect(await fits(page, dialog, '.ac-tier, .mc-field, .mc-quick, .dialog__body')).toEqual(FITS);
      await screenshot(page, `contract-offer-${width}`);
      await page.keyboard.press('Escape');
      await centre.getByTestId('agent-centre-menu').locator('[data-page="agentDividendRecordCopy2"]').click();
      const given = centre.getByTestId('given-table');
      await given.scrollIntoViewIfNeeded();
      expect(await fits(page, centre, '.mc-card, .mc-table td, .ct-tiers, .mc__panel')).toEqual(FITS);
      await screenshot(page, `contract-given-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('at 360 px: the downline gets both offers after sign-in, accepts the wage and rejects the dividend', async () => {
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    await signIn(page, MID);
    const popup = page.getByTestId('contract-offers');
    const offers = popup.getByTestId('contract-offer');
    await offers.first().waitFor();
    expect(await offers.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual([
      'daily',
      'dividend',
    ]);
    expect(await fits(page, popup, '.ct-offer, .ct-offer__head, .ct-buttons, .dialog__body')).toEqual(FITS);
    await screenshot(page, 'contract-offers-phone');
    const daily = popup.locator('[data-kind="daily"]');
    await daily.locator('[data-answer="accept"]').click();
    expect(await daily.getByTestId('offer-answered').getAttribute('data-state')).toBe('active');
    const div = popup.locator('[data-kind="dividend"]');
    await div.locator('[data-answer="reject"]').click();
    expect(await div.getByTestId('offer-answered').getAttribute('data-state')).toBe('rejected');
    await screenshot(page, 'contract-offers-answered-phone');
    await popup.getByTestId('offers-later').click();
    await popup.waitFor({ state: 'detached' });

    const waiting = await consolidated(MID);
    expect([waiting.dailysalreqtype, waiting.divtypereq, waiting.dailysalinfotype]).toEqual([[], [], true]);
    expect((await contracts(MID, { side: 'mine', kind: 'dividend' })).list[0]!.state).toBe('rejected');

    // the daily wage page is in MID's menu now: its contract from TOP, no bill yet
    await page.goto(`${new URL(page.url()).origin}/?agentCentre=agentDailyWages2`);
    const centre = page.getByTestId('agent-centre');
    const mine = centre.getByTestId('my-contract');
    await mine.getByTestId('contract-tiers').waitFor();
    expect(await mine.getByTestId('contract-from').innerText()).toBe(TOP);
    expect(
      await mine.locator('[data-rate]').evaluateAll((r) => r.map((e) => e.getAttribute('data-rate'))),
    ).toEqual(['0.50', '1.00']);
    await centre.getByTestId('bills-empty').waitFor();
    expect(await popup.count()).toBe(0);
    expect(await fits(page, centre, '.mc-card, .mc__panel, .mc-facts')).toEqual(FITS);
    await screenshot(page, 'contract-page-phone');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("bills a day of the player's bets down the chain: both agents see the bill, the money and the wage records", async () => {
    await playDice();
    await settleToday();
    const [top] = (await bills(TOP, { side: 'mine', kind: 'daily' })).list;
    const [down] = (await bills(MID, { side: 'mine', kind: 'daily' })).list;
    const paidByTop = (await bills(TOP, { side: 'team', kind: 'daily' })).list;
    expect([top!.payer, top!.state, down!.payer?.username, down!.state]).toEqual([null, 'paid', TOP, 'paid']);
    expect(paidByTop.map((b) => b.id)).toEqual([down!.id]);
    // 300.00 of turnover reaches MID's second tier, 1 %
    expect([down!.tier, down!.rate]).toEqual([2, '1.00']);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(await balanceOf(MID))).toBe(cents(down!.amount));
    // a half month may have ended too: the platform's dividend to TOP, if its team lost
    const dividends = (await bills(TOP, { side: 'mine', kind: 'dividend' })).list;
    const dividend = dividends.reduce((sum, b) => sum + cents(b.amount), 0);
    expect(cents(await balanceOf(TOP))).toBe(cents(top!.amount) - cents(down!.amount) + dividend);

    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentrePage(page, TOP, 'agentDailyWages2');
    const section = centre.getByTestId('contract-bills');
    await section.getByTestId('bill-row').first().waitFor();
    expect(await shownAmounts(section)).toEqual([top!.amount]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'contract-bills-desktop');
    await section.getByRole('tab').nth(1).click();
    await expect.poll(() => section.getAttribute('data-side')).toBe('team');
    await expect.poll(() => shownAmounts(section)).toEqual([down!.amount]);
    expect(await section.getByTestId('bill-row').innerText()).toContain(MID);
    await checkWageRecords(page, TOP, [`+${top!.amount}`, `-${down!.amount}`]);
    expect(errors).toEqual([]);
    await page.close();

    const phone = await browser.newPage({ viewport: viewports.phone });
    const phoneErrors = watchErrors(phone);
    const mid = await openCentrePage(phone, MID, 'agentDailyWages2');
    const midBills = mid.getByTestId('contract-bills');
    await midBills.getByTestId('bill-row').first().scrollIntoViewIfNeeded();
    expect(await shownAmounts(midBills)).toEqual([down!.amount]);
    expect(await midBills.getByTestId('bill-state').getAttribute('data-status')).toBe('paid');
    expect(await fits(phone, mid, '.mc-card, .mc-table td, .mc__panel')).toEqual(FITS);
    await screenshot(phone, 'contract-bills-phone');
    expect((await phone.getByTestId('balance').innerText()).replace(/,/g, '')).toContain(down!.amount);
    await checkWageRecords(phone, MID, [`+${down!.amount}`]);
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });

  it('at 1440 px: an offer below what the downline gave its own downline asks before it ends that contract', async () => {
    // MID gives SUB 0.8 %, and SUB accepts
    const sub = await api<{ id: number }>('/wps/agent/contracts', {
      token: tokens[MID]!,
      body: { memberId: await memberId(MID, SUB), kind: 'daily', tiers: [{ rate: '0.8' }] },
    });
    await api(`/wps/agent/contracts/${sub.id}/accept`, { token: tokens[SUB]!, body: {} });

    const page = await browser.newPage({ viewport: viewports.desktop });
    const errors = watchErrors(page);
    const centre = await openCentrePage(page, TOP, 'downlineManagmentView');
    const dialog = await offerToMid(page, centre, { kind: 'daily', tiers: [['0.5', '0']] });
    await dialog.locator('button[type="submit"]').click();
    const ask = dialog.getByTestId('offer-confirm');
    await ask.waitFor();
    expect(await ask.innerText()).toContain(MID);
    expect((await contracts(TOP, { side: 'team', kind: 'daily' })).list[0]!.state).toBe('active');
    await screenshot(page, 'contract-lowers-desktop');
    await ask.locator('[data-confirm="terminate"]').click();
    await dialog.getByTestId('offer-sent').waitFor();
    const [offer] = (await contracts(TOP, { side: 'team', kind: 'daily' })).list;
    expect([offer!.state, offer!.terminates]).toEqual(['offered', [sub.id]]);
    // the console shows the 409 that asked
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();

    // MID sees the offer (and what it ends) in the popup, leaves it for later and accepts it on the page
    const phone = await browser.newPage({ viewport: viewports.phone });
    const phoneErrors = watchErrors(phone);
    await signIn(phone, MID);
    const popup = phone.getByTestId('contract-offers');
    await popup.getByTestId('offer-terminates').waitFor();
    await screenshot(phone, 'contract-popup-ends-phone');
    await popup.getByTestId('offers-later').click();
    await popup.waitFor({ state: 'detached' });
    await phone.goto(`${new URL(phone.url()).origin}/?agentCentre=agentDailyWages2`);
    const mid = phone.getByTestId('agent-centre');
    const waiting = mid.getByTestId('waiting-offers');
    await waiting.getByTestId('offer-terminates').scrollIntoViewIfNeeded();
    expect(await popup.count()).toBe(0);
    expect(await fits(phone, mid, '.mc-card, .ct-offer, .mc__panel')).toEqual(FITS);
    await screenshot(phone, 'contract-waiting-phone');
    await waiting.locator('[data-answer="accept"]').click();
    const row = mid.getByTestId('given-table').locator(`[data-member="${SUB}"]`);
    await expect.poll(() => row.first().getAttribute('data-state')).toBe('terminated');
    expect((await contracts(MID, { side: 'team', kind: 'daily' })).list[0]!.state).toBe('terminated');
    await expect
      .poll(() =>
        mid
          .getByTestId('my-contract')
          .locator('[data-rate]')
          .evaluateAll((r) => r.map((e) => e.getAttribute('data-rate'))),
      )
      .toEqual(['0.50']);
    expect(phoneErrors).toEqual([]);
    await phone.close();
  });
});

/** The member's account record of type wage lists `amounts` (signed, newest first). */
async function checkWageRecords(page: Page, who: string, amounts: string[]) {
  await signIn(page, who, '/?memberCentre=transactionHistory');
  const centre = page.getByTestId('member-centre');
  await centre.getByTestId('tx-type').selectOption('wage');
  const rows = centre.getByTestId('tx-row');
  await expect
    .poll(() => rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-type'))))
    .toEqual(amounts.map(() => 'wage'));
  const shown = (await rows.getByTestId('tx-amount').allInnerTexts()).map((a) => a.replace(/,/g, '').trim());
  expect(shown.sort()).toEqual([...amounts].sort());
}
