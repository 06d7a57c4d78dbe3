import type { Kysely } from 'kysely';
import { AGENT_TYPES } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { parseMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo, type MemberRow } from '../identity/index.ts';
import type { Withdrawals } from './withdrawals.ts';
import type { Wallet } from './service.ts';

/**
 * Transfers inside the agent tree (transferUpline, AGETRANSFERUP3; docs/product/wallet.md#transfers): a member may
 * send to its direct upline; an agent to anyone in its downline or up its upline chain. The
 * payment password is checked; the move is one ledger entry between the two main wallets.
 */
export async function transfer(
  deps: { db: Kysely<Database>; wallet: Wallet; withdrawals: Withdrawals },
  t: {
    brand: Brand;
    from: MemberRow;
    input: { to: string; amount: string; paymentPassword: string; requestId: string };
  },
) {
  const { brand, from, input } = t;
  if (brand.modules.get('AGETRANSFERUP3') !== true) throw new AppError('function.not.available');
  const amount = parseMinor(input.amount);
  if (amount === undefined || amount <= 0n)
    throw new AppError('request.invalid', {
      details: [{ path: 'amount', code: 'invalid', message: 'amount' }],
    });
  const to = await membersRepo.byUsername(deps.db, brand.id, input.to);
  if (!to || to.id === from.id || to.status !== 'active') throw new AppError('transfer.target.invalid');
  const uplines = await membersRepo.uplines(deps.db, from.id);
  const isAgent = AGENT_TYPES.includes(from.type);
  const upward = isAgent ? uplines.some((u) => u.id === to.id) : uplines[0]?.id === to.id;
  const downward = isAgent && (await membersRepo.isDownline(deps.db, from.id, to.id));
  if (!upward && !downward) throw new AppError('transfer.target.invalid');
  await deps.withdrawals.verifyPaymentPassword(from, input.paymentPassword);
  return deps.wallet.post({
    merchantId: brand.id,
    currency: brand.settings.currency,
    idemKey: `transfer:${from.id}:${input.requestId}`,
    type: 'transfer',
    ref: `${from.username} → ${to.username}`,
    lines: [
      { account: { member: from.id }, amount: -amount },
      { account: { member: to.id }, amount },
    ],
  });
}
