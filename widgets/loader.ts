import type { PendingCall } from "../src/load-protocol/globals";
import { toRuntime } from "./loader/page";
import { watch } from "./loader/watch";
import { importTag } from "./loader/wave";
import { version } from "./version";

/**
 * The entry of the CDN script (`ov-widgets.js`) and of the npm package's main export. It stays tiny
 * (budget 5 kB gzip): it defines no element itself, it watches the page and imports a tag's chunk
 * the first time that tag appears; the shared runtime arrives with the first chunk.
 *
 * Issue 20 "a flat load graph": in the CDN build the loader carries a table of each tag's first-screen
 * files (written by scripts/build.mjs), and requests them all in one parallel wave with the tag's
 * chunk: the runtime, the chunks the tag imports, the parts its first screen loads on demand, and the
 * texts its first screen shows in the language already known (one file: core's and the tag's areas').
 * No chunk then waits for its parent to be parsed.
 *
 * Its jobs live in `widgets/loader/`, one file each: the table (`table.ts`), what it reads of the page
 * (`page.ts`: queued calls, cookie, language, session), the wave (`wave.ts`), the early API calls
 * (`early-calls.ts`), the portal's opened area (`portal.ts`), the drawn first screens (`screens.ts`)
 * and the watch of the page (`watch.ts`). What they share with the runtime and the build (the page-wide
 * slots, the languages, the route matcher, the table's type) is imported from `src/load-protocol/`.
 */

export { version };
// What `import "ov-widgets"` alone gives a TypeScript page (issue 37 item 5): the events' detail types
// (and each event in the DOM's element, document and window event maps), and every tag in
// `HTMLElementTagNameMap` (declared by each tag's entry, imported here for its types only).
export type { OvEventMap, OvEventName } from "../src/events/catalogue";
export type { OvComparatorElement } from "./comparator/index";
export type { OvContextElement } from "./context/index";
export type { OvContractingElement } from "./contracting/index";
export type { OvNewsletterElement } from "./newsletter/index";
export type { OvPortalElement } from "./portal/index";
export type { OvPowerCalculatorElement } from "./power-calculator/index";
export type { OvPriceAlertsElement } from "./price-alerts/index";

/** Options of `configure()`: see README "Configure". */
export interface ConfigureOptions {
  apiBase?: string;
  lang?: string;
  languages?: string[] | string;
  theme?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  reportError?: (error: unknown, context?: Record<string, unknown>) => void;
  persistToken?: boolean;
  /** The contracting wizard refuses a lead online when its scoring is below this (README "Configure"). */
  minScoring?: number | null;
}

/**
 * Page-wide defaults, below `<ov-context>` and tag attributes.
 * @example configure({ apiBase: "https://ov.example.es", lang: "es" })
 */
export function configure(options: ConfigureOptions): void {
  toRuntime("configure", options);
}

/** Signs every tag on the page in with a token (null signs out). @example setToken(jwt) */
export function setToken(token: string | null): void {
  toRuntime("setToken", token);
}

/** Changes the language of every tag on the page and remembers it in the `lang` cookie. @example setLanguage("gl") */
export function setLanguage(lang: string): void {
  toRuntime("setLanguage", lang);
}

/**
 * Imports the chunk of one tag now (otherwise it loads when the tag first appears in the page).
 * @returns resolves when the tag is defined
 */
export async function load(tag: string): Promise<void> {
  const loading = importTag(tag, null);
  if (!loading) throw new Error(`[ov-widgets] unknown tag <${tag}>`);
  await loading;
}

export interface OvWidgetsApi {
  version: string;
  configure: typeof configure;
  setToken: typeof setToken;
  setLanguage: typeof setLanguage;
  load: typeof load;
}

function start(): void {
  if (typeof document === "undefined" || typeof MutationObserver === "undefined") return; // Node: nothing to watch
  const host = globalThis as typeof globalThis & { OvWidgets?: OvWidgetsApi };
  // Issue 37 item 3: README's classic snippet, run before this module, leaves a stand-in whose calls
  // wait in `q`; they go first, in order, before any tag is looked for. A loader already there (a
  // second copy on the page) has a version and stays.
  const early = host.OvWidgets as (Partial<OvWidgetsApi> & { q?: PendingCall[] }) | undefined;
  if (!early?.version) {
    for (const [method, value] of early?.q ?? []) toRuntime(method, value);
    host.OvWidgets = { version, configure, setToken, setLanguage, load };
  }
  watch();
}

start();
