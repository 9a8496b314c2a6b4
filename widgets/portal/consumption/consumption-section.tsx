import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import {
  CCH_INVALID_DATE,
  CCH_NO_DATA,
  consumptionKeys,
  downloadConsumption,
  getConsumptionChart,
  type ConsumptionRange,
  type ConsumptionType,
} from "../../../src/api/consumption";
import { isApiError } from "../../../src/api/errors";
import type { TimeOfUsePeriod } from "../../../src/domain/tariffs/time-of-use";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { fieldErrorText } from "../../../src/forms/validation-messages";
import { formatDate, formatDateTime, formatEnergy, formatMonth, formatNumber, UNIT_SPACE } from "../../../src/i18n/format";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { OvChart, type BarSeries } from "../../../src/ui/chart/chart";
import { DateField } from "../../../src/ui/date-field";
import { RadioGroup } from "../../../src/ui/radio-group";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import { Tabs } from "../../../src/ui/tabs";
import type { PortalSlots } from "../shell/slots";
import { BUCKET_MS, CHART_HEIGHT, CONSUMPTION_VIEWS, DATA_LAG_DAYS, FINE_DECIMALS, PERIOD_COLOURS } from "./consumption.constants";
import { isCalendarDay, MEASURES, periodBars, periodCurve, scheduleOf, shiftRange, totalsByPeriod, type Measure } from "./consumption-data";
import { ConsumptionTable } from "./consumption-table";
import { PeriodLegend } from "./period-legend";
import { saveFile } from "../../../src/ui/save-file";
import { consumptionViewRange } from "../../../src/domain/consumption/ranges";

type SectionProps = PortalSlots["contractDetail"];

/**
 * The consumption section of an electricity or gas contract's detail (portal-spec §2 "Contract detail":
 * consumption charts; issue 17 items 1 and 2), lent to the contracts area through the `contractDetail`
 * slot: monthly, daily, hourly and quarter-hourly views, each over a date range, as a chart coloured by
 * time-of-use period or as a table, with the download of the same data.
 */
export function ConsumptionSection({ contract, contractType }: SectionProps) {
  const { t } = useLingui();
  const showInfo = useSettings((settings) => settings.contracts.enableInfoCCH);
  const [view, setView] = useState<ConsumptionType>("monthly");
  const labels: Record<ConsumptionType, string> = {
    monthly: t({ id: "portal.consumption.view.monthly", message: "Monthly" }),
    daily: t({ id: "portal.consumption.view.daily", message: "Daily" }),
    hourly: t({ id: "portal.consumption.view.hourly", message: "Hourly" }),
    quarterhourly: t({ id: "portal.consumption.view.quarterhourly", message: "Quarter-hourly" }),
  };
  const lag = DATA_LAG_DAYS;
  return (
    <div className="ov-consumption">
      <h3 className="ov-consumption__title">{t({ id: "portal.consumption.title", message: "Consumption" })}</h3>
      {/* spec §2 / §9: "provisional with about a 3-day delay until invoiced"; settings.contracts.enableInfoCCH shows it. */}
      {showInfo && (
        <Alert tone="info">
          <Trans id="portal.consumption.provisional">
            Consumption data arrives about {lag} days late and is provisional until it is invoiced.
          </Trans>
        </Alert>
      )}
      <Tabs
        label={t({ id: "portal.consumption.views", message: "Consumption views" })}
        value={view}
        onValueChange={(next) => setView(next as ConsumptionType)}
        // Manual: arrowing over the tabs does not ask the server for each view on the way.
        activation="manual"
        items={CONSUMPTION_VIEWS.map((id) => ({
          id,
          label: labels[id],
          content: <ConsumptionView key={id} contract={contract} contractType={contractType} view={id} viewLabel={labels[id]} />,
        }))}
      />
    </div>
  );
}

/** The date form's values: two `YYYY-MM-DD` days (native date inputs). */
interface RangeValues {
  start: string;
  end: string;
}

const INVALID_DAY = "portal.consumption.invalidDay";
const day = v.pipe(v.string(), v.minLength(1, "validation.required"), v.check(isCalendarDay, INVALID_DAY));
// spec §5 "Dates valid for consumption curves": both days required and real; the order is the
// server's to judge (cch_invalid_date), said at the fields like these.
const RangeSchema = v.object({ start: day, end: day });

/** One view: its range form, measure, chart or table, legend and download. */
function ConsumptionView({ contract, contractType, view, viewLabel }: SectionProps & { view: ConsumptionType; viewLabel: string }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  // null: the view's own range (spec §2: monthly the last 12 months, daily the current month), sent with
  // its first load; hourly and quarter-hourly name none: the server gives its last day with data.
  const [range, setRange] = useState<ConsumptionRange | null>(null);
  const [ownRange] = useState(() => consumptionViewRange(view, new Date()));
  const [measure, setMeasure] = useState<Measure>("active");
  const [asTable, setAsTable] = useState(false);
  const [download, setDownload] = useState<{ status: "idle" | "running" } | { status: "failed"; error: unknown }>({ status: "idle" });
  const asked = range ?? ownRange;
  const query = useQuery(consumptionKeys.chart(contract.id, view, asked ?? {}), (signal) =>
    getConsumptionChart(api, contract.id, view, asked ?? {}, signal),
  );
  const chart = query.data;

  const { register, handleSubmit, formState, reset, getValues } = useForm<RangeValues>({
    defaultValues: { start: "", end: "" },
    resolver: valibotFormResolver(RangeSchema),
  });
  // The answered range fills the fields (the view's own range on the first answer), but not a field the
  // customer has typed into meanwhile: an answer arriving while they type must not take their dates away
  // (a Chromium test typing right after a tab change lost its range to the tab's late answer).
  useEffect(() => {
    if (chart?.start && chart.end) reset({ start: chart.start, end: chart.end }, { keepDirtyValues: true });
  }, [chart?.start, chart?.end, reset]);

  const fieldError = (error: { message?: string; type?: unknown } | undefined) =>
    error?.message === INVALID_DAY
      ? t({ id: "portal.consumption.invalidDay", message: "Enter a valid date." })
      : fieldErrorText(i18n, error);
  const serverMessage = isApiError(query.error) ? query.error.serverMessage : null;
  const invalidRange = query.status === "error" && serverMessage === CCH_INVALID_DATE;
  const invalidText = t({
    id: "portal.consumption.cchInvalidDate",
    message: "The dates are not valid: the start must be a real day on or before the end.",
  });

  // spec §9 "energy shown with 0 decimals": totals, months and days. An hour's or a quarter's energy is
  // tenths of a kWh, which would all read "0 kWh": the fine views keep the wire's 3 decimals (calls §7.4).
  const fine = view === "hourly" || view === "quarterhourly";
  // What the chart is given (formatters, labels, series) is memoised, as OvChart asks: a render that changes
  // none of it (the fields filled by the answer, a download, the form's state) then leaves the drawing alone
  // instead of building its config again from every point and updating Chart.js.
  const formatEnergyValue = useCallback(
    (kwh: number) => (fine ? `${formatNumber(kwh, locale, FINE_DECIMALS, 0)}${UNIT_SPACE}kWh` : formatEnergy(kwh, locale)),
    [fine, locale],
  );
  const formatReactive = useCallback(
    (kvarh: number) => `${formatNumber(kvarh, locale, fine ? FINE_DECIMALS : 0, 0)}${UNIT_SPACE}kVArh`,
    [fine, locale],
  );
  const formatTotal = (value: number) =>
    measure === "reactive" ? `${formatNumber(value, locale, 0)}${UNIT_SPACE}kVArh` : formatEnergy(value, locale);
  const formatValue = measure === "reactive" ? formatReactive : formatEnergyValue;
  const formatPointDate = useCallback(
    (date: string) =>
      view === "monthly"
        ? formatMonth(`${date.slice(0, 7)}-01`, locale)
        : view === "daily"
          ? formatDate(date, locale)
          : formatDateTime(date, locale),
    [view, locale],
  );
  const formatX = useCallback((x: number) => formatDateTime(new Date(x).toISOString().slice(0, 16).replace("T", " "), locale), [locale]);
  const measureLabels = useMemo<Record<Measure, string>>(
    () => ({
      active: t({ id: "portal.consumption.measure.active", message: "Active energy" }),
      exported: t({ id: "portal.consumption.measure.exported", message: "Exported energy" }),
      reactive: t({ id: "portal.consumption.measure.reactive", message: "Reactive energy" }),
    }),
    [t],
  );

  const schedule = contractType === "electricity" ? scheduleOf(contract.tariff, contract.isPeninsula) : null;
  const points = chart?.points;
  const bars = useMemo(
    () => (points && (view === "monthly" || view === "daily") ? periodBars(points, measure) : null),
    [points, view, measure],
  );
  const curve = useMemo(
    () => (points && (view === "hourly" || view === "quarterhourly") ? periodCurve(points, measure, BUCKET_MS[view]) : null),
    [points, view, measure],
  );
  const measureName = measureLabels[measure];
  const barLabels = useMemo(() => bars?.dates.map(formatPointDate) ?? [], [bars, formatPointDate]);
  const barSeries = useMemo<BarSeries[]>(
    () =>
      bars?.series.map(({ period, values }) => ({
        label: period ?? measureName,
        values,
        colour: period ? PERIOD_COLOURS[period] : "primary",
      })) ?? [],
    [bars, measureName],
  );
  const lineSeries = useMemo(() => [{ label: measureName, points: curve?.line ?? [] }], [curve, measureName]);
  const totals = useMemo(() => (points ? totalsByPeriod(points) : []), [points]);
  const totalText: Partial<Record<TimeOfUsePeriod, string>> = {};
  for (const total of totals) if (total.period) totalText[total.period] = formatTotal(total[measure]);
  const overall = formatTotal(totals.reduce((sum, total) => sum + total[measure], 0));

  const onShow = handleSubmit((values) => setRange({ start: values.start, end: values.end }));
  const move = (direction: -1 | 1) => {
    const current = getValues();
    const moved = shiftRange({ start: current.start, end: current.end }, direction);
    if (moved.start && moved.end) {
      reset({ start: moved.start, end: moved.end });
      setRange(moved);
    }
  };
  const onDownload = async () => {
    setDownload({ status: "running" });
    try {
      const answer = await downloadConsumption(
        api,
        contract.id,
        view,
        range ?? { start: chart?.start ?? undefined, end: chart?.end ?? undefined },
      );
      saveFile(answer, `consumption-${contract.name}-${view}.csv`, box.current);
      setDownload({ status: "idle" });
    } catch (error) {
      setDownload({ status: "failed", error });
    }
  };

  const startText = chart?.start ? formatDate(chart.start, locale) : "";
  const endText = chart?.end ? formatDate(chart.end, locale) : "";
  const summary = t({
    id: "portal.consumption.chart.label",
    message: `${measureName}, ${viewLabel}, ${startText} to ${endText}: ${overall} in total.`,
  });

  let body;
  if (query.status === "error" && serverMessage === CCH_NO_DATA) {
    body = (
      <Alert tone="info">
        <Trans id="portal.consumption.noData">There is no consumption data for these dates.</Trans>
      </Alert>
    );
  } else if (invalidRange) {
    body = null; // said at the date fields
  } else if (query.status === "error") {
    body = (
      <RetryFailure
        focus="idle"
        title={t({ id: "portal.consumption.failed", message: "The consumption could not be loaded." })}
        error={query.error}
        retry={{ label: t({ id: "portal.consumption.retry", message: "Try again" }), onClick: query.retry }}
      />
    );
  } else if (!chart || !points) {
    body = <Spinner label={t({ id: "portal.consumption.loading", message: "Loading the consumption…" })} />;
  } else if (asTable) {
    body = (
      <ConsumptionTable
        points={points}
        view={view}
        formatDate={formatPointDate}
        formatEnergy={formatEnergyValue}
        formatReactive={formatReactive}
      />
    );
  } else {
    const alternative = t({ id: "portal.consumption.chart.alternative", message: "Every value is in the table view." });
    body = bars ? (
      <OvChart
        kind="bar"
        stacked
        height={CHART_HEIGHT}
        label={summary}
        alternative={alternative}
        labels={barLabels}
        series={barSeries}
        formatValue={formatValue}
      />
    ) : (
      <OvChart
        kind="line"
        height={CHART_HEIGHT}
        label={summary}
        alternative={alternative}
        series={lineSeries}
        bands={curve?.bands}
        legend={false}
        formatValue={formatValue}
        formatX={formatX}
      />
    );
  }

  return (
    <div ref={box} className="ov-consumption__view" aria-busy={query.status === "loading"}>
      <form className="ov-consumption__range" onSubmit={onShow} noValidate>
        <DateField
          label={t({ id: "portal.consumption.start", message: "From" })}
          required
          error={fieldError(formState.errors.start) ?? (invalidRange ? invalidText : undefined)}
          {...register("start")}
        />
        <DateField
          label={t({ id: "portal.consumption.end", message: "To" })}
          required
          error={fieldError(formState.errors.end) ?? (invalidRange ? invalidText : undefined)}
          {...register("end")}
        />
        <div className="ov-consumption__range-actions">
          <Button type="submit" variant="primary">
            {t({ id: "portal.consumption.show", message: "Show" })}
          </Button>
          <Button variant="secondary" onClick={() => move(-1)}>
            {t({ id: "portal.consumption.earlier", message: "Earlier" })}
          </Button>
          <Button variant="secondary" onClick={() => move(1)}>
            {t({ id: "portal.consumption.later", message: "Later" })}
          </Button>
        </div>
      </form>
      <div className="ov-consumption__options">
        <RadioGroup
          label={t({ id: "portal.consumption.measure", message: "Energy" })}
          orientation="horizontal"
          value={measure}
          onValueChange={(next) => setMeasure(next as Measure)}
          options={MEASURES.map((value) => ({ value, label: measureLabels[value] }))}
        />
        <div className="ov-consumption__actions">
          <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((current) => !current)}>
            {t({ id: "portal.consumption.asTable", message: "Show as a table" })}
          </Button>
          <Button variant="secondary" loading={download.status === "running"} disabled={!chart} onClick={() => void onDownload()}>
            {t({ id: "portal.consumption.download", message: "Download the data" })}
          </Button>
        </div>
      </div>
      {download.status === "failed" && (
        <RetryFailure
          title={t({ id: "portal.consumption.downloadFailed", message: "The data could not be downloaded." })}
          error={download.error}
          retry={{ label: t({ id: "portal.consumption.retry", message: "Try again" }), onClick: () => void onDownload() }}
        />
      )}
      {body}
      {schedule && points && !asTable && <PeriodLegend tariff={schedule.tariff} zone={schedule.zone} totals={totalText} />}
    </div>
  );
}
