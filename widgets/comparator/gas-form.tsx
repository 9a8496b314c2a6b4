import { useLingui } from "@lingui/react/macro";
import { useForm, useWatch } from "react-hook-form";
import type { GasCompareInput } from "../../src/api/comparator";
import { getGasComers, getGasTariffs } from "../../src/api/contracting";
import { EMPTY_GAS_FORM, gasFormSchema, type GasFormValues } from "../../src/domain/comparator";
import { valibotFormResolver } from "../../src/forms/resolver";
import { useRemote } from "../../src/runtime/use-remote";
import { useApi, useLocale } from "../../src/runtime/widget-context";
import { Button } from "../../src/ui/button";
import { NumberField } from "../../src/ui/number-field";
import { ComerSelect, TariffSelect } from "./lists";
import { ruleText } from "./messages";
import { CupsField, InvoicePeriodFields, normalisingCups } from "./shared-fields";

/** The gas comparator form (spec §5 "Gas comparator": every field required; start at most the end). */
export function GasForm({ onCompare }: { onCompare: (request: GasCompareInput) => void }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const comers = useRemote("gas-comers", (signal) => getGasComers(api, signal));
  const tariffs = useRemote("gas-tariffs", (signal) => getGasTariffs(api, signal));
  const { register, control, handleSubmit, setValue, formState } = useForm<GasFormValues, unknown, GasCompareInput>({
    defaultValues: EMPTY_GAS_FORM,
    resolver: valibotFormResolver(gasFormSchema(locale)),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const error = (name: keyof GasFormValues) => ruleText(i18n, formState.errors[name]);
  const startDate = useWatch({ control, name: "startDate" });
  const endDate = useWatch({ control, name: "endDate" });

  return (
    <form
      className="ov-comparator__form"
      noValidate
      aria-label={t({ id: "comparator.gas.formLabel", message: "Gas invoice data" })}
      onSubmit={(event) => void handleSubmit((request) => onCompare(request))(event)}
    >
      <fieldset className="ov-comparator__group">
        <legend>{t({ id: "comparator.group.supply", message: "Your supply" })}</legend>
        <CupsField
          error={error("cups")}
          registration={register(
            "cups",
            normalisingCups((value) => setValue("cups", value)),
          )}
        />
        <ComerSelect remote={comers} error={error("comerOrigin")} registration={register("comerOrigin")} />
        <TariffSelect remote={tariffs} error={error("accessTariff")} registration={register("accessTariff")} />
        <NumberField
          label={t({ id: "comparator.gas.consumption", message: "Gas consumed" })}
          unit="kWh"
          required
          error={error("consumption")}
          {...register("consumption")}
        />
      </fieldset>
      <InvoicePeriodFields
        startDate={startDate}
        endDate={endDate}
        registrations={{ startDate: register("startDate"), endDate: register("endDate"), invoiceAmount: register("invoiceAmount") }}
        errors={{ startDate: error("startDate"), endDate: error("endDate"), invoiceAmount: error("invoiceAmount") }}
      />
      <div className="ov-actions">
        <Button type="submit">{t({ id: "comparator.compare", message: "Compare" })}</Button>
      </div>
    </form>
  );
}
