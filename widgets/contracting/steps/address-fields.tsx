import { useLingui } from "@lingui/react/macro";
import { Controller, useWatch, type FieldError, type FieldValues, type UseFormReturn } from "react-hook-form";
import { geoKeys, getStreetTypes } from "../../../src/api/geo";
import type { Address } from "../../../src/domain/contracting/state";
import { usePostalCodeLookup } from "../../../src/forms/use-postal-code-lookup";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { Select } from "../../../src/ui/select";
import { TextField } from "../../../src/ui/text-field";
import { ruleText } from "../contracting.texts";
import { ListFailure, selectProps } from "./form-parts";

type AddressErrors = Partial<Record<keyof Address, FieldError>>;

export interface AddressFieldsProps {
  /** The step's form (any form holding an Address under `name`). */
  form: UseFormReturn<FieldValues>;
  /** Where the address is in the form: "address" (installation) or "ownerAddress" (person). */
  name: "address" | "ownerAddress";
  /** The address as the form had it when the step opened (its postal code is looked up at once). */
  initial: Address;
}

/**
 * An address with the postal-code lookup (spec §5 "Postal code": a single matching locality is
 * auto-selected; province filled from the first 2 digits of the INE code and read-only; locality disabled
 * until a postal code is entered; spec §9 "zip lookup 700 ms"), street types and the other parts.
 */
export function AddressFields({ form, name, initial }: AddressFieldsProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const { control, register, setValue, getValues, formState } = form;
  const address = (useWatch({ control, name }) ?? initial) as Address;
  const errors = (formState.errors[name] ?? {}) as AddressErrors;
  const error = (value: FieldError | undefined) => ruleText(i18n, value);
  const path = (part: keyof Address) => `${name}.${part}`;

  // spec §5 "Postal code", §9 "zip lookup 700 ms": the localities, then the province (read-only).
  const ine = address.ine;
  const { zip, localities, noLocality, province, provinceName, cityOf } = usePostalCodeLookup(address.dp, ine, {
    currentIne: () => getValues(path("ine")) as string,
    setLocality: (locality) => {
      setValue(path("ine"), locality?.ine ?? "");
      setValue(path("poblacio"), locality?.city ?? "");
    },
    setProvinceCode: (code) => {
      if (getValues(path("state")) !== code) setValue(path("state"), code);
    },
  });

  const streetTypes = useQuery(geoKeys.streetTypes, (signal) => getStreetTypes(api, signal));
  const loadingText = t({ id: "contracting.loading", message: "Loading…" });
  const chooseText = t({ id: "contracting.choose", message: "Choose…" });

  return (
    <>
      <div className="ov-contracting__row">
        <TextField
          label={t({ id: "contracting.address.dp", message: "Postal code" })}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={error(errors.dp)}
          {...register(path("dp"))}
        />
        <Controller
          control={control}
          name={path("ine")}
          render={({ field }) => (
            <Select
              label={t({ id: "contracting.address.locality", message: "Locality" })}
              required
              // spec §5: "locality disabled until a postal code is entered".
              disabled={localities.length === 0}
              placeholder={zip.status === "loading" ? loadingText : chooseText}
              options={localities.map((locality) => ({ value: locality.ine, label: locality.city }))}
              hint={noLocality ? t({ id: "contracting.address.noLocality", message: "No locality has this postal code." }) : undefined}
              error={error(errors.ine ?? errors.poblacio)}
              {...selectProps(field, (value) => setValue(path("poblacio"), cityOf(value)))}
            />
          )}
        />
        <TextField
          label={t({ id: "contracting.address.province", message: "Province" })}
          readOnly
          // A failed lookup leaves the field empty: the failure and its retry are shown under the row.
          value={provinceName ?? loadingText}
          // Filled from the locality, it cannot be fixed here: without a locality, the locality's own
          // message says what to do (no second "required" on a read-only field).
          error={ine ? error(errors.state) : undefined}
        />
      </div>
      {province.status === "error" && (
        <ListFailure
          remote={province}
          what={t({ id: "contracting.address.provinceFailed", message: "The province could not be loaded." })}
        />
      )}
      {zip.status === "error" && (
        <ListFailure remote={zip} what={t({ id: "contracting.address.zipFailed", message: "The localities could not be loaded." })} />
      )}
      <div className="ov-contracting__row">
        {streetTypes.status === "error" ? (
          <ListFailure
            remote={streetTypes}
            what={t({ id: "contracting.address.tvFailed", message: "The street types could not be loaded." })}
          />
        ) : (
          <Controller
            control={control}
            name={path("tv")}
            render={({ field }) => (
              <Select
                label={t({ id: "contracting.address.tv", message: "Street type" })}
                required
                disabled={streetTypes.status !== "success"}
                placeholder={streetTypes.status === "loading" ? loadingText : chooseText}
                options={(streetTypes.data ?? []).map((streetType) => ({ value: streetType.id, label: streetType.name }))}
                error={error(errors.tv)}
                {...selectProps(field)}
              />
            )}
          />
        )}
        <TextField
          label={t({ id: "contracting.address.nv", message: "Street name" })}
          autoComplete="address-line1"
          required
          error={error(errors.nv)}
          {...register(path("nv"))}
        />
      </div>
      <div className="ov-contracting__row ov-contracting__row--small">
        <TextField
          label={t({ id: "contracting.address.pnp", message: "Number" })}
          required
          error={error(errors.pnp)}
          {...register(path("pnp"))}
        />
        <TextField label={t({ id: "contracting.address.bq", message: "Block" })} error={error(errors.bq)} {...register(path("bq"))} />
        <TextField label={t({ id: "contracting.address.es", message: "Staircase" })} error={error(errors.es)} {...register(path("es"))} />
        <TextField label={t({ id: "contracting.address.pt", message: "Floor" })} error={error(errors.pt)} {...register(path("pt"))} />
        <TextField label={t({ id: "contracting.address.pu", message: "Door" })} error={error(errors.pu)} {...register(path("pu"))} />
      </div>
      {name === "address" && (
        <div className="ov-contracting__row">
          <TextField
            label={t({ id: "contracting.address.refCatastral", message: "Cadastral reference (optional)" })}
            hint={t({ id: "contracting.address.refCatastral.hint", message: "14 or 20 characters." })}
            autoComplete="off"
            error={error(errors.ref_catastral)}
            {...register(path("ref_catastral"))}
          />
          <TextField
            label={t({ id: "contracting.address.aclarador", message: "Address details (optional)" })}
            autoComplete="off"
            {...register(path("aclarador"))}
          />
        </div>
      )}
    </>
  );
}
