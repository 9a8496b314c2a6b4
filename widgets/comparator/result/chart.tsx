import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo } from "react";
import { formatMoney } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { OvChart, type BarSeries } from "../../../src/ui/chart/chart";

export interface ComparisonChartProps {
  /** What the visitor paid (their invoice). */
  current: number;
  /** What the same supply costs with us. */
  offer: number;
}

/**
 * Bars comparing the visitor's invoice with our offer, through the UI kit's chart: chart.js is
 * downloaded only when a result is shown (docs/architecture.md "Quality bars": it stays out of the comparator's first load).
 * The figure's caption carries the same figures as text, so the chart is never the only way to read
 * them (and stays when the drawing fails).
 */
export function ComparisonChart({ current, offer }: ComparisonChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const currentLabel = t({ id: "comparator.chart.current", message: "Your invoice" });
  const offerLabel = t({ id: "comparator.chart.offer", message: "With us" });
  const yours = formatMoney(current, locale);
  const ours = formatMoney(offer, locale);
  const summary = t({ id: "comparator.chart.summary", message: `Your invoice: ${yours}. With us: ${ours}.` });
  const labels = useMemo(() => [currentLabel, offerLabel], [currentLabel, offerLabel]);
  // One series, one colour per bar: the visitor's invoice muted, our offer in the brand colour.
  const series = useMemo<BarSeries[]>(
    () => [{ label: summary, values: [current, offer], colour: ["muted", "primary"] }],
    [summary, current, offer],
  );
  const formatValue = useCallback((value: number) => formatMoney(value, locale), [locale]);
  return (
    <OvChart
      kind="bar"
      className="ov-comparator__chart"
      label={summary}
      labels={labels}
      series={series}
      legend={false}
      formatValue={formatValue}
      alternative={summary}
    />
  );
}
