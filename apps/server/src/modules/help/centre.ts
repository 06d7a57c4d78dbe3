// The help centre (GET /wps/system/helpCenter): categories and articles in the reader's language,
// one topic of a deep link, or the articles a search finds.
import type { Kysely } from 'kysely';
import type { HelpCentreValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import * as repo from './centre-repo.ts';
import { searchWords } from './search-text.ts';

type Query = { q?: string | undefined; topic?: string | undefined };
type Row = Awaited<ReturnType<typeof repo.articlesIn>>[number];

/**
 * The articles are in the asked language when the brand wrote any in it, else in its default
 * language, else in English: a reader never gets a page that mixes languages.
 */
export async function helpCentre(
  db: Kysely<Database>,
  { brand, lang, query }: { brand: Brand; lang: string; query: Query },
): Promise<HelpCentreValue> {
  const merchantId = brand.id;
  const fallback = brand.settings.defaultLang;
  const language =
    (await repo.firstLanguageWithArticles(db, { merchantId, langs: [...new Set([lang, fallback, 'EN'])] })) ??
    lang;
  const [categoryRows, counts] = await Promise.all([
    repo.categoriesOf(db, merchantId),
    repo.countsByCategory(db, { merchantId, lang: language }),
  ]);
  const countOf = new Map(counts.map((c) => [c.category, Number(c.n)]));
  const shown = categoryRows.map((c) => c.code);
  const topic = await topicOf(db, { merchantId, lang: language, topic: query.topic, categories: shown });
  const q = query.q?.trim() || null;
  const rows = await articleRows(db, { merchantId, lang: language, q, topic, categories: shown });
  const order = new Map(shown.map((code, i) => [code, i]));
  const articles = rows
    .filter((a) => order.has(a.category))
    .sort((a, b) => rank(a, q) - rank(b, q) || order.get(a.category)! - order.get(b.category)!)
    .map((a) => ({
      code: a.code,
      category: a.category,
      title: a.title,
      body: a.body,
      updatedAt: Number(a.updated_at),
    }));
  return {
    language,
    categories: categoryRows.map((c) => ({
      code: c.code,
      title: pick(JSON.parse(c.title) as Record<string, string>, { lang: language, fallback }),
      count: countOf.get(c.code) ?? 0,
    })),
    articles,
    topic: topic?.code ?? null,
    q,
  };
}

type Topic = { kind: 'category' | 'article'; code: string };

/** The topic a deep link names: a category of the brand, or an article in the language. */
async function topicOf(
  db: Kysely<Database>,
  q: { merchantId: number; lang: string; topic: string | undefined; categories: string[] },
): Promise<Topic | undefined> {
  if (!q.topic) return undefined;
  if (q.categories.includes(q.topic)) return { kind: 'category', code: q.topic };
  if (await repo.hasArticle(db, { merchantId: q.merchantId, lang: q.lang, code: q.topic }))
    return { kind: 'article', code: q.topic };
  return undefined;
}

function articleRows(
  db: Kysely<Database>,
  q: { merchantId: number; lang: string; q: string | null; topic: Topic | undefined; categories: string[] },
) {
  const at = { merchantId: q.merchantId, lang: q.lang };
  if (q.q) return repo.searchArticles(db, { ...at, words: searchWords(q.q) });
  if (q.topic?.kind === 'category') return repo.articlesIn(db, { ...at, category: q.topic.code });
  if (q.topic?.kind === 'article') return repo.articlesIn(db, { ...at, code: q.topic.code });
  return repo.articlesIn(db, at);
}

/** A search lists articles whose title holds a word before those that hold it only in the body. */
const rank = (a: Row, q: string | null): number =>
  q && searchWords(q).some((w) => a.title.toLowerCase().includes(w)) ? 0 : q ? 1 : 0;
