// The demo brand's help centre, written as the help module stores it: one article row per language.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { searchTextOf } from '../modules/help/index.ts';
import { helpArticles, helpCategories, officialContacts } from './demo-help-articles.ts';

export async function seedDemoHelp(trx: Transaction<Database>, q: { merchant_id: number; now: number }) {
  const { merchant_id, now } = q;
  await trx
    .insertInto('help_categories')
    .values(
      helpCategories.map(([code, en, ty], sort) => ({
        merchant_id,
        code,
        title: JSON.stringify({ EN: en, TY: ty }),
        sort,
        enabled: 1,
      })),
    )
    .execute();
  const row = (a: (typeof helpArticles)[number], sort: number, lang: 'EN' | 'TY') => {
    const [category, code, en, enBody, ty, tyBody] = a;
    const [title, body] = lang === 'EN' ? [en, enBody] : [ty, tyBody];
    return {
      merchant_id,
      category,
      code,
      lang,
      title,
      body,
      search_text: searchTextOf({ title, body }),
      sort,
      enabled: 1,
      updated_at: now,
    };
  };
  await trx
    .insertInto('help_articles')
    .values(helpArticles.flatMap((a, i) => [row(a, i, 'EN'), row(a, i, 'TY')]))
    .execute();
  // The brand's official staff contacts, as the Verify Representative check compares them.
  await trx
    .insertInto('official_contacts')
    .values(
      officialContacts.map(([kind, handle, label]) => ({
        merchant_id,
        kind,
        handle,
        label,
        created_at: now,
      })),
    )
    .execute();
}
