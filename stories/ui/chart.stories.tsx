import type { Meta, StoryObj } from "@storybook/react-vite";
import { OvChart, type ChartPoint } from "../../src/ui/chart/chart";

const money = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });
const formatMoney = (value: number) => money.format(value);
const kwh = (value: number) => `${value.toFixed(2)} kWh`;
const day = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short" });
const formatDate = (x: number) => day.format(x);

// A year of quarter-hours (35,040 points): a daily curve with an evening peak, as the consumption area will draw.
const start = Date.UTC(2025, 0, 1);
const quarterHours: ChartPoint[] = Array.from({ length: 365 * 96 }, (_, index) => {
  const hour = (index % 96) / 4;
  return {
    x: start + index * 900_000,
    y: 0.05 + 0.1 * Math.max(0, Math.sin(((hour - 6) / 24) * Math.PI * 2)) + (hour > 19 && hour < 22 ? 0.25 : 0),
  };
});

const meta = {
  title: "UI/Chart",
  component: OvChart,
} satisfies Meta<typeof OvChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The comparator's result: two bars in the theme's muted and primary colours. */
export const Bars: Story = {
  args: {
    kind: "bar",
    label: "Your invoice: 63,00 €. With us: 51,20 €.",
    labels: ["Your invoice", "With us"],
    series: [{ label: "Total", values: [63, 51.2], colour: ["muted", "primary"] }],
    formatValue: formatMoney,
    alternative: "Your invoice: 63,00 €. With us: 51,20 €.",
  },
};

/** An invoice's periods, stacked by concept, with the table alternative a long series needs. */
export const StackedBars: Story = {
  args: {
    kind: "bar",
    label: "Invoices of the last three months by concept",
    labels: ["Jan", "Feb", "Mar"],
    stacked: true,
    series: [
      { label: "Energy", values: [40, 35, 30], colour: "primary" },
      { label: "Power", values: [12, 12, 12], colour: "info" },
      { label: "Taxes", values: [9, 8, 7], colour: "muted" },
    ],
    formatValue: formatMoney,
    alternative: (
      <table>
        <caption>Invoices by concept</caption>
        <tbody>
          <tr>
            <th scope="row">Jan</th>
            <td>61,00 €</td>
          </tr>
          <tr>
            <th scope="row">Feb</th>
            <td>55,00 €</td>
          </tr>
          <tr>
            <th scope="row">Mar</th>
            <td>49,00 €</td>
          </tr>
        </tbody>
      </table>
    ),
  },
};

/** A year of quarter-hours, decimated (min-max) to the canvas width. */
export const YearOfQuarterHours: Story = {
  args: {
    kind: "line",
    label: "Consumption in 2025, every quarter of an hour",
    series: [{ label: "Consumption", points: quarterHours }],
    formatX: formatDate,
    formatValue: kwh,
    alternative: "35,040 readings; the monthly totals are in the table below the chart.",
  },
};
