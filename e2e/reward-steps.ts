/** Steps of the reward pages' browser test (e2e/rewards.e2e.ts): a member the operator funds. */
import { admin } from './admin.ts';
import { PASSWORD, value } from './first-minute-steps.ts';

/**
 * A new member (CLI) given 1,000.00 by the operator's adjustment: no deposit, so no deposit
 * bonus waits for the one wagering slot, and everything the reward centre offers can be claimed.
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
