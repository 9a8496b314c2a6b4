import { useLingui } from "@lingui/react/macro";
import { updateCadastralReference } from "../../../../src/api/contracts";
import { cadastralChangeSchema } from "../../../../src/domain/contracts/change-rules";
import { CADASTRAL_DIALOG_MAX_LENGTH } from "../../../../src/domain/contracts/contracts.constants";
import { useApi } from "../../../../src/runtime/widget-context";
import { TextField } from "../../../../src/ui/text-field";
import { ChangeDialog } from "./change-dialog";
import type { ContractDialogProps } from "./registry";
import { useSingleFieldChange } from "./single-field-change";

/**
 * spec §2 Contract detail "cadastral reference" dialog. spec §5 "Cadastral reference: spaces stripped,
 * upper-cased, letters and digits only; 1 to 20 characters in the dialog; must differ from the current
 * value". spec §4: submitting, success (the form closes), error.
 */
export function CadastralDialog({ contract, contractType, onClose }: ContractDialogProps) {
  const { t } = useLingui();
  const api = useApi();
  const current = contract.cadastralReference ?? contract.supplyPoint.cadastralReference;
  const change = useSingleFieldChange({
    field: cadastralChangeSchema(current),
    initial: "",
    wireField: "ref_catastral",
    send: (reference, signal) => updateCadastralReference(api, contract.name, contractType, reference, signal),
    props: { onClose },
  });

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.cadastral.title", message: "Change the cadastral reference" })}
      {...change.frame}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      <form {...change.formProps}>
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
          error={change.error}
          {...change.form.register("value")}
        />
      </form>
    </ChangeDialog>
  );
}
