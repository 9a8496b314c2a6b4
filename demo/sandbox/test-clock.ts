/**
 * The sandbox's "now" in tests (issue 15 item 10): the data set is generated from a seed and a "now"
 * (README "same seed + same now = same data"), so a test that leaves `now` to the real clock sees other
 * invoices, consumption and dates each day. Every test runs on this one date instead: the component
 * tests pin it in test/setup.ts, the Chromium tests give it to the sandbox they start, and the sandbox's
 * own tests create theirs with it. A test that needs another day passes `now` itself.
 */

/** The date every test's sandbox takes as "now": a Sunday, mid-month, mid-year, at 00:00 UTC. */
export const TEST_NOW: Date = new Date("2025-06-15T00:00:00.000Z");

/**
 * The environment variable that sets the default "now" of a sandbox in a Node process, as an ISO date:
 * `npm run sandbox` and `npm run demo` read it, and the tests that spawn them set it to {@link TEST_NOW}.
 */
export const SANDBOX_NOW_ENV = "SANDBOX_NOW";

let pinned: Date | null = null;

/**
 * Pins (or, with null, unpins) the "now" of every sandbox created afterwards without its own `now`.
 * @param now the date to pin, or null to go back to the real clock
 * @example pinSandboxNow(TEST_NOW);
 */
export function pinSandboxNow(now: Date | null): void {
  pinned = now === null ? null : new Date(now.getTime());
}

/**
 * The pinned "now": by {@link pinSandboxNow}, else by the {@link SANDBOX_NOW_ENV} environment variable
 * (in Node), else none.
 * @returns a copy of the pinned date, or null when the sandbox follows the real clock
 * @example const now = pinnedSandboxNow() ?? new Date();
 */
export function pinnedSandboxNow(): Date | null {
  if (pinned) return new Date(pinned.getTime());
  // Browsers (Storybook, the demo page) have no `process`: there the sandbox follows the real clock.
  const fromEnv = typeof process === "undefined" ? undefined : process.env?.[SANDBOX_NOW_ENV];
  if (!fromEnv) return null;
  const date = new Date(fromEnv);
  if (Number.isNaN(date.getTime())) throw new Error(`${SANDBOX_NOW_ENV} is not a date: ${fromEnv}`);
  return date;
}
