import type { Locator, Page } from 'playwright-core';
import type { BillsValue, ConsolidatedValue, ContractKind, ContractsValue } from '@lotto/contracts';
import { admin } from './admin.ts';
import { api, base, PASSWORD, server, tokenOf } from './agent-steps.ts';
import { overflowing, pageWidth } from './layout.ts';
import { openSignedIn } from './session.ts';

/**
 * What the contract screens' browser test needs: a top agent with the platform's daily wage and
 * dividend contracts, its downline agent with an agent and a player under it, and the steps that
 * read the API the screens are checked against.
 */
const tag = Date.now().toString(36).slice(-5);
export const TOP = `ct${tag}`;
export const MID = `cm${tag}`;
export const SUB = `cs${tag}`;
export const PLAYER = `cp${tag}`;
export const tokens: Record<string, string> = {};

/** TOP (daily wage 2 %, dividend 10 %, both from the platform) > MID > SUB (an agent) and PLAYER (funded). */
export async function makeContractTeam() {
  const env = server.env;
  await admin(env, 'member', 'create', '--username', TOP, '--password', PASSWORD, '--type', '1');
  for (const [u, type] of [
    [MID, '1'],
    [SUB, '1'],
    [PLAYER, '0'],
  ] as const) {
    const upline = u === MID ? TOP : MID;
    const args = ['member', 'create', '--username', u, '--password', PASSWORD, '--upline', upline];
    await admin(env, ...args, ...(type === '1' ? ['--type', '1'] : []));
  }
  await admin(env, 'contract', 'offer', TOP, 'daily', '2', '--accept');
  await admin(env, 'contract', 'offer', TOP, 'dividend', '10', '--accept');
  await admin(env, 'wallet', 'adjust', PLAYER, '500.00', '--memo', 'e2e credit');
  for (const u of [TOP, MID, SUB, PLAYER]) tokens[u] = await tokenOf(u);
}

/** PLAYER stakes 100.00 three times on dice: 300.00 of valid turnover for the whole chain above it. */
export async function playDice() {
  for (let i = 0; i < 3; i++)
    await api('/wps/inhouse/play', {
      token: tokens[PLAYER]!,
      body: {
        game: 'dice',
        stake: '100.00',
        params: { target: 5000, direction: 'under' },
        requestId: `ct-${tag}-${i}`,
      },
    });
}

/** Milliseconds from now to the end of today in `timeZone`. */
export function msToDayEnd(timeZone: string, now = Date.now()): number {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(format.formatToParts(now).map((x) => [x.type, Number(x.value)]));
  const second = now - (now % 1000);
  const offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second) - second;
  return Date.UTC(p.year!, p.month! - 1, p.day! + 1) - offset - now;
}

/** Moves the contracts' clock past the end of the brand's today (and a minute) and bills the day. */
export async function settleToday() {
  const { timeZone } = await api<{ timeZone: string }>('/wps/agent/centre', { token: tokens[TOP]! });
  await api('/wps/__test/agent/advance', { body: { ms: msToDayEnd(timeZone) + 61_000 } });
}

export const contracts = (who: string, q: { side: 'mine' | 'team'; kind?: ContractKind }) =>
  api<ContractsValue>(`/wps/agent/contracts?side=${q.side}${q.kind ? `&kind=${q.kind}` : ''}`, {
    token: tokens[who]!,
  });

export const bills = (who: string, q: { side: 'mine' | 'team'; kind: ContractKind }) =>
  api<BillsValue>(`/wps/agent/bills?side=${q.side}&kind=${q.kind}`, { token: tokens[who]! });

export const consolidated = (who: string) =>
  api<ConsolidatedValue>('/wps/member/info/funds/consolidated', { token: tokens[who]! });

export const balanceOf = async (who: string) =>
  (await api<{ sumBalance: string }>('/wps/v2/wallets/balance', { token: tokens[who]! })).sumBalance;

export const memberId = async (who: string, of: string) =>
  (
    await api<{ list: { id: number; username: string }[] }>('/wps/agent/team/members', {
      token: tokens[who]!,
    })
  ).list.find((m) => m.username === of)!.id;

/** Signs `who` in on `path` (the home page unless told) and waits for the header's balance. */
export async function signIn(page: Page, who: string, path = '/') {
  await openSignedIn(page, base, { token: tokens[who]!, isAgent: 1, path });
  await page.getByTestId('balance').waitFor();
}

/** Signs `who` in with the agent centre open on `key`, and waits for the page. */
export async function openCentrePage(page: Page, who: string, key: string): Promise<Locator> {
  await signIn(page, who, `/?agentCentre=${key}`);
  const centre = page.getByTestId('agent-centre');
  await centre
    .getByTestId('agent-centre-page')
    .and(centre.locator(`[data-page="${key}"]`))
    .waitFor();
  return centre;
}

/** The amounts of the bill rows shown (digits only, as the API writes them). */
export const shownAmounts = (scope: Locator) =>
  scope
    .getByTestId('bill-amount')
    .allInnerTexts()
    .then((all) => all.map((a) => a.replace(/,/g, '').trim()));

/** Opens the offer dialog on MID's row, chooses `kind` and fills the tiers (rate, min turnover). */
export async function offerToMid(
  page: Page,
  centre: Locator,
  o: { kind: string; tiers: [string, string][] },
) {
  const row = centre.getByTestId('team-list').locator('tr', { hasText: MID });
  await row.locator('[data-action="offer"]').click();
  const dialog = page.getByTestId('offer-dialog');
  await dialog.getByTestId('offer-form').waitFor();
  await dialog.locator(`[data-choice="kind"][data-value="${o.kind}"]`).click();
  for (const [i, [rate, turnover]] of o.tiers.entries()) {
    if (i > 0) await dialog.locator('[data-action="add-tier"]').click();
    await dialog.locator(`input[name="tier-${i}-rate"]`).fill(rate);
    await dialog.locator(`input[name="tier-${i}-minTurnover"]`).fill(turnover);
  }
  return dialog;
}

export const fits = async (page: Page, scope: Locator, selector: string) => ({
  width: (await pageWidth(page)) <= page.viewportSize()!.width,
  clipped: await overflowing(scope, selector),
});
export const FITS = { width: true, clipped: [] };
