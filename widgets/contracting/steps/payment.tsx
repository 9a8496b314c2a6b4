import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Resolver } from "react-hook-form";
import { paymentFields } from "../../../src/domain/contracting/payload";
import { paymentSchema } from "../../../src/domain/contracting/later-step-rules";
import type { PaymentData } from "../../../src/domain/contracting/state";
import { formatIban } from "../../../src/domain/validation/iban";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { Checkbox } from "../../../src/ui/checkbox";
import { TextField } from "../../../src/ui/text-field";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";

/**
 * The payment step (spec §5 "Payment": iban required and valid; isOwner checked; issue 7 item 6: spaces
 * removed, shown grouped). spec §4: a failed send of this step still advances.
 */
export function PaymentStep({ store, nav, failure }: StepProps) {
  const { t } = useLingui();
  const [initial] = useState(() => store.readData().payment);
  const resolver: Resolver<PaymentData> = (values, context, resolverOptions) =>
    valibotFormResolver(paymentSchema as unknown as Parameters<typeof valibotFormResolver<PaymentData, PaymentData>>[0])(
      values,
      context,
      resolverOptions,
    );
  const { form, error } = useStepForm("payment", initial, resolver, store, "field");
  const { register, handleSubmit, setValue, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (output) => {
    await store.saveStep({ ...paymentFields(output) });
  });
  useStepSubmit(store, submit);

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.payment.formLabel", message: "Payment" })}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.payment.bank", message: "Direct debit of the invoices" })}</legend>
        <TextField
          label={t({ id: "contracting.payment.iban", message: "IBAN" })}
          hint={t({
            id: "contracting.payment.iban.hint",
            message: "The account where the invoices will be charged, e.g. ES91 2100 0418 4502 0005 1332.",
          })}
          autoComplete="off"
          spellCheck={false}
          required
          error={error(errors.iban)}
          // Shown grouped by four once typed; sent without spaces (spec §5).
          {...register("iban", {
            onBlur: (event: { target: { value: string } }) =>
              setValue("iban", formatIban(event.target.value), { shouldValidate: formState.isSubmitted }),
          })}
        />
        <Checkbox
          label={t({
            id: "contracting.payment.isOwner",
            message: "I am the holder of this bank account, or I am authorised by the holder",
          })}
          required
          error={error(errors.isOwner)}
          {...register("isOwner")}
        />
      </fieldset>
      {failure}
      {nav}
    </form>
  );
}
