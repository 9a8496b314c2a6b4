/**
 * Sandbox domain: consumption curves (CCH) of electricity contracts (calls document §7.4).
 *
 * - GET contracts/{id or name}/cch/chart/{type}/?start&end [1, 2]: `{items: [{date, activa,
 *   exportada, reactiva, period}], n_items, type, start, end, unit, provisional}`.
 * - GET contracts/{id or name}/cch/download/{type}/?start&end [1]: the same points as a CSV file.
 *
 * `type` (path values): `monthly`, `daily`, `hourly`, `quarterhourly`. Points are aggregated per
 * time bucket AND per period, so a month or a day has one point per period it touched (the chart
 * stacks energy by period); an hour or a quarter belongs to one period. `date` is the bucket start:
 * `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DD HH:00`, `YYYY-MM-DD HH:mm`. Energies in kWh (reactive in
 * kVArh), 3 decimals.
 *
 * `start` and `end` are `YYYY-MM-DD`, both inclusive. Without them: monthly = the whole year of
 * data, daily = the month of the last data day, hourly and quarterhourly = the last data day.
 * Errors: a malformed or impossible date, or start after end → 400 `cch_invalid_date`; a range with
 * no data (before the supply started, after the data end, a gas or draft contract) → 404
 * `contract_cch_chart_no_data`; an unknown type → 400 `cch_invalid_type`.
 *
 * Data: the quarter-hours of the 365 days ending 3 days before db.now (35,040 points when the
 * supply is older than a year), and back to the first day of the month twelve months before db.now's
 * when that is earlier (the monthly view's 12 whole months), clipped to the supply's start and end. Nothing is stored: each point
 * is derived from (seed, contract id, quarter index), so the curve is deterministic and costs no
 * memory. Times are local civil time without daylight-saving changes (every day has 96 quarters).
 * Periods: 2.0TD by the domestic rule of portal-spec §9 (P1 10-14 and 18-22 on weekdays, P2 8-10,
 * 14-18 and 22-24, P3 0-8, weekends and fixed national holidays); 3.0TD by the peninsular six-period
 * schedule (peak 9-14 and 18-22, flat 8-9, 14-18 and 22-24, by season: Jan, Feb, Jul, Dec P1/P2;
 * Mar, Nov P2/P3; Jun, Aug, Sep P3/P4; Apr, May, Oct P4/P5; P6 at night, weekends and holidays);
 * the Balearic and Canary schedules are not modelled. Solar contracts export at midday.
 */
import { apiError, file, json } from "../http.ts";
import type { Route, RouteContext, Rng, SandboxDb } from "../types.ts";
import { findContract, hasBusinessLoad, hash32, isoDay, ownerOf, type ContractRow } from "./contracts.ts";

export type CchType = "monthly" | "daily" | "hourly" | "quarterhourly";
export const CCH_TYPES: readonly CchType[] = ["monthly", "daily", "hourly", "quarterhourly"];

export interface CchPoint {
  date: string;
  activa: number;
  exportada: number;
  reactiva: number;
  period: string;
}

const DAY_MS = 86_400_000;
const QUARTER_MS = 900_000;

/** Fixed national holidays (MM-DD), valley all day (portal-spec §9). */
const HOLIDAYS = new Set(["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"]);

function isOffDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday === 0 || weekday === 6 || HOLIDAYS.has(isoDay(day).slice(5));
}

/** portal-spec §9 domestic time of use (2.0TD). */
export function period20TD(offDay: boolean, hour: number): string {
  if (offDay || hour < 8) return "P3";
  if ((hour >= 10 && hour < 14) || (hour >= 18 && hour < 22)) return "P1";
  return "P2";
}

/** Peninsular 3.0TD six periods (season by month). */
export function period30TD(offDay: boolean, month: number, hour: number): string {
  if (offDay || hour < 8) return "P6";
  const peak = (hour >= 9 && hour < 14) || (hour >= 18 && hour < 22);
  const season = [0, 1, 6, 11].includes(month) ? 1 : [2, 10].includes(month) ? 2 : [5, 7, 8].includes(month) ? 3 : 4;
  return `P${peak ? season : season + 1}`;
}

/** The first instant after the data (exclusive): midnight after the day 3 days before now. */
export function dataEnd(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - 2 * DAY_MS;
}

/**
 * [from, to) in UTC ms of the contract's data, or null when it has none: a year back from the last day,
 * and at least from the first day of the month twelve months before this one, so that the monthly view's
 * 12 whole months (src/domain/consumption/ranges.ts) are whole here too.
 */
export function dataWindow(db: SandboxDb, row: ContractRow): [number, number] | null {
  if (row.type !== "electricity" || !row.start_date) return null;
  const end = dataEnd(db.now);
  let from = Math.min(end - 365 * DAY_MS, Date.UTC(db.now.getUTCFullYear(), db.now.getUTCMonth() - 12, 1));
  let to = end;
  const start = Date.parse(`${row.start_date}T00:00:00Z`);
  if (start > from) from = start;
  if (row.end_date) to = Math.min(to, Date.parse(`${row.end_date}T00:00:00Z`) + DAY_MS);
  return from < to ? [from, to] : null;
}

const unit = (h: number) => (h >>> 8) / 16_777_216;

interface DayContext {
  offDay: boolean;
  weekday: number;
  month: number;
  season: number;
  clearness: number;
  dayFactor: number;
  dayLength: number;
}

function dayContext(seed: number, row: ContractRow, dayStart: number): DayContext {
  const day = new Date(dayStart);
  const dayIndex = Math.floor(dayStart / DAY_MS);
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  const doy = (dayStart - start) / DAY_MS;
  return {
    offDay: isOffDay(day),
    weekday: day.getUTCDay(),
    month: day.getUTCMonth(),
    // 1 in mid-January, -1 in mid-July.
    season: Math.cos((2 * Math.PI * (doy - 15)) / 365),
    clearness: 0.3 + 0.7 * unit(hash32(seed, row.id, dayIndex, 7)),
    dayFactor: 0.8 + 0.4 * unit(hash32(seed, row.id, dayIndex, 3)),
    dayLength: 12 - 2.6 * Math.cos((2 * Math.PI * (doy + 10)) / 365),
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Consumption (kWh) of one quarter before solar generation. */
function demand(row: ContractRow, ctx: DayContext, hour: number, noise: number): number {
  const scale = (row.contracted_power_period[0]?.power ?? 4.6) / 4.6;
  if (hasBusinessLoad(row)) {
    const working = !ctx.offDay && hour >= 8 && hour < 20;
    const saturday = ctx.weekday === 6 && hour >= 8 && hour < 14;
    const load = 0.06 + (working ? 0.32 : saturday ? 0.14 : 0) + (hour >= 5 && hour < 8 && !ctx.offDay ? 0.2 : 0);
    return load * scale * ctx.dayFactor * (1 + 0.15 * ctx.season) * (0.85 + 0.3 * noise);
  }
  let load = 0.04;
  if (hour >= 7 && hour < 9) load += 0.09;
  if (hour >= 13 && hour < 15) load += ctx.offDay ? 0.14 : 0.08;
  if (hour >= 19 && hour < 23) load += 0.17;
  if (ctx.offDay && hour >= 10 && hour < 13) load += 0.06;
  // Winter heating and summer air conditioning in the afternoon.
  const heating = Math.max(0, ctx.season) * 0.08;
  const cooling = hour >= 14 && hour < 20 ? Math.max(0, -ctx.season) * 0.1 : 0;
  const spike = noise > 0.97 ? 0.35 : 0;
  return (load + heating + cooling + spike) * Math.min(scale, 1.6) * ctx.dayFactor * (0.75 + 0.5 * noise);
}

/** Solar generation (kWh) of one quarter starting at `hour` (fractional). */
function generation(row: ContractRow, ctx: DayContext, hour: number): number {
  if (row.solarKwp <= 0) return 0;
  const noon = 13.5; // solar noon in Spanish civil time (CET) is around 13:30
  const rise = noon - ctx.dayLength / 2;
  const x = (hour + 0.125 - rise) / ctx.dayLength;
  if (x <= 0 || x >= 1) return 0;
  return row.solarKwp * 0.25 * 0.8 * Math.sin(Math.PI * x) ** 1.3 * ctx.clearness;
}

/**
 * Every quarter-hour point of a contract in [from, to) (UTC ms), computed on demand.
 * @param visit called per quarter with the quarter start and its values (kWh)
 */
export function forEachQuarter(
  db: SandboxDb,
  row: ContractRow,
  from: number,
  to: number,
  visit: (t: number, activa: number, exportada: number, reactiva: number, period: string) => void,
): void {
  const six = row.tariff.name === "3.0TD";
  let dayStart = -1;
  let ctx: DayContext | null = null;
  for (let t = from; t < to; t += QUARTER_MS) {
    const currentDay = t - (t % DAY_MS);
    if (currentDay !== dayStart || !ctx) {
      dayStart = currentDay;
      ctx = dayContext(db.seed, row, dayStart);
    }
    const minutes = (t - dayStart) / 60_000;
    const hour = Math.floor(minutes / 60);
    const noise = unit(hash32(db.seed, row.id, t / QUARTER_MS));
    const use = demand(row, ctx, hour, noise);
    const gen = generation(row, ctx, minutes / 60);
    const activa = round3(Math.max(0, use - gen));
    const exportada = round3(Math.max(0, gen - use));
    const reactiva = round3(activa * (hasBusinessLoad(row) ? 0.32 : 0.18 + 0.12 * noise));
    const period = six ? period30TD(ctx.offDay, ctx.month, hour) : period20TD(ctx.offDay, hour);
    visit(t, activa, exportada, reactiva, period);
  }
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function bucketOf(type: CchType, t: number): string {
  const d = new Date(t);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  switch (type) {
    case "monthly":
      return day.slice(0, 7);
    case "daily":
      return day;
    case "hourly":
      return `${day} ${pad(d.getUTCHours())}:00`;
    case "quarterhourly":
      return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  }
}

/** Aggregates the quarters of [from, to) into points per bucket and period. */
export function cchPoints(db: SandboxDb, row: ContractRow, type: CchType, from: number, to: number): CchPoint[] {
  const points: CchPoint[] = [];
  if (type === "quarterhourly") {
    forEachQuarter(db, row, from, to, (t, activa, exportada, reactiva, period) => {
      points.push({ date: bucketOf(type, t), activa, exportada, reactiva, period });
    });
    return points;
  }
  const index = new Map<string, CchPoint>();
  forEachQuarter(db, row, from, to, (t, activa, exportada, reactiva, period) => {
    const date = bucketOf(type, t);
    const key = `${date}|${period}`;
    let point = index.get(key);
    if (!point) {
      point = { date, activa: 0, exportada: 0, reactiva: 0, period };
      index.set(key, point);
      points.push(point);
    }
    point.activa += activa;
    point.exportada += exportada;
    point.reactiva += reactiva;
  });
  for (const point of points) {
    point.activa = round3(point.activa);
    point.exportada = round3(point.exportada);
    point.reactiva = round3(point.reactiva);
  }
  return points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.period.localeCompare(b.period)));
}

/** Strict `YYYY-MM-DD` (a real calendar day) to UTC ms, or null. */
export function parseDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const t = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(new Date(t)) === value ? t : null;
}

interface Range {
  row: ContractRow;
  type: CchType;
  from: number;
  to: number;
  start: string;
  end: string;
}

function resolveRange(ctx: RouteContext): Range | Response {
  if (!ctx.user) return apiError(401, "token_invalid");
  const row = findContract(ctx.db, ownerOf(ctx.user), ctx.params.id);
  if (!row) return apiError(404, "contract_not_found");
  const type = ctx.params.type as CchType;
  if (!CCH_TYPES.includes(type)) return apiError(400, "cch_invalid_type");
  const startRaw = ctx.query.get("start");
  const endRaw = ctx.query.get("end");
  const lastDay = dataEnd(ctx.db.now) - DAY_MS;
  let start: number | null;
  let end: number | null;
  if (startRaw || endRaw) {
    start = startRaw ? parseDay(startRaw) : null;
    end = endRaw ? parseDay(endRaw) : null;
    if (start === null || end === null || start > end) return apiError(400, "cch_invalid_date");
  } else {
    end = lastDay;
    const last = new Date(lastDay);
    start =
      type === "monthly"
        ? lastDay - 364 * DAY_MS
        : type === "daily"
          ? Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1)
          : lastDay;
  }
  const window = dataWindow(ctx.db, row);
  const from = Math.max(start, window?.[0] ?? 0);
  const to = Math.min(end + DAY_MS, window?.[1] ?? 0);
  if (!window || from >= to) return apiError(404, "contract_cch_chart_no_data");
  return { row, type, from, to, start: isoDay(new Date(start)), end: isoDay(new Date(end)) };
}

function chart(ctx: RouteContext): Response {
  const range = resolveRange(ctx);
  if (range instanceof Response) return range;
  const items = cchPoints(ctx.db, range.row, range.type, range.from, range.to);
  // calls §7.4: consumption points in the list wrapper (calls §3), no echo of the range, unit or a
  // provisional mark (the screen says data is provisional from settings.contracts.enableInfoCCH).
  return json({ items, n_items: items.length });
}

function download(ctx: RouteContext): Response {
  const range = resolveRange(ctx);
  if (range instanceof Response) return range;
  const lines = ["data;activa_kWh;exportada_kWh;reactiva_kVArh;periode"];
  for (const p of cchPoints(ctx.db, range.row, range.type, range.from, range.to)) {
    lines.push(`${p.date};${p.activa};${p.exportada};${p.reactiva};${p.period}`);
  }
  const name = `consum_${range.row.name}_${range.type}_${range.start}_${range.end}.csv`;
  return file(`${lines.join("\n")}\n`, name, "text/csv; charset=utf-8");
}

export const routes: Route[] = [
  { method: "GET", path: "contracts/:id/cch/chart/:type/", versions: [1, 2], auth: "required", handler: chart },
  { method: "GET", path: "contracts/:id/cch/download/:type/", versions: [1], auth: "required", handler: download },
];

/** Nothing to store: the curves are derived on request. */
export function seed(_db: SandboxDb, _rng: Rng): void {}
