import { memo, type CSSProperties, type ReactNode } from "react";
import { joinIds } from "./field";
import { dataListStyles } from "./data-list.styles";
import { useComponentStyles } from "./use-component-styles";

/**
 * What a column is to a card: its title (the row's header cell, e.g. the invoice number), its primary
 * value (the amount, large), its status (the chip, beside the title), a secondary fact (a labelled
 * line) or its actions (one primary action and a menu, at the card's foot).
 */
export type DataListRole = "title" | "primary" | "status" | "fact" | "actions";

/** One column of a {@link DataList}. */
export interface DataListColumn<Row, State = undefined> {
  /** Stable key. */
  id: string;
  /** The column's header (already translated); a card labels its facts and primary value with it. */
  header: string;
  role: DataListRole;
  /** The cell's content; `state` is what `rowState` gives for the row. */
  cell: (row: Row, state: State) => ReactNode;
  /** "end" for amounts and figures (in the table; a card reads from the start). */
  align?: "start" | "end";
  /** Its grid track in the table (default `minmax(0, 1fr)`): a length, or `minmax()` for the one that takes the rest. */
  width?: string;
  /** The whole text, as a title, of a cell that the table cuts to two lines (a long address). */
  fullText?: (row: Row) => string | undefined;
}

/** Props of {@link DataList}. */
export interface DataListProps<Row, State = undefined> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** The columns, in the table's order. Keep the array stable (memoised): a row renders again only when it, its state or the columns change. */
  columns: readonly DataListColumn<Row, State>[];
  rows: readonly Row[];
  /** A row's key; the position may be used where a new page should reuse the rows' elements. */
  rowKey: (row: Row, index: number) => string | number;
  /** What else a row's cells show (a download under way), compared by identity to render the row again. */
  rowState?: (row: Row) => State;
  /** The container width from which it is a table: "medium" 40rem (default), "wide" 68.5rem (nine columns, the invoices'). */
  tableFrom?: "medium" | "wide";
  /** Extra class on the container. */
  className?: string;
}

type AnyColumn = DataListColumn<unknown, unknown>;

const cellClass = (column: AnyColumn, empty = false) =>
  joinIds(
    "ov-data-list__cell",
    `ov-data-list__cell--${column.role}`,
    column.align === "end" && "ov-data-list__cell--end",
    // A card leaves out an empty fact (a table keeps the cell, in its column).
    empty && "ov-data-list__cell--empty",
  );

/** One row; memoised so that a change elsewhere (another row's download, a tab) renders it not again. */
const DataListRow = memo(function DataListRow({ row, state, columns }: { row: unknown; state: unknown; columns: readonly AnyColumn[] }) {
  return (
    <tr className="ov-data-list__row">
      {columns.map((column) => {
        const content = column.cell(row, state);
        const props = {
          key: column.id,
          className: cellClass(column, content === "" || content === null || content === undefined),
          // A card labels its facts and primary value with the header (CSS generated content).
          "data-label": column.role === "fact" || column.role === "primary" ? column.header : undefined,
          title: column.fullText?.(row),
        };
        if (column.role === "title") {
          return (
            <th scope="row" {...props}>
              {content}
            </th>
          );
        }
        return <td {...props}>{column.role === "actions" ? <div className="ov-data-list__actions">{content}</div> : content}</td>;
      })}
    </tr>
  );
});

/**
 * A responsive list of records: one table (caption, column headers, a row header per row) that a CSS
 * container query draws as a table when its container is wide and as a list of cards when narrow
 * (no measuring in script; the markup, and so what a screen reader walks, is the same at every width).
 * Each column declares its role in the card ({@link DataListRole}). In the table each row is a grid of
 * the columns' widths, at most two lines of text high, drawn only near the viewport
 * (`content-visibility`), so a page of 100 rows costs little; the cards are drawn the same way.
 *
 * @csspart data-list - the `<table>`
 * @example <DataList caption={t`Invoices`} columns={columns} rows={page} rowKey={(invoice) => invoice.id} tableFrom="wide" />
 */
export function DataList<Row, State = undefined>({
  caption,
  columns,
  rows,
  rowKey,
  rowState,
  tableFrom = "medium",
  className,
}: DataListProps<Row, State>) {
  useComponentStyles(dataListStyles);
  const tracks = columns.map((column) => column.width ?? "minmax(0, 1fr)").join(" ");
  const anyColumns = columns as readonly AnyColumn[];
  return (
    <div
      className={joinIds("ov-data-list", `ov-data-list--${tableFrom}`, className)}
      style={{ "--_ov-data-list-columns": tracks } as CSSProperties}
    >
      <table className="ov-data-list__table" part="data-list">
        <caption className="ov-visually-hidden">{caption}</caption>
        <thead>
          <tr className="ov-data-list__row ov-data-list__row--head">
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cellClass(column as AnyColumn)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <DataListRow key={rowKey(row, index)} row={row} state={rowState?.(row)} columns={anyColumns} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
