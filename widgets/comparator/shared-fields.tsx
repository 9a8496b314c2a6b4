import { useLingui } from "@lingui/react/macro";
import type { SchemaForm } from "../../src/forms/use-schema-form";

type FieldProps = ReturnType<SchemaForm<Record<string, string>, unknown>["field"]>;
import { DateField } from "../../src/ui/date-field";
import { NumberField } from "../../src/ui/number-field";
import { TextField } from "../../src/ui/text-field";

/** The CUPS field of both comparators. */
export function CupsField({ registration, error }: { registration: FieldProps; error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t({ id: "comparator.cups", message: "CUPS" })}
      hint={t({ id: "comparator.cups.hint", message: "The supply point code on your invoice: ES followed by 16 digits and 2 letters." })}
      required
      autoComplete="off"
      spellCheck={false}
      error={error}
      {...registration}
    />
  );
}

type PeriodField = "startDate" | "endDate" | "invoiceAmount";

export interface InvoicePeriodFieldsProps {
  /** The dates typed, which bound each other's picker. */
  startDate: string;
  endDate: string;
  registrations: Record<PeriodField, FieldProps>;
  errors: Partial<Record<PeriodField, string>>;
}

/** The invoice period and amount of both comparators; each date's picker is bounded by the other (spec §5). */
export function InvoicePeriodFields({ startDate, endDate, registrations, errors }: InvoicePeriodFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className="ov-comparator__group">
      <legend>{t({ id: "comparator.group.invoice", message: "Invoice period and amount" })}</legend>
      <div className="ov-comparator__row">
        {/* spec §5 gas comparator: "start max is end date, end min is start date" */}
        <DateField
          label={t({ id: "comparator.startDate", message: "Start date" })}
          required
          max={endDate || undefined}
          error={errors.startDate}
          {...registrations.startDate}
        />
        <DateField
          label={t({ id: "comparator.endDate", message: "End date" })}
          required
          min={startDate || undefined}
          error={errors.endDate}
          {...registrations.endDate}
        />
      </div>
      <NumberField
        label={t({ id: "comparator.invoiceAmount", message: "Invoice amount" })}
        hint={t({ id: "comparator.invoiceAmount.hint", message: "Total with taxes, in whole euros." })}
        unit="€"
        required
        error={errors.invoiceAmount}
        {...registrations.invoiceAmount}
      />
    </fieldset>
  );
}
