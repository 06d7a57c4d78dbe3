import { withdrawalStatuses } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { Withdrawals } from '../modules/wallet/index.ts';
import { brandOf, cliWallet, limitOf, statusOf, type CliContext, type Command } from './context.ts';
import { printable } from './printable.ts';

/** `withdraw list [--status S] [--limit N]`: the newest withdrawals with the card they go to. */
async function list(ctx: CliContext, merchantId: number) {
  const status = statusOf(ctx.values, withdrawalStatuses);
  // Members have a status too: every column named by its table.
  let q = ctx.db.kysely
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .innerJoin('bank_cards', 'bank_cards.id', 'withdrawals.card_id')
    .select([
      'withdrawals.order_ref',
      'members.username',
      'withdrawals.amount',
      'withdrawals.status',
      'withdrawals.receipt',
      'bank_cards.bank_name',
      'bank_cards.account_number',
      'withdrawals.created_at',
    ])
    .where('withdrawals.merchant_id', '=', merchantId)
    .orderBy('withdrawals.id', 'desc')
    .limit(limitOf(ctx.values));
  if (status) q = q.where('withdrawals.status', '=', status);
  for (const r of await q.execute())
    console.log(
      `${printable(r.order_ref)}  ${printable(r.username)}  ${formatMinor(BigInt(r.amount))}  ${printable(r.bank_name)} ${printable(r.account_number)}  ${r.status}${r.receipt ? ` (${r.receipt})` : ''}  ${new Date(Number(r.created_at)).toISOString()}`,
    );
}

/** `withdraw list`, `withdraw pay ORDERREF`, `withdraw reject ORDERREF --memo TEXT`. */
export const withdraw: Command = async (ctx, args) => {
  const { id, brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const withdrawals = new Withdrawals(ctx.db.kysely, wallet);
  try {
    if (args[0] === 'pay') {
      const { paid } = await withdrawals.pay(brand, args[1] ?? '');
      console.log(paid ? `paid ${args[1]}` : `${args[1]} was already paid`);
    } else if (args[0] === 'reject') {
      if (!ctx.values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
      await withdrawals.reject(brand, args[1] ?? '', ctx.values.memo);
      console.log(`rejected ${args[1]}: the amount is available again`);
    } else await list(ctx, id);
  } finally {
    await live?.close();
  }
};
