import { merchantOf, limitOf, type Command } from './context.ts';
import { printable, printableLines } from './printable.ts';

/** `outbox [--target T] [--limit N]`: the newest SMS and emails the local providers kept. */
export const outbox: Command = async (ctx) => {
  const m = await merchantOf(ctx);
  let q = ctx.db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('merchant_id', '=', m.id)
    .orderBy('id', 'desc')
    .limit(limitOf(ctx.values));
  if (ctx.values.target) q = q.where('target', '=', ctx.values.target);
  for (const row of await q.execute()) {
    const subject = row.subject ? `${printable(row.subject)}\n  ` : '';
    console.log(
      `${new Date(Number(row.created_at)).toISOString()}  ${row.channel}  ${printable(row.target)}\n  ${subject}${printableLines(row.body).replaceAll('\n', '\n  ')}\n`,
    );
  }
};
