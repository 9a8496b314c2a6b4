import { useLingui } from "@lingui/react/macro";
import { Button } from "./button";
import { joinIds, useFieldIds } from "./field";
import { PAGE_SIZE_OPTIONS } from "../domain/limits";
import { formatNumber } from "../i18n/format";
import { useUiLocale } from "./use-ui-locale";
import { paginationStyles } from "./pagination.styles";
import { useComponentStyles } from "./use-component-styles";

/** A page window: `offset` rows skipped, `limit` rows shown. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** Props of {@link Pagination}. */
export interface PaginationProps extends PageWindow {
  /** Total number of rows on the server. */
  total: number;
  /** Called with the new window: Back/Next move by `limit`; a new page size goes back to the start. */
  onChange: (next: PageWindow) => void;
  /** The configured default page size (settings); added to the options when missing (spec §9). */
  configuredPageSize?: number;
  /** Page-size options (default: spec §9's 5, 10, 12, 25, 50, 100, 150). */
  pageSizeOptions?: readonly number[];
  /** Accessible name of the navigation (default "Pagination"). */
  label?: string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * spec §9: the page-size options "plus the configured value", sorted and without repeats; the
 * current limit is kept too so the select always shows it.
 * @example pageSizeChoices([5, 10, 25], 20, 10) // [5, 10, 20, 25]
 */
export function pageSizeChoices(options: readonly number[], configured?: number, current?: number): number[] {
  const values = [...options, configured, current].filter((v): v is number => typeof v === "number" && Number.isInteger(v) && v > 0);
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * spec §9 pagination: "start to end of total", Next while end is below total, Back when offset is
 * above 0. Numbers are 1-based for people.
 * @example pageRange({ offset: 10, limit: 10 }, 25) // { start: 11, end: 20, hasBack: true, hasNext: true }
 */
export function pageRange({ offset, limit }: PageWindow, total: number) {
  const start = total === 0 ? 0 : Math.min(offset + 1, total);
  const end = Math.min(offset + limit, total);
  return { start, end, hasBack: offset > 0, hasNext: end < total };
}

/**
 * Offset pagination with a page-size selector and the "start to end of total" text, which is a
 * polite live region so the new range is announced after Back or Next. The buttons stay focusable
 * when unavailable (`aria-disabled`) so focus is not lost on the last page.
 *
 * @csspart pagination - the root
 * @example <Pagination offset={offset} limit={limit} total={total} configuredPageSize={settings.pageSize} onChange={setWindow} />
 */
export function Pagination({
  offset,
  limit,
  total: totalRows,
  onChange,
  configuredPageSize,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  label,
  className,
}: PaginationProps) {
  useComponentStyles(paginationStyles);
  const { t } = useLingui();
  const locale = useUiLocale();
  const { id } = useFieldIds();
  const range = pageRange({ offset, limit }, totalRows);
  const { hasBack, hasNext } = range;
  // Named for translators: the message reads "{start} to {end} of {total}".
  const start = formatNumber(range.start, locale);
  const end = formatNumber(range.end, locale);
  const total = formatNumber(totalRows, locale);

  return (
    <nav
      className={joinIds("ov-pagination", className)}
      part="pagination"
      aria-label={label ?? t({ id: "ui.pagination.label", message: "Pagination" })}
    >
      <div className="ov-pagination__size">
        <label htmlFor={`${id}-size`}>{t({ id: "ui.pagination.pageSize", message: "Rows per page" })}</label>
        <select
          id={`${id}-size`}
          className="ov-input ov-pagination__select"
          value={limit}
          onChange={(event) => onChange({ offset: 0, limit: Number(event.target.value) })}
        >
          {pageSizeChoices(pageSizeOptions, configuredPageSize, limit).map((size) => (
            <option key={size} value={size}>
              {formatNumber(size, locale)}
            </option>
          ))}
        </select>
      </div>
      <p className="ov-pagination__range" aria-live="polite" aria-atomic="true">
        {t({ id: "ui.pagination.range", message: `${start} to ${end} of ${total}` })}
      </p>
      <div className="ov-pagination__buttons">
        <Button
          variant="secondary"
          size="small"
          disabled={!hasBack}
          focusableWhenDisabled
          onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}
        >
          {t({ id: "ui.pagination.back", message: "Back" })}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasNext}
          focusableWhenDisabled
          onClick={() => onChange({ offset: offset + limit, limit })}
        >
          {t({ id: "ui.pagination.next", message: "Next" })}
        </Button>
      </div>
    </nav>
  );
}
