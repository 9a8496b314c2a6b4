import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { useSafeId } from "../../../../src/ui/field";
import { dialogErrorText, showFieldErrors } from "./change-dialog";
import type { ContractDialogProps } from "./registry";
import { useChangeFlow } from "./use-change-flow";

/** The form of a one-field change: the field is always named `value`. */
export interface SingleFieldValues {
  value: string;
}

/** What {@link useSingleFieldChange} takes. */
export interface SingleFieldChangeOptions<Value> {
  /** The field's rule: from what was typed or chosen to what the call sends. */
  field: v.GenericSchema<string, Value>;
  /** The field's value when the dialog opens. */
  initial: string;
  /** The call's name for the field, whose 400 error shows at it (calls §8.2). */
  wireField: string;
  /** The call of the change, with the dialog's abort signal (its answer is not shown: success closes the dialog). */
  send: (value: Value, signal: AbortSignal) => Promise<unknown>;
  /** The dialog's own props. */
  props: Pick<ContractDialogProps, "onClose">;
}

/**
 * A change dialog whose form is one field that closes on success (spec §4: "Cadastral reference,
 * invoice delivery and notification address: submitting, success (form closes), error"): the form
 * (react-hook-form checked by the field's rule on submit, then on every change), the change's flow,
 * the server's field error at the field, and the props of the frame and of the `<form>`.
 * @param options - the field's rule and first value, the call and its field's wire name
 * @returns `form` (register / control the field `value`), its `error` in words, `frame` (spread on
 *   `ChangeDialog`) and `formProps` (spread on the `<form>` inside it)
 * @example const change = useSingleFieldChange({ field: cadastralChangeSchema(current), initial: "", wireField: "ref_catastral", send, props });
 */
export function useSingleFieldChange<Value>(options: SingleFieldChangeOptions<Value>) {
  const { i18n } = useLingui();
  const formId = `ov-change${useSafeId()}`;
  const form = useForm<SingleFieldValues, unknown, { value: Value }>({
    defaultValues: { value: options.initial },
    resolver: valibotFormResolver(v.object({ value: options.field })),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const flow = useChangeFlow<Value>({
    send: async (value, signal) => {
      await options.send(value, signal);
    },
    props: options.props,
    closeOnSuccess: true,
    onError: (error) => showFieldErrors<SingleFieldValues>(error, { [options.wireField]: "value" }, form.setError),
  });
  return {
    form,
    error: dialogErrorText(i18n, form.formState.errors.value),
    frame: { ...flow.frame, busy: form.formState.isSubmitting, formId },
    formProps: {
      id: formId,
      noValidate: true,
      className: "ov-change__form",
      onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit((values) => flow.submit(values.value))(event),
    },
  };
}
