/**
 * Steps of the first-minute browser tests: calls to the API, members made and funded with the
 * operator CLI, the south Vietnam results entered by the operator, and what the page lays out
 * (rows of buttons, lines of text) measured in the browser.
 */
import type { Locator, Page } from 'playwright-core';
import { layoutDigits } from '@lotto/contracts/lottery/vn';
import en from '../apps/web/src/i18n/locales/en.json' with { type: 'json' };
import ty from '../apps/web/src/i18n/locales/ty.json' with { type: 'json' };
import { admin } from './admin.ts';

export const PASSWORD = 'Laro2026xyz';
export const PIN = '135790';
export const PAYEE = 'Juan Dela Cruz';

/** The demo brand speaks Filipino (TY) first; English is the other language tests read. */
export const locales = { ty, en };

type Envelope<T> = { success: boolean; value: T; code?: string };

/** One call to the API, its envelope as it came (a refusal included). */
export async function api<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; device?: string } = {},
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: init.token } : {}),
      // the device id the site keeps (promotions limited per device ask for one)
      ...(init.device ? { 'x-device-id': init.device } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return (await res.json()) as Envelope<T>;
}

/** A payment password (PIN) and a bank card in the payee's name: what a withdrawal needs. */
export async function readyToWithdraw(baseUrl: string, token: string) {
  await value(baseUrl, '/wps/wallet/payment-password', {
    method: 'PUT',
    token,
    body: { newPassword: PIN, confirmPassword: PIN },
  });
  await value(baseUrl, '/wps/wallet/bank-cards', {
    token,
    body: {
      bankName: 'Bangko Perlas',
      accountName: PAYEE,
      accountNumber: '0012 3456 7890',
      paymentPassword: PIN,
    },
  });
}

/** As `api`, for a call that must succeed: its value. */
export async function value<T>(baseUrl: string, path: string, init: Parameters<typeof api>[2] = {}) {
  const answer = await api<T>(baseUrl, path, init);
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.value;
}

/**
 * A member ready to withdraw: 1,000.00 on the main wallet (the operator's credit), a payment
 * password and a bank card in its registered name, signed in through the API.
 */
export async function withdrawingMember(baseUrl: string, env: Record<string, string>) {
  const username = `fm${Date.now().toString(36).slice(-6)}`;
  await admin(env, 'member', 'create', '--username', username, '--password', PASSWORD, '--payee-name', PAYEE);
  await admin(env, 'wallet', 'adjust', username, '1000.00', '--memo', 'e2e credit');
  const { token } = await value<{ token: string }>(baseUrl, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  await readyToWithdraw(baseUrl, token);
  return { username, token };
}

/**
 * The operator enters the official south results of the `days` days before today's draw, so
 * the results pane has a full board and a strip of recent draws, as on a live site.
 */
export async function southResults(baseUrl: string, env: Record<string, string>, days: number) {
  const near = await value<{ currentNumero: { numero: string } }>(
    baseUrl,
    '/lotto/lgw/games/opened/numero?gameCode=VN_SOUTH',
  );
  const today = near.currentNumero.numero; // YYYYMMDD
  const day0 = Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6, 8));
  for (let back = days; back >= 1; back--) {
    const numero = new Date(day0 - back * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const winNo = layoutDigits('south')
      .map((digits, i) => String((back * 7_919 + i * 104_729) % 10 ** digits).padStart(digits, '0'))
      .join(',');
    await admin(env, 'lottery', 'result', 'VN_SOUTH', numero, winNo);
  }
}

/** Each matched element's box and how many lines its text takes. */
export const boxesAndLines = (scope: Locator) =>
  scope.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      const r = el.getBoundingClientRect();
      return { text: el.textContent ?? '', top: r.top, bottom: r.bottom, lines: tops.size };
    }),
  );

/** Numbers of a prize table that stick out of their own cell, as "prize number". */
export const numbersOutsideCells = (table: Locator) =>
  table.locator('tr[data-prize]').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const cell = row.querySelector('td')!.getBoundingClientRect();
      return [...row.querySelectorAll<HTMLElement>('[data-testid="vn-prize-number"]')]
        .filter((n) => {
          const r = n.getBoundingClientRect();
          return r.left < cell.left - 1 || r.right > cell.right + 1 || r.width === 0;
        })
        .map((n) => `${(row as HTMLElement).dataset['prize']} ${n.dataset['number']}`);
    }),
  );

/** The page's view of the box of an element: the part of it inside the viewport, horizontally. */
export const inViewportWidth = async (page: Page, el: Locator) => {
  const box = (await el.boundingBox())!;
  return box.x >= -1 && box.x + box.width <= page.viewportSize()!.width + 1;
};
