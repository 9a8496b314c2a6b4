import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { CompareLine, CompareResult } from "../../../src/api/comparator";
import { ELECTRICITY_TAX_PERCENT, isElectricityTax, lineAmount, taxList } from "../../../src/domain/comparator-result";
import { formatMoney, formatNumber } from "../../../src/i18n/format";
import { FULL_LOCALE, type Locale } from "../../../src/i18n/locales";
import { useLocale } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { ServerHtml } from "../../../src/ui/server-html";
import { useComponentStyles } from "../../../src/ui/use-component-styles";
import { ComparisonChart } from "./chart";
import { comparatorResultStyles } from "./result.styles";

export interface ComparatorResultProps {
  result: CompareResult;
  energy: "electricity" | "gas";
  /** The amount of the visitor's invoice, for the comparison. */
  invoiceAmount: number;
  onBack: () => void;
  /** The lead form, under the result. */
  children?: ReactNode;
}

/** One line of the breakdown: a term's line, or a tax (only its amount), under its group's heading. */
interface BreakdownRow {
  group: string;
  name: string;
  line: CompareLine | null;
  amount: number;
}

/** Unit prices keep their decimals (€0.082145/kWh); amounts are in cents (spec §9 "money with 2 decimals"). */
function formatUnitPrice(value: number, locale: Locale): string {
  return new Intl.NumberFormat(FULL_LOCALE[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(value);
}

/**
 * The comparison (spec §3 "Result: header (HTML), content (HTML), total_amount, operations with lines
 * and taxes"): server HTML sanitised, the totals side by side with a chart, and the operations as a
 * table a visitor can check line by line.
 */
export function ComparatorResult({ result, energy, invoiceAmount, onBack, children }: ComparatorResultProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useComponentStyles(comparatorResultStyles);
  // The result replaces the form: focus its heading so keyboard and screen reader users land on it.
  // A layout effect, so focus has moved before the result is painted (React runs a plain effect in a task
  // after the commit, which a paint may come before).
  useLayoutEffect(() => headingRef.current?.focus(), []);

  const total = result.total_amount;
  const saving = Math.round((invoiceAmount - total) * 100) / 100;
  const groupNames: Record<string, string> = {
    potencia: t({ id: "comparator.lines.potencia", message: "Power term" }),
    energia: t({ id: "comparator.lines.energia", message: "Energy term" }),
    lloguer: t({ id: "comparator.lines.lloguer", message: "Meter rental" }),
    fijo: t({ id: "comparator.lines.fijo", message: "Fixed term" }),
    variable: t({ id: "comparator.lines.variable", message: "Variable term" }),
  };
  const groups = Object.entries(result.operations.lines).filter(([, lines]) => lines.length > 0);
  const taxes = taxList(result.operations.taxes);
  const rate = formatNumber(ELECTRICITY_TAX_PERCENT, locale, 1);
  const taxLabel = (name: string) =>
    energy === "electricity" && isElectricityTax(name)
      ? t({ id: "comparator.tax.electricity", message: `Special electricity tax (${rate} %)` })
      : name;

  const rows: BreakdownRow[] = [
    ...groups.flatMap(([group, lines]) =>
      lines.map((line: CompareLine) => ({ group: groupNames[group] ?? group, name: line.name, line, amount: lineAmount(line) })),
    ),
    ...taxes.map((tax) => ({
      group: t({ id: "comparator.taxes", message: "Taxes" }),
      name: taxLabel(tax.name),
      line: null,
      amount: tax.amount,
    })),
  ];
  // A tax has an amount only: its other cells stay empty.
  const figure = (row: BreakdownRow, value: (line: CompareLine) => string) => (row.line ? value(row.line) : "");
  const columns: DataListColumn<BreakdownRow>[] = [
    { id: "concept", role: "title", header: t({ id: "comparator.col.concept", message: "Concept" }), cell: (row) => row.name },
    {
      id: "unitPrice",
      role: "fact",
      align: "end",
      header: t({ id: "comparator.col.unitPrice", message: "Unit price" }),
      cell: (row) => figure(row, (line) => formatUnitPrice(line.price_unit, locale)),
    },
    {
      id: "quantity",
      role: "fact",
      align: "end",
      header: t({ id: "comparator.col.quantity", message: "Quantity" }),
      cell: (row) => figure(row, (line) => formatNumber(line.quantity, locale, Number.isInteger(line.quantity) ? 0 : 2)),
    },
    {
      id: "days",
      role: "fact",
      align: "end",
      header: t({ id: "comparator.col.days", message: "Days" }),
      cell: (row) => figure(row, (line) => (line.multi > 1 ? formatNumber(line.multi, locale) : "—")),
    },
    {
      id: "amount",
      role: "primary",
      align: "end",
      header: t({ id: "comparator.col.amount", message: "Amount" }),
      cell: (row) => formatMoney(row.amount, locale),
    },
  ];

  return (
    <section className="ov-comparator__result" aria-labelledby="ov-comparator-result-title">
      <h2 id="ov-comparator-result-title" ref={headingRef} tabIndex={-1}>
        {t({ id: "comparator.result.title", message: "Your comparison" })}
      </h2>
      <ServerHtml html={result.header} className="ov-comparator__html" />
      <dl className="ov-comparator__totals">
        <div>
          <dt>{t({ id: "comparator.result.current", message: "Your invoice" })}</dt>
          <dd>{formatMoney(invoiceAmount, locale)}</dd>
        </div>
        <div className="ov-comparator__offer">
          <dt>{t({ id: "comparator.result.offer", message: "With us" })}</dt>
          <dd>{formatMoney(total, locale)}</dd>
        </div>
        {saving > 0 && (
          <div className="ov-comparator__saving">
            <dt>{t({ id: "comparator.result.saving", message: "You save" })}</dt>
            <dd>{formatMoney(saving, locale)}</dd>
          </div>
        )}
      </dl>
      <ComparisonChart current={invoiceAmount} offer={total} />
      <ServerHtml html={result.content} className="ov-comparator__html" />

      <DataList
        caption={t({ id: "comparator.breakdown", message: "Breakdown of the invoice with us" })}
        captionShown
        tableFrom="always"
        className="ov-comparator__operations"
        columns={columns}
        rows={rows}
        rowKey={(row, index) => `${row.group}-${index}`}
        groupOf={(row) => row.group}
        footer={{ header: t({ id: "comparator.total", message: "Total" }), value: formatMoney(total, locale) }}
      />
      <div className="ov-actions">
        <Button variant="secondary" onClick={onBack}>
          {t({ id: "comparator.back", message: "Change the data" })}
        </Button>
      </div>
      {children}
    </section>
  );
}
