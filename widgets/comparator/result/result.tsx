import { useLingui } from "@lingui/react/macro";
import { Fragment, useLayoutEffect, useRef, type ReactNode } from "react";
import type { CompareLine, CompareResult } from "../../../src/api/comparator";
import { ELECTRICITY_TAX_PERCENT, isElectricityTax, lineAmount, taxList } from "../../../src/domain/comparator-result";
import { formatMoney, formatNumber } from "../../../src/i18n/format";
import { FULL_LOCALE, type Locale } from "../../../src/i18n/locales";
import { useLocale } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { ServerHtml } from "../../../src/ui/server-html";
import { tableStyles } from "../../../src/ui/table.styles";
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
  useComponentStyles(tableStyles); // the breakdown is a plain table with the kit's table look
  useComponentStyles(comparatorResultStyles); // after the table's sheet: its rules refine the kit's table
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

      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be keyboard-focusable (axe scrollable-region-focusable) */}
      <div className="ov-table-scroll" role="region" aria-labelledby="ov-comparator-breakdown" tabIndex={0}>
        <table className="ov-table ov-comparator__operations">
          <caption id="ov-comparator-breakdown" className="ov-table__caption">
            {t({ id: "comparator.breakdown", message: "Breakdown of the invoice with us" })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t({ id: "comparator.col.concept", message: "Concept" })}</th>
              <th scope="col" className="ov-table__cell--end">
                {t({ id: "comparator.col.unitPrice", message: "Unit price" })}
              </th>
              <th scope="col" className="ov-table__cell--end">
                {t({ id: "comparator.col.quantity", message: "Quantity" })}
              </th>
              <th scope="col" className="ov-table__cell--end">
                {t({ id: "comparator.col.days", message: "Days" })}
              </th>
              <th scope="col" className="ov-table__cell--end">
                {t({ id: "comparator.col.amount", message: "Amount" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map(([group, lines]) => (
              <Fragment key={group}>
                <tr className="ov-comparator__group-row">
                  <th scope="colgroup" colSpan={5}>
                    {groupNames[group] ?? group}
                  </th>
                </tr>
                {lines.map((line: CompareLine, index) => (
                  <tr key={`${group}-${index}`}>
                    <th scope="row">{line.name}</th>
                    <td className="ov-table__cell--end">{formatUnitPrice(line.price_unit, locale)}</td>
                    <td className="ov-table__cell--end">{formatNumber(line.quantity, locale, Number.isInteger(line.quantity) ? 0 : 2)}</td>
                    <td className="ov-table__cell--end">{line.multi > 1 ? formatNumber(line.multi, locale) : "—"}</td>
                    <td className="ov-table__cell--end">{formatMoney(lineAmount(line), locale)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
            {taxes.length > 0 && (
              <tr className="ov-comparator__group-row">
                <th scope="colgroup" colSpan={5}>
                  {t({ id: "comparator.taxes", message: "Taxes" })}
                </th>
              </tr>
            )}
            {taxes.map((tax) => (
              <tr key={tax.name}>
                <th scope="row" colSpan={4}>
                  {taxLabel(tax.name)}
                </th>
                <td className="ov-table__cell--end">{formatMoney(tax.amount, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t({ id: "comparator.total", message: "Total" })}
              </th>
              <td className="ov-table__cell--end">{formatMoney(total, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="ov-actions">
        <Button variant="secondary" onClick={onBack}>
          {t({ id: "comparator.back", message: "Change the data" })}
        </Button>
      </div>
      {children}
    </section>
  );
}
