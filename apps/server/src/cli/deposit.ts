import { zDepositOrder } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { Deposits } from '../modules/wallet/index.ts';
import { brandOf, cliWallet, limitOf, statusOf, type CliContext, type Command } from './context.ts';
import { cliNotices } from './message.ts';
import { printable } from './printable.ts';

/** `deposit list [--status S] [--limit N]`: the newest deposit orders. */
async function list(ctx: CliContext, deposits: Deposits, merchantId: number) {
  const status = statusOf(ctx.values, zDepositOrder.shape.status.options);
  const rows = await deposits.operatorList({ merchantId, limit: limitOf(ctx.values), status });
  for (const r of rows)
    console.log(
      `${printable(r.order_ref)}  ${printable(r.username)}  ${formatMinor(BigInt(r.amount))} (fee ${formatMinor(BigInt(r.fee))})  ${r.status}  ${new Date(Number(r.created_at)).toISOString()}`,
    );
}

/** `deposit list`, `deposit confirm ORDERREF`, `deposit reject ORDERREF --memo TEXT`. */
export const deposit: Command = async (ctx, args) => {
  const { id, brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const deposits = new Deposits(ctx.db.kysely, { wallet, ...cliNotices(ctx, live) });
  try {
    if (args[0] === 'confirm') {
      const { credited } = await deposits.credit(brand, args[1] ?? '');
      console.log(credited ? `credited ${args[1]}` : `${args[1]} was already credited`);
    } else if (args[0] === 'reject') {
      if (!ctx.values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
      await deposits.reject(brand, { orderRef: args[1] ?? '', note: ctx.values.memo });
      console.log(`rejected ${args[1]}`);
    } else await list(ctx, deposits, id);
  } finally {
    await live?.close();
  }
};
