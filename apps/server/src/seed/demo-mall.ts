// The demo brand's point mall (the mall module's demo data): two cash items and two physical
// items with limited stock.
import type { Transaction } from 'kysely';
import { zMallItemInput, type MallItemInput } from '@lotto/contracts';
import type { Database } from '../db/schema.ts';

const m = (file: string) => `/media/demo/${file}`;

const items: MallItemInput[] = [
  {
    code: 'CASH10',
    kind: 'cash',
    title: { EN: '10.00 cash', TY: '10.00 na cash' },
    description: {
      EN: '10.00 paid into your main balance once the order is approved.',
      TY: 'Ipapasok ang 10.00 sa main balance mo kapag na-approve ang order.',
    },
    image: m('mall-cash.svg'),
    points: 120,
    amount: 1_000,
    sort: 0,
  },
  {
    code: 'CASH100',
    kind: 'cash',
    title: { EN: '100.00 cash', TY: '100.00 na cash' },
    description: {
      EN: '100.00 paid into your main balance once the order is approved.',
      TY: 'Ipapasok ang 100.00 sa main balance mo kapag na-approve ang order.',
    },
    image: m('mall-cash.svg'),
    points: 1_100,
    amount: 10_000,
    sort: 1,
  },
  {
    code: 'TUMBLER',
    kind: 'physical',
    title: { EN: 'Perlas Play tumbler', TY: 'Perlas Play tumbler' },
    description: {
      EN: 'A 500 ml steel tumbler, delivered in the Philippines.',
      TY: 'Steel tumbler na 500 ml, ide-deliver sa Pilipinas.',
    },
    image: m('mall-tumbler.svg'),
    points: 800,
    stock: 50,
    sort: 2,
  },
  {
    code: 'PHONE',
    kind: 'physical',
    title: { EN: 'Smartphone', TY: 'Smartphone' },
    description: {
      EN: 'A new smartphone, delivered in the Philippines. Few in stock.',
      TY: 'Bagong smartphone, ide-deliver sa Pilipinas. Kaunti na lang ang stock.',
    },
    image: m('mall-phone.svg'),
    points: 25_000,
    stock: 3,
    sort: 3,
  },
];

export async function seedDemoMall(
  trx: Transaction<Database>,
  { merchant_id, now }: { merchant_id: number; now: number },
) {
  await trx
    .insertInto('mall_items')
    .values(
      items.map((input) => {
        const def = zMallItemInput.parse(input);
        return {
          merchant_id,
          code: def.code,
          kind: def.kind,
          title: JSON.stringify(def.title),
          description: JSON.stringify(def.description),
          image: def.image,
          points: def.points,
          amount: def.amount,
          stock: def.stock,
          enabled: def.enabled ? 1 : 0,
          sort: def.sort,
          created_at: now,
        };
      }),
    )
    .execute();
}
