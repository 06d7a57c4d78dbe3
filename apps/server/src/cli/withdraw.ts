import { withdrawalStatuses } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { Withdrawals } from '../modules/wallet/index.ts';
import { brandOf, cliWallet, limitOf, statusOf, type CliContext, type Command } from './context.ts';
import { cliNotices } from './message.ts';
import { printable } from './printable.ts';

/** `withdraw list [--status S] [--limit N]`: the newest withdrawals with the card they go to. */
async function list(ctx: CliContext, withdrawals: Withdrawals, merchantId: number) {
  const status = statusOf(ctx.values, withdrawalStatuses);
  const rows = await withdrawals.operatorList({ merchantId, limit: limitOf(ctx.values), status });
  for (const r of rows)
    console.log(
      `${printable(r.order_ref)}  ${printable(r.username)}  ${formatMinor(BigInt(r.amount))}  ${printable(r.bank_name)} ${printable(r.account_number)}  ${r.status}${r.receipt ? ` (${r.receipt})` : ''}  ${new Date(Number(r.created_at)).toISOString()}`,
    );
}

/** `withdraw list`, `withdraw pay ORDERREF`, `withdraw reject ORDERREF --memo TEXT`. */
export const withdraw: Command = async (ctx, args) => {
  const { id, brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const withdrawals = new Withdrawals(ctx.db.kysely, wallet).whenPaid(cliNotices(ctx, live).onPaid);
  try {
    if (args[0] === 'pay') {
      const { paid } = await withdrawals.pay(brand, args[1] ?? '');
      console.log(paid ? `paid ${args[1]}` : `${args[1]} was already paid`);
    } else if (args[0] === 'reject') {
      if (!ctx.values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
      await withdrawals.reject(brand, { orderRef: args[1] ?? '', note: ctx.values.memo });
      console.log(`rejected ${args[1]}: the amount is available again`);
    } else await list(ctx, withdrawals, id);
  } finally {
    await live?.close();
  }
};
