import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../../src/ui/field";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import {
  contractKeys,
  getDoubleTariff,
  getHappyDay,
  getHappyHours,
  listAvailableDoubleTariffs,
  listAvailableHappyDays,
  listAvailableHappyHours,
  updateDoubleTariff,
  updateHappyDay,
  updateHappyHours,
  type DoubleTariffPeriod,
  type HappyDay,
  type HappyHours,
} from "../../../../src/api/contracts";
import type { ApiClient } from "../../../../src/api/types";
import { validationMessageIds } from "../../../../src/domain/validation/schemas";
import { valibotFormResolver } from "../../../../src/forms/resolver";
import { formatMonth } from "../../../../src/i18n/format";
import type { Locale } from "../../../../src/i18n/locales";
import { useQuery } from "../../../../src/runtime/query";
import { useApi, useLocale } from "../../../../src/runtime/widget-context";
import { RetryFailure } from "../../../../src/ui/retry-failure";
import { Spinner } from "../../../../src/ui/spinner";
import { ChoiceField } from "../../../../src/forms/choice-field";
import { CANT_DO_OPERATION, ChangeDialog, dialogErrorText } from "./change-dialog";
import { useChangeFlow } from "./use-change-flow";
import type { ContractDialogProps } from "./registry";

/** One partner customisation of a contract (calls §7.4 double tariff, happy hours, happy day). */
interface Customisation<T> {
  /** Its name in the query keys of its calls (`contractKeys.customisation`, `contractKeys.customisationOptions`). */
  key: string;
  current: (api: ApiClient, id: string | number, signal: AbortSignal) => Promise<T | null>;
  options: (api: ApiClient, id: string | number, signal: AbortSignal) => Promise<T[]>;
  update: (api: ApiClient, id: string | number, value: T, signal: AbortSignal) => Promise<unknown>;
  /** The option's stable value for the radio. */
  valueOf: (option: T) => string;
  /** The option's words. */
  labelOf: (option: T, locale: Locale) => string;
}

const schema = v.object({ choice: v.pipe(v.string(), v.minLength(1, validationMessageIds.required)) });

/** Props of the generic customisation dialog: the contract's props, its texts and its calls. */
interface CustomisationDialogProps<T> extends ContractDialogProps {
  customisation: Customisation<T>;
  title: string;
  question: string;
}

/**
 * The double tariff, happy hours and happy day dialogs (spec §3 "Double tariff period", "Happy hours",
 * "Happy day"; settings `contracts.customizeDoubleTariff/HappyHours/HappyDay`): the contract's current
 * choice, the choices available, and the update. calls §8.2: "Double tariff, happy hours, happy day
 * failures show the generic message".
 */
function CustomisationDialog<T>({ contract, onClose, customisation, title, question }: CustomisationDialogProps<T>) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const formId = `ov-custom${useSafeId()}`;
  const current = useQuery(contractKeys.customisation(customisation.key, contract.id), (querySignal) =>
    customisation.current(api, contract.id, querySignal),
  );
  const options = useQuery(contractKeys.customisationOptions(customisation.key, contract.id), (querySignal) =>
    customisation.options(api, contract.id, querySignal),
  );
  const loading = current.status === "loading" || options.status === "loading";
  const failed = current.status === "error" ? current : options.status === "error" ? options : null;
  const flow = useChangeFlow<T>({
    send: async (value, signal) => {
      await customisation.update(api, contract.id, value, signal);
    },
    props: { onClose },
    closeOnSuccess: true,
    loading,
  });

  const { handleSubmit, formState, control, reset } = useForm<{ choice: string }>({
    defaultValues: { choice: "" },
    resolver: valibotFormResolver(schema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  // The contract's current choice is preselected once known.
  const currentValue = current.data ? customisation.valueOf(current.data) : "";
  useEffect(() => {
    if (currentValue) reset({ choice: currentValue });
  }, [currentValue, reset]);

  const send = async ({ choice }: { choice: string }) => {
    const option = (options.data ?? []).find((candidate) => customisation.valueOf(candidate) === choice);
    if (option === undefined) return;
    await flow.submit(option);
  };

  return (
    <ChangeDialog
      title={title}
      {...flow.frame}
      busy={formState.isSubmitting}
      failureText={i18n._(CANT_DO_OPERATION)}
      formId={formId}
      submitLabel={t({ id: "portal.contracts.dialog.save", message: "Save" })}
    >
      {loading ? (
        <Spinner label={t({ id: "portal.contracts.dialog.loading", message: "Loading…" })} />
      ) : failed ? (
        <RetryFailure
          focus="idle"
          title={i18n._(CANT_DO_OPERATION)}
          error={failed.error}
          retry={{ label: t({ id: "portal.contracts.dialog.retry", message: "Try again" }), onClick: failed.retry }}
        />
      ) : (
        <form
          id={formId}
          noValidate
          className="ov-change__form"
          onSubmit={(event) => void handleSubmit((values) => void send(values))(event)}
        >
          <ChoiceField
            control={control}
            name="choice"
            label={question}
            options={(options.data ?? []).map((option) => ({
              value: customisation.valueOf(option),
              label: customisation.labelOf(option, locale),
            }))}
            error={dialogErrorText(i18n, formState.errors.choice)}
          />
        </form>
      )}
    </ChangeDialog>
  );
}

const monthOf = (year: number, month: number, locale: Locale) => formatMonth(new Date(Date.UTC(year, month - 1, 1)), locale);

const DOUBLE_TARIFF: Customisation<DoubleTariffPeriod> = {
  key: "doubleTariff",
  current: getDoubleTariff,
  options: listAvailableDoubleTariffs,
  update: updateDoubleTariff,
  valueOf: (period) => `${period.startYear}-${period.startMonth}-${period.endYear}-${period.endMonth}`,
  labelOf: (period, locale) =>
    `${monthOf(period.startYear, period.startMonth, locale)} – ${monthOf(period.endYear, period.endMonth, locale)}`,
};

const HAPPY_HOURS: Customisation<HappyHours> = {
  key: "happyHours",
  current: getHappyHours,
  options: listAvailableHappyHours,
  update: updateHappyHours,
  valueOf: (hours) => `${hours.startHour}-${hours.endHour}`,
  labelOf: (hours) => `${String(hours.startHour).padStart(2, "0")}:00 – ${String(hours.endHour).padStart(2, "0")}:00`,
};

const HAPPY_DAY: Customisation<HappyDay> = {
  key: "happyDay",
  current: getHappyDay,
  options: listAvailableHappyDays,
  update: updateHappyDay,
  valueOf: (day) => String(day.value),
  // The server translates the day's name (calls §7.4 "happy day {value, label}").
  labelOf: (day) => day.label,
};

/** The double tariff dialog: the period of the year with two prices. */
export function DoubleTariffDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  return (
    <CustomisationDialog
      {...props}
      customisation={DOUBLE_TARIFF}
      title={t({ id: "portal.contracts.dialog.doubleTariff.title", message: "Double tariff period" })}
      question={t({ id: "portal.contracts.dialog.doubleTariff.question", message: "Choose the period" })}
    />
  );
}

/** The happy hours dialog: the daily hours with a discount. */
export function HappyHoursDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  return (
    <CustomisationDialog
      {...props}
      customisation={HAPPY_HOURS}
      title={t({ id: "portal.contracts.dialog.happyHours.title", message: "Happy hours" })}
      question={t({ id: "portal.contracts.dialog.happyHours.question", message: "Choose your hours" })}
    />
  );
}

/** The happy day dialog: the day of the week with a discount. */
export function HappyDayDialog(props: ContractDialogProps) {
  const { t } = useLingui();
  return (
    <CustomisationDialog
      {...props}
      customisation={HAPPY_DAY}
      title={t({ id: "portal.contracts.dialog.happyDay.title", message: "Happy day" })}
      question={t({ id: "portal.contracts.dialog.happyDay.question", message: "Choose your day" })}
    />
  );
}
