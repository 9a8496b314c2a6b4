import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { ElectricityCompareInput } from "../../src/api/comparator";
import { getComers, getTariffs, tariffListKeys } from "../../src/api/tariff-lists";
import {
  EMPTY_ELECTRICITY_FORM,
  POWER_DECIMALS,
  electricityFormSchema,
  tariffFields,
  type ElectricityFormValues,
  type Period,
} from "../../src/domain/comparator";
import { normalizeCups } from "../../src/domain/validation/cups";
import { useSchemaForm } from "../../src/forms/use-schema-form";
import { useQuery } from "../../src/runtime/query";
import { useApi, useLocale } from "../../src/runtime/widget-context";
import { Button } from "../../src/ui/button";
import { Checkbox } from "../../src/ui/checkbox";
import { NumberField } from "../../src/ui/number-field";
import { parseDecimal } from "../../src/domain/parse-decimal";
import { ComerSelect, TariffSelect } from "./lists";
import { fieldErrorText } from "../../src/forms/validation-messages";
import { CupsField, InvoicePeriodFields } from "./shared-fields";

export interface ElectricityFormProps {
  onCompare: (request: ElectricityCompareInput) => void;
  /** The privacy policy link (settings links.gdpr). */
  privacyUrl?: string;
}

/**
 * The electricity comparator form (spec §5 "Electricity comparator"): the access tariff list follows
 * the power, the consumption periods follow the tariff, and every rule shows at its field.
 */
export function ElectricityForm({ onCompare, privacyUrl }: ElectricityFormProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const [tariffPower, setTariffPower] = useState<number | null>(null);
  const comers = useQuery(tariffListKeys.comers("electricity"), (signal) => getComers(api, signal));
  // spec §5: "The access tariff list refetches when power changes".
  const tariffs = useQuery(tariffPower === null ? null : tariffListKeys.tariffs(tariffPower), (signal) =>
    getTariffs(api, { power: tariffPower ?? 0 }, signal),
  );

  const tariffNameOf = (id: string) => tariffs.data?.find((tariff) => String(tariff.id) === id)?.name ?? undefined;
  // useSchemaForm, not react-hook-form: react-hook-form would break this tag's first-load budget (the
  // figures are in useSchemaForm's doc).
  // The rules depend on the tariff chosen (spec §5: periods and power2 per tariff).
  const form = useSchemaForm<ElectricityFormValues, ElectricityCompareInput>(EMPTY_ELECTRICITY_FORM, (values) =>
    electricityFormSchema(locale, tariffNameOf(values.accessTariff)),
  );
  const { values, setValue, field } = form;
  const fields = tariffFields(tariffNameOf(values.accessTariff));

  // spec §5: "selection cleared if absent" from the new tariff list.
  const offered = tariffs.status === "success" ? tariffs.data : null;
  const stale = offered !== null && values.accessTariff !== "" && !offered.some((tariff) => String(tariff.id) === values.accessTariff);
  useEffect(() => {
    if (stale) setValue("accessTariff", "");
  }, [stale, setValue]);

  const readPower = (text: string) => {
    const power = parseDecimal(text, locale, { decimals: POWER_DECIMALS });
    if (power !== null && Number.isFinite(power) && power > 0 && power !== tariffPower) setTariffPower(power);
  };

  const error = (name: keyof ElectricityFormValues) => fieldErrorText(i18n, form.errors[name]);
  const periodLabel = (period: Period) => {
    const name = period.toUpperCase();
    return t({ id: "comparator.electricity.period", message: `Consumption ${name}` });
  };

  return (
    <form
      className="ov-comparator__form"
      noValidate
      aria-label={t({ id: "comparator.electricity.formLabel", message: "Electricity invoice data" })}
      onSubmit={form.handleSubmit(onCompare)}
    >
      <fieldset className="ov-comparator__group">
        <legend>{t({ id: "comparator.group.supply", message: "Your supply" })}</legend>
        <CupsField error={error("cups")} registration={field("cups", { transform: normalizeCups })} />
        <ComerSelect remote={comers} error={error("comerOrigin")} registration={field("comerOrigin")} />
        <div className="ov-comparator__row">
          <NumberField
            label={t({ id: "comparator.power", message: "Contracted power (P1)" })}
            unit="kW"
            decimals={POWER_DECIMALS}
            required
            error={error("power")}
            {...field("power", { onBlur: readPower })}
          />
          {fields.power2 && (
            <NumberField
              label={t({ id: "comparator.power2", message: "Contracted power (P2)" })}
              hint={t({ id: "comparator.power2.hint", message: "Leave empty if it is the same as P1." })}
              unit="kW"
              decimals={POWER_DECIMALS}
              error={error("power2")}
              {...field("power2")}
            />
          )}
        </div>
        <TariffSelect
          remote={tariffs}
          waitingForPower={tariffPower === null}
          error={error("accessTariff")}
          registration={field("accessTariff")}
        />
      </fieldset>

      <fieldset className="ov-comparator__group">
        <legend>{t({ id: "comparator.group.consumption", message: "Consumption on your invoice (kWh)" })}</legend>
        {fields.periods.length === 1 && (
          <p className="ov-comparator__note">
            {t({ id: "comparator.periods.hint", message: "Choose the access tariff to enter the consumption of each period." })}
          </p>
        )}
        <div className="ov-comparator__periods">
          {fields.periods.map((period) => (
            <NumberField
              key={period}
              label={periodLabel(period)}
              unit="kWh"
              required={period === "p1"}
              error={error(period)}
              {...field(period)}
            />
          ))}
        </div>
      </fieldset>

      <InvoicePeriodFields
        startDate={values.startDate}
        endDate={values.endDate}
        registrations={{ startDate: field("startDate"), endDate: field("endDate"), invoiceAmount: field("invoiceAmount") }}
        errors={{ startDate: error("startDate"), endDate: error("endDate"), invoiceAmount: error("invoiceAmount") }}
      />

      <Checkbox
        label={
          privacyUrl ? (
            <>
              {t({ id: "comparator.consent", message: "I agree that these data are used to compare my invoice, under the" })}{" "}
              <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                {t({ id: "comparator.privacyPolicy", message: "privacy policy" })}
              </a>
            </>
          ) : (
            t({ id: "comparator.consent.plain", message: "I agree that these data are used to compare my invoice" })
          )
        }
        required
        error={error("consent")}
        {...form.checkbox("consent")}
      />
      <div className="ov-actions">
        <Button type="submit">{t({ id: "comparator.compare", message: "Compare" })}</Button>
      </div>
    </form>
  );
}
