import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import {
  APPLIANCES,
  EMPTY_POWER_FORM,
  SIMULTANEITY_FACTORS,
  WATER_HEATER_OPTIONS,
  calculatePower,
  powerFormSchema,
  type Appliance,
  type PowerCalculation,
  type PowerFormOutput,
  type PowerFormValues,
} from "../../src/domain/power-calculator";
import { normalizeCups } from "../../src/domain/validation/cups";
import { Lazy, retryableChunk } from "../../src/element/retryable-chunk";
import { useSchemaForm } from "../../src/forms/use-schema-form";
import { formatNumber, formatPower } from "../../src/i18n/format";
import { LEAD_FORM_AREA, UI_PARTS_AREA } from "../../src/i18n/catalogs";
import { useEmit, useLocale, useRuntime, useSettings } from "../../src/runtime/widget-context";
import { Alert } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { NumberField } from "../../src/ui/number-field";
import { RadioGroup } from "../../src/ui/radio-group";
import { Spinner } from "../../src/ui/spinner";
import { Switch } from "../../src/ui/switch";
import { TextField } from "../../src/ui/text-field";
import { ApplianceIcon } from "./appliance-icons";
import { APPLIANCE_LABELS, ruleText } from "./power-calculator.texts";

// The result with the contact form (react-hook-form, the sanitiser-free table) loads when first needed.
const resultView = retryableChunk(() => import("./result/result-view").then((module) => module.ResultView));

/** A calculation shown, with the form values it came from. */
interface Shown {
  input: PowerFormOutput;
  calculation: PowerCalculation;
  values: PowerFormValues;
}

const sameValues = (a: PowerFormValues, b: PowerFormValues) =>
  (Object.keys(a) as Array<keyof PowerFormValues>).every((key) => a[key] === b[key]);

/**
 * `<ov-power-calculator>`: the appliance-based power calculator with its lead form (spec §2 "Power
 * calculator", §4: form, result with lead form, thank-you; calculate disabled while submitting or
 * before the form changes).
 */
export function PowerCalculator(props: { cups?: unknown }) {
  const { t } = useLingui();
  const enabled = useSettings((settings) => settings.features.powerCalculator !== false);
  if (!enabled)
    return <Alert tone="info">{t({ id: "powerCalculator.disabled", message: "The power calculator is not available right now." })}</Alert>;
  return <PowerCalculatorFlow initialCups={typeof props.cups === "string" ? props.cups : ""} />;
}

function PowerCalculatorFlow({ initialCups }: { initialCups: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const runtime = useRuntime();
  const emit = useEmit();
  const [initial] = useState(() => ({ ...EMPTY_POWER_FORM, cups: normalizeCups(initialCups) }));
  // Errors show after the first Calculate, then every rule follows every change (the appliance rule is
  // the heater's, "at least one appliance", and the pool's volume reads the pool's switch).
  // useSchemaForm, not react-hook-form: react-hook-form would break this tag's first-load budget (the
  // figures are in useSchemaForm's doc). The result's lead form (loaded on Calculate) keeps react-hook-form.
  const form = useSchemaForm<PowerFormValues, PowerFormOutput>(initial, () => powerFormSchema(locale));
  const values = form.values;
  const setValue = form.setValue;
  const [shown, setShown] = useState<Shown | null>(null);
  // Not a send of its own: the phase of the lead form's mutation (src/forms/lead/lead-contact-form.tsx,
  // useMutation), which lives in the lazily loaded result and tells it here through `onSending`, so that
  // Calculate waits for it (spec §4).
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const error = (name: keyof PowerFormValues) => ruleText(i18n, form.errors[name]);

  // spec §4: "calculate disabled while submitting or before the form changes".
  const changed = !sameValues(values, shown ? shown.values : initial);
  const calculateBlocked = sending || !changed;

  // The thanks replace the form: focus lands on their heading before they are painted (a layout effect;
  // React runs a plain effect in a task after the commit, which a paint may come before).
  useLayoutEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const calculate = (input: PowerFormOutput) => {
    // The result's code and the contact form's texts arrive while the visitor reads the figure. The form's
    // module registers its catalogs: asked for now, they are fetched once it has arrived (I18nRegistry).
    void resultView.load().catch(() => {});
    void runtime.i18n.load(locale, [LEAD_FORM_AREA, UI_PARTS_AREA]).catch(() => {});
    const calculation = calculatePower(input.choices, input.area, input.cofSimul);
    setShown({ input, calculation, values });
    emit("ov-calculate", { optimalPower: calculation.optimalPower });
  };

  if (sent) {
    return (
      <section className="ov-power__sent" aria-labelledby="ov-power-sent">
        <h2 id="ov-power-sent" ref={sentRef} tabIndex={-1}>
          {t({ id: "powerCalculator.sent.title", message: "Thank you, we will call you" })}
        </h2>
        <p>
          {t({
            id: "powerCalculator.sent.body",
            message: "An adviser will check the power that suits your home and call you at the time you chose.",
          })}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setSent(false);
            setShown(null);
          }}
        >
          {t({ id: "powerCalculator.again", message: "Calculate again" })}
        </Button>
      </section>
    );
  }

  const applianceHint = (appliance: Appliance) => {
    if (appliance.options) return t({ id: "powerCalculator.hint.options", message: "By capacity" });
    if (appliance.multiple) {
      const perUnit = formatNumber(appliance.base, locale, 4);
      return t({ id: "powerCalculator.hint.perCubicMetre", message: `${perUnit} kW per m³` });
    }
    if (appliance.perSquareMetre !== undefined) {
      const base = formatNumber(appliance.base, locale, 1);
      const perSquareMetre = formatNumber(appliance.perSquareMetre, locale, 2);
      return t({ id: "powerCalculator.hint.perSquareMetre", message: `${base} kW + ${perSquareMetre} kW per m²` });
    }
    return formatPower(appliance.base, locale);
  };

  return (
    <div className="ov-power">
      <h2>{t({ id: "powerCalculator.title", message: "Which power do you need?" })}</h2>
      <form
        className="ov-power__form"
        noValidate
        aria-label={t({ id: "powerCalculator.formLabel", message: "Your home and appliances" })}
        onSubmit={form.handleSubmit(calculate)}
      >
        <fieldset className="ov-power__group">
          <legend>{t({ id: "powerCalculator.group.home", message: "Your home" })}</legend>
          <TextField
            label={t({ id: "powerCalculator.cups", message: "CUPS" })}
            hint={t({
              id: "powerCalculator.cups.hint",
              message: "The supply point code on your invoice: ES followed by 16 digits and 2 letters.",
            })}
            required
            autoComplete="off"
            spellCheck={false}
            error={error("cups")}
            // Shown as it is sent: upper case, no spaces (spec §5 CUPS).
            {...form.field("cups", { transform: normalizeCups })}
          />
          <div className="ov-power__row">
            <NumberField
              label={t({ id: "powerCalculator.area", message: "Area" })}
              unit="m²"
              required
              error={error("area")}
              {...form.field("area")}
            />
            <NumberField
              label={t({ id: "powerCalculator.people", message: "People living in it" })}
              required
              error={error("people")}
              {...form.field("people")}
            />
          </div>
        </fieldset>

        <fieldset className="ov-power__group">
          <legend>{t({ id: "powerCalculator.group.appliances", message: "Appliances you have" })}</legend>
          {error("heater") && (
            <p className="ov-power__group-error" role="alert">
              {error("heater")}
            </p>
          )}
          <ul className="ov-power__appliances">
            {APPLIANCES.map((appliance) => {
              const on = values[appliance.name];
              return (
                <li key={appliance.name} className={on ? "ov-power__appliance ov-power__appliance--on" : "ov-power__appliance"}>
                  <ApplianceIcon name={appliance.name} />
                  <div className="ov-power__appliance-body">
                    <Switch
                      label={i18n._(APPLIANCE_LABELS[appliance.name])}
                      hint={applianceHint(appliance)}
                      checked={on}
                      onCheckedChange={(checked) => setValue(appliance.name, checked)}
                      // The appliance rule's error is the heater's: Calculate focuses it there.
                      ref={appliance.name === "heater" ? form.checkbox("heater").ref : undefined}
                    />
                    {/* Options and quantities show only for an appliance switched on (issue 5). */}
                    {on && appliance.options && (
                      <RadioGroup
                        label={t({ id: "powerCalculator.waterHeater.capacity", message: "Capacity" })}
                        orientation="horizontal"
                        options={WATER_HEATER_OPTIONS.map((option) => ({ value: option.name, label: `${option.name} L` }))}
                        value={values.waterHeaterOption}
                        onValueChange={(option) => setValue("waterHeaterOption", option)}
                      />
                    )}
                    {on && appliance.multiple && (
                      <NumberField
                        label={t({ id: "powerCalculator.pool.volume", message: "Pool volume" })}
                        unit="m³"
                        decimals={2}
                        required
                        error={error("poolVolume")}
                        {...form.field("poolVolume")}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <RadioGroup
          label={t({ id: "powerCalculator.simultaneity", message: "How many appliances do you use at the same time?" })}
          hint={t({
            id: "powerCalculator.simultaneity.hint",
            message: "The share of the occasional appliances' power counted: the fridge, heating and pool always count in full.",
          })}
          orientation="horizontal"
          options={SIMULTANEITY_FACTORS.map((factor) => {
            const percent = formatNumber(factor * 100, locale);
            return {
              value: String(factor),
              label:
                factor === 0.25
                  ? t({ id: "powerCalculator.simultaneity.low", message: `Few (${percent} %)` })
                  : factor === 0.4
                    ? t({ id: "powerCalculator.simultaneity.usual", message: `Usual (${percent} %)` })
                    : t({ id: "powerCalculator.simultaneity.high", message: `Many (${percent} %)` }),
            };
          })}
          value={values.cofSimul}
          onValueChange={(factor) => setValue("cofSimul", factor)}
        />

        <div className="ov-actions">
          <Button
            type="submit"
            disabled={calculateBlocked}
            disabledReason={
              calculateBlocked
                ? sending
                  ? t({ id: "powerCalculator.calculate.sending", message: "Wait until your details are sent" })
                  : t({ id: "powerCalculator.calculate.unchanged", message: "Change your home or appliances to calculate" })
                : undefined
            }
          >
            {t({ id: "powerCalculator.calculate", message: "Calculate my power" })}
          </Button>
        </div>
      </form>

      {shown && (
        <div>
          <Lazy chunk={resultView} fallback={<Spinner />}>
            {(ResultView) => (
              <ResultView
                input={shown.input}
                calculation={shown.calculation}
                onSending={setSending}
                onSent={() => {
                  setSent(true);
                  emit("ov-lead-sent", { source: "power-calculator" });
                }}
              />
            )}
          </Lazy>
        </div>
      )}
    </div>
  );
}
