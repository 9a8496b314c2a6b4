/**
 * Today's day as `YYYY-MM-DD` in Spain's calendar, what the assignments' dates are written in
 * (portal-spec §3 "Active if now is after data_inici and before data_final").
 * @param now - the instant (now by default)
 * @returns the day in Europe/Madrid
 * @example todayIso(new Date("2025-06-14T23:30:00Z")) // "2025-06-15"
 */
export function todayIso(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
