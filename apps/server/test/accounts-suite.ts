import { afterAll, beforeAll, expect } from 'vitest';
import type { ModuleNode } from '@lotto/contracts';
import { accountsClient, PASSWORD, registerBodyOf } from './accounts-kit.ts';
import { eventually, startTestApp, type TestApp } from './harness.ts';

/**
 * What the accounts test files share: one app per file, started by `useAccountsApp()` with cheap
 * human checks, throttles wide enough for a file's tests and the soft lock after 4 failures, and
 * the helpers that register, sign in and switch modules on it. `t` and `c` are set from the
 * file's `beforeAll` on.
 */
export let t: TestApp;
export let c: ReturnType<typeof accountsClient>;
export { PASSWORD };

export function useAccountsApp(): void {
  beforeAll(async () => {
    t = await startTestApp({
      ALTCHA_MAX_NUMBER: '100',
      SMS_PER_IP: '1000',
      REGISTER_PER_IP: '1000',
      LOGIN_BURST_PER_IP: '1000',
      LOGIN_FAILURES_BEFORE_LOCK: '4',
    });
    c = accountsClient(t.app);
  });
  afterAll(() => t.close());
}

const flatten = (nodes: ModuleNode[]): Record<string, string> =>
  Object.fromEntries(
    nodes.flatMap((n) => [[n.modId, n.enabled], ...Object.entries(flatten(n.childrenNodes))]),
  );

/** Switches a module through the operator API and waits until requests see it. */
export async function setModule(id: string, on: boolean) {
  await t.app.platform.admin.setModule('demo', { modId: id, enabled: on });
  await eventually(async () => {
    const tree = (await c.call('GET', '/wps/system/whitelabel')).body.value as ModuleNode[];
    expect(flatten(tree)[id]).toBe(on ? '1' : '0');
  });
}

/** A complete registration body for a fresh visitor (see `registerBodyOf`). */
export const registerBody = (over: Record<string, unknown> = {}) => registerBodyOf(c, over);

export async function registered(over: Record<string, unknown> = {}) {
  const { u, body } = await registerBody(over);
  const res = await c.call('POST', '/wps/member/register', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { u, value: res.body.value as { id: number; token: string; userName: string } };
}

export const demoId = async () =>
  (
    await t.store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

export const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  c.call('POST', '/wps/session/login', body, headers);
export const auth = (token: string) => ({ authorization: token });
