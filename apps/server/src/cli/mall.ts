import { readFile } from 'node:fs/promises';
import { MALL_ORDER_STATUSES, zMallItemInput } from '@lotto/contracts';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { approveOrder, itemsOf, ordersIn, orderViews, putItem, rejectOrder } from '../modules/mall/index.ts';
import { brandOf, cliWallet, limitOf, statusOf, type CliContext, type Command } from './context.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });

async function put(ctx: CliContext, file: string | undefined) {
  if (!file) throw invalid('mall put FILE');
  const { brand } = await brandOf(ctx);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw invalid(`cannot read ${file} as JSON: ${(err as Error).message}`);
  }
  const parsed = z.array(zMallItemInput).min(1).safeParse(raw);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; '));
  const now = Date.now();
  for (const def of parsed.data) {
    const id = await putItem(ctx.db.kysely, { merchantId: brand.id, def, now });
    console.log(`item ${def.code} saved with id ${id} for ${ctx.merchant}`);
  }
}

async function list(ctx: CliContext) {
  const { brand } = await brandOf(ctx);
  const rows = await itemsOf(ctx.db.kysely, { merchantId: brand.id, all: true });
  for (const r of rows) {
    const title = JSON.parse(r.title) as Record<string, string>;
    const pays = r.kind === 'cash' ? ` pays ${formatMinor(BigInt(r.amount))}` : '';
    const stock = r.stock === null ? 'unlimited' : `${r.stock} left`;
    console.log(
      `#${r.id} ${r.code} ${r.kind} ${r.enabled ? 'on' : 'off'} ${r.points} points${pays} (${stock}): ${printable(title['EN'] ?? Object.values(title)[0] ?? '')}`,
    );
  }
  if (rows.length === 0) console.log(`no mall items for ${ctx.merchant}`);
}

async function orders(ctx: CliContext) {
  const { brand } = await brandOf(ctx);
  const status = statusOf(ctx.values, MALL_ORDER_STATUSES);
  const rows = await ordersIn(ctx.db.kysely, { merchantId: brand.id, status, limit: limitOf(ctx.values) });
  const views = await orderViews(ctx.db.kysely, { brand, lang: 'EN', rows });
  for (const [i, o] of views.entries())
    console.log(
      `#${o.id} ${o.code} x${o.qty} member ${rows[i]!.member_id} ${o.status} ${o.points} points amount ${o.amount}${o.contact ? ` contact: ${printable(o.contact)}` : ''}`,
    );
  if (views.length === 0) console.log(`no ${status ? `${status} ` : ''}mall orders for ${ctx.merchant}`);
}

async function decide(ctx: CliContext, args: string[]) {
  const id = Number(args[1]);
  if (!Number.isInteger(id) || id <= 0) throw invalid(`mall ${args[0]} ID`);
  const { brand } = await brandOf(ctx);
  const { wallet, live } = cliWallet(ctx.config, ctx.db);
  const deps = { db: ctx.db.kysely, wallet };
  const now = Date.now();
  try {
    if (args[0] === 'approve') {
      const o = await approveOrder(deps, { brand, id, now });
      console.log(`order #${id} approved${o.kind === 'cash' ? `: ${o.amount} paid` : ''}`);
      return;
    }
    if (!ctx.values.memo) throw invalid('--memo is required: the member reads it');
    await rejectOrder(deps, { brand, id, note: ctx.values.memo.slice(0, 200), now });
    console.log(`order #${id} rejected: points and stock returned`);
  } finally {
    await live?.close();
  }
}

/**
 * `mall put FILE` (a JSON array of items, written by code); `mall list`; `mall orders [--status S]`
 * (oldest first); `mall approve ID` (a cash item pays once); `mall reject ID --memo TEXT`.
 */
export const mall: Command = async (ctx, args) => {
  if (args[0] === 'put') return put(ctx, args[1]);
  if (args[0] === 'list') return list(ctx);
  if (args[0] === 'orders') return orders(ctx);
  if (args[0] === 'approve' || args[0] === 'reject') return decide(ctx, args);
  throw invalid('mall put|list|orders|approve|reject');
};
