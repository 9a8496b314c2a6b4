import type { MessageDescriptor } from "@lingui/core";
import { useSafeId } from "../../../src/ui/field";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { memo, type ReactNode } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { FILTER_PARAM_FIELDS, getInvoiceFilterParams, invoiceKeys } from "../../../src/api/invoices";
import {
  EMPTY_INVOICE_FILTERS,
  INVOICE_FILTER_KEYS,
  activeInvoiceFilters,
  sameInvoiceFilters,
  validateInvoiceFilters,
  type InvoiceFilterError,
  type InvoiceFilterKey,
  type InvoiceFilterValues,
} from "../../../src/domain/invoices/filters";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { Chip } from "../../../src/ui/chip";
import { CloseIcon } from "../../../src/ui/icons";
import { Select } from "../../../src/ui/select";
import { TextField } from "../../../src/ui/text-field";
import type { InvoiceListType } from "./invoice-types";

/** Each field's label (also its chip's). */
const FIELD_LABELS: Record<InvoiceFilterKey, MessageDescriptor> = {
  number: msg({ id: "portal.invoices.filterNumber", message: "Invoice number" }),
  contract: msg({ id: "portal.invoices.filterContract", message: "Contract" }),
  vat: msg({ id: "portal.invoices.filterVat", message: "Tax id" }),
  dateFrom: msg({ id: "portal.invoices.filterDateFrom", message: "Invoice date from" }),
  dateTo: msg({ id: "portal.invoices.filterDateTo", message: "Invoice date to" }),
  periodFrom: msg({ id: "portal.invoices.filterPeriodFrom", message: "Period from" }),
  periodTo: msg({ id: "portal.invoices.filterPeriodTo", message: "Period to" }),
  cups: msg({ id: "portal.invoices.filterCups", message: "CUPS" }),
  address: msg({ id: "portal.invoices.filterAddress", message: "Address" }),
  total: msg({ id: "portal.invoices.filterTotal", message: "Total amount (€)" }),
  pending: msg({ id: "portal.invoices.filterPending", message: "Pending amount (€)" }),
  state: msg({ id: "portal.invoices.filterState", message: "State" }),
};

const ERRORS: Record<InvoiceFilterError, MessageDescriptor> = {
  invalidDate: msg({ id: "portal.invoices.errorDate", message: "Write a date as DD/MM/YYYY." }),
  invalidAmount: msg({
    id: "portal.invoices.errorAmount",
    message: "Write an amount with digits, a comma or a dot, and a minus sign if negative.",
  }),
  dateOrder: msg({ id: "portal.invoices.errorDateOrder", message: "This date is before the start of the range." }),
};

const STATE_LABELS = {
  paid: msg({ id: "portal.invoices.statePaid", message: "Paid" }),
  open: msg({ id: "portal.invoices.stateOpen", message: "Open" }),
};

/** Fields with suggestions from `filter/params` (calls §7.6), and which list each takes. */
const SUGGESTED = { contract: "contracts", vat: "vats", cups: "cups", address: "addresses" } as const;
const DATE_FIELDS = new Set<InvoiceFilterKey>(["dateFrom", "dateTo", "periodFrom", "periodTo"]);
const AMOUNT_FIELDS = new Set<InvoiceFilterKey>(["total", "pending"]);
/** Every field but the state, which is a select. */
const TEXT_FIELDS = INVOICE_FILTER_KEYS.filter((key) => key !== "state");

/** react-hook-form's resolver over the domain's rules: the panel and the tests share one definition. */
function filtersResolver(locale: string): Resolver<InvoiceFilterValues> {
  return (values) => {
    const found = validateInvoiceFilters(values, locale);
    const errors: FieldErrors<InvoiceFilterValues> = {};
    for (const [key, code] of Object.entries(found) as [InvoiceFilterKey, InvoiceFilterError][])
      errors[key] = { type: code, message: code };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** Props of {@link InvoiceFilters}. */
export interface InvoiceFiltersProps {
  type: InvoiceListType;
  /** The filters the list shows now. */
  applied: InvoiceFilterValues;
  /** Fields whose chip is toggled off. */
  off: ReadonlySet<InvoiceFilterKey>;
  /** New applied values (offset back to 0): Apply, a deleted chip, Remove all. */
  onApply: (values: InvoiceFilterValues) => void;
  onToggle: (key: InvoiceFilterKey) => void;
  /** What acts on the filtered list as a whole (the export), shown under the panel; keep it memoised. */
  toolbar?: ReactNode;
}

/**
 * The filter panel (spec §2 "Invoices" filters): invoice number, contract and tax id (suggested from
 * `filter/params`), invoice date and period (DD/MM/YYYY), CUPS, address, total and pending amount (euro),
 * state (paid or open). Apply is enabled only after a change; Remove all clears and, when filters had
 * been applied, applies the empty panel; the applied filters show as chips that toggle or delete.
 * Memoised: a new page of the list leaves the panel as it is (issue 18 item 8).
 */
export const InvoiceFilters = memo(function InvoiceFilters({ type, applied, off, onApply, onToggle, toolbar }: InvoiceFiltersProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const listId = useSafeId();
  const suggestions = useQuery(invoiceKeys.filterParams(type), (signal) => getInvoiceFilterParams(api, type, FILTER_PARAM_FIELDS, signal));
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<InvoiceFilterValues>({
    defaultValues: applied,
    resolver: filtersResolver(locale),
  });
  const typed = useWatch({ control }) as InvoiceFilterValues;
  const changed = !sameInvoiceFilters({ ...EMPTY_INVOICE_FILTERS, ...typed }, applied);
  const active = activeInvoiceFilters(applied);
  const anything = active.length > 0 || activeInvoiceFilters({ ...EMPTY_INVOICE_FILTERS, ...typed }).length > 0;

  const error = (key: InvoiceFilterKey) => {
    const code = formState.errors[key]?.message as InvoiceFilterError | undefined;
    return code ? i18n._(ERRORS[code]) : undefined;
  };
  const removeAll = () => {
    reset(EMPTY_INVOICE_FILTERS);
    // spec §2: "Remove all clears and reapplies if filters had been applied".
    if (active.length > 0 || off.size > 0) onApply(EMPTY_INVOICE_FILTERS);
  };
  const remove = (key: InvoiceFilterKey) => {
    setValue(key, "");
    onApply({ ...applied, [key]: "" });
  };
  const chipText = (key: InvoiceFilterKey) => {
    const value = applied[key].trim();
    const shown = key === "state" && (value === "paid" || value === "open") ? i18n._(STATE_LABELS[value]) : value;
    return `${i18n._(FIELD_LABELS[key])}: ${shown}`;
  };

  return (
    <section className="ov-invoices__filters" aria-label={t({ id: "portal.invoices.filters", message: "Filters" })}>
      <details className="ov-invoices__panel">
        <summary>{t({ id: "portal.invoices.filters", message: "Filters" })}</summary>
        <form noValidate onSubmit={(event) => void handleSubmit((values) => onApply(values))(event)}>
          <div className="ov-invoices__fields">
            {TEXT_FIELDS.map((key) => {
              const list = key in SUGGESTED ? suggestions.data?.[SUGGESTED[key as keyof typeof SUGGESTED]] : undefined;
              return (
                <div key={key}>
                  <TextField
                    label={i18n._(FIELD_LABELS[key])}
                    hint={DATE_FIELDS.has(key) ? t({ id: "portal.invoices.dateHint", message: "DD/MM/YYYY" }) : undefined}
                    error={error(key)}
                    inputMode={DATE_FIELDS.has(key) ? "numeric" : AMOUNT_FIELDS.has(key) ? "decimal" : undefined}
                    autoComplete="off"
                    list={list ? `${listId}-${key}` : undefined}
                    {...register(key)}
                  />
                  {list && (
                    <datalist id={`${listId}-${key}`}>
                      {list.map((option) => (
                        <option key={option} value={option} />
                      ))}
                    </datalist>
                  )}
                </div>
              );
            })}
            <Select
              label={i18n._(FIELD_LABELS.state)}
              placeholder={t({ id: "portal.invoices.stateAny", message: "Any" })}
              options={[
                { value: "paid", label: i18n._(STATE_LABELS.paid) },
                { value: "open", label: i18n._(STATE_LABELS.open) },
              ]}
              {...register("state")}
            />
          </div>
          <div className="ov-invoices__buttons">
            <Button type="submit" disabled={!changed} focusableWhenDisabled>
              {t({ id: "portal.invoices.apply", message: "Apply" })}
            </Button>
            <Button variant="secondary" disabled={!anything && off.size === 0} focusableWhenDisabled onClick={removeAll}>
              {t({ id: "portal.invoices.removeAll", message: "Remove all" })}
            </Button>
          </div>
        </form>
      </details>
      {toolbar}
      {active.length > 0 && (
        <ul className="ov-invoices__chips" aria-label={t({ id: "portal.invoices.appliedFilters", message: "Applied filters" })}>
          {active.map((key) => {
            const filter = chipText(key);
            return (
              <li key={key} className="ov-invoices__chip">
                <Chip variant="toggle" tone="info" pressed={!off.has(key)} onPressedChange={() => onToggle(key)}>
                  {filter}
                </Chip>
                <button
                  type="button"
                  className="ov-invoices__chip-remove"
                  aria-label={t({ id: "portal.invoices.removeFilter", message: `Remove ${filter}` })}
                  onClick={() => remove(key)}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
