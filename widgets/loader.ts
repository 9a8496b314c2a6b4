import { TAG_LOADERS } from "./registry";
import { version } from "./version";

/**
 * The entry of the CDN script (`ov-widgets.js`) and of the npm package's main export. It stays tiny
 * (budget 5 kB gzip): it defines no element itself, it watches the page and imports a tag's chunk
 * the first time that tag appears; the shared runtime arrives with the first chunk.
 */

export { version };

const RUNTIME_KEY = Symbol.for("ov-widgets.runtime");
const PENDING_KEY = Symbol.for("ov-widgets.pending");

type RuntimeCall = "configure" | "setToken" | "setLanguage";
type Host = typeof globalThis & {
  [RUNTIME_KEY]?: Record<RuntimeCall, (value: never) => void>;
  [PENDING_KEY]?: Array<[RuntimeCall, unknown]>;
  OvWidgets?: OvWidgetsApi;
};

/**
 * Calls the runtime at once when a tag has already created it, else queues the call: the runtime
 * replays the queue when it is created, before any tag makes a request. So `configure()` written
 * before the script's chunks arrive is never lost and costs the loader no runtime bytes.
 */
function toRuntime(method: RuntimeCall, value: unknown): void {
  const host = globalThis as Host;
  const runtime = host[RUNTIME_KEY];
  if (runtime) runtime[method](value as never);
  else (host[PENDING_KEY] ??= []).push([method, value]);
}

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
  const importer = TAG_LOADERS[tag];
  if (!importer) throw new Error(`[ov-widgets] unknown tag <${tag}>`);
  await importer();
}

export interface OvWidgetsApi {
  version: string;
  configure: typeof configure;
  setToken: typeof setToken;
  setLanguage: typeof setLanguage;
  load: typeof load;
}

const requested = new Set<string>();

function upgrade(root: ParentNode): void {
  for (const tag of Object.keys(TAG_LOADERS)) {
    if (requested.has(tag) || !root.querySelector(tag)) continue;
    requested.add(tag);
    TAG_LOADERS[tag]?.().catch((error: unknown) => {
      requested.delete(tag); // a later appearance retries a chunk that failed to download
      console.error(`[ov-widgets] could not load <${tag}>`, error);
    });
  }
}

function start(): void {
  if (typeof document === "undefined" || typeof MutationObserver === "undefined") return; // Node: nothing to watch
  const host = globalThis as Host;
  host.OvWidgets ??= { version, configure, setToken, setLanguage, load };
  upgrade(document);
  new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) upgrade(document);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();
