import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Resolver } from "react-hook-form";
import * as v from "valibot";
import { contractingKeys, getGasCupsConfig, getGasPricelist } from "../../../src/api/contracting";
import { getGasComers, getGasTariffs, tariffListKeys } from "../../../src/api/tariff-lists";
import { gasContractFields, installationFields, personFields } from "../../../src/domain/contracting/payload";
import { contractingMessageIds, cupsToLookUp, installationSchema, UPLOAD_LIMITS } from "../../../src/domain/contracting/rules";
import { gasContractSchema, isCompanyVat, personSchema } from "../../../src/domain/contracting/later-step-rules";
import { emptySipsData, type ContractingData, type GasContractData } from "../../../src/domain/contracting/state";
import { normalizeCups } from "../../../src/domain/validation/cups";
import { Checkbox } from "../../../src/ui/checkbox";
import { Spinner } from "../../../src/ui/spinner";
import { TextField } from "../../../src/ui/text-field";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { AccessTariffField, AttachmentsField, ComerOriginField, ProductChoice, YesNoField } from "./field-parts";
import { ListFailure } from "./form-parts";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";

/**
 * The gas wizard's supply, answered on the installation and person steps, as the gas step carries it
 * (spec §3 Gas contract: cups, activeContract, changeOwner, comerOrigin, invoice, cupsSIPSData).
 */
function fromEarlierSteps(data: ContractingData): GasContractData {
  return {
    ...data.gasContract,
    includeGas: true,
    cups: data.installation.cups,
    activeContract: data.installation.activeContract,
    changeOwner: data.person.changeOwner,
    comerOrigin: data.installation.comerOrigin,
    invoice: data.installation.invoice,
    cupsSIPSData: data.installation.cupsSIPSData,
  };
}

/**
 * The first two steps of the dual wizard's gas lead (gas/leads steps 1 and 2), from the installation and
 * person data with the gas supply's own CUPS, contract in force, company of origin and invoice.
 */
function gasLeadPrelude(data: ContractingData, gas: ReturnType<typeof gasContractFields>, options: StepProps["options"]) {
  const installation = v.safeParse(installationSchema(data.installation, options), data.installation);
  const person = v.safeParse(personSchema(data.person, options, { activeContract: gas.active_contract }), data.person);
  const installationBody = installationFields(installation.success ? installation.output : data.installation);
  const personBody = personFields(person.success ? person.output : { ...data.person, company: isCompanyVat(data.person.vat) });
  return [
    { ...installationBody, cups: gas.cups, active_contract: gas.active_contract, comer_origin: gas.comer_origin, invoice: gas.invoice },
    { ...personBody, change_owner: gas.change_owner },
  ];
}

/**
 * The gas contract step of the gas wizard (spec §5 "Gas step": when included, activeContract, cups,
 * accessTariff, selectedProduct required; changeOwner if an active contract exists). The supply's
 * answers come from the installation and person steps; this step chooses the gas tariff and product.
 */
export function GasContractStep({ type, options, store, nav, failure }: StepProps) {
  const { t } = useLingui();
  const api = useApi();
  // The dual wizard asks the gas supply here; the gas wizard asked it on the installation step.
  const dual = type === "dual";
  const [initial] = useState(() => (dual ? store.readData().gasContract : fromEarlierSteps(store.readData())));
  const resolver: Resolver<GasContractData> = (values, context, resolverOptions) =>
    valibotFormResolver(
      gasContractSchema(values, options, { gasOnly: !dual }) as unknown as Parameters<
        typeof valibotFormResolver<GasContractData, GasContractData>
      >[0],
    )(values, context, resolverOptions);
  const { form, values, error } = useStepForm("gasContract", initial, resolver, store);
  const { register, control, handleSubmit, setValue, getValues, formState } = form;
  const errors = formState.errors;

  // --- The dual wizard's gas CUPS, looked up at 20 or 22 characters (spec §5) ---
  const included = !dual || values.includeGas;
  const cupsToFind = dual && included ? cupsToLookUp(values.cups ?? "") : null;
  const lookup = useQuery(cupsToFind ? contractingKeys.gasCupsConfig(cupsToFind) : null, (signal) =>
    getGasCupsConfig(api, cupsToFind ?? "", signal),
  );
  const found = lookup.status === "success" ? lookup.data : null;
  useEffect(() => {
    if (!dual) return;
    if (cupsToFind === null) {
      if (getValues("cupsSIPSData").cupsAvailable !== null) setValue("cupsSIPSData", emptySipsData());
      return;
    }
    if (!found) return;
    setValue("cupsSIPSData", {
      ...emptySipsData(),
      accessTariff: found.access_tariff ? (found.access_tariff.name ?? String(found.access_tariff.id)) : "",
      cupsAvailable: found.cups_availability.available,
      sipsDataAvailable: Boolean(found.access_tariff),
    });
  }, [dual, cupsToFind, found, getValues, setValue]);
  const notAvailable = found?.cups_availability.available === false;
  const comers = useQuery(dual && included && options.originSelection === true ? tariffListKeys.comers("gas") : null, (signal) =>
    getGasComers(api, signal),
  );
  const requireInvoice = values.activeContract === true && options.invoiceRequired !== false;

  const tariffs = useQuery(included ? tariffListKeys.gasTariffs : null, (signal) => getGasTariffs(api, signal));
  const offered = tariffs.status === "success" ? tariffs.data : null;
  useEffect(() => {
    if (offered === null || getValues("accessTariff") !== "") return;
    // The supply's own tariff, from the CUPS lookup, is chosen by itself.
    const own = offered.find((tariff) => tariff.name === values.cupsSIPSData?.accessTariff);
    if (own) setValue("accessTariff", String(own.id));
  }, [offered, getValues, setValue, values.cupsSIPSData?.accessTariff]);

  const accessTariff = values.accessTariff;
  const products = useQuery(included && accessTariff ? contractingKeys.gasPricelist(accessTariff) : null, (signal) =>
    getGasPricelist(api, { atr: accessTariff, cups: values.cups || undefined }, signal),
  );
  const productList = products.status === "success" ? products.data : null;
  useEffect(() => {
    if (productList === null) return;
    const current = getValues("selectedProduct");
    if (current !== "" && !productList.some((product) => String(product.id) === current)) {
      setValue("selectedProduct", "");
      setValue("selectedProductName", "");
    }
  }, [productList, getValues, setValue]);

  const submit = handleSubmit(async (output) => {
    const fields = gasContractFields({ ...output, cups: output.cups ? normalizeCups(output.cups) : output.cups });
    if (!dual) return void (await store.saveStep({ ...fields }));
    // The dual wizard's gas lead is created with its first two steps before this one (gas/leads).
    await store.saveStep(
      { ...fields },
      fields.include_gas ? { gasLeadPrelude: gasLeadPrelude(store.readData(), fields, options) } : undefined,
    );
  });
  useStepSubmit(store, submit);
  const cupsError = error(errors.cups) ?? (notAvailable ? error({ message: contractingMessageIds.cupsNotAvailable }) : undefined);

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.gas.formLabel", message: "Gas contract" })}
      onSubmit={(event) => void submit(event)}
    >
      {dual && (
        <fieldset className="ov-contracting__group">
          <legend>{t({ id: "contracting.gas.supply", message: "Your gas supply" })}</legend>
          <Checkbox
            label={t({ id: "contracting.gas.includeGas", message: "I also want gas at this address" })}
            {...register("includeGas")}
          />
          {included && (
            <>
              <TextField
                label={t({ id: "contracting.gas.cups", message: "Gas CUPS" })}
                hint={t({ id: "contracting.cups.hint", message: "It is on your invoice: 20 or 22 characters starting with ES." })}
                autoComplete="off"
                spellCheck={false}
                required
                error={cupsError}
                {...register("cups", {
                  onBlur: (event: { target: { value: string } }) => setValue("cups", normalizeCups(event.target.value)),
                })}
              />
              {lookup.status === "loading" && (
                <Spinner label={t({ id: "contracting.cups.lookingUp", message: "Looking up your supply…" })} />
              )}
              {lookup.status === "error" && (
                <ListFailure
                  remote={lookup}
                  what={t({ id: "contracting.cups.lookupFailed", message: "Your supply could not be looked up." })}
                />
              )}
              <YesNoField
                control={control}
                name="activeContract"
                label={t({ id: "contracting.gas.activeContract", message: "Does the gas supply have a contract in force now?" })}
                error={error(errors.activeContract)}
              />
              {values.activeContract === true && (
                <YesNoField
                  control={control}
                  name="changeOwner"
                  label={t({ id: "contracting.person.changeOwner", message: "Does the owner of the current contract change?" })}
                  error={error(errors.changeOwner)}
                />
              )}
              {options.originSelection === true && (
                <ComerOriginField
                  control={control}
                  name="comerOrigin"
                  label={t({ id: "contracting.gas.comerOrigin", message: "Current gas company" })}
                  comers={comers}
                  error={error(errors.comerOrigin)}
                />
              )}
              {values.activeContract === true && (
                <AttachmentsField
                  control={control}
                  name="invoice"
                  label={
                    requireInvoice
                      ? t({ id: "contracting.gas.invoice", message: "Your last gas invoice" })
                      : t({ id: "contracting.gas.invoice.optional", message: "Your last gas invoice (optional)" })
                  }
                  limits={UPLOAD_LIMITS.invoice}
                  required={requireInvoice}
                  error={error(errors.invoice as { message?: string; type?: unknown } | undefined)}
                />
              )}
            </>
          )}
        </fieldset>
      )}
      {included && (
        <fieldset className="ov-contracting__group">
          <legend>{t({ id: "contracting.gas.product", message: "Your gas product" })}</legend>
          <AccessTariffField
            control={control}
            name="accessTariff"
            tariffs={tariffs}
            disabled={offered === null}
            error={error(errors.accessTariff)}
          />
          <ProductChoice
            control={control}
            name="selectedProduct"
            label={t({ id: "contracting.contract.selectedProduct", message: "Product" })}
            products={products}
            accessTariff={accessTariff}
            onChosen={(name) => setValue("selectedProductName", name)}
            error={error(errors.selectedProduct)}
          />
        </fieldset>
      )}
      {failure}
      {nav}
    </form>
  );
}
