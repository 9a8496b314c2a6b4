import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { updateInvoiceDelivery, type InvoiceDelivery } from "../../../../src/api/contracts";
import { validationMessageIds } from "../../../../src/domain/validation/schemas";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { useApi } from "../../../../src/runtime/widget-context";
import { ChangeDialog } from "./change-dialog";
import type { ContractDialogProps } from "./registry";
import { useSingleFieldChange } from "./single-field-change";

// spec §5 "Invoice delivery: email or postal".
const mode = v.pipe(
  v.string(),
  v.check((value) => value === "email" || value === "postal", validationMessageIds.required),
  v.transform((value): InvoiceDelivery => (value === "email" ? "email" : "postal")),
);

/**
 * spec §2 Contract detail "invoice delivery method" dialog: invoices by email or by post (calls §7.4
 * `invoice_online`). spec §4: submitting, success (the form closes), error.
 */
export function InvoiceDeliveryDialog({ contract, contractType, onClose }: ContractDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const change = useSingleFieldChange({
    field: mode,
    initial: contract.invoiceDelivery ?? "",
    wireField: "invoice_online",
    send: (delivery, signal) => updateInvoiceDelivery(api, contract.name, contractType, delivery, signal),
    props: { onClose },
  });

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.delivery.title", message: "How you receive your invoices" })}
      {...change.frame}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      <form {...change.formProps}>
        <ChoiceField
          control={change.form.control}
          name="value"
          label={t({ id: "portal.contracts.dialog.delivery.choice", message: "Invoice delivery" })}
          options={[
            { value: "email", label: t({ id: "portal.contracts.dialog.delivery.email", message: "By email" }) },
            { value: "postal", label: t({ id: "portal.contracts.dialog.delivery.postal", message: "By post" }) },
          ]}
          error={change.error}
        />
      </form>
    </ChangeDialog>
  );
}
