/**
 * Steps of the Vietnam lottery browser test: a member made and funded with the operator CLI and
 * signed in through the API, the server's test clock, and the /vnlottery screen driven as a
 * person would (play chips, typed numbers, the number board, the slip).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { payoutMinor } from '@lotto/contracts/lottery/odds';
import { VN_NORTH_PLAYS, VN_SOUTH_PLAYS } from '@lotto/contracts/lottery/plays/vn';
import { admin } from './admin.ts';
import type { RunningServer } from './server.ts';
import { openSignedIn } from './session.ts';

export const PASSWORD = 'Laro2026xyz';
const UNIT = 200n; // the demo brand's unit, 2.00

/** Minor units as the API writes money: 123456n -> "1234.56". */
export const money = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

export type Ticket = {
  ticketId: number;
  numero: string;
  playId: string;
  selection: number[][];
  betCount: number;
  stake: string;
  status: string;
  winBets: number;
  payout: string;
  oddsBp: number;
  multiplier: number;
};

export function steps(server: RunningServer) {
  const call = async <T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: init.token } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const json = (await res.json()) as { success: boolean; value: T };
    if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.value;
  };

  return {
    call,
    /** A new member with `amount` on the main wallet, logged in through the API. */
    async member(prefix: string, amount: string) {
      const username = `${prefix}${Date.now().toString(36).slice(-5)}`;
      await admin(server.env, 'member', 'create', '--username', username, '--password', PASSWORD);
      await admin(server.env, 'wallet', 'adjust', username, amount, '--memo', 'e2e credit');
      const { token } = await call<{ token: string }>('/wps/session/login', {
        body: { username, password: PASSWORD },
      });
      return { username, token };
    },
    /** Moves the server's lottery clock (test route) and ticks the draws; answers the server time. */
    advance: (body: { gameCode: string } | { ms: number }) =>
      call<{ now: number }>('/wps/__test/lottery/advance', { body }),
    near: (gameCode: string) =>
      call<{ currentNumero: { numero: string; closeTime: number; drawTime: number } }>(
        `/lotto/lgw/games/opened/numero?gameCode=${gameCode}`,
      ),
    tickets: (token: string, gameCode: string) =>
      call<Ticket[]>(`/lgw/lottery/tickets?gameCode=${gameCode}`, { token }),
    balance: async (token: string) =>
      (await call<{ sumBalance: string }>('/wps/v2/wallets/balance', { token })).sumBalance,
  };
}

/** Signs the page in with a session token from the API. */
export async function signIn(page: Page, baseUrl: string, token: string) {
  await openSignedIn(page, baseUrl, { token });
  await page.getByTestId('balance').waitFor();
}

export const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

/** Digits and the decimal point of a shown amount: "₱17,268.00" -> "17268.00". */
export const amountOf = (text: string | null) => (text ?? '').replace(/[^\d.]/g, '');

/** Adds one slip line: the play, numbers typed into the entry box (or none), the points. */
export async function addLine(page: Page, line: { playId: string; typed?: string; points?: number }) {
  await page.getByTestId(`vn-play-${line.playId}`).click();
  await expect.poll(() => page.getByTestId('vn-betpanel').getAttribute('data-play')).toBe(line.playId);
  if (line.typed !== undefined) await page.getByTestId('vn-entry').fill(line.typed);
  await page.getByTestId('vn-points').fill(String(line.points ?? 1));
  const before = await page.getByTestId('vn-slip-line').count();
  await page.getByTestId('vn-add').click();
  await expect.poll(() => page.getByTestId('vn-slip-line').count()).toBe(before + 1);
}

/** The numbers of the shown prize table, special first, as the page lays them out. */
export const boardNumbers = (page: Page) =>
  page
    .getByTestId('vn-prize-table')
    .getByTestId('vn-prize-number')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-number') ?? ''));

/** Each settled ticket is what the pure win rule and the odds make of the shown result. */
export function checkSettlement(tickets: Ticket[], board: string[], layout: 'north' | 'south') {
  const plays = layout === 'north' ? VN_NORTH_PLAYS : VN_SOUTH_PLAYS;
  for (const t of tickets) {
    const play = plays.find((p) => p.id === t.playId)!;
    const wins = play.wins(t.selection, board);
    expect(t.winBets, t.playId).toBe(wins);
    expect(t.status, t.playId).toBe(wins > 0 ? 'won' : 'lost');
    const perBet = BigInt(play.unitsPerBet) * UNIT;
    expect(t.payout, t.playId).toBe(
      money(payoutMinor(perBet, { multiplier: t.multiplier, winningBets: wins, odds: t.oddsBp })),
    );
  }
}

/** The page's tickets agree with the API's: status, and hits and payout of the winners. */
export async function checkTicketsShown(page: Page, tickets: Ticket[]) {
  for (const t of tickets) {
    const row = page.locator(`[data-testid="vn-ticket"][data-ticket="${t.ticketId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe(t.status);
    if (t.status === 'won') {
      expect(await row.getByTestId('vn-ticket-payout').getAttribute('data-payout')).toBe(t.payout);
      expect(await row.getByTestId('vn-ticket-payout').getAttribute('data-hits')).toBe(String(t.winBets));
    }
  }
}
