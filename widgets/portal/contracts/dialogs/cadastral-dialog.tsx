import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { updateCadastralReference } from "../../../../src/api/contracts";
import { cadastralChangeSchema } from "../../../../src/domain/contracts/change-rules";
import { CADASTRAL_DIALOG_MAX_LENGTH } from "../../../../src/domain/contracts/constants";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { useApi } from "../../../../src/runtime/widget-context";
import { TextField } from "../../../../src/ui/text-field";
import { ChangeDialog, dialogErrorText, showFieldErrors } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

/**
 * spec §2 Contract detail "cadastral reference" dialog. spec §5 "Cadastral reference: spaces stripped,
 * upper-cased, letters and digits only; 1 to 20 characters in the dialog; must differ from the current
 * value". spec §4: submitting, success (the form closes), error.
 */
export function CadastralDialog({ contract, contractType, onClose, onChanged }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const formId = `ov-cadastral${useSafeId()}`;
  const current = contract.cadastralReference ?? contract.supplyPoint.cadastralReference;
  const schema = v.object({ reference: cadastralChangeSchema(current) });
  const { register, handleSubmit, formState, setError } = useForm<{ reference: string }, unknown, { reference: string }>({
    defaultValues: { reference: "" },
    resolver: valibotFormResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const flow = useChangeFlow<string>({
    send: async (reference, signal) => {
      await updateCadastralReference(api, contract.name, contractType, reference, signal);
    },
    props: { onClose, onChanged },
    closeOnSuccess: true,
    onError: (error) => showFieldErrors(error, { ref_catastral: "reference" }, setError),
  });

  return (
    <ChangeDialog
      contract={contract}
      title={t({ id: "portal.contracts.dialog.cadastral.title", message: "Change the cadastral reference" })}
      {...flow.frame}
      busy={formState.isSubmitting}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      <form
        id={formId}
        noValidate
        className="ov-change__form"
        onSubmit={(event) => void handleSubmit((values) => flow.submit(values.reference))(event)}
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
          error={dialogErrorText(i18n, formState.errors.reference)}
          {...register("reference")}
        />
      </form>
    </ChangeDialog>
  );
}
