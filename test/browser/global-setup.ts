import { buildFixture, FIXTURE_DIR, FIXTURE_ENTRIES, PROBE_DIR, PROBE_ENTRIES } from "./build-fixture";

/**
 * Builds the browser suites' fixture entries once, before any suite runs (vitest globalSetup): the
 * suites serve {@link FIXTURE_DIR} (and the element contract {@link PROBE_DIR}) instead of each building
 * its own copy of the portal.
 */
export default async function setup(): Promise<void> {
  const built = [await buildFixture("browser", FIXTURE_ENTRIES), await buildFixture("probe", PROBE_ENTRIES)];
  if (built[0] !== FIXTURE_DIR || built[1] !== PROBE_DIR)
    throw new Error(`the fixtures went to ${built.join(", ")}, not where the suites read them`);
}
