import { Trans } from "@lingui/react/macro";
import { memo, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { FULL_LOCALE } from "../i18n/locales";
import { joinIds, useSafeId } from "./field";
import { dataListStyles } from "./data-list.styles";
import { Icon, type IconProps } from "./icons";
import { useComponentStyles } from "./use-component-styles";
import { useUiLocale } from "./use-ui-locale";

/**
 * What a column is to a card: its title (the row's header cell, e.g. the invoice number), its primary
 * value (the amount, large), its status (the chip, beside the title), a secondary fact (a labelled
 * line) or its actions (one primary action and a menu, at the card's foot). A table at every width
 * (`tableFrom="always"`) reads only the title, as its row header.
 */
export type DataListRole = "title" | "primary" | "status" | "fact" | "actions";

export type SortDirection = "ascending" | "descending";

/** The current sort of a {@link DataList}. */
export interface DataListSort {
  /** Column id. */
  column: string;
  direction: SortDirection;
}

/** One column of a {@link DataList}. */
export interface DataListColumn<Row, State = undefined> {
  /** Stable key, reported in sort changes. */
  id: string;
  /** The column's header (already translated); a card labels its facts and primary value with it. */
  header: string;
  role: DataListRole;
  /** The cell's content; `state` is what `rowState` gives for the row. */
  cell: (row: Row, state: State) => ReactNode;
  /** "end" for amounts and figures (in the table; a card reads from the start). */
  align?: "start" | "end";
  /**
   * Its grid track in the responsive table (default `minmax(0, 1fr)`): a length, or `minmax()` for the ones
   * that share the rest; never `auto` (each row is a grid of its own, so a track sized by its content would
   * differ from row to row and the columns would not line up).
   */
  width?: string;
  /** The whole text, as a title, of a cell that the table cuts to two lines (a long address). */
  fullText?: (row: Row) => string | undefined;
  /** The cell holds a control (a switch, a select, a copy button): the table never cuts it to two lines. */
  control?: boolean;
  /** Its header is a sort button (`aria-sort` on the header); with `sortValue` the list sorts itself, without it the caller sorts from `onSortChange`. */
  sortable?: boolean;
  /** The value the list compares when it sorts on this column (text in the language's order, numbers and dates as such). */
  sortValue?: (row: Row) => string | number | Date | null | undefined;
}

/** Props of {@link DataList}. */
export interface DataListProps<Row, State = undefined> {
  /** Names the table for screen readers (visually hidden unless `captionShown`). */
  caption: string;
  /** Show the caption above the table, as its title (a breakdown's). */
  captionShown?: boolean;
  /** The columns, in the table's order. Keep the array stable (memoised): a row renders again only when it, its state or the columns change. */
  columns: readonly DataListColumn<Row, State>[];
  rows: readonly Row[];
  /** A row's key; the position may be used where a new page should reuse the rows' elements. */
  rowKey: (row: Row, index: number) => string | number;
  /** What else a row's cells show (a download under way), compared by identity to render the row again. */
  rowState?: (row: Row) => State;
  /**
   * The container width from which it is a table: "medium" 40rem (default), "wide" 68.5rem (nine
   * columns, the invoices'); "always" keeps a table at every width, scrolling sideways in a labelled,
   * keyboard-focusable region, for numeric matrices a card would not help (a consumption series, a price breakdown).
   */
  tableFrom?: "medium" | "wide" | "always";
  /** Consecutive rows with the same group share a heading row above them (a breakdown's terms). */
  groupOf?: (row: Row) => string;
  /** A closing row: its words under the first columns, its value in the last (a total). */
  footer?: { header: string; value: ReactNode };
  /** The current sort (controlled). */
  sort?: DataListSort | null;
  /** The first sort when uncontrolled. */
  defaultSort?: DataListSort | null;
  /** Called with the new sort when a sort button is pressed. */
  onSortChange?: (sort: DataListSort) => void;
  /** Shown instead of the rows when there are none (default "No results"). */
  emptyState?: ReactNode;
  /** Extra class on the container. */
  className?: string;
}

type AnyColumn = DataListColumn<unknown, unknown>;

// Drawn here, not in icons.tsx: that module is in the runtime chunk every page downloads (see there).
const SortIcon = ({ direction, ...props }: IconProps & { direction: SortDirection | "none" }) => (
  <Icon {...props}>
    {direction !== "descending" && <path d="M8 10l4-4 4 4" opacity={direction === "none" ? 0.5 : 1} />}
    {direction !== "ascending" && <path d="M8 14l4 4 4-4" opacity={direction === "none" ? 0.5 : 1} />}
  </Icon>
);

function compare(collator: Intl.Collator, a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** A cell's classes: its role for the card (a responsive list), or only its alignment (a table at every width). */
const cellClass = (column: AnyColumn, matrix: boolean, empty = false) =>
  matrix
    ? joinIds(column.align === "end" && "ov-data-list__cell--end")
    : joinIds(
        "ov-data-list__cell",
        `ov-data-list__cell--${column.role}`,
        column.align === "end" && "ov-data-list__cell--end",
        column.control && "ov-data-list__cell--control",
        // A card leaves out an empty fact (a table keeps the cell, in its column).
        empty && "ov-data-list__cell--empty",
      );

/** One row; memoised so that a change elsewhere (another row's download, a tab) renders it not again. */
const DataListRow = memo(function DataListRow({
  row,
  state,
  columns,
  matrix,
}: {
  row: unknown;
  state: unknown;
  columns: readonly AnyColumn[];
  matrix: boolean;
}) {
  return (
    <tr className={matrix ? undefined : "ov-data-list__row"}>
      {columns.map((column) => {
        const content = column.cell(row, state);
        const props = {
          className: cellClass(column, matrix, content === "" || content === null || content === undefined),
          // A card labels its facts and primary value with the header (CSS generated content).
          "data-label": !matrix && (column.role === "fact" || column.role === "primary") ? column.header : undefined,
          title: column.fullText?.(row),
        };
        if (column.role === "title") {
          return (
            <th key={column.id} scope="row" {...props}>
              {content}
            </th>
          );
        }
        return (
          <td key={column.id} {...props}>
            {matrix ? (
              content
            ) : column.role === "actions" ? (
              <div className="ov-data-list__actions">{content}</div>
            ) : column.role === "fact" ? (
              // One item beside the card's label, however many nodes it holds (a contract's powers).
              <span className="ov-data-list__value">{content}</span>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The kit's one component for records and figures, on native table elements with a caption, column
 * headers and a row header per row. Responsive (the default): a CSS container query draws it as a table
 * when its container is wide and as a list of cards when narrow (no measuring in script; the markup, and
 * so what a screen reader walks, is the same at every width); each column declares its role in the card
 * ({@link DataListRole}). There each row is a grid of the columns' widths, at most two lines of text
 * high, drawn only near the viewport (`content-visibility`), so a page of 100 rows costs little; the
 * cards are drawn the same way. With `tableFrom="always"` it stays a table at every width, in a region
 * named by the caption that scrolls sideways and takes the keyboard's focus.
 *
 * Sorting: a sortable column's header is a button, and the sorted one carries `aria-sort`; the cards
 * keep those buttons as a bar above them. With a column's `sortValue` the list sorts the rows it was
 * given (text in the language's order, numbers as numbers); without it the caller sorts (`onSortChange`).
 *
 * @csspart data-list - the `<table>`
 * @csspart empty - the cell shown when there are no rows
 * @example <DataList caption={t`Invoices`} columns={columns} rows={page} rowKey={(invoice) => invoice.id} tableFrom="wide" />
 */
export function DataList<Row, State = undefined>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  rowState,
  tableFrom = "medium",
  groupOf,
  footer,
  sort,
  defaultSort = null,
  onSortChange,
  emptyState,
  className,
}: DataListProps<Row, State>) {
  useComponentStyles(dataListStyles);
  const captionId = `${useSafeId()}-caption`;
  const matrix = tableFrom === "always";
  const anyColumns = columns as readonly AnyColumn[];
  const [ownSort, setOwnSort] = useState<DataListSort | null>(defaultSort);
  const activeSort = sort === undefined ? ownSort : sort;
  const locale = useUiLocale();
  // Text sorts in the active language's order ("Àlex" next to "Alex"), with numbers compared as numbers.
  const collator = useMemo(() => new Intl.Collator(FULL_LOCALE[locale], { numeric: true, sensitivity: "base" }), [locale]);
  const sorted = useMemo(() => {
    const value = activeSort && columns.find((column) => column.id === activeSort.column)?.sortValue;
    if (!activeSort || !value) return rows;
    const factor = activeSort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => factor * compare(collator, value(a), value(b)));
  }, [rows, columns, activeSort, collator]);
  const sortable = columns.some((column) => column.sortable);

  const toggleSort = (column: string) => {
    const direction: SortDirection = activeSort?.column === column && activeSort.direction === "ascending" ? "descending" : "ascending";
    const next = { column, direction };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const body = sorted.flatMap((row, index) => {
    const own = groupOf?.(row);
    const previous = index > 0 && groupOf ? groupOf(sorted[index - 1] as Row) : undefined;
    const heading =
      own !== undefined && (index === 0 || own !== previous) ? (
        <tr key={`group-${index}`} className="ov-data-list__group">
          <th scope="colgroup" colSpan={columns.length}>
            {own}
          </th>
        </tr>
      ) : null;
    const line = <DataListRow key={rowKey(row, index)} row={row} state={rowState?.(row)} columns={anyColumns} matrix={matrix} />;
    return heading ? [heading, line] : [line];
  });

  const table = (
    <table
      className={matrix ? "ov-data-list__matrix" : joinIds("ov-data-list__table", sortable && "ov-data-list__table--sortable")}
      part="table"
    >
      <caption id={captionId} className={captionShown ? "ov-data-list__caption" : "ov-visually-hidden"}>
        {caption}
      </caption>
      <thead>
        <tr className={matrix ? undefined : "ov-data-list__row ov-data-list__row--head"}>
          {columns.map((column) => {
            const direction = activeSort?.column === column.id ? activeSort.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                className={cellClass(column as AnyColumn, matrix)}
                aria-sort={column.sortable ? (direction ?? "none") : undefined}
              >
                {column.sortable ? (
                  <button type="button" className="ov-data-list__sort" onClick={() => toggleSort(column.id)}>
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
        {body.length > 0 ? (
          body
        ) : (
          <tr>
            <td colSpan={columns.length} className="ov-data-list__empty" part="empty">
              {emptyState ?? <Trans id="ui.table.empty">No results</Trans>}
            </td>
          </tr>
        )}
      </tbody>
      {footer && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length - 1}>
              {footer.header}
            </th>
            <td className="ov-data-list__cell--end">{footer.value}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );

  const style = matrix
    ? undefined
    : ({ "--_ov-data-list-columns": columns.map((column) => column.width ?? "minmax(0, 1fr)").join(" ") } as CSSProperties);
  const classes = joinIds("ov-data-list", `ov-data-list--${tableFrom}`, className);
  return matrix ? (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={classes} role="region" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  ) : (
    <div className={classes} style={style}>
      {table}
    </div>
  );
}
