import { useLingui } from "@lingui/react/macro";
import type { GasCompareInput } from "../../src/api/comparator";
import { getGasComers, getGasTariffs, tariffListKeys } from "../../src/api/tariff-lists";
import { EMPTY_GAS_FORM, gasFormSchema, type GasFormValues } from "../../src/domain/comparator";
import { normalizeCups } from "../../src/domain/validation/cups";
import { useSchemaForm } from "../../src/forms/use-schema-form";
import { useQuery } from "../../src/runtime/query";
import { useApi, useLocale } from "../../src/runtime/widget-context";
import { Button } from "../../src/ui/button";
import { NumberField } from "../../src/ui/number-field";
import { ComerSelect, TariffSelect } from "./lists";
import { fieldErrorText } from "../../src/forms/validation-messages";
import { CupsField, InvoicePeriodFields } from "./shared-fields";

/** The gas comparator form (spec §5 "Gas comparator": every field required; start at most the end). */
export function GasForm({ onCompare }: { onCompare: (request: GasCompareInput) => void }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const comers = useQuery(tariffListKeys.comers("gas"), (signal) => getGasComers(api, signal));
  const tariffs = useQuery(tariffListKeys.gasTariffs, (signal) => getGasTariffs(api, signal));
  // useSchemaForm, not react-hook-form: react-hook-form would break this tag's first-load budget (the
  // figures are in useSchemaForm's doc).
  const form = useSchemaForm<GasFormValues, GasCompareInput>(EMPTY_GAS_FORM, () => gasFormSchema(locale));
  const error = (name: keyof GasFormValues) => fieldErrorText(i18n, form.errors[name]);

  return (
    <form
      className="ov-comparator__form"
      noValidate
      aria-label={t({ id: "comparator.gas.formLabel", message: "Gas invoice data" })}
      onSubmit={form.handleSubmit(onCompare)}
    >
      <fieldset className="ov-comparator__group">
        <legend>{t({ id: "comparator.group.supply", message: "Your supply" })}</legend>
        <CupsField error={error("cups")} registration={form.field("cups", { transform: normalizeCups })} />
        <ComerSelect remote={comers} error={error("comerOrigin")} registration={form.field("comerOrigin")} />
        <TariffSelect remote={tariffs} error={error("accessTariff")} registration={form.field("accessTariff")} />
        <NumberField
          label={t({ id: "comparator.gas.consumption", message: "Gas consumed" })}
          unit="kWh"
          required
          error={error("consumption")}
          {...form.field("consumption")}
        />
      </fieldset>
      <InvoicePeriodFields
        startDate={form.values.startDate}
        endDate={form.values.endDate}
        registrations={{ startDate: form.field("startDate"), endDate: form.field("endDate"), invoiceAmount: form.field("invoiceAmount") }}
        errors={{ startDate: error("startDate"), endDate: error("endDate"), invoiceAmount: error("invoiceAmount") }}
      />
      <div className="ov-actions">
        <Button type="submit">{t({ id: "comparator.compare", message: "Compare" })}</Button>
      </div>
    </form>
  );
}
