import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useEffect } from "react";
import { Controller, useForm, useWatch, type FieldError, type Resolver } from "react-hook-form";
import {
  contractKeys,
  createNotificationAddress,
  listAddresses,
  setNotificationAddress,
  type AddressInput,
} from "../../../../src/api/contracts";
import { geoKeys, getStreetTypes } from "../../../../src/api/geo";
import {
  notificationAddressSchema,
  type NewAddressValues,
  type NotificationAddressValues,
} from "../../../../src/domain/contracts/change-rules";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { usePostalCodeLookup } from "../../../../src/forms/use-postal-code-lookup";
import { useQuery } from "../../../../src/runtime/query";
import { useApi } from "../../../../src/runtime/widget-context";
import { Alert } from "../../../../src/ui/alert";
import { RetryFailure } from "../../../../src/ui/retry-failure";
import { Select } from "../../../../src/ui/select";
import { Spinner } from "../../../../src/ui/spinner";
import { TextField } from "../../../../src/ui/text-field";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { ChangeDialog, dialogErrorText, showFieldErrors } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

type Request = { kind: "existing"; addressId: string } | { kind: "new"; address: AddressInput };

const EMPTY_ADDRESS: NewAddressValues = {
  name: "",
  postalCode: "",
  city: "",
  municipalityCode: "",
  province: "",
  streetType: "",
  street: "",
  number: "",
  block: "",
  stair: "",
  floor: "",
  door: "",
  cadastralReference: "",
  mobile: "",
  email: "",
};

/** The server's field names (§3 Address wire names) → the form's (calls §8.2 "Notification address failures store the response errors"). */
const WIRE_FIELDS: Record<string, `address.${keyof NewAddressValues}` | "addressId"> = {
  addressId: "addressId",
  name: "address.name",
  dp: "address.postalCode",
  poblacio: "address.city",
  ine: "address.city",
  state: "address.province",
  tv: "address.streetType",
  nv: "address.street",
  pnp: "address.number",
  bq: "address.block",
  es: "address.stair",
  pt: "address.floor",
  pu: "address.door",
  ref_catastral: "address.cadastralReference",
  email: "address.email",
  mobile: "address.mobile",
};

/**
 * spec §2 Contract detail "notification address" dialog. spec §5 "Notification address": one of the
 * customer's addresses (`GET /addresses/`; none: `change_address_no_data`) or a new one with the
 * postal-code lookup (a single locality auto-selected, the province from the INE code, read-only;
 * spec §9 "zip lookup 700 ms"), the street types and the lengths of §5, a mobile and an email. spec §4:
 * submitting, success (the form closes), error.
 */
export function NotificationAddressDialog({ contract, contractType, onClose }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const formId = `ov-address${useSafeId()}`;
  const addresses = useQuery(contractKeys.addresses, (querySignal) => listAddresses(api, querySignal));
  const flow = useChangeFlow<Request>({
    send: async (request, signal) => {
      if (request.kind === "existing") await setNotificationAddress(api, contract.name, contractType, request.addressId, signal);
      else await createNotificationAddress(api, contract.name, contractType, request.address, signal);
    },
    props: { onClose },
    closeOnSuccess: true,
    loading: addresses.status === "loading",
    onError: (error) => showFieldErrors(error, WIRE_FIELDS, setError),
  });
  const none = addresses.status === "success" && addresses.data.length === 0;

  const resolver: Resolver<NotificationAddressValues> = (values, context, options) =>
    valibotFormResolver(notificationAddressSchema(values.choice))(values, context, options);
  const form = useForm<NotificationAddressValues>({
    defaultValues: {
      choice: "",
      addressId: "",
      address: { ...EMPTY_ADDRESS, email: contract.notificationAddress?.email ?? "", mobile: contract.notificationAddress?.mobile ?? "" },
    },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, control, setError, setValue, getValues } = form;
  const choice = useWatch({ control, name: "choice" });
  const postalCode = useWatch({ control, name: "address.postalCode" });
  const municipalityCode = useWatch({ control, name: "address.municipalityCode" });
  const errors = (formState.errors.address ?? {}) as Partial<Record<keyof NewAddressValues, FieldError>>;

  // calls §7.4 "none gives change_address_no_data": only a new address is possible.
  useEffect(() => {
    if (none) setValue("choice", "new");
  }, [none, setValue]);

  // spec §5 "Postal code", §9 "zip lookup 700 ms": the localities, then the province (read-only).
  const { zip, localities, province, provinceName, cityOf } = usePostalCodeLookup(postalCode, municipalityCode, {
    currentIne: () => getValues("address.municipalityCode"),
    setLocality: (locality) => {
      setValue("address.municipalityCode", locality?.ine ?? "");
      setValue("address.city", locality?.city ?? "");
    },
    setProvinceCode: (code) => setValue("address.province", code),
  });
  const streetTypes = useQuery(choice === "new" ? geoKeys.streetTypes : null, (querySignal) => getStreetTypes(api, querySignal));

  const send = async (values: NotificationAddressValues) => {
    const request: Request =
      values.choice === "existing"
        ? { kind: "existing", addressId: values.addressId }
        : {
            kind: "new",
            address: { ...values.address, cadastralReference: values.address.cadastralReference || undefined },
          };
    await flow.submit(request);
  };
  const loadingText = t({ id: "portal.contracts.dialog.loading", message: "Loading…" });
  const chooseText = t({ id: "portal.contracts.dialog.chooseOne", message: "Choose…" });
  const retryLabel = t({ id: "portal.contracts.dialog.retry", message: "Try again" });

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.address.title", message: "Change the notification address" })}
      {...flow.frame}
      busy={formState.isSubmitting}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      {addresses.status === "loading" ? (
        <Spinner label={loadingText} />
      ) : addresses.status === "error" ? (
        <RetryFailure
          focus="idle"
          title={t({ id: "portal.contracts.dialog.address.listFailed", message: "Your addresses could not be loaded." })}
          error={addresses.error}
          retry={{ label: retryLabel, onClick: addresses.retry }}
        />
      ) : (
        <form
          id={formId}
          noValidate
          className="ov-change__form"
          onSubmit={(event) => void handleSubmit((values) => void send(values))(event)}
        >
          {contract.notificationAddress?.fullAddress && (
            <p className="ov-change__current">
              {t({ id: "portal.contracts.dialog.address.current", message: "Current address:" })} {contract.notificationAddress.fullAddress}
            </p>
          )}
          {none ? (
            <Alert tone="info">
              {t({ id: "portal.contracts.dialog.address.none", message: "You have no other address registered. Enter the new address." })}
            </Alert>
          ) : (
            <ChoiceField
              control={control}
              name="choice"
              label={t({ id: "portal.contracts.dialog.address.choice", message: "Which address?" })}
              options={[
                { value: "existing", label: t({ id: "portal.contracts.dialog.address.existing", message: "One of my addresses" }) },
                { value: "new", label: t({ id: "portal.contracts.dialog.address.new", message: "A new address" }) },
              ]}
              error={dialogErrorText(i18n, formState.errors.choice)}
            />
          )}
          {choice === "existing" && (
            <ChoiceField
              control={control}
              name="addressId"
              label={t({ id: "portal.contracts.dialog.address.addresses", message: "Your addresses" })}
              options={(addresses.data ?? []).map((address) => ({
                value: String(address.id),
                label: address.fullAddress ?? address.name ?? String(address.id),
                hint: address.name ?? undefined,
              }))}
              error={dialogErrorText(i18n, formState.errors.addressId)}
            />
          )}
          {choice === "new" && (
            <>
              <TextField
                label={t({ id: "portal.contracts.dialog.address.name", message: "Name" })}
                autoComplete="name"
                required
                error={dialogErrorText(i18n, errors.name)}
                {...register("address.name")}
              />
              <div className="ov-change__row">
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.postalCode", message: "Postal code" })}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  required
                  error={dialogErrorText(i18n, errors.postalCode)}
                  {...register("address.postalCode")}
                />
                <Controller
                  control={control}
                  name="address.municipalityCode"
                  render={({ field }) => (
                    <Select
                      label={t({ id: "portal.contracts.dialog.address.locality", message: "Locality" })}
                      required
                      // spec §5 "locality disabled until a postal code is entered".
                      disabled={localities.length === 0}
                      placeholder={zip.status === "loading" ? loadingText : chooseText}
                      options={localities.map((locality) => ({ value: locality.ine, label: locality.city }))}
                      error={dialogErrorText(i18n, errors.municipalityCode ?? errors.city)}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        setValue("address.city", cityOf(event.target.value));
                      }}
                    />
                  )}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.province", message: "Province" })}
                  readOnly
                  value={provinceName ?? loadingText}
                  error={municipalityCode ? dialogErrorText(i18n, errors.province) : undefined}
                />
              </div>
              {zip.status === "error" && (
                <RetryFailure
                  focus="idle"
                  title={t({ id: "portal.contracts.dialog.address.zipFailed", message: "The localities could not be loaded." })}
                  error={zip.error}
                  retry={{ label: retryLabel, onClick: zip.retry }}
                />
              )}
              {province.status === "error" && (
                <RetryFailure
                  focus="idle"
                  title={t({ id: "portal.contracts.dialog.address.provinceFailed", message: "The province could not be loaded." })}
                  error={province.error}
                  retry={{ label: retryLabel, onClick: province.retry }}
                />
              )}
              <div className="ov-change__row">
                {streetTypes.status === "error" ? (
                  <RetryFailure
                    focus="idle"
                    title={t({ id: "portal.contracts.dialog.address.streetTypesFailed", message: "The street types could not be loaded." })}
                    error={streetTypes.error}
                    retry={{ label: retryLabel, onClick: streetTypes.retry }}
                  />
                ) : (
                  <Controller
                    control={control}
                    name="address.streetType"
                    render={({ field }) => (
                      <Select
                        label={t({ id: "portal.contracts.dialog.address.streetType", message: "Street type" })}
                        required
                        disabled={streetTypes.status !== "success"}
                        placeholder={streetTypes.status === "loading" ? loadingText : chooseText}
                        options={(streetTypes.data ?? []).map((streetType) => ({ value: streetType.id, label: streetType.name }))}
                        error={dialogErrorText(i18n, errors.streetType)}
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(event.target.value)}
                      />
                    )}
                  />
                )}
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.street", message: "Street name" })}
                  autoComplete="address-line1"
                  required
                  error={dialogErrorText(i18n, errors.street)}
                  {...register("address.street")}
                />
              </div>
              <div className="ov-change__row">
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.number", message: "Number" })}
                  required
                  error={dialogErrorText(i18n, errors.number)}
                  {...register("address.number")}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.block", message: "Block" })}
                  error={dialogErrorText(i18n, errors.block)}
                  {...register("address.block")}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.stair", message: "Staircase" })}
                  error={dialogErrorText(i18n, errors.stair)}
                  {...register("address.stair")}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.floor", message: "Floor" })}
                  error={dialogErrorText(i18n, errors.floor)}
                  {...register("address.floor")}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.door", message: "Door" })}
                  error={dialogErrorText(i18n, errors.door)}
                  {...register("address.door")}
                />
              </div>
              <TextField
                label={t({ id: "portal.contracts.dialog.address.cadastral", message: "Cadastral reference (optional)" })}
                autoComplete="off"
                error={dialogErrorText(i18n, errors.cadastralReference)}
                {...register("address.cadastralReference")}
              />
              <div className="ov-change__row">
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.mobile", message: "Mobile" })}
                  type="tel"
                  autoComplete="tel"
                  required
                  error={dialogErrorText(i18n, errors.mobile)}
                  {...register("address.mobile")}
                />
                <TextField
                  label={t({ id: "portal.contracts.dialog.address.email", message: "Email" })}
                  type="email"
                  autoComplete="email"
                  required
                  error={dialogErrorText(i18n, errors.email)}
                  {...register("address.email")}
                />
              </div>
            </>
          )}
        </form>
      )}
    </ChangeDialog>
  );
}
