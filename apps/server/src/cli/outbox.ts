import { latestOutbox } from '../modules/identity/index.ts';
import { merchantOf, limitOf, type Command } from './context.ts';
import { printable, printableLines } from './printable.ts';

/** `outbox [--target T] [--limit N]`: the newest SMS and emails the local providers kept. */
export const outbox: Command = async (ctx) => {
  const m = await merchantOf(ctx);
  const rows = await latestOutbox(ctx.db.kysely, {
    merchantId: m.id,
    limit: limitOf(ctx.values),
    target: ctx.values.target,
  });
  for (const row of rows) {
    const subject = row.subject ? `${printable(row.subject)}\n  ` : '';
    console.log(
      `${new Date(Number(row.created_at)).toISOString()}  ${row.channel}  ${printable(row.target)}\n  ${subject}${printableLines(row.body).replaceAll('\n', '\n  ')}\n`,
    );
  }
};
