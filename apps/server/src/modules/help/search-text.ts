/**
 * What the help search reads of an article: its title and body as lower-case plain text, tags
 * and the common entities gone, white space folded.
 */
export function searchTextOf({ title, body }: { title: string; body: string }): string {
  const text = `${title} ${body}`
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** The words of a search, lower case, at most five. */
export const searchWords = (q: string): string[] => q.toLowerCase().split(/\s+/u).filter(Boolean).slice(0, 5);
