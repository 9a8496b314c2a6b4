import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import * as v from "valibot";
import { updateInvoiceDelivery, type InvoiceDelivery } from "../../../../src/api/contracts";
import { validationMessageIds } from "../../../../src/domain/validation/schemas";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { fieldErrorText } from "../../../../src/forms/validation-messages";
import { useAbortSignal, useApi } from "../../../../src/runtime/widget-context";
import { useFlowStore } from "../../../../src/state/flow-store";
import { RadioGroup } from "../../../../src/ui/radio-group";
import { ChangeDialog, showFieldErrors } from "./change-dialog";
import { createChangeStore, type ChangeStatus } from "./change-store";
import type { ContractDialogProps } from "./registry";

// spec §5 "Invoice delivery: email or postal".
const schema = v.object({
  mode: v.pipe(
    v.string(),
    v.check((mode) => mode === "email" || mode === "postal", validationMessageIds.required),
    v.transform((mode): InvoiceDelivery => (mode === "email" ? "email" : "postal")),
  ),
});

/**
 * spec §2 Contract detail "invoice delivery method" dialog: invoices by email or by post (calls §7.4
 * `invoice_online`). spec §4: submitting, success (the form closes), error.
 */
export function InvoiceDeliveryDialog({ contract, contractType, onClose, onChanged }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const formId = `ov-delivery${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const { store, snap } = useFlowStore(() =>
    createChangeStore<InvoiceDelivery>({
      send: async (mode) => {
        await updateInvoiceDelivery(api, contract.name, contractType, mode, signal);
      },
    }),
  );
  const { handleSubmit, formState, control, setError } = useForm<{ mode: string }, unknown, { mode: InvoiceDelivery }>({
    defaultValues: { mode: contract.invoiceDelivery ?? "" },
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
    if (status === "error") showFieldErrors(store.state.error, { invoice_online: "mode" }, setError);
  };
  const send = async ({ mode }: { mode: InvoiceDelivery }) => {
    settle(await store.submit(mode));
  };
  const close = () => {
    store.close();
    onClose();
  };

  return (
    <ChangeDialog
      contract={contract}
      title={t({ id: "portal.contracts.dialog.delivery.title", message: "How you receive your invoices" })}
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
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <RadioGroup
              label={t({ id: "portal.contracts.dialog.delivery.choice", message: "Invoice delivery" })}
              required
              options={[
                { value: "email", label: t({ id: "portal.contracts.dialog.delivery.email", message: "By email" }) },
                { value: "postal", label: t({ id: "portal.contracts.dialog.delivery.postal", message: "By post" }) },
              ]}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldErrorText(i18n, formState.errors.mode)}
            />
          )}
        />
      </form>
    </ChangeDialog>
  );
}
