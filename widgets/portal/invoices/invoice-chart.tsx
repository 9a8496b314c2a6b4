import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { Invoice } from "../../../src/api/invoices";
import { invoiceChartData } from "../../../src/domain/invoices/chart";
import { CHART_TOUCH_LEAVE_DELAY_MS, MOBILE_BREAKPOINT_PX, chartHeight } from "../../../src/domain/invoices/invoices.constants";
import { formatMonth } from "../../../src/i18n/format";
import { useLocale, useMediaQuery } from "../../../src/runtime/widget-context";
import { OvChart, type BarSeries } from "../../../src/ui/chart/chart";
import type { InvoiceFormat } from "./invoice-format";

/**
 * The chart of invoices per contract (spec §2; §9 "max contracts default 10; height 500, or 1000 on
 * narrow screens with more than 6 series; mobile breakpoint below 768 px; base colour teal; palette of
 * 19 colours; total rounded to 2 decimals. Tooltip touch leave delay 5000 ms"), with the same figures
 * as a table in a disclosure below it for readers who cannot see the drawing.
 */
export function InvoiceChart({
  invoices,
  maxContracts,
  format,
}: {
  invoices: readonly Invoice[];
  maxContracts: number;
  format: InvoiceFormat;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const data = useMemo(() => invoiceChartData(invoices, maxContracts), [invoices, maxContracts]);
  const labels = useMemo(() => data.months.map((month) => formatMonth(`${month}-01`, locale)), [data, locale]);
  const series = useMemo<BarSeries[]>(
    // The palette starts with the teal base colour (src/ui/chart CHART_PALETTE).
    () => data.series.map((entry, index) => ({ label: entry.contract, values: entry.totals, colour: `palette-${index}` as const })),
    [data],
  );
  if (data.series.length === 0) return null;
  const contracts = data.series.length;
  const label = t({ id: "portal.invoices.chartLabel", message: "Invoice totals per month and contract" });
  return (
    <OvChart
      kind="bar"
      stacked
      className="ov-invoices__chart"
      label={label}
      labels={labels}
      series={series}
      formatValue={format.money}
      // HTML toggle buttons instead of Chart.js's legend, which fits its boxes again on every page (issue 18
      // item 8); a click or Enter/Space still hides and shows a contract's bars, in the same colours.
      legendButtons
      legendLabel={t({ id: "portal.invoices.chartLegend", message: "Contracts shown in the chart" })}
      touchLeaveDelayMs={CHART_TOUCH_LEAVE_DELAY_MS}
      height={`${chartHeight(narrow, contracts)}px`}
      alternative={
        <details>
          <summary>{t({ id: "portal.invoices.chartTable", message: "Show the chart's figures as a table" })}</summary>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (WCAG 2.1.1) */}
          <div className="ov-table-scroll" role="region" aria-label={label} tabIndex={0}>
            <table className="ov-table">
              <caption className="ov-visually-hidden">{label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t({ id: "portal.invoices.chartMonth", message: "Month" })}</th>
                  {data.series.map((entry) => (
                    <th key={entry.contract} scope="col" className="ov-table__cell--end">
                      {entry.contract}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((month, row) => (
                  <tr key={data.months[row]}>
                    <th scope="row">{month}</th>
                    {data.series.map((entry) => (
                      <td key={entry.contract} className="ov-table__cell--end">
                        {format.money(entry.totals[row] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      }
    />
  );
}
