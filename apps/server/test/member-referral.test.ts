import { expect, it } from 'vitest';
import type { ReferralValue } from '@lotto/contracts';
import { auth, c, registered, useAccountsApp } from './accounts-suite.ts';
import { engine } from './harness.ts';

/** The member's referral code and link, and the registrations made with it. */
useAccountsApp();

it(`answers the member's referral code, link and invitations (${engine})`, async () => {
  const host = await registered();
  const mine = async () =>
    (await c.call('GET', '/wps/member/referral', undefined, auth(host.value.token))).body
      .value as ReferralValue;
  const first = await mine();
  expect(first.referralCode).toMatch(/^\w{4,}$/);
  expect(first.link).toMatch(new RegExp(`/register\\?referralCode=${first.referralCode}$`));
  expect(first.totalInvitations).toBe(0);
  expect(first.promotionDomains).toContain('localhost');
  await registered({ referralCode: first.referralCode });
  await registered({ referralCode: first.referralCode });
  expect((await mine()).totalInvitations).toBe(2);
  expect((await c.call('GET', '/wps/member/referral')).status).toBe(401);
});
