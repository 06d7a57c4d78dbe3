import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The demo brand's deposit channels: a bank transfer the operator confirms with the CLI, and
 * the sandbox gateway (apps/sandbox-pay, `npm run sandbox-pay`) with its hosted payment page.
 * The gateway secret is read from SANDBOX_PAY_SECRET, never stored here. Players see the
 * channel's name, so it says what they pay with; that it is the sandbox stays with the operator
 * (the channel code and its config).
 */
export async function seedDemoPayments(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('payment_channels')
    .values([
      {
        merchant_id: merchantId,
        code: 'BANK',
        kind: 'manual_bank',
        name: JSON.stringify({ EN: 'Bank transfer', TY: 'Bank transfer (deposito sa bangko)' }),
        min_amount: 10_000,
        max_amount: 5_000_000,
        fee_bps: 0,
        fee_fixed: 0,
        config: JSON.stringify({
          bankName: 'Bangko Perlas',
          accountName: 'Perlas Play Gaming Corp.',
          accountNumber: '0012-3456-7890',
        }),
        enabled: 1,
        sort: 1,
      },
      {
        merchant_id: merchantId,
        code: 'SANDBOXPAY',
        kind: 'gateway',
        name: JSON.stringify({ EN: 'Card / e-wallet', TY: 'Card o e-wallet' }),
        min_amount: 5_000,
        max_amount: 2_000_000,
        fee_bps: 100,
        fee_fixed: 0,
        config: JSON.stringify({
          provider: 'sandbox',
          baseUrl: 'http://127.0.0.1:8090',
          merchantId: 'perlas-dev',
          secretEnv: 'SANDBOX_PAY_SECRET',
        }),
        enabled: 1,
        sort: 2,
      },
    ])
    .execute();
}
