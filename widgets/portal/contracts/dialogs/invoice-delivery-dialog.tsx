import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { updateInvoiceDelivery, type InvoiceDelivery } from "../../../../src/api/contracts";
import { validationMessageIds } from "../../../../src/domain/validation/schemas";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { useApi } from "../../../../src/runtime/widget-context";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { ChangeDialog, dialogErrorText, showFieldErrors } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
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
  const formId = `ov-delivery${useSafeId()}`;
  const { handleSubmit, formState, control, setError } = useForm<{ mode: string }, unknown, { mode: InvoiceDelivery }>({
    defaultValues: { mode: contract.invoiceDelivery ?? "" },
    resolver: valibotFormResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const flow = useChangeFlow<InvoiceDelivery>({
    send: async (mode, signal) => {
      await updateInvoiceDelivery(api, contract.name, contractType, mode, signal);
    },
    props: { onClose, onChanged },
    closeOnSuccess: true,
    onError: (error) => showFieldErrors(error, { invoice_online: "mode" }, setError),
  });

  return (
    <ChangeDialog
      contract={contract}
      title={t({ id: "portal.contracts.dialog.delivery.title", message: "How you receive your invoices" })}
      {...flow.frame}
      busy={formState.isSubmitting}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      <form
        id={formId}
        noValidate
        className="ov-change__form"
        onSubmit={(event) => void handleSubmit((values) => flow.submit(values.mode))(event)}
      >
        <ChoiceField
          control={control}
          name="mode"
          label={t({ id: "portal.contracts.dialog.delivery.choice", message: "Invoice delivery" })}
          options={[
            { value: "email", label: t({ id: "portal.contracts.dialog.delivery.email", message: "By email" }) },
            { value: "postal", label: t({ id: "portal.contracts.dialog.delivery.postal", message: "By post" }) },
          ]}
          error={dialogErrorText(i18n, formState.errors.mode)}
        />
      </form>
    </ChangeDialog>
  );
}
