import { useTranslation } from 'react-i18next';

/** Pagination (docs/product/shell-and-routes.md#interface-constants): page range 3, margin pages 1. */
const RANGE = 3;
const MARGIN = 1;

export function pageItems(page: number, pages: number): (number | 'gap')[] {
  const keep = new Set<number>();
  for (let i = 1; i <= Math.min(MARGIN, pages); i++) keep.add(i);
  for (let i = Math.max(1, pages - MARGIN + 1); i <= pages; i++) keep.add(i);
  const start = Math.max(1, Math.min(page - Math.floor(RANGE / 2), pages - RANGE + 1));
  for (let i = start; i < start + RANGE && i <= pages; i++) keep.add(i);
  const sorted = [...keep].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? ['gap' as const, n] : [n]));
}

export function Pager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (p: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.prev')}
      </button>
      {pageItems(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`}>…</span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
