// What a support agent sees of the member beside the conversation: level, balance, last deposits.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { currentLevel } from '../vip/index.ts';
import { paidDeposits, type Wallet } from '../wallet/index.ts';

const LAST_DEPOSITS = 5;

export async function memberSummary(
  { db, wallet }: { db: Kysely<Database>; wallet: Wallet },
  { brand, memberId }: { brand: Brand; memberId: number },
) {
  const member = await membersRepo.byId(db, { merchantId: brand.id, id: memberId });
  if (!member) throw new AppError('chat.not.found');
  const [balances, level, deposits] = await Promise.all([
    wallet.memberBalances(brand.id, memberId),
    currentLevel({ db }, { brand, memberId, now: Date.now() }),
    paidDeposits(db, { merchantId: brand.id, memberId }),
  ]);
  const main = balances.find((b) => b.code === 'main');
  return {
    account: member.username,
    vipLevel: level.level,
    balance: formatMinor(main?.available ?? 0n),
    currency: brand.settings.currency,
    lastDeposits: deposits
      .sort((a, b) => b.paidAt - a.paidAt)
      .slice(0, LAST_DEPOSITS)
      .map((d) => ({ amount: formatMinor(d.amount), at: d.paidAt })),
    joinedAt: Number(member.created_at),
  };
}
