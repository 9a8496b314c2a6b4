import { Trans } from "@lingui/react/macro";
import { useMemo, useState, type ReactNode } from "react";
import { joinIds, useFieldIds } from "./field";
import { Icon, type IconProps } from "./icons";
import { useUiLocale } from "./use-ui-locale";
import { FULL_LOCALE } from "../i18n/locales";
import { tableStyles } from "./table.styles";
import { useComponentStyles } from "./use-component-styles";

export type SortDirection = "ascending" | "descending";

// Drawn here, not in icons.tsx: that module is in the runtime chunk every page downloads (see there).
const SortIcon = ({ direction, ...props }: IconProps & { direction: SortDirection | "none" }) => (
  <Icon {...props}>
    {direction !== "descending" && <path d="M8 10l4-4 4 4" opacity={direction === "none" ? 0.5 : 1} />}
    {direction !== "ascending" && <path d="M8 14l4 4 4-4" opacity={direction === "none" ? 0.5 : 1} />}
  </Icon>
);

/** The current sort of a {@link Table}. */
export interface TableSort {
  /** Column id. */
  column: string;
  direction: SortDirection;
}

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Stable key, reported in sort changes. */
  id: string;
  /** Header content (already translated). */
  header: ReactNode;
  /** Cell content for a row. */
  cell: (row: Row) => ReactNode;
  /** Whether the header is a sort button. */
  sortable?: boolean;
  /**
   * Value to compare when the table sorts on the client; without it the rows are shown in the
   * order given (sort on the server from `onSortChange`).
   */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
  /** Text alignment; "end" for amounts and numbers. */
  align?: "start" | "end";
  /** Cells of this column are row headers (`<th scope="row">`), e.g. the invoice number. */
  rowHeader?: boolean;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** Columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** Rows to show (one page). */
  rows: readonly Row[];
  /** Unique key of a row. */
  getRowKey: (row: Row) => string;
  /** Caption naming the table (required for screen readers; visually hidden with `captionHidden`). */
  caption: ReactNode;
  /** Hide the caption visually (it is still read). */
  captionHidden?: boolean;
  /** Current sort (controlled). */
  sort?: TableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: TableSort | null;
  /** Called with the new sort when a sortable header is activated. */
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of the rows when there are none (default "No results"). */
  emptyState?: ReactNode;
  /** Extra class on the scroll container. */
  className?: string;
}

function compare(collator: Intl.Collator, a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A data table on native table elements with a caption. Sortable headers are buttons inside the
 * `<th>`, which carries `aria-sort` when it is the sorted column. The table scrolls sideways in a
 * focusable region on narrow screens, so keyboard users can scroll it too.
 *
 * @csspart table - the `<table>`
 * @csspart empty - the empty state cell
 * @example <Table caption={t`Invoices`} columns={columns} rows={page} getRowKey={(i) => i.id} onSortChange={setSort} sort={sort} />
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionHidden = false,
  sort,
  defaultSort = null,
  onSortChange,
  emptyState,
  className,
}: TableProps<Row>) {
  useComponentStyles(tableStyles);
  const { id } = useFieldIds();
  const captionId = `${id}-caption`;
  const [internalSort, setInternalSort] = useState<TableSort | null>(defaultSort);
  const activeSort = sort === undefined ? internalSort : sort;
  const locale = useUiLocale();
  // Text sorts in the active language's order ("Àlex" next to "Alex"), with numbers compared as numbers.
  const collator = useMemo(() => new Intl.Collator(FULL_LOCALE[locale], { numeric: true, sensitivity: "base" }), [locale]);

  const sortedRows = useMemo(() => {
    const column = activeSort && columns.find((c) => c.id === activeSort.column);
    if (!activeSort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = activeSort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(collator, value(a), value(b)));
  }, [rows, columns, activeSort, collator]);

  const toggleSort = (column: TableColumn<Row>) => {
    const direction: SortDirection = activeSort?.column === column.id && activeSort.direction === "ascending" ? "descending" : "ascending";
    const next = { column: column.id, direction };
    if (sort === undefined) setInternalSort(next);
    onSortChange?.(next);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={joinIds("ov-table-scroll", className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="ov-table" part="table">
        <caption id={captionId} className={captionHidden ? "ov-visually-hidden" : "ov-table__caption"}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = activeSort?.column === column.id ? activeSort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={joinIds("ov-table__header", column.align === "end" && "ov-table__cell--end")}
                  aria-sort={column.sortable ? (direction ?? "none") : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className="ov-table__sort" onClick={() => toggleSort(column)}>
                      <span>{column.header}</span>
                      <SortIcon direction={direction ?? "none"} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sortedRows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ov-table__empty" part="empty">
                {emptyState ?? <Trans id="ui.table.empty">No results</Trans>}
              </td>
            </tr>
          ) : (
            sortedRows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => {
                  const cellClass = joinIds("ov-table__cell", column.align === "end" && "ov-table__cell--end");
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={cellClass}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
