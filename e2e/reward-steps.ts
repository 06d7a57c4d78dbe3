/**
 * Steps of the reward pages' browser test (e2e/rewards.e2e.ts): the operator's missions, put with
 * the CLI, and a member the operator funds.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin } from './admin.ts';
import { PASSWORD, value } from './first-minute-steps.ts';

/** A daily mission of 10 bets paying 5.00 and a weekly one of 5,000.00 turnover paying 50.00. */
export const missions = (startsAt: number) => [
  {
    code: 'MISSION_DAY10',
    category: 'mission',
    trigger: 'mission',
    goal: { period: 'day', metric: 'bets', target: 10 },
    reward: { type: 'fixed', amount: 500 },
    limits: { perMember: 1000 },
    title: { EN: 'Play 10 rounds today', TY: 'Maglaro ng 10 round ngayong araw' },
    summary: {
      EN: 'Place 10 bets today and claim 5.00.',
      TY: 'Tumaya nang 10 beses ngayong araw at kunin ang 5.00.',
    },
    startsAt,
  },
  {
    code: 'MISSION_WEEK',
    category: 'mission',
    trigger: 'mission',
    goal: { period: 'week', metric: 'turnover', target: 500_000 },
    reward: { type: 'fixed', amount: 5_000 },
    limits: { perMember: 1000 },
    title: { EN: 'Turn over 5,000.00 this week', TY: 'Tumaya ng 5,000.00 ngayong linggo' },
    summary: {
      EN: 'Reach 5,000.00 of valid bets this week and claim 50.00.',
      TY: 'Umabot sa 5,000.00 na valid na taya ngayong linggo at kunin ang 50.00.',
    },
    startsAt,
  },
];

/**
 * A new member (CLI) given 1,000.00 by the operator's adjustment: no deposit, so no deposit
 * bonus competes with the new-member bonus for the one wagering slot; what the reward centre
 * offers then (the new-member bonus, the daily mission) can all be claimed.
 */
export async function fundedMember(base: string, env: Record<string, string>) {
  const username = `rw${Date.now().toString(36).slice(-6)}`;
  await admin(env, 'member', 'create', '--username', username, '--password', PASSWORD);
  await admin(env, 'wallet', 'adjust', username, '1000.00', '--memo', 'rewards e2e');
  const { token } = await value<{ token: string }>(base, '/wps/session/login', {
    body: { username, password: PASSWORD },
  });
  return { username, token };
}

/** Puts the missions with `promo put FILE`, started a day ago. */
export async function putMissions(env: Record<string, string>) {
  for (const def of missions(Date.now() - 86_400_000)) {
    const file = join(tmpdir(), `mission-${def.code}-${Date.now()}.json`);
    await writeFile(file, JSON.stringify(def));
    await admin(env, 'promo', 'put', file);
  }
}
