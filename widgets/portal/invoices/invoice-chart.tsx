import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { invoiceKeys, listAllInvoices, type InvoiceCondition, type InvoicePage } from "../../../src/api/invoices";
import { invoiceChartData } from "../../../src/domain/invoices/chart";
import {
  CHART_MAX_INVOICES,
  CHART_TOUCH_LEAVE_DELAY_MS,
  MOBILE_BREAKPOINT_PX,
  chartHeight,
} from "../../../src/domain/invoices/invoices.constants";
import { formatMonth, formatNumber } from "../../../src/i18n/format";
import { useQuery, type Query } from "../../../src/runtime/query";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { useMediaQuery } from "../../../src/ui/use-media-query";
import { OvChart, type BarSeries } from "../../../src/ui/chart/chart";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Skeleton } from "../../../src/ui/skeleton";
import type { InvoiceFormat } from "./invoice-format";
import type { InvoiceListType } from "./invoice-types";

/** What the chart draws: every invoice of the filter (or its newest {@link CHART_MAX_INVOICES}), being read, or a failure. */
export type InvoiceChartSource = Pick<Query<InvoicePage>, "status" | "data" | "error" | "retry">;

/**
 * The invoices the chart sums (spec §2 "chart of invoices per contract"; issue 39 item 3): every invoice
 * of the tab's applied filter, not the page on screen. When the list's page already holds all of them
 * (offset 0 and no more than its size: a household's two years fit one page of 100), they are the
 * page's, with no call. Otherwise they are read with the list's own call, page after page
 * (`listAllInvoices`, shared with the export), under `invoiceKeys.chart`: only once the list has
 * answered for this filter, so the first page never waits behind the chart's reading; a new page of the
 * same filter does not read them again; a new filter does. Above {@link CHART_MAX_INVOICES} the newest
 * ones (spec §9 gives no figure: docs/product.md "Invoices").
 * @param type - the tab's list
 * @param filter - the applied filter's conditions (a new array when the filter changes)
 * @param list - the list's query: its answer, and whether it is in for this filter
 * @returns the chart's source; its `retry` reads again (the tab's Refresh)
 */
export function useInvoiceChartSource(
  type: InvoiceListType,
  filter: readonly InvoiceCondition[],
  list: Query<InvoicePage>,
): InvoiceChartSource {
  const api = useApi();
  const filterId = useMemo(() => JSON.stringify(filter), [filter]);
  // The filter the list last answered for ("storing information from previous renders"): until the list
  // answers a new filter, the chart waits, so its reading never delays the list's first page; a list that
  // failed shows no chart, so nothing is read for it either.
  const [answered, setAnswered] = useState<string | null>(null);
  if (list.status === "success" && answered !== filterId) setAnswered(filterId);
  const page = list.data;
  const wholePage = answered === filterId && page !== undefined && page.offset === 0 && page.items.length >= page.total;
  const key = answered === filterId && !wholePage ? invoiceKeys.chart(type, filter, CHART_MAX_INVOICES) : null;
  const all = useQuery(key, (signal) => listAllInvoices(api, type, filter, { signal, upTo: CHART_MAX_INVOICES }));
  if (wholePage) return { status: "success", data: page, error: undefined, retry: all.retry };
  if (key === null) return { status: "loading", data: undefined, error: undefined, retry: all.retry };
  return all;
}

/**
 * The chart of invoices per contract (spec §2; §9 "max contracts default 10; height 500, or 1000 on
 * narrow screens with more than 6 series; mobile breakpoint below 768 px; base colour teal; palette of
 * 19 colours; total rounded to 2 decimals. Tooltip touch leave delay 5000 ms") of every invoice of the
 * applied filter, with a caption that says which and how many, and the same figures as a table in a
 * disclosure below it for readers who cannot see the drawing. A skeleton while the invoices are read,
 * the catalogue's message and Try again when a call fails; the list below never waits for it.
 */
export function InvoiceChart({
  source,
  filtered,
  maxContracts,
  format,
}: {
  source: InvoiceChartSource;
  /** Whether the customer applied filters (the caption says "that match the filters"). */
  filtered: boolean;
  maxContracts: number;
  format: InvoiceFormat;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const captionId = useId();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const read = source.data;
  const complete = read ? read.items.length >= read.total : true;
  const data = useMemo(() => (read ? invoiceChartData(read.items, { maxContracts, complete }) : null), [read, maxContracts, complete]);
  const labels = useMemo(() => data?.months.map((month) => formatMonth(`${month}-01`, locale)) ?? [], [data, locale]);
  const series = useMemo<BarSeries[]>(
    // The palette starts with the teal base colour (src/ui/chart CHART_PALETTE).
    () =>
      data?.series.map(({ contract, contracts, totals }, index) => ({
        label:
          contract ??
          t({ id: "portal.invoices.chartOthers", message: plural(contracts, { one: "# other contract", other: "# other contracts" }) }),
        values: totals,
        colour: `palette-${index}` as const,
      })) ?? [],
    [data, t],
  );

  const heading = t({ id: "portal.invoices.chartHeading", message: "Totals by month" });
  if (!data) {
    return (
      <section className="ov-invoices__chart-box" aria-labelledby={captionId} aria-busy={source.status === "loading"}>
        <h3 id={captionId} className="ov-invoices__chart-heading">
          {heading}
        </h3>
        {source.status === "error" ? (
          <RetryFailure
            focus="idle"
            title={t({ id: "portal.invoices.chartFailed", message: "The chart's invoices could not be read." })}
            error={source.error}
            retry={{ label: t({ id: "portal.invoices.retry", message: "Try again" }), onClick: source.retry }}
          />
        ) : (
          <>
            <p className="ov-invoices__chart-caption">
              {t({ id: "portal.invoices.chartReading", message: "Reading every invoice of the filters for the chart…" })}
            </p>
            <Skeleton shape="rect" height="14rem" />
          </>
        )}
      </section>
    );
  }
  if (data.invoices === 0) return null;

  const invoices = data.invoices;
  const count = formatNumber(invoices, locale);
  const first = labels[0] ?? "";
  const last = labels.at(-1) ?? "";
  let caption: string;
  if (!complete && read) {
    const total = formatNumber(read.total, locale);
    const most = formatNumber(CHART_MAX_INVOICES, locale);
    caption = t({
      id: "portal.invoices.chartCoversNewest",
      message: `The newest ${count} of the ${total} invoices, from ${first} to ${last}: the chart reads at most ${most} invoices, whole months only.`,
    });
  } else if (filtered) {
    caption = t({
      id: "portal.invoices.chartCoversFiltered",
      message: plural(invoices, {
        one: `The one invoice that matches the filters (${first}).`,
        other: `The ${count} invoices that match the filters, from ${first} to ${last}.`,
      }),
    });
  } else {
    caption = t({
      id: "portal.invoices.chartCoversAll",
      message: plural(invoices, {
        one: `Your only invoice (${first}).`,
        other: `All your ${count} invoices, from ${first} to ${last}.`,
      }),
    });
  }
  const label = t({ id: "portal.invoices.chartLabel", message: "Invoice totals per month and contract" });
  return (
    <section className="ov-invoices__chart-box" aria-labelledby={captionId}>
      <h3 id={captionId} className="ov-invoices__chart-heading">
        {heading}
      </h3>
      <p className="ov-invoices__chart-caption">{caption}</p>
      <OvChart
        kind="bar"
        stacked
        className="ov-invoices__chart"
        label={`${label}. ${caption}`}
        labels={labels}
        series={series}
        formatValue={format.money}
        // HTML toggle buttons instead of Chart.js's legend, which fits its boxes again on every page (issue 18
        // item 8); a click or Enter/Space still hides and shows a contract's bars, in the same colours.
        legendButtons
        legendLabel={t({ id: "portal.invoices.chartLegend", message: "Contracts shown in the chart" })}
        touchLeaveDelayMs={CHART_TOUCH_LEAVE_DELAY_MS}
        height={`${chartHeight(narrow, series.length)}px`}
        alternative={
          <details>
            <summary>{t({ id: "portal.invoices.chartTable", message: "Show the chart's figures as a table" })}</summary>
            <DataList
              caption={label}
              tableFrom="always"
              columns={[
                {
                  id: "month",
                  role: "title",
                  header: t({ id: "portal.invoices.chartMonth", message: "Month" }),
                  cell: (row: number) => labels[row],
                },
                ...series.map((entry): DataListColumn<number> => ({
                  id: entry.label,
                  role: "fact",
                  align: "end",
                  header: entry.label,
                  cell: (row) => format.money(entry.values[row] ?? 0),
                })),
              ]}
              rows={labels.map((_, row) => row)}
              rowKey={(row) => data.months[row] ?? row}
            />
          </details>
        }
      />
    </section>
  );
}
