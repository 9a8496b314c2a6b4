import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { updateCadastralReference } from "../../../../src/api/contracts";
import { cadastralChangeSchema, contractChangeMessageIds as cids } from "../../../../src/domain/contracts/change-rules";
import { CADASTRAL_DIALOG_MAX_LENGTH } from "../../../../src/domain/contracts/constants";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { fieldErrorText } from "../../../../src/forms/validation-messages";
import { useAbortSignal, useApi } from "../../../../src/runtime/widget-context";
import { useFlowStore } from "../../../../src/state/flow-store";
import { TextField } from "../../../../src/ui/text-field";
import { ChangeDialog, showFieldErrors } from "./change-dialog";
import { createChangeStore, type ChangeStatus } from "./change-store";
import type { ContractDialogProps } from "./registry";

const MESSAGES: Record<string, MessageDescriptor> = {
  [cids.cadastralInvalid]: msg({ id: "portal.contracts.dialog.cadastral.invalid", message: "Only letters and digits" }),
  [cids.cadastralSame]: msg({ id: "portal.contracts.dialog.cadastral.same", message: "It is the current cadastral reference" }),
};

function errorText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  const own = error?.message ? MESSAGES[error.message] : undefined;
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}

/**
 * spec §2 Contract detail "cadastral reference" dialog. spec §5 "Cadastral reference: spaces stripped,
 * upper-cased, letters and digits only; 1 to 20 characters in the dialog; must differ from the current
 * value". spec §4: submitting, success (the form closes), error.
 */
export function CadastralDialog({ contract, contractType, onClose, onChanged }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const formId = `ov-cadastral${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const current = contract.cadastralReference ?? contract.supplyPoint.cadastralReference;
  const { store, snap } = useFlowStore(() =>
    createChangeStore<string>({
      send: async (reference) => {
        await updateCadastralReference(api, contract.name, contractType, reference, signal);
      },
    }),
  );
  const schema = v.object({ reference: cadastralChangeSchema(current) });
  const { register, handleSubmit, formState, setError } = useForm<{ reference: string }, unknown, { reference: string }>({
    defaultValues: { reference: "" },
    resolver: valibotFormResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  /** What follows a send or its retry (spec §4: success closes or shows the result; an error stays with the form). */
  const settle = (status: ChangeStatus) => {
    if (status === "success") {
      onChanged();
      onClose();
    }
    if (status === "error") showFieldErrors(store.state.error, { ref_catastral: "reference" }, setError);
  };
  const send = async ({ reference }: { reference: string }) => {
    settle(await store.submit(reference));
  };
  const close = () => {
    store.close();
    onClose();
  };

  return (
    <ChangeDialog
      contract={contract}
      title={t({ id: "portal.contracts.dialog.cadastral.title", message: "Change the cadastral reference" })}
      status={snap.status}
      error={snap.error}
      busy={formState.isSubmitting}
      onRetry={() => void store.retry().then(settle)}
      onClose={close}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      <form
        id={formId}
        noValidate
        className="ov-change__form"
        onSubmit={(event) => void handleSubmit((values) => void send(values))(event)}
      >
        <p className="ov-change__current">
          {t({ id: "portal.contracts.dialog.cadastral.current", message: "Current reference:" })}{" "}
          {current ?? t({ id: "portal.contracts.dialog.cadastral.noneYet", message: "none" })}
        </p>
        <TextField
          label={t({ id: "portal.contracts.dialog.cadastral.field", message: "New cadastral reference" })}
          hint={t({
            id: "portal.contracts.dialog.cadastral.hint",
            message: `Letters and digits, up to ${CADASTRAL_DIALOG_MAX_LENGTH} characters.`,
          })}
          autoComplete="off"
          spellCheck={false}
          required
          error={errorText(i18n, formState.errors.reference)}
          {...register("reference")}
        />
      </form>
    </ChangeDialog>
  );
}
