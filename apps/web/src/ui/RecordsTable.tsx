import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';
import './records-table.css';

/** Attributes a row or a cell carries for the page's styles and tests (data-status, data-sign ...). */
type DataAttributes = Record<`data-${string}`, string | undefined>;
export type RecordRowProps = HTMLAttributes<HTMLTableRowElement> & DataAttributes;

export type RecordColumn<R> = {
  /** The column's name: its header, and each cell's label when the table turns into cards. */
  label: string;
  /** Amounts and counts: aligned to the end. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
  cellProps?: (row: R) => TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;
};

/**
 * A table of records (bets, account movements, deposit orders, withdrawals): a header row, then
 * a row per record whose cells carry their column's name, so a narrow screen shows each record
 * as a card of labelled lines.
 */
export type RecordsTableProps<R> = {
  rows: readonly R[];
  columns: readonly RecordColumn<R>[];
  rowKey: (row: R) => string | number;
  rowProps?: (row: R) => RecordRowProps;
  testId: string;
};

export function RecordsTable<R>({ rows, columns, rowKey, rowProps, testId }: RecordsTableProps<R>) {
  const num = (c: RecordColumn<R>) => (c.numeric ? 'mc-num' : undefined);
  return (
    <table className="mc-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={num(c)}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => (
              <td key={c.label} data-label={c.label} className={num(c)} {...c.cellProps?.(row)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
