/** What every team record page asks: the brand's days, the page, and the member when one is named. */
export type TeamAsk = { from: string; to: string; pageNo: number; username?: string };

/**
 * The query of a team record page from its filters, with the page's own filters (blanks left
 * out); null while the dates are missing or run backwards, so nothing is asked.
 */
export function teamAsk<E extends Record<string, string>>(
  filters: { from: string; to: string; username: string },
  { pageNo, extra }: { pageNo: number; extra?: E },
): (TeamAsk & Partial<E>) | null {
  if (filters.from === '' || filters.to === '' || filters.from > filters.to) return null;
  const chosen = Object.fromEntries(Object.entries(extra ?? {}).filter(([, v]) => v !== '')) as Partial<E>;
  return {
    from: filters.from,
    to: filters.to,
    pageNo,
    ...(filters.username && { username: filters.username }),
    ...chosen,
  };
}
