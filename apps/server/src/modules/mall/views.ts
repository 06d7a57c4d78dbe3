// Items and orders as the member sees them, in the request's language.
import type { MallItem, MallOrder } from '@lotto/contracts';
import { formatMinor } from '../../lib/money.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import type { ItemRow } from './items-repo.ts';
import type { OrderRow } from './orders-repo.ts';

const texts = (json: string) => JSON.parse(json) as Record<string, string>;

export function itemView(row: ItemRow, q: { brand: Brand; lang: string }): MallItem {
  const lang = { lang: q.lang, fallback: q.brand.settings.defaultLang };
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: pick(texts(row.title), lang),
    description: pick(texts(row.description), lang),
    image: row.image,
    points: Number(row.points),
    amount: row.kind === 'cash' ? formatMinor(BigInt(row.amount)) : null,
    stock: row.stock === null ? null : Number(row.stock),
  };
}

export function orderView(
  row: OrderRow,
  q: { item: ItemRow | undefined; brand: Brand; lang: string },
): MallOrder {
  const title = q.item
    ? pick(texts(q.item.title), { lang: q.lang, fallback: q.brand.settings.defaultLang })
    : '';
  return {
    id: row.id,
    itemId: row.item_id,
    code: q.item?.code ?? '',
    title,
    kind: q.item?.kind ?? 'physical',
    qty: Number(row.qty),
    points: Number(row.points),
    amount: formatMinor(BigInt(row.amount)),
    status: row.status,
    contact: row.contact,
    note: row.note,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  };
}
