import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay, dayRange, quickRange, type QuickRange } from '../lib/time.ts';
import { Pager } from './Pager.tsx';
import { RecordsTable, type RecordsTableProps } from './RecordsTable.tsx';
import { DayRangeFields, type DayRange } from './DayRangeFields.tsx';
import { QueryStatus } from './QueryStatus.tsx';

/**
 * What the record pages (betting record, account record) share: their filters with the day range
 * (the previous 7 days at first), the page they show, and the section listing the records.
 */

type Page<R> = { list: R[]; pageNo: number; totalPages: number };
type PagedQuery<R> = {
  data: Page<R> | undefined;
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The filters and the page; any change of filter goes back to the first page. */
export function useRecordFilters<F extends object>(initial: F, today?: string) {
  const [filters, setFilters] = useState<F & { range: QuickRange | null; from: string; to: string }>(() => ({
    ...initial,
    range: 'prev7',
    ...quickRange('prev7', today === undefined ? undefined : dateOfDay(today)),
  }));
  const [pageNo, setPageNo] = useState(1);
  const change = (next: Partial<F & DayRange>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPageNo(1);
  };
  // A backwards range asks nothing (null).
  return { filters, change, pageNo, setPageNo, days: dayRange(filters.from, filters.to) };
}

/** The filter form: the page's own fields, then the day range. */
export function RecordFilters({
  range,
  valid,
  onRange,
  children,
  today,
}: {
  range: DayRange;
  valid: boolean;
  onRange: (next: DayRange) => void;
  children: ReactNode;
  /** The last day of the quick ranges: the browser's today unless told. */
  today?: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="mc-card mc-filters"
      aria-label={t('memberCentre.records.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
      <DayRangeFields value={range} valid={valid} onChange={onRange} today={today} />
    </form>
  );
}

/**
 * The records of the filter, a page at a time: loading or failure, "nothing" (its test id
 * `emptyTestId`), the table and the pager. A backwards range (`asked` false) shows none of it, so
 * the last answer never stands for it.
 */
export function RecordsSection<R>({
  label,
  query,
  asked,
  emptyTestId,
  onPage,
  table,
}: {
  label: string;
  query: PagedQuery<R>;
  asked: boolean;
  emptyTestId: string;
  onPage: (pageNo: number) => void;
  table: Omit<RecordsTableProps<R>, 'rows'>;
}) {
  const { t } = useTranslation();
  const data = asked ? query.data : undefined;
  const rows = data?.list ?? [];
  return (
    <section className="mc-card" aria-label={label} aria-busy={query.isFetching}>
      {asked && <QueryStatus query={query} />}
      {data && rows.length === 0 && (
        <p className="mc-status" data-testid={emptyTestId}>
          {t('memberCentre.empty')}
        </p>
      )}
      {rows.length > 0 && <RecordsTable rows={rows} {...table} />}
      {data && <Pager page={data.pageNo} pages={data.totalPages} onChange={onPage} />}
    </section>
  );
}

/** A form's orders (deposits, withdrawals) under it: a title, loading or failure, the list, the pager. */
export function OrdersSection<R>({
  title,
  query,
  pageNo,
  onPage,
  children,
}: {
  title: string;
  query: Omit<PagedQuery<R>, 'data' | 'isFetching'> & { data: { list: R[]; totalPages: number } | undefined };
  pageNo: number;
  onPage: (pageNo: number) => void;
  children: (list: R[]) => ReactNode;
}) {
  return (
    <section className="mc-card" aria-label={title}>
      <h4 className="mc-subtitle">{title}</h4>
      <QueryStatus query={query} />
      {query.data && (
        <>
          {children(query.data.list)}
          <Pager page={pageNo} pages={query.data.totalPages} onChange={onPage} />
        </>
      )}
    </section>
  );
}

/** An empty list of orders, or its table. */
export function OrdersTable<R>(props: RecordsTableProps<R>) {
  const { t } = useTranslation();
  if (props.rows.length === 0) return <p className="mc-status">{t('memberCentre.empty')}</p>;
  return <RecordsTable {...props} />;
}

/** An order's row: its reference and status, marked when it is the one just made. */
export const orderRowProps = (
  order: { orderRef: string; status: string },
  highlight: string | undefined,
) => ({
  'data-order': order.orderRef,
  'data-status': order.status,
  'aria-current': order.orderRef === highlight ? ('true' as const) : undefined,
});
