import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import { contractingKeys, getContractingDefaults } from "../../../src/api/contracting";
import { personFields } from "../../../src/domain/contracting/payload";
import { isCompanyVat, personSchema } from "../../../src/domain/contracting/later-step-rules";
import { UPLOAD_LIMITS } from "../../../src/domain/contracting/rules";
import type { PersonData } from "../../../src/domain/contracting/state";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { Checkbox } from "../../../src/ui/checkbox";
import { Select } from "../../../src/ui/select";
import { TextField } from "../../../src/ui/text-field";
import { COMMS_LANGUAGES } from "../comms-languages";
import { AddressFields } from "./address-fields";
import { AttachmentsField, YesNoField } from "./field-parts";
import { selectProps } from "./form-parts";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";

type FileError = { message?: string; type?: unknown } | undefined;

/**
 * The person step (spec §5 "Tax id", "Person"; §6 business customers; issue 7 item 4): the owner's tax
 * id (a company's brings its representative and documents), names, change of owner, communication
 * language, mobile, email, tax id images and the owner's address when it is not the supply's.
 */
export function PersonStep({ options, store, nav, failure }: StepProps) {
  const { t } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const [initial] = useState(() => {
    const data = store.readData();
    const person = data.person;
    // The interface language is the first guess of the communication language.
    const commsLanguage = person.commsLanguage || (COMMS_LANGUAGES.find((item) => item.value.startsWith(`${locale}_`))?.value ?? "");
    return {
      person: { ...person, commsLanguage },
      languageGuessed: person.commsLanguage === "",
      activeContract: data.installation.activeContract,
      supplyAddress: data.installation.address,
    };
  });
  const resolver: Resolver<PersonData> = (values, context, resolverOptions) => {
    const schema = personSchema(values, options, { activeContract: initial.activeContract }) as unknown as Parameters<
      typeof valibotFormResolver<PersonData, PersonData>
    >[0];
    return valibotFormResolver(schema)(values, context, resolverOptions);
  };
  const { form, values, error } = useStepForm("person", initial.person, resolver, store);
  const { register, control, handleSubmit, setValue, getValues, getFieldState, formState } = form;
  const errors = formState.errors;

  // spec §3 Person: "values may be prefilled from config" (the signed-in customer).
  const defaults = useQuery(options.authenticated === true && initial.person.vat === "" ? contractingKeys.defaults : null, (signal) =>
    getContractingDefaults(api, signal),
  );
  const prefill = defaults.status === "success" ? defaults.data : null;
  useEffect(() => {
    if (!prefill) return;
    // The defaults may answer after the visitor began typing: what was typed stays. Another tax id
    // typed means someone else is the owner, and nothing of the customer's is filled in.
    const owner = prefill.owner;
    const typedVat = getValues("vat").trim().toUpperCase();
    if (owner && (typedVat === "" || typedVat === owner.vat?.toUpperCase())) {
      for (const field of ["vat", "name", "email", "mobile"] as const) {
        const value = owner[field];
        if (value && getValues(field).trim() === "") setValue(field, value);
      }
    }
    // The customer's communication language, over the guess from the interface language, unless chosen.
    const language = prefill.comms_language;
    if (
      language &&
      initial.languageGuessed &&
      !getFieldState("commsLanguage").isDirty &&
      COMMS_LANGUAGES.some((item) => item.value === language)
    ) {
      setValue("commsLanguage", language);
    }
  }, [prefill, getValues, setValue, getFieldState, initial.languageGuessed]);

  // spec §5 Tax id: "first letters allowed for the company check".
  const company = isCompanyVat(values.vat ?? "");
  const dniRequired = options.dniRequired !== false;

  const submit = handleSubmit(async (output) => {
    await store.saveStep({ ...personFields({ ...output, company }) });
  });
  useStepSubmit(store, submit);

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.person.formLabel", message: "Owner" })}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.person.owner", message: "Owner of the contract" })}</legend>
        <TextField
          label={t({ id: "contracting.person.vat", message: "Tax id (DNI, NIE or NIF)" })}
          autoComplete="off"
          spellCheck={false}
          required
          error={error(errors.vat)}
          // spec §5 Tax id: "upper-cased on blur".
          {...register("vat", {
            onBlur: (event: { target: { value: string } }) => setValue("vat", event.target.value.trim().toUpperCase()),
          })}
        />
        <TextField
          label={
            company
              ? t({ id: "contracting.person.companyName", message: "Company name" })
              : t({ id: "contracting.person.name", message: "Name" })
          }
          autoComplete={company ? "organization" : "given-name"}
          required
          error={error(errors.name)}
          {...register("name")}
        />
        {!company && (
          <div className="ov-contracting__row">
            <TextField
              label={t({ id: "contracting.person.surName1", message: "First surname" })}
              autoComplete="family-name"
              required
              error={error(errors.surName1)}
              {...register("surName1")}
            />
            <TextField
              label={t({ id: "contracting.person.surName2", message: "Second surname (optional)" })}
              autoComplete="off"
              {...register("surName2")}
            />
          </div>
        )}
        <div className="ov-contracting__row">
          <TextField
            label={t({ id: "contracting.person.mobile", message: "Mobile" })}
            hint={t({ id: "contracting.person.mobile.hint", message: "Spanish mobile, with or without +34." })}
            type="tel"
            autoComplete="tel"
            required
            error={error(errors.mobile)}
            {...register("mobile")}
          />
          <TextField
            label={
              options.emailRequired === false
                ? t({ id: "contracting.person.email.optional", message: "Email (optional)" })
                : t({ id: "contracting.person.email", message: "Email" })
            }
            type="email"
            autoComplete="email"
            required={options.emailRequired !== false}
            error={error(errors.email)}
            {...register("email")}
          />
        </div>
        {options.commsLanguageDisabled !== true && (
          <Controller
            control={control}
            name="commsLanguage"
            render={({ field }) => (
              <Select
                label={t({ id: "contracting.person.commsLanguage", message: "Language of our communications" })}
                required
                placeholder={t({ id: "contracting.choose", message: "Choose…" })}
                options={COMMS_LANGUAGES}
                error={error(errors.commsLanguage)}
                {...selectProps(field)}
              />
            )}
          />
        )}
        {initial.activeContract === true && (
          <YesNoField
            control={control}
            name="changeOwner"
            label={t({ id: "contracting.person.changeOwner", message: "Does the owner of the current contract change?" })}
            error={error(errors.changeOwner)}
          />
        )}
        <AttachmentsField
          control={control}
          name="nifFaceup"
          label={
            dniRequired
              ? t({ id: "contracting.person.nifFaceup", message: "Images of the tax id document" })
              : t({ id: "contracting.person.nifFaceup.optional", message: "Images of the tax id document (optional)" })
          }
          // spec §5 Uploads: "tax id images 1-2".
          limits={UPLOAD_LIMITS.nifFaceup}
          required={dniRequired}
          error={error(errors.nifFaceup as FileError)}
        />
      </fieldset>

      {company && (
        <fieldset className="ov-contracting__group">
          <legend>{t({ id: "contracting.person.representative", message: "Representative of the company" })}</legend>
          <TextField
            label={t({ id: "contracting.person.vatRepresentante", message: "Representative's tax id" })}
            autoComplete="off"
            spellCheck={false}
            required
            error={error(errors.vatRepresentante)}
            {...register("vatRepresentante", {
              onBlur: (event: { target: { value: string } }) => setValue("vatRepresentante", event.target.value.trim().toUpperCase()),
            })}
          />
          <TextField
            label={t({ id: "contracting.person.nameRepresentante", message: "Representative's name" })}
            required
            error={error(errors.nameRepresentante)}
            {...register("nameRepresentante")}
          />
          <div className="ov-contracting__row">
            <TextField
              label={t({ id: "contracting.person.surName1Representante", message: "Representative's first surname" })}
              required
              error={error(errors.surName1Representante)}
              {...register("surName1Representante")}
            />
            <TextField
              label={t({ id: "contracting.person.surName2Representante", message: "Representative's second surname (optional)" })}
              {...register("surName2Representante")}
            />
          </div>
          <AttachmentsField
            control={control}
            name="nifEmpresa"
            label={t({ id: "contracting.person.nifEmpresa", message: "Company documents (deeds, powers of the representative)" })}
            limits={UPLOAD_LIMITS.nifEmpresa}
            required
            error={error(errors.nifEmpresa as FileError)}
          />
        </fieldset>
      )}

      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.person.ownerAddress", message: "Owner's address" })}</legend>
        <Checkbox
          label={t({ id: "contracting.person.sameInvoiceAddress", message: "The owner's address is the supply address" })}
          {...register("sameInvoiceAddress")}
        />
        {values.sameInvoiceAddress === false && (
          <AddressFields form={form as unknown as UseFormReturn<FieldValues>} name="ownerAddress" initial={initial.person.ownerAddress} />
        )}
      </fieldset>
      {failure}
      {nav}
    </form>
  );
}
