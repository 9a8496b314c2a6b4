/**
 * Form fields that several steps ask the same way, bound to the step's react-hook-form: a yes/no
 * question, the company of origin, a list of attachments and the product choice. One place for each,
 * so the installation, person, contract and gas steps cannot drift apart.
 */
import { useLingui } from "@lingui/react/macro";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import type { Product } from "../../../src/api/contracting";
import type { AccessTariff, Comer } from "../../../src/api/tariff-lists";
import type { UploadedFile } from "../../../src/domain/contracting/state";
import type { Query } from "../../../src/runtime/query";
import { ChoiceField, yesNoCodec } from "../../../src/forms/choice-field";
import { Select } from "../../../src/ui/select";
import { LazyServerHtml } from "../../../src/ui/lazy-server-html";
import { AttachmentField, ListFailure, selectProps } from "./form-parts";

interface BoundField<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The translated message, if the field is wrong. */
  error?: string;
}

/**
 * A required yes/no question on a `boolean | null` field (null while not answered).
 * @example <YesNoField control={control} name="activeContract" label={t`Contract in force?`} error={error(errors.activeContract)} />
 */
export function YesNoField<T extends FieldValues>({ control, name, label, error }: BoundField<T>) {
  const { t } = useLingui();
  return (
    <ChoiceField
      control={control}
      name={name}
      label={label}
      orientation="horizontal"
      options={[
        { value: "yes", label: t({ id: "contracting.yes", message: "Yes" }) },
        { value: "no", label: t({ id: "contracting.no", message: "No" }) },
      ]}
      codec={yesNoCodec}
      error={error}
    />
  );
}

/**
 * The current company (spec §5 Residence: "comerOrigin required when origin selection enabled"), from
 * the electricity or gas list; a failed list says so with a retry.
 */
export function ComerOriginField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  comers,
}: BoundField<T> & { comers: Query<Comer[]> }) {
  const { t } = useLingui();
  if (comers.status === "error") {
    return (
      <ListFailure remote={comers} what={t({ id: "contracting.comers.failed", message: "The list of companies could not be loaded." })} />
    );
  }
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          disabled={comers.status !== "success"}
          placeholder={
            comers.status === "loading"
              ? t({ id: "contracting.loading", message: "Loading…" })
              : t({ id: "contracting.choose", message: "Choose…" })
          }
          options={(comers.data ?? []).map((comer) => ({ value: String(comer.id), label: comer.name }))}
          error={error}
          {...selectProps(field)}
        />
      )}
    />
  );
}

/**
 * The access tariff among those offered (electricity: for the power typed; gas: all); a failed list
 * says so with a retry.
 */
export function AccessTariffField<T extends FieldValues>({
  control,
  name,
  error,
  tariffs,
  hint,
  disabled,
}: Omit<BoundField<T>, "label"> & { tariffs: Query<AccessTariff[]>; hint?: string; disabled: boolean }) {
  const { t } = useLingui();
  if (tariffs.status === "error") {
    return (
      <ListFailure
        remote={tariffs}
        what={t({ id: "contracting.contract.tariffsFailed", message: "The access tariffs could not be loaded." })}
      />
    );
  }
  const offered = tariffs.status === "success" ? tariffs.data : [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t({ id: "contracting.contract.accessTariff", message: "Access tariff" })}
          hint={hint}
          required
          disabled={disabled}
          placeholder={
            tariffs.status === "loading"
              ? t({ id: "contracting.loading", message: "Loading…" })
              : t({ id: "contracting.choose", message: "Choose…" })
          }
          options={offered.map((tariff) => ({ value: String(tariff.id), label: tariff.name ?? String(tariff.id) }))}
          error={error}
          {...selectProps(field)}
        />
      )}
    />
  );
}

/**
 * A field of attachments (spec §5 Uploads: base64 data URLs, between `limits.min` and `limits.max`
 * files when required, up to `limits.max` otherwise).
 */
export function AttachmentsField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  limits,
  required,
}: BoundField<T> & { limits: { min: number; max: number }; required: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <AttachmentField
          label={label}
          min={required ? limits.min : 0}
          max={limits.max}
          required={required}
          value={field.value as UploadedFile[]}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}

/**
 * The products of the chosen access tariff (spec §5 "Electricity contract", "Gas step"), each with its
 * description, HTML from the server and sanitised (spec §3 ov_description). `onChosen` gets the chosen
 * product's name (the summary shows it).
 */
export function ProductChoice<T extends FieldValues>({
  control,
  name,
  label,
  error,
  products,
  accessTariff,
  onChosen,
}: BoundField<T> & { products: Query<Product[]>; accessTariff: string; onChosen: (name: string) => void }) {
  const { t } = useLingui();
  if (products.status === "error") {
    return (
      <ListFailure
        remote={products}
        what={t({ id: "contracting.contract.productsFailed", message: "The products could not be loaded." })}
      />
    );
  }
  if (products.status !== "success") {
    return (
      <p className="ov-contracting__note">
        {accessTariff
          ? t({ id: "contracting.loading", message: "Loading…" })
          : t({ id: "contracting.contract.product.hint", message: "Choose the access tariff to see the products." })}
      </p>
    );
  }
  const list = products.data;
  return (
    <ChoiceField
      control={control}
      name={name}
      label={label}
      options={list.map((product) => ({
        value: String(product.id),
        label: product.name,
        hint: product.ov_description ? <LazyServerHtml html={product.ov_description} className="ov-contracting__product" /> : undefined,
      }))}
      onChosen={(value) => onChosen(list.find((product) => String(product.id) === value)?.name ?? "")}
      error={error}
    />
  );
}
