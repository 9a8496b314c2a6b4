import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, useState } from "react";
import { callAbsent, isApiError } from "../../../src/api/errors";
import { sendPowerCalculatorLead } from "../../../src/api/leads";
import type { PowerCalculation, PowerFormOutput } from "../../../src/domain/power-calculator";
import { LeadContactForm } from "../../../src/forms/lead/lead-contact-form";
import { leadRequestBody, type LeadContactValues } from "../../../src/forms/lead/lead-request";
import { formatNumber, formatPower } from "../../../src/i18n/format";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { APPLIANCE_LABELS } from "../power-calculator.texts";

export interface ResultViewProps {
  input: PowerFormOutput;
  calculation: PowerCalculation;
  /** The lead is being sent (the calculate button waits, spec §4). */
  onSending: (sending: boolean) => void;
  onSent: () => void;
}

/**
 * The optimal power and why (each appliance's power, the factor applied and what it counts), then the
 * lead form (spec §4 "result with lead form"). Its own chunk: loaded when the first result is shown.
 */
export function ResultView({ input, calculation, onSending, onSent }: ResultViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const api = useApi();
  const privacyUrl = useSettings((settings) => settings.links.gdpr) || undefined;
  const contact = useSettings((settings) => [settings.organization.phone_crm, settings.organization.email].filter(Boolean).join(" · "));
  // The power lead's address is not in the retailer's documented calls (an optional server extension,
  // README): a server without it answers as a missing call, and the result then says how to reach the
  // retailer instead of offering a form that can never be sent.
  const [leadOffered, setLeadOffered] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each new figure takes focus, so keyboard and screen reader users land on it. A layout effect, so focus
  // has moved before the figure is painted (React runs a plain effect in a task after the commit, which a
  // paint may come before).
  useLayoutEffect(() => headingRef.current?.focus(), [calculation]);
  const optimal = formatPower(calculation.optimalPower, locale);
  const factorPercent = formatNumber(input.cofSimul * 100, locale);
  const lines = calculation.appliances.filter((line) => line.enabled);
  const columns: DataListColumn<(typeof lines)[number]>[] = [
    {
      id: "appliance",
      role: "title",
      header: t({ id: "powerCalculator.col.appliance", message: "Appliance" }),
      cell: (line) => i18n._(APPLIANCE_LABELS[line.name]),
    },
    {
      id: "power",
      role: "fact",
      align: "end",
      header: t({ id: "powerCalculator.col.power", message: "Power" }),
      cell: (line) => formatPower(line.power, locale),
    },
    {
      id: "factor",
      role: "fact",
      align: "end",
      header: t({ id: "powerCalculator.col.factor", message: "Counted" }),
      cell: (line) => `${formatNumber(line.factor * 100, locale)} %`,
    },
    {
      id: "total",
      role: "primary",
      align: "end",
      header: t({ id: "powerCalculator.col.total", message: "Counts" }),
      cell: (line) => formatPower(line.totalPower, locale),
    },
  ];

  /** spec §7.9 power lead: cups and data {optimalPower, appliances, area, numPersones, cofSimul, cups}; status OK is success (checked by the call). */
  const send = async (values: LeadContactValues, signal: AbortSignal) => {
    const data = {
      optimalPower: calculation.optimalPower,
      appliances: calculation.appliances.map(({ name, enabled, totalPower }) => ({ name, enabled, totalPower })),
      area: input.area,
      numPersones: input.numPersones,
      cofSimul: input.cofSimul,
      cups: input.cups,
    };
    try {
      await sendPowerCalculatorLead(api, leadRequestBody(values, { cups: input.cups, data }), signal);
    } catch (error) {
      if (!isApiError(error) || !callAbsent(error)) throw error;
      setLeadOffered(false);
      return;
    }
    onSent();
  };

  return (
    <section className="ov-power__result" aria-labelledby="ov-power-result">
      <h2 id="ov-power-result" ref={headingRef} tabIndex={-1}>
        {t({ id: "powerCalculator.result.title", message: `We suggest ${optimal}` })}
      </h2>
      <p>
        {t({
          id: "powerCalculator.result.why",
          message: `It is the sum of what each appliance you have counts. The occasional ones count ${factorPercent} % of their power, as they are rarely on all at once; the others count in full.`,
        })}
      </p>
      <DataList
        caption={t({ id: "powerCalculator.breakdown", message: "How the power is worked out" })}
        captionShown
        tableFrom="always"
        columns={columns}
        rows={lines}
        rowKey={(line) => line.name}
        footer={{ header: t({ id: "powerCalculator.total", message: "Suggested power" }), value: optimal }}
      />
      <section className="ov-power__lead" aria-labelledby="ov-power-lead">
        <h3 id="ov-power-lead">{t({ id: "powerCalculator.lead.title", message: "Do you want us to adjust your power? We call you" })}</h3>
        {leadOffered ? (
          <LeadContactForm
            ariaLabel={t({ id: "powerCalculator.lead.formLabel", message: "Contact details" })}
            privacyUrl={privacyUrl}
            onSend={send}
            onSendingChange={onSending}
          />
        ) : (
          <Alert tone="info">
            {t({ id: "powerCalculator.lead.notOffered", message: "We cannot take your details online. Please call or write to us:" })}{" "}
            {contact}
          </Alert>
        )}
      </section>
    </section>
  );
}
