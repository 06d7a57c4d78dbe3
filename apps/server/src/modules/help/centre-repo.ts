import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type InLang = { merchantId: number; lang: string };

/** The brand's enabled categories in display order. */
export const categoriesOf = (db: Db, merchantId: number) =>
  db
    .selectFrom('help_categories')
    .select(['code', 'title'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The first of `langs` the brand has enabled articles in. */
export async function firstLanguageWithArticles(
  db: Db,
  { merchantId, langs }: { merchantId: number; langs: string[] },
): Promise<string | undefined> {
  const rows = await db
    .selectFrom('help_articles')
    .select('lang')
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where('lang', 'in', langs)
    .execute();
  const have = new Set(rows.map((r) => r.lang));
  return langs.find((l) => have.has(l));
}

const articles = (db: Db, { merchantId, lang }: InLang) =>
  db
    .selectFrom('help_articles')
    .select(['code', 'category', 'title', 'body', 'updated_at', 'sort'])
    .where('merchant_id', '=', merchantId)
    .where('lang', '=', lang)
    .where('enabled', '=', 1);

/** Every enabled article in one language, or those of one category, or one article. */
export const articlesIn = (db: Db, q: InLang & { category?: string; code?: string }) => {
  let query = articles(db, q);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.code) query = query.where('code', '=', q.code);
  return query.orderBy('sort').orderBy('id').execute();
};

/** Whether an article of that code exists in the language. */
export const hasArticle = async (db: Db, q: InLang & { code: string }) =>
  (await articles(db, q).where('code', '=', q.code).executeTakeFirst()) !== undefined;

/** `%`, `_` and the escape itself match literally inside a LIKE pattern (escape `\`). */
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Articles whose title or body holds every word (lower case), in one language. */
export const searchArticles = (db: Db, q: InLang & { words: string[] }) => {
  let query = articles(db, q);
  for (const word of q.words)
    query = query.where(sql<boolean>`search_text like ${`%${likeEscape(word)}%`} escape '\\'`);
  return query.orderBy('sort').orderBy('id').limit(50).execute();
};

/** How many enabled articles each category has in one language. */
export const countsByCategory = (db: Db, q: InLang) =>
  db
    .selectFrom('help_articles')
    .select((eb) => ['category', eb.fn.countAll<number | string>().as('n')])
    .where('merchant_id', '=', q.merchantId)
    .where('lang', '=', q.lang)
    .where('enabled', '=', 1)
    .groupBy('category')
    .execute();
