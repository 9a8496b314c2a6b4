import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm, useWatch, type DefaultValues, type Resolver } from "react-hook-form";
import type { ContractingData, DataStep } from "../../../src/domain/contracting/state";
import { ruleText } from "../messages";
import type { StepProps } from "./step-props";

/**
 * The form of one wizard step, as every step needs it: validated on Next (then again on every change,
 * so an error goes as soon as its field is right, whoever filled it: a lookup included), every change
 * handed to the wizard as a draft (issue 7 item 7: a reload finds everything typed), and `error`
 * giving a field's translated message.
 *
 * @example const { form, values, error } = useStepForm("payment", initial, resolver, onDraft);
 */
export function useStepForm<K extends DataStep>(
  step: K,
  defaultValues: ContractingData[K],
  resolver: Resolver<ContractingData[K]>,
  onDraft: StepProps["onDraft"],
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
    onDraft(step, values);
  }, [step, values, onDraft]);
  const submitted = form.formState.isSubmitted;
  const { trigger } = form;
  useEffect(() => {
    if (submitted) void trigger();
  }, [values, submitted, trigger]);
  const error = (value: { message?: string; type?: unknown } | undefined) => ruleText(i18n, value);
  return { form, values, error };
}
