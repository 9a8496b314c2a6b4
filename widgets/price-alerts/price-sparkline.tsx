import { Trans } from "@lingui/react/macro";
import type { OmipProduct } from "../../src/api/price-alerts";
import { formatDate } from "../../src/i18n/format";
import type { Locale } from "../../src/i18n/locales";
import { formatProductPrice } from "./price-format";

const WIDTH = 320;
const HEIGHT = 64;
const PAD = 4;

/** Min, max and last of a price series; null when there is nothing to draw. */
export function summarizePrices(prices: ReadonlyArray<{ date: string; price: number }>) {
  if (prices.length === 0) return null;
  const values = prices.map((point) => point.price);
  const last = prices[prices.length - 1] as { date: string; price: number };
  return { min: Math.min(...values), max: Math.max(...values), last: last.price, lastDate: last.date, first: prices[0]?.date ?? last.date };
}

/** The SVG polyline points of a series scaled into the sparkline's box (a flat series sits in the middle). */
export function sparklinePoints(values: readonly number[], width = WIDTH, height = HEIGHT, pad = PAD): string {
  if (values.length === 0) return "";
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = pad + index * step;
      const y = span === 0 ? height / 2 : pad + (1 - (value - min) / span) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

/**
 * A small line of the product's recent settlement prices (issue 6: "a small chart of the selected
 * product's recent prices if the products call gives them; otherwise none"). Drawn as inline SVG,
 * decorative; the figure's caption gives the same information in words (lowest, highest, last).
 */
export function PriceSparkline({ product, locale }: { product: OmipProduct; locale: Locale }) {
  const summary = summarizePrices(product.prices);
  if (!summary) return null;
  const min = formatProductPrice(summary.min, product.unit, locale);
  const max = formatProductPrice(summary.max, product.unit, locale);
  const last = formatProductPrice(summary.last, product.unit, locale);
  const from = formatDate(summary.first, locale);
  const to = formatDate(summary.lastDate, locale);
  const name = product.name;
  return (
    <figure className="ov-price-alerts__chart" part="chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className="ov-price-alerts__sparkline"
      >
        <polyline
          points={sparklinePoints(product.prices.map((point) => point.price))}
          fill="none"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="ov-price-alerts__chart-caption">
        <Trans id="priceAlerts.chart.summary">
          {name}, {from} to {to}: lowest {min}, highest {max}, last {last}.
        </Trans>
      </figcaption>
    </figure>
  );
}
