import { afterAll, beforeAll } from 'vitest';
import type { PlayValue } from '@lotto/contracts';
import { memberKit } from './member-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * What the in-house games test files share: one app per file, started by `useInhouseApp()` with
 * lia and max funded, rex restricted and ana empty, the games on a clock the tests move
 * (`testClock.now`), and the helpers that play. `t` and `merchantId` are set from the file's
 * `beforeAll` on.
 */
export let t: TestApp;
export let merchantId: number;
export const testClock = { now: Date.now() };

export const { tokens, ids, signIn, fund, call, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'house' },
);

export function useInhouseApp(): void {
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    t.app.inhouse.clock.now = () => testClock.now;
    await signIn('lia');
    await signIn('max');
    await signIn('rex', { type: 4 });
    await signIn('ana');
    await fund('lia', 3_000_000n);
    await fund('max', 200_000n);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
}

export const minor = (text: string) => BigInt(text.replace('.', ''));
export const available = async (who: string) =>
  (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance;
export const entries = async () =>
  Number(
    (
      await t.store.db.kysely
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const bodies = {
  dice: { target: 5000, direction: 'under' },
  mines: { mines: 3, tiles: [0, 7, 12] },
  plinko: { rows: 16, risk: 'high' },
  keno: { picks: [3, 9, 17, 24, 33] },
  slot: {},
} as const;

type InhouseGame = keyof typeof bodies;
type Play = { game: InhouseGame; stake?: string; requestId?: string };
let seq = 0;
/** One round of `game` at 10.00 under a fresh request id, or with the stake and request id given. */
export const play = (who: string, bet: InhouseGame | Play) => {
  const { game, stake, requestId }: Play = typeof bet === 'string' ? { game: bet } : bet;
  return post<PlayValue>('/wps/inhouse/play', who, {
    game,
    stake: stake ?? '10.00',
    params: bodies[game],
    requestId: requestId ?? `req-${who}-${++seq}-${game}`,
  });
};
