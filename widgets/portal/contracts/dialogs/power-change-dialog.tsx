import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { changePower } from "../../../../src/api/contracts";
import { isApiError } from "../../../../src/api/errors";
import {
  POWER_FIELDS,
  powerChangeSchema,
  requestedPowers,
  usesSixPeriods,
  type PowerChangeRequest,
  type PowerChangeValues,
  type PowerField,
} from "../../../../src/domain/contracts/change-rules";
import { powerChangeFees } from "../../../../src/domain/contracts/power-change-fees";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { formatMoney, formatPower } from "../../../../src/i18n/format";
import { useApi, useLocale } from "../../../../src/runtime/widget-context";
import { TextField } from "../../../../src/ui/text-field";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { ChangeDialog, dialogErrorText, showFieldErrors } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

/** The texts of the power rules' ids (src/domain/contracts/change-rules.ts). */

/** The server's field names (calls §7.4 power body) → the form's. */
const WIRE_FIELDS: Record<string, keyof PowerChangeValues> = {
  power_p1: "power1",
  power_p2: "power2",
  power_p3: "power3",
  power_p4: "power4",
  power_p5: "power5",
  power_p6: "power6",
  phone: "phone",
  phone_num: "phone",
};

/**
 * spec §2 Contract detail "power change" dialog. spec §5 "Power change": P1 and P2 up to 15 kW, six
 * periods above, each not lower than the previous, kW typed with the locale's decimal mark and up to 3
 * decimals, different from the current powers; a phone with its prefix. spec §9: the fees (connection,
 * access and extension rights, plus VAT) are shown before sending, and the powers are sent in watts
 * (`changePower`). calls §8.2: 400 field errors at their fields, `power_same_error_modification_close`
 * and the 406 in words.
 */
export function PowerChangeDialog({ contract, onClose }: ContractDialogProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const formId = `ov-power${useSafeId()}`;
  const currentKw = contract.powers.map((power) => power.kw);
  const flow = useChangeFlow<PowerChangeRequest>({
    send: (request, signal) => changePower(api, contract.name, request, signal),
    props: { onClose },
    closeOnSuccess: false,
    onError: (error) => showFieldErrors(error, WIRE_FIELDS, setError),
  });
  const { snap } = flow;
  const initial: PowerChangeValues = {
    power1: "",
    power2: "",
    power3: "",
    power4: "",
    power5: "",
    power6: "",
    phone: contract.notificationAddress?.mobile ?? "+34 ",
    heldInLastThreeYears: "",
  };
  // The periods and the three-year question depend on what is typed: the schema is built per check.
  const resolver: Resolver<PowerChangeValues, unknown, PowerChangeRequest> = (values, context, options) =>
    valibotFormResolver(powerChangeSchema(values, { currentKw, locale }))(values, context, options);
  const { register, handleSubmit, formState, control, setError } = useForm<PowerChangeValues, unknown, PowerChangeRequest>({
    defaultValues: initial,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const values = useWatch({ control }) as PowerChangeValues;
  const six = usesSixPeriods(values, locale);
  const fields: readonly PowerField[] = six ? POWER_FIELDS : POWER_FIELDS.slice(0, 2);
  const requested = requestedPowers(values, locale);
  const known = requested.every(Number.isFinite);
  const rises = known && Math.max(...requested) > Math.max(0, ...currentKw);
  const fees = known
    ? powerChangeFees({ currentKw, requestedKw: requested, heldInLastThreeYears: values.heldInLastThreeYears === "yes" })
    : null;

  const send = async (request: PowerChangeRequest) => {
    await flow.submit(request);
  };

  const periodLabel = (index: number) => {
    const number = index + 1;
    return t({ id: "portal.contracts.dialog.power.period", message: `Power of period P${number} (kW)` });
  };
  const money = (amount: number) => formatMoney(amount, locale);
  const failure = snap.error?.cause;
  const isPowerError = isApiError(failure) && failure.fields && Object.keys(failure.fields).length > 0;

  return (
    <ChangeDialog
      title={t({ id: "portal.contracts.dialog.power.title", message: "Change the contracted power" })}
      {...flow.frame}
      busy={formState.isSubmitting}
      failureText={
        isPowerError ? t({ id: "portal.contracts.dialog.fieldErrors", message: "Check the fields marked in the form." }) : undefined
      }
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.power.submit", message: "Request the change" })}
      doneText={t({ id: "portal.contracts.dialog.power.done", message: "Your power change request has been sent." })}
    >
      <form
        id={formId}
        noValidate
        className="ov-change__form"
        onSubmit={(event) => void handleSubmit((request) => void send(request))(event)}
      >
        <p className="ov-change__current">
          {t({ id: "portal.contracts.dialog.power.current", message: "Current powers:" })}{" "}
          {contract.powers.map((power) => `${power.period} ${formatPower(power.kw, locale)}`).join(", ")}
        </p>
        <p className="ov-change__current">
          {t({
            id: "portal.contracts.dialog.power.hint",
            message: "Up to 15 kW, P1 and P2. Above 15 kW, six periods, each at least the previous one.",
          })}
        </p>
        <div className="ov-change__row">
          {fields.map((field, index) => (
            <TextField
              key={field}
              label={periodLabel(index)}
              inputMode="decimal"
              autoComplete="off"
              required
              error={dialogErrorText(i18n, formState.errors[field])}
              {...register(field)}
            />
          ))}
        </div>
        <TextField
          label={t({ id: "portal.contracts.dialog.power.phone", message: "Contact phone" })}
          hint={t({ id: "portal.contracts.dialog.power.phoneHint", message: "With the country prefix, for example +34 612 345 678." })}
          type="tel"
          autoComplete="tel"
          required
          error={dialogErrorText(i18n, formState.errors.phone)}
          {...register("phone")}
        />
        {rises && (
          <ChoiceField
            control={control}
            name="heldInLastThreeYears"
            label={t({
              id: "portal.contracts.dialog.power.held",
              message: "Did this supply have the requested power at some time in the last three years?",
            })}
            orientation="horizontal"
            options={[
              { value: "yes", label: t({ id: "portal.contracts.dialog.yes", message: "Yes" }) },
              { value: "no", label: t({ id: "portal.contracts.dialog.no", message: "No" }) },
            ]}
            error={dialogErrorText(i18n, formState.errors.heldInLastThreeYears)}
          />
        )}
        {fees && (
          // spec §9 "Power change fees ... plus VAT": shown before the request is sent.
          <table className="ov-change__fees" aria-live="polite">
            <caption>{t({ id: "portal.contracts.dialog.fees.caption", message: "Fees of this change (VAT not included)" })}</caption>
            <tbody>
              <tr>
                <th scope="row">{t({ id: "portal.contracts.dialog.fees.connection", message: "Connection right" })}</th>
                <td>{money(fees.connection)}</td>
              </tr>
              <tr>
                <th scope="row">{t({ id: "portal.contracts.dialog.fees.access", message: "Access right" })}</th>
                <td>{money(fees.access)}</td>
              </tr>
              <tr>
                <th scope="row">{t({ id: "portal.contracts.dialog.fees.extension", message: "Extension right" })}</th>
                <td>{money(fees.extension)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t({ id: "portal.contracts.dialog.fees.total", message: "Total, plus VAT" })}</th>
                <td>{money(fees.total)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </form>
    </ChangeDialog>
  );
}
