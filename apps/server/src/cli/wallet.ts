import { randomUUID } from 'node:crypto';
import { AppError } from '../lib/errors.ts';
import { formatMinor, parseMinor } from '../lib/money.ts';
import { membersRepo } from '../modules/identity/index.ts';
import { brandOf, cliWallet, type Command } from './context.ts';
import { printable } from './printable.ts';

/**
 * `wallet adjust USERNAME AMOUNT --memo TEXT [--key K]` credits or debits the member's main wallet
 * against the house adjustments account; `wallet show USERNAME` (and adjust after it) prints the
 * member's wallets.
 */
export const wallet: Command = async (ctx, args) => {
  const { id: merchantId, brand } = await brandOf(ctx);
  const found = await membersRepo.byUsername(ctx.db.kysely, { merchantId, username: args[1] ?? '' });
  if (!found) throw new AppError('request.invalid', { message: `no member ${args[1]}` });
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  try {
    if (args[0] === 'adjust') {
      const text = args[2] ?? '';
      const amount = parseMinor(text.replace(/^-/, ''));
      if (amount === undefined || amount === 0n || !ctx.values.memo)
        throw new AppError('request.invalid', {
          message: 'AMOUNT like 100.00 or -100.00, and --memo are required',
        });
      const signed = text.startsWith('-') ? -amount : amount;
      const posted = await wallet.post({
        merchantId,
        currency: brand.settings.currency,
        idemKey: ctx.values.key ?? `adjust:${randomUUID()}`,
        type: 'adjustment',
        memo: ctx.values.memo,
        lines: [
          { account: { member: found.id }, amount: signed },
          { account: { house: 'adjustments' }, amount: -signed },
        ],
      });
      console.log(
        `${posted.replayed ? 'already applied' : 'applied'}: ${printable(found.username)} main wallet ${formatMinor(posted.balances[0]?.balance ?? 0n)}`,
      );
    }
    for (const a of await wallet.memberBalances(merchantId, found.id))
      console.log(
        `${printable(a.code)}: balance ${formatMinor(a.balance)}, held ${formatMinor(a.held)}, available ${formatMinor(a.available)}`,
      );
  } finally {
    await live?.close();
  }
};
