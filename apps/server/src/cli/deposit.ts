import { zDepositOrder } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { Deposits } from '../modules/wallet/index.ts';
import { brandOf, cliWallet, limitOf, statusOf, type CliContext, type Command } from './context.ts';
import { printable } from './printable.ts';

/** `deposit list [--status S] [--limit N]`: the newest deposit orders. */
async function list(ctx: CliContext, merchantId: number) {
  const status = statusOf(ctx.values, zDepositOrder.shape.status.options);
  // Members have a status too: every column named by its table.
  let q = ctx.db.kysely
    .selectFrom('deposit_orders')
    .innerJoin('members', 'members.id', 'deposit_orders.member_id')
    .select([
      'deposit_orders.order_ref',
      'members.username',
      'deposit_orders.amount',
      'deposit_orders.fee',
      'deposit_orders.status',
      'deposit_orders.created_at',
    ])
    .where('deposit_orders.merchant_id', '=', merchantId)
    .orderBy('deposit_orders.id', 'desc')
    .limit(limitOf(ctx.values));
  if (status) q = q.where('deposit_orders.status', '=', status);
  for (const r of await q.execute())
    console.log(
      `${printable(r.order_ref)}  ${printable(r.username)}  ${formatMinor(BigInt(r.amount))} (fee ${formatMinor(BigInt(r.fee))})  ${r.status}  ${new Date(Number(r.created_at)).toISOString()}`,
    );
}

/** `deposit list`, `deposit confirm ORDERREF`, `deposit reject ORDERREF --memo TEXT`. */
export const deposit: Command = async (ctx, args) => {
  const { id, brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const deposits = new Deposits(ctx.db.kysely, wallet);
  try {
    if (args[0] === 'confirm') {
      const { credited } = await deposits.credit(brand, args[1] ?? '');
      console.log(credited ? `credited ${args[1]}` : `${args[1]} was already credited`);
    } else if (args[0] === 'reject') {
      if (!ctx.values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
      await deposits.reject(brand, args[1] ?? '', ctx.values.memo);
      console.log(`rejected ${args[1]}`);
    } else await list(ctx, id);
  } finally {
    await live?.close();
  }
};
