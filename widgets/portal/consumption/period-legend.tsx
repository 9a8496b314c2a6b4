import { useLingui } from "@lingui/react/macro";
import {
  periodCoverage,
  type AccessTariff,
  type HourBand,
  type TariffZone,
  type TimeOfUsePeriod,
} from "../../../src/domain/tariffs/time-of-use";
import { intlLocales } from "../../../src/i18n/locales";
import { useLocale } from "../../../src/runtime/widget-context";
import { PERIOD_COLOURS } from "./consumption.constants";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const bandsText = (hours: readonly HourBand[]) => hours.map(({ from, to }) => `${hourText(from)}–${hourText(to)}`).join(", ");

/**
 * The legend of the time-of-use colours (issue 17 item 2: "a legend that says which hours each period
 * covers"), its hours read from the same tables as `timeOfUsePeriod` (CNMC Circular 3/2020), with each
 * period's total of the range when given.
 */
export function PeriodLegend({
  tariff,
  zone,
  totals,
}: {
  tariff: AccessTariff;
  zone: TariffZone;
  /** The formatted total of each period over the range. */
  totals: Partial<Record<TimeOfUsePeriod, string>>;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const monthName = new Intl.DateTimeFormat(intlLocales(locale), { month: "short", timeZone: "UTC" });
  const monthsText = (months: readonly number[]) => months.map((month) => monthName.format(Date.UTC(2025, month - 1, 1))).join(", ");
  return (
    <div className="ov-consumption__legend">
      <h4 className="ov-consumption__legend-title">{t({ id: "portal.consumption.legend.title", message: "Time-of-use periods" })}</h4>
      <ul>
        {periodCoverage(tariff, zone).map(({ period, weekdays, offDays }) => {
          const parts = weekdays.map(({ months, hours }) => {
            const bands = bandsText(hours);
            if (months.length === 12) return t({ id: "portal.consumption.legend.weekdays", message: `Monday to Friday ${bands}` });
            const monthList = monthsText(months);
            return t({ id: "portal.consumption.legend.weekdaysIn", message: `${monthList}: Monday to Friday ${bands}` });
          });
          if (offDays) parts.push(t({ id: "portal.consumption.legend.offDays", message: "weekends and national holidays all day" }));
          const total = totals[period];
          return (
            <li key={period}>
              <span className={`ov-consumption__swatch ov-consumption__swatch--${PERIOD_COLOURS[period]}`} aria-hidden="true" />
              <strong>{period}</strong> {parts.join("; ")}
              {total !== undefined && <span className="ov-consumption__legend-total">{total}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
