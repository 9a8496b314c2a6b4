import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useEffect } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { changeIban, contractKeys, listBankAccounts, type IbanChange } from "../../../../src/api/contracts";
import { ibanChangeSchema, type IbanChangeValues } from "../../../../src/domain/contracts/change-rules";
import { resolveUploadMaxBytes } from "../../../../src/domain/limits";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { useQuery } from "../../../../src/runtime/query";
import { useApi, useFeature, useSettings } from "../../../../src/runtime/widget-context";
import { Alert } from "../../../../src/ui/alert";
import { Checkbox } from "../../../../src/ui/checkbox";
import { FileUpload } from "../../../../src/ui/file-upload";
import { RetryFailure } from "../../../../src/ui/retry-failure";
import { Spinner } from "../../../../src/ui/spinner";
import { TextField } from "../../../../src/ui/text-field";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { ChangeDialog, dialogErrorText, showFieldErrors } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

type IbanValues = IbanChangeValues<File>;

/** spec §5 "files accept images and PDF". */
const IBAN_FILE_TYPES = ["image/*", "application/pdf"];

/** The server's field names (calls §7.4 iban body) → the form's. */
const WIRE_FIELDS: Record<string, keyof IbanValues> = {
  bank_id: "bankId",
  iban: "iban",
  owner_is_bank_owner: "owner",
  files: "files",
};

/**
 * spec §2 Contract detail "IBAN change" dialog. spec §5 "IBAN change": one of the customer's other
 * accounts (`GET /ibans/`, the contract's own excluded; none: `iban_change_none`) or a new IBAN with the
 * owner's confirmation; images or PDF attached when the `attachmentOnIbanChange` flag is on. Gas
 * contracts use v2 of the call (`changeIban`). calls §8.2: 400 field errors at their fields.
 */
export function IbanChangeDialog({ contract, contractType, onClose }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  // A demand, not content: only an explicit true asks for a document (a flag not loaded or absent asks none).
  const filesRequired = useFeature("attachmentOnIbanChange", { missing: false });
  const maxBytes = resolveUploadMaxBytes(useSettings((settings) => settings.fileUploadSizeLimit));
  const formId = `ov-iban${useSafeId()}`;
  const accounts = useQuery(contractKeys.bankAccounts, (querySignal) => listBankAccounts(api, querySignal));
  // spec §4 per-contract form: fetching while the accounts load, then selecting.
  const flow = useChangeFlow<IbanChange>({
    send: (change, signal) => changeIban(api, contract.name, contractType, change, signal),
    props: { onClose },
    closeOnSuccess: false,
    loading: accounts.status === "loading",
    onError: (error) => showFieldErrors(error, WIRE_FIELDS, setError),
  });
  // spec §5 "the list excludes the current account".
  const others = (accounts.data ?? []).filter((account) => String(account.id) !== String(contract.bankAccount?.id ?? ""));
  const none = accounts.status === "success" && others.length === 0;

  const resolver: Resolver<IbanValues> = (values, context, options) =>
    valibotFormResolver(ibanChangeSchema<File>(values.choice, { filesRequired }))(values, context, options);
  const { register, handleSubmit, formState, control, setError, setValue } = useForm<IbanValues>({
    defaultValues: { choice: "", bankId: "", iban: "", owner: false, files: [] },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const choice = useWatch({ control, name: "choice" });

  // No other account (iban_change_none): only a new IBAN is possible.
  useEffect(() => {
    if (none) setValue("choice", "new");
  }, [none, setValue]);

  const send = async (values: IbanValues) => {
    const files = filesRequired ? values.files : [];
    const change: IbanChange =
      values.choice === "existing"
        ? { kind: "existing", bankId: values.bankId, files }
        : { kind: "new", iban: values.iban, ownerIsBankOwner: values.owner, files };
    await flow.submit(change);
  };

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.iban.title", message: "Change the bank account" })}
      {...flow.frame}
      busy={formState.isSubmitting}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.iban.submit", message: "Change the account" })}
      doneText={t({ id: "portal.contracts.dialog.iban.done", message: "Your bank account change has been sent." })}
    >
      {accounts.status === "loading" ? (
        <Spinner label={t({ id: "portal.contracts.dialog.loading", message: "Loading…" })} />
      ) : accounts.status === "error" ? (
        <RetryFailure
          focus="idle"
          title={t({ id: "portal.contracts.dialog.iban.listFailed", message: "Your bank accounts could not be loaded." })}
          error={accounts.error}
          retry={{ label: t({ id: "portal.contracts.dialog.retry", message: "Try again" }), onClick: accounts.retry }}
        />
      ) : (
        <form
          id={formId}
          noValidate
          className="ov-change__form"
          onSubmit={(event) => void handleSubmit((values) => void send(values))(event)}
        >
          {contract.bankAccount?.iban && (
            <p className="ov-change__current">
              {t({ id: "portal.contracts.dialog.iban.current", message: "Current account:" })} {contract.bankAccount.iban}
            </p>
          )}
          {none ? (
            // calls §7.4 "none gives iban_change_none".
            <Alert tone="info">
              {t({
                id: "portal.contracts.dialog.iban.none",
                message: "You have no other bank account registered. Enter the IBAN of the new account.",
              })}
            </Alert>
          ) : (
            <ChoiceField
              control={control}
              name="choice"
              label={t({ id: "portal.contracts.dialog.iban.choice", message: "Which account?" })}
              options={[
                { value: "existing", label: t({ id: "portal.contracts.dialog.iban.existing", message: "One of my accounts" }) },
                { value: "new", label: t({ id: "portal.contracts.dialog.iban.new", message: "A new account" }) },
              ]}
              error={dialogErrorText(i18n, formState.errors.choice)}
            />
          )}
          {choice === "existing" && !none && (
            <ChoiceField
              control={control}
              name="bankId"
              label={t({ id: "portal.contracts.dialog.iban.accounts", message: "Your accounts" })}
              options={others.map((account) => ({ value: String(account.id), label: account.iban }))}
              error={dialogErrorText(i18n, formState.errors.bankId)}
            />
          )}
          {choice === "new" && (
            <>
              <TextField
                label={t({ id: "portal.contracts.dialog.iban.iban", message: "IBAN" })}
                hint={t({ id: "portal.contracts.dialog.iban.ibanHint", message: "For example ES91 2100 0418 4502 0005 1332." })}
                autoComplete="off"
                spellCheck={false}
                required
                error={dialogErrorText(i18n, formState.errors.iban)}
                {...register("iban")}
              />
              <Checkbox
                label={t({ id: "portal.contracts.dialog.iban.owner", message: "I am the holder of this bank account" })}
                required
                error={dialogErrorText(i18n, formState.errors.owner)}
                {...register("owner")}
              />
            </>
          )}
          {filesRequired && choice !== "" && (
            <Controller
              control={control}
              name="files"
              render={({ field }) => (
                <FileUpload
                  label={t({ id: "portal.contracts.dialog.iban.files", message: "Proof of account ownership (image or PDF)" })}
                  accept={IBAN_FILE_TYPES}
                  maxBytes={maxBytes}
                  required
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={dialogErrorText(i18n, formState.errors.files)}
                />
              )}
            />
          )}
        </form>
      )}
    </ChangeDialog>
  );
}
