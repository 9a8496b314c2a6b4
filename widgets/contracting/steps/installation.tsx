import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import {
  contractingKeys,
  getCnaes,
  getCupsConfig,
  getGasCupsConfig,
  type CupsConfig,
  type GasCupsConfig,
} from "../../../src/api/contracting";
import { getComers, getGasComers, tariffListKeys } from "../../../src/api/tariff-lists";
import { isApiError } from "../../../src/api/errors";
import { installationFields } from "../../../src/domain/contracting/payload";
import {
  cnaeForResidence,
  contractingMessageIds,
  cupsToLookUp,
  installationSchema,
  selfconsCodeFor,
  UPLOAD_LIMITS,
} from "../../../src/domain/contracting/rules";
import { emptySipsData, type InstallationData, type ResidenceType, type SipsData } from "../../../src/domain/contracting/state";
import { normalizeCups } from "../../../src/domain/validation/cups";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { useQuery } from "../../../src/runtime/query";
import { formatPower } from "../../../src/i18n/format";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Checkbox } from "../../../src/ui/checkbox";
import { ChoiceField } from "../../../src/forms/choice-field";
import { Select } from "../../../src/ui/select";
import { Spinner } from "../../../src/ui/spinner";
import { TextField } from "../../../src/ui/text-field";
import { AddressFields } from "./address-fields";
import { AttachmentsField, ComerOriginField, YesNoField } from "./field-parts";
import { ListFailure, preloadLaterParts } from "./form-parts";
import { afterFirstPaint } from "../../../src/runtime/after-first-paint";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";

/** spec §7.8 CUPS lookup (electricity): SIPS data fills tariff, powers and self-consumption. */
function sipsFromElectricity(config: CupsConfig): SipsData {
  const kw = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    accessTariff: config.access_tariff ? (config.access_tariff.name ?? String(config.access_tariff.id)) : "",
    cupsAvailable: config.cups_availability.available,
    power: kw(config.power_p1 ?? config.power),
    power2: kw(config.power_p2),
    power3: kw(config.power_p3),
    power4: kw(config.power_p4),
    power5: kw(config.power_p5),
    power6: kw(config.power_p6),
    selfcons: config.selfcons,
    // spec §5: "Self-consumption code default 00, 41 when self-consumption is checked (or from CUPS lookup)".
    selfconsCode: selfconsCodeFor(config.selfcons, config.autoconsumo_code),
    sipsDataAvailable: config.cups_data_availability.available,
  };
}

/** spec §7.8 gas CUPS lookup: access tariff and availability. */
function sipsFromGas(config: GasCupsConfig): SipsData {
  return {
    ...emptySipsData(),
    accessTariff: config.access_tariff ? (config.access_tariff.name ?? String(config.access_tariff.id)) : "",
    cupsAvailable: config.cups_availability.available,
    sipsDataAvailable: Boolean(config.access_tariff),
  };
}

interface LookedUp {
  sips: SipsData;
  zipcode: string | null;
}

/**
 * The installation step (spec §5 "CUPS", "Postal code", "Installation address", "Residence", "Uploads";
 * issue 7 item 3): CUPS with its lookup, address with the postal-code lookup, residence and activity,
 * active contract, company of origin, consents and the last invoice.
 */
export function InstallationStep({ type, options, store, nav, failure }: StepProps) {
  const { t } = useLingui();
  const api = useApi();
  // The invoice upload and the later steps' product descriptions download while the visitor types here.
  // After the step is drawn: requested with it, they were counted before its first control.
  useEffect(() => afterFirstPaint(preloadLaterParts), []);
  // The rules depend on the values (cnae for a business, invoice with an active contract, CUPS availability).
  const resolver: Resolver<InstallationData> = (values, context, resolverOptions) => {
    const schema = installationSchema(values, options) as unknown as Parameters<
      typeof valibotFormResolver<InstallationData, InstallationData>
    >[0];
    return valibotFormResolver(schema)(values, context, resolverOptions);
  };
  const [initial] = useState(() => store.readData().installation);
  const { form, values, error } = useStepForm("installation", initial, resolver, store);
  const { register, control, handleSubmit, setValue, getValues, setError, formState } = form;
  const errors = formState.errors;

  // --- CUPS lookup (spec §5 "Lookup fires at length 20 or 22") ---
  const cupsToFind = cupsToLookUp(values.cups);
  // The supply this step reads: a dual contract's installation is its electricity one.
  const supplyType = type === "gas" ? "gas" : "electricity";
  const lookup = useQuery<LookedUp>(cupsToFind ? contractingKeys.supply(supplyType, cupsToFind) : null, async (signal) => {
    const cups = cupsToFind ?? "";
    if (supplyType === "gas") {
      const config = await getGasCupsConfig(api, cups, signal);
      return { sips: sipsFromGas(config), zipcode: config.address?.zipcode ?? null };
    }
    const config = await getCupsConfig(api, cups, { signal });
    return { sips: sipsFromElectricity(config), zipcode: config.address?.zipcode ?? null };
  });
  const found = lookup.status === "success" ? lookup.data : null;
  useEffect(() => {
    if (cupsToFind === null) {
      if (getValues("cupsSIPSData").cupsAvailable !== null) setValue("cupsSIPSData", emptySipsData());
      return;
    }
    if (!found) return;
    setValue("cupsSIPSData", found.sips);
    // The supply's postal code starts the address when none was typed.
    if (found.zipcode && getValues("address.dp") === "") setValue("address.dp", found.zipcode);
  }, [cupsToFind, found, getValues, setValue]);
  const notAvailable = found?.sips.cupsAvailable === false;

  const residenceType = values.residenceType;
  const cnaes = useQuery(residenceType === "business" ? contractingKeys.cnaes : null, (signal) => getCnaes(api, signal));
  const activeContract = values.activeContract;
  const askOrigin = options.originSelection === true;
  const comers = useQuery(askOrigin ? tariffListKeys.comers(supplyType) : null, (signal) =>
    type === "gas" ? getGasComers(api, signal) : getComers(api, signal),
  );
  const askLeadsConsent = options.leadsConsent === true && options.authenticated !== true;
  const askMorosity = options.morosityVerification === true;
  const invoiceRequired = activeContract === true && options.invoiceRequired !== false;

  const submit = handleSubmit(async (values) => {
    const failed = await store.saveStep({ ...installationFields(values) });
    // spec §8.4 "CUPS not available" also comes from the lead step itself.
    if (isApiError(failed) && (failed.fields.cups ?? []).includes("cups_not_available")) {
      setError("cups", { message: contractingMessageIds.cupsNotAvailable }, { shouldFocus: true });
    }
  });
  useStepSubmit(store, submit);

  const loadingText = t({ id: "contracting.loading", message: "Loading…" });
  const chooseText = t({ id: "contracting.choose", message: "Choose…" });
  const cupsError = error(errors.cups) ?? (notAvailable ? error({ message: contractingMessageIds.cupsNotAvailable }) : undefined);
  const supply = found?.sips;

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.installation.formLabel", message: "Supply point" })}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.installation.supply", message: "Your supply" })}</legend>
        <TextField
          label={t({ id: "contracting.cups", message: "CUPS" })}
          hint={t({ id: "contracting.cups.hint", message: "It is on your invoice: 20 or 22 characters starting with ES." })}
          autoComplete="off"
          spellCheck={false}
          required
          error={cupsError}
          {...register("cups", { onBlur: (event: { target: { value: string } }) => setValue("cups", normalizeCups(event.target.value)) })}
        />
        {lookup.status === "loading" && <Spinner label={t({ id: "contracting.cups.lookingUp", message: "Looking up your supply…" })} />}
        {lookup.status === "error" && (
          <ListFailure remote={lookup} what={t({ id: "contracting.cups.lookupFailed", message: "Your supply could not be looked up." })} />
        )}
        {supply && supply.cupsAvailable !== false && (
          <Alert tone={supply.sipsDataAvailable ? "success" : "info"} className="ov-contracting__supply">
            {supply.sipsDataAvailable ? (
              <SupplySummary supply={supply} type={type} />
            ) : (
              t({
                id: "contracting.cups.noData",
                message: "We have no technical data of this supply: you will enter its tariff and power later.",
              })
            )}
          </Alert>
        )}
      </fieldset>

      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.installation.address", message: "Supply address" })}</legend>
        <AddressFields form={form as unknown as UseFormReturn<FieldValues>} name="address" initial={initial.address} />
      </fieldset>

      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.installation.use", message: "Use of the supply" })}</legend>
        <ChoiceField
          control={control}
          name="residenceType"
          label={t({ id: "contracting.residenceType", message: "The supply is for" })}
          options={[
            { value: "habitual", label: t({ id: "contracting.residenceType.habitual", message: "My habitual home" }) },
            { value: "second", label: t({ id: "contracting.residenceType.second", message: "A second home" }) },
            { value: "business", label: t({ id: "contracting.residenceType.business", message: "A business or activity" }) },
          ]}
          // spec §5: "habitual or second sets cnae to code 9820"; a business picks its own.
          onChosen={(value) => setValue("cnae", cnaeForResidence(value as ResidenceType, getValues("cnae")))}
          error={error(errors.residenceType)}
        />
        {residenceType === "business" &&
          (cnaes.status === "error" ? (
            <ListFailure remote={cnaes} what={t({ id: "contracting.cnae.failed", message: "The activities could not be loaded." })} />
          ) : (
            <Controller
              control={control}
              name="cnae"
              render={({ field }) => (
                <Select
                  label={t({ id: "contracting.cnae", message: "Activity (CNAE)" })}
                  required
                  disabled={cnaes.status !== "success"}
                  placeholder={cnaes.status === "loading" ? loadingText : chooseText}
                  options={(cnaes.data ?? []).map((cnae) => ({
                    value: String(cnae.id),
                    label: `${cnae.name} ${cnae.descripcio ?? ""}`.trim(),
                  }))}
                  value={String(field.value.id)}
                  onChange={(event) => {
                    const chosen = cnaes.data?.find((cnae) => String(cnae.id) === event.target.value);
                    field.onChange(
                      chosen
                        ? { id: chosen.id, name: chosen.name, descripcio: chosen.descripcio ?? "" }
                        : { id: "", name: "", descripcio: "" },
                    );
                  }}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={error(errors.cnae?.id ?? errors.cnae)}
                />
              )}
            />
          ))}
        <YesNoField
          control={control}
          name="activeContract"
          label={t({ id: "contracting.activeContract", message: "Does the supply have a contract in force now?" })}
          error={error(errors.activeContract)}
        />
        {askOrigin && (
          <ComerOriginField
            control={control}
            name="comerOrigin"
            label={t({ id: "contracting.comerOrigin", message: "Current company" })}
            comers={comers}
            error={error(errors.comerOrigin)}
          />
        )}
        {activeContract === true && (
          <AttachmentsField
            control={control}
            name="invoice"
            label={
              invoiceRequired
                ? t({ id: "contracting.invoice", message: "Your last invoice" })
                : t({ id: "contracting.invoice.optional", message: "Your last invoice (optional)" })
            }
            // spec §5 Uploads: "invoice ... attachments 1-3"
            limits={UPLOAD_LIMITS.invoice}
            required={invoiceRequired}
            error={error(errors.invoice as { message?: string; type?: unknown } | undefined)}
          />
        )}
      </fieldset>

      {(askLeadsConsent || askMorosity) && (
        <fieldset className="ov-contracting__group">
          <legend>{t({ id: "contracting.installation.consents", message: "Before going on" })}</legend>
          {askLeadsConsent && (
            <Checkbox
              label={t({ id: "contracting.leadsConsent", message: "I agree that my data are kept to process this contract request" })}
              required
              error={error(errors.leadsConsent)}
              {...register("leadsConsent")}
            />
          )}
          {askMorosity && (
            <Checkbox
              label={t({
                id: "contracting.morosity",
                message: "I accept that my economic solvency is checked in credit information files",
              })}
              required
              error={error(errors.acceptMorosityVerification)}
              {...register("acceptMorosityVerification")}
            />
          )}
        </fieldset>
      )}
      {failure}
      {nav}
    </form>
  );
}

/** What the CUPS lookup found (spec §5: SIPS data fills tariff, powers and self-consumption). */
function SupplySummary({ supply, type }: { supply: SipsData; type: StepProps["type"] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const tariff = supply.accessTariff;
  if (type === "gas") return <>{t({ id: "contracting.cups.foundGas", message: `Supply found: access tariff ${tariff}.` })}</>;
  const kw = (text: string) => (text === "" ? "–" : formatPower(Number(text), locale));
  const power = kw(supply.power);
  const power2 = kw(supply.power2);
  const found = t({ id: "contracting.cups.found", message: `Supply found: access tariff ${tariff}, powers ${power} / ${power2}.` });
  return (
    <>
      {found}
      {supply.selfcons && ` ${t({ id: "contracting.cups.selfcons", message: "It has self-consumption." })}`}
    </>
  );
}
