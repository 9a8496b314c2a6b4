import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm, useWatch, type DefaultValues, type Resolver } from "react-hook-form";
import type { ContractingData, DataStep } from "../../../src/domain/contracting/state";
import { ruleText } from "../messages";
import type { WizardStore } from "../wizard-store";

/**
 * The form of one wizard step, as every step needs it: validated on Next (then again on every change,
 * so an error goes as soon as its field is right, whoever filled it: a lookup included), every change
 * handed to the wizard's store as a draft (issue 7 item 7: a reload finds everything typed), and
 * `error` giving a field's translated message.
 *
 * @example const { form, values, error } = useStepForm("payment", initial, resolver, store);
 */
export function useStepForm<K extends DataStep>(
  step: K,
  defaultValues: ContractingData[K],
  resolver: Resolver<ContractingData[K]>,
  store: WizardStore,
) {
  const { i18n } = useLingui();
  const form = useForm<ContractingData[K]>({
    defaultValues: defaultValues as DefaultValues<ContractingData[K]>,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });
  const values = useWatch({ control: form.control }) as ContractingData[K];
  useEffect(() => {
    store.draft(step, values);
  }, [step, values, store]);
  const submitted = form.formState.isSubmitted;
  const { trigger } = form;
  useEffect(() => {
    if (submitted) void trigger();
  }, [values, submitted, trigger]);
  const error = (value: { message?: string; type?: unknown } | undefined) => ruleText(i18n, value);
  return { form, values, error };
}

/**
 * Gives the wizard's store the step form's submit, so that Try again and a forward jump of the stepper
 * submit the form through the store (its rules run first), never by looking the form up in the DOM.
 *
 * @param store - The wizard's store.
 * @param submit - The form's `handleSubmit(...)` handler.
 * @example
 * const submit = handleSubmit(async (output) => void (await store.saveStep(paymentFields(output))));
 * useStepSubmit(store, submit);
 */
export function useStepSubmit(store: WizardStore, submit: () => Promise<void>): void {
  // Registered again with each render's handler: it closes over that render's values and props.
  useEffect(() => store.registerStepForm(() => void submit()), [store, submit]);
}
