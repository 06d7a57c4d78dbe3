import { LotteryDraws } from '../modules/lottery/index.ts';
import { cliWallet, merchantOf, type Command } from './context.ts';
import { printable } from './printable.ts';
import { usage } from './usage.ts';

/** `lottery result GAME NUMERO WINNO`, `lottery cancel GAME NUMERO`, `lottery tick`. */
export const lottery: Command = async (ctx, args) => {
  const m = await merchantOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const draws = new LotteryDraws(ctx.db.kysely, { wallet, clock: { now: () => Date.now() } });
  // With REDIS_URL, a result entered here reaches the members' open draw pages at once.
  draws.listen((merchantId, e) => live?.publishBrand({ merchantId, topic: 'lottery', data: e }));
  try {
    if (args[0] === 'result') {
      const d = await draws.enterResult(m.id, {
        gameCode: args[1] ?? '',
        numero: args[2] ?? '',
        winNo: args[3] ?? '',
      });
      console.log(`${printable(d.game_code)} ${printable(d.numero)}: ${printable(d.win_no)} (${d.state})`);
    } else if (args[0] === 'cancel') {
      const n = await draws.cancelDraw(m.id, { gameCode: args[1] ?? '', numero: args[2] ?? '' });
      console.log(`${args[1]} ${args[2]} cancelled: ${n} tickets refunded`);
    } else if (args[0] === 'tick') {
      await draws.tick();
      console.log('lottery draws advanced');
    } else {
      console.error(usage);
      return 64;
    }
  } finally {
    await live?.close();
  }
};
