import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect } from "react";
import { useForm, useWatch, type DefaultValues, type Resolver } from "react-hook-form";
import type { ContractingData, DataStep } from "../../../src/domain/contracting/state";
import { ruleText } from "../contracting.texts";
import type { WizardStore } from "../wizard-store";

/**
 * How a step's errors follow changes after its first Next:
 * - "field": react-hook-form's own `reValidateMode: "onChange"`, each field re-checked as it changes,
 *   and values set by code with `setValue(..., { shouldValidate })`. For steps whose rules each read
 *   one field (payment, confirmation).
 * - "form": every rule again on every change. For steps whose rules read other fields or what a lookup
 *   filled (the CUPS and its SIPS answer, P3..P6 and the period before, the tax id and the company's
 *   fields, the residence and the activity): react-hook-form's modes re-check only the field that
 *   changed, so an error would stay on a field made right by another one.
 */
export type StepRevalidation = "field" | "form";

/**
 * The form of one wizard step, as every step needs it: validated on Next (then again on changes, see
 * {@link StepRevalidation}, so an error goes as soon as its field is right, whoever filled it: a lookup
 * included), every change handed to the wizard's store as a draft (issue 7 item 7: a reload finds
 * everything typed), and `error` giving a field's translated message.
 *
 * @param step - The step whose data the form edits.
 * @param defaultValues - The step's data as last typed (`store.readData()[step]`).
 * @param resolver - The step's valibot rules (`valibotFormResolver`).
 * @param store - The wizard's store (drafts).
 * @param revalidation - "field" or "form" (default), see {@link StepRevalidation}.
 * @returns The react-hook-form form, its watched values, and `error(fieldError)` giving the translated text.
 * @example const { form, values, error } = useStepForm("payment", initial, resolver, store, "field");
 */
export function useStepForm<K extends DataStep>(
  step: K,
  defaultValues: ContractingData[K],
  resolver: Resolver<ContractingData[K]>,
  store: WizardStore,
  revalidation: StepRevalidation = "form",
) {
  const { i18n } = useLingui();
  const form = useForm<ContractingData[K]>({
    defaultValues: defaultValues as DefaultValues<ContractingData[K]>,
    resolver,
    mode: "onSubmit",
    reValidateMode: revalidation === "field" ? "onChange" : "onSubmit",
  });
  const values = useWatch({ control: form.control }) as ContractingData[K];
  // In the commit: React runs a plain effect in a task after it when the values did not come from a user
  // event (a lookup's answer), and a reload in between would find the store without them (its pagehide
  // flush writes what the store holds).
  useLayoutEffect(() => {
    store.draft(step, values);
  }, [step, values, store]);
  const wholeForm = revalidation === "form" && form.formState.isSubmitted;
  const { trigger } = form;
  useEffect(() => {
    if (wholeForm) void trigger();
  }, [values, wholeForm, trigger]);
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
