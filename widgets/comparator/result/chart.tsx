import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";

export interface ComparisonChartProps {
  /** What the visitor paid (their invoice). */
  current: number;
  /** What the same supply costs with us. */
  offer: number;
}

/**
 * Bars comparing the visitor's invoice with our offer. chart.js is imported only when a result is
 * shown (DESIGN budget: it stays out of the comparator's first load). The figure's caption carries the
 * same figures as text, so the chart is never the only way to read them (and stays when canvas fails).
 */
export function ComparisonChart({ current, offer }: ComparisonChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const currentLabel = t({ id: "comparator.chart.current", message: "Your invoice" });
  const offerLabel = t({ id: "comparator.chart.offer", message: "With us" });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    import("chart.js")
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
        if (cancelled) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        // The theme's colours, read from the custom properties the host page may override.
        const style = getComputedStyle(canvas);
        const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        chart = new Chart(context, {
          type: "bar",
          data: {
            labels: [currentLabel, offerLabel],
            datasets: [
              {
                data: [current, offer],
                backgroundColor: [colour("--ov-color-muted", "#6b7280"), colour("--ov-color-primary", "#0f766e")],
                borderRadius: 4,
              },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            plugins: { tooltip: { callbacks: { label: (item) => formatMoney(Number(item.raw), locale) } } },
            scales: {
              y: {
                beginAtZero: true,
                ticks: { callback: (value) => formatMoney(Number(value), locale), color: colour("--ov-color-text", "#1f2937") },
              },
              x: { ticks: { color: colour("--ov-color-text", "#1f2937") } },
            },
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [current, offer, currentLabel, offerLabel, locale]);

  const yours = formatMoney(current, locale);
  const ours = formatMoney(offer, locale);
  const summary = t({ id: "comparator.chart.summary", message: `Your invoice: ${yours}. With us: ${ours}.` });
  return (
    <figure className="ov-comparator__chart">
      {!failed && (
        <div className="ov-comparator__chart-box">
          <canvas ref={canvasRef} role="img" aria-label={summary} />
        </div>
      )}
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
