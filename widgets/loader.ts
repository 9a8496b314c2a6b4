import { TAG_LOADERS } from "./registry";
import { SCREEN_ADDRESS, SCREEN_PAGE } from "./screen-markers";
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

const RUNTIME_KEY = Symbol.for("ov-widgets.runtime");
const PENDING_KEY = Symbol.for("ov-widgets.pending");
/**
 * The texts the loader has requested, by `<locale>/<area>`: the messages, or undefined if the file
 * holds none of them; it fails if the file did. src/i18n/catalogs.ts reads it (same key).
 */
const TEXTS_KEY = Symbol.for("ov-widgets.texts");

type RuntimeCall = "configure" | "setToken" | "setLanguage";
type Host = typeof globalThis & {
  [RUNTIME_KEY]?: Record<RuntimeCall, (value: never) => void>;
  [PENDING_KEY]?: Array<[RuntimeCall, unknown]>;
  [TEXTS_KEY]?: Map<string, Promise<unknown>>;
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
 * One tag's first screen in the CDN build, as indexes into {@link FirstScreenTable.f}: its own chunk,
 * what its first screen needs besides (the runtime first, the chunks it imports, its on-demand first parts),
 * its catalog areas besides `core`, and the files and areas its first screen adds for a visitor with a
 * stored session (the portal's Log out, the price alerts' table).
 */
type FirstScreen = [entry: number, files: number[], areas: string[], signedInFiles?: number[], signedInAreas?: string[]];

/** The table scripts/build.mjs writes at the top of the CDN loader. */
interface FirstScreenTable {
  /** The hash in every catalog chunk's name (`chunks/<area>-<locale>-<h>.js`). */
  h: string;
  /** The hash in every texts file's name (`chunks/<tag>-texts-<locale>-<x>.js`), of all their contents. */
  x: string;
  /** File names relative to `chunks/`, without `.js`. */
  f: string[];
  t: Record<string, FirstScreen>;
  /**
   * The public lists a tag's first screen shows, started with the wave: each a path under `/api/`, or
   * the attribute that chooses it, the path otherwise, and the path for some values of the attribute.
   */
  c?: Record<string, Array<string | [attribute: string, otherwise: string, byValue: Record<string, string>]>>;
  /**
   * The portal's areas by route (scripts/build.mjs `portalRoutesTable`): each area's files, its catalog
   * area (empty when it has none) and its routes' paths (`|` between a route's paths, `:name` for a
   * segment), each with the visitors it is for: 1 with a stored session, 2 without, none for both.
   */
  p?: Array<[files: number[], catalog: string, routes: Array<[paths: string, visitors?: 1 | 2]>]>;
  /**
   * The tags whose first screen the build photographed (scripts/first-screens.mjs), each with the
   * attributes of each variant photographed: the file of variant `i` in a locale is
   * `chunks/<tag>-screen-<i>-<locale>-<y>.js`.
   */
  s?: Record<string, Array<Record<string, string>>>;
  /** The hash in every first screen's file name, of all their contents. */
  y?: string;
}

declare const __ovFirstScreen: FirstScreenTable | undefined;
/** Absent in the npm build (partners' bundlers split it) and under tests: the registry's imports serve. */
const TABLE: FirstScreenTable | undefined = typeof __ovFirstScreen === "object" ? __ovFirstScreen : undefined;
const LOCALES = ["ca", "es", "en", "gl", "fr", "de"];

// Through a variable: Vite rewrites `new URL(<template>, import.meta.url)` into a glob of assets.
const LOADER_URL = import.meta.url;
// Only with the table (the CDN build): in the npm build the loader's URL may be one no path resolves on.
const CHUNKS_URL = TABLE ? new URL("chunks/", LOADER_URL).href : "";
const chunkUrl = (file: string): string => `${CHUNKS_URL}${file}.js`;

const preloaded = new Set<string>();
/** Starts a module's download now (parsed, not run): the import that needs it later finds it. */
function preload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  (document.head ?? document.documentElement).append(link);
}

let cookieRead: string | null = null;
/** `document.cookie`, read once per run of the loader: each read is a call into the browser (2 to 3 ms at 4x CPU in a profile). */
function pageCookie(): string {
  if (cookieRead === null) {
    cookieRead = document.cookie;
    queueMicrotask(() => (cookieRead = null));
  }
  return cookieRead;
}

/**
 * The language a tag will show when it is known before the runtime runs (docs/architecture.md "i18n" order): its
 * `lang` attribute, `<ov-context lang>`, `setLanguage()`/`configure({ lang })` queued so far, the
 * `lang` cookie. Null when only the settings will tell (their default language).
 */
function knownLocale(element: Element | null): string | null {
  let queued: unknown = null;
  for (const [method, value] of (globalThis as Host)[PENDING_KEY] ?? []) {
    if (method === "setLanguage") queued = value;
    else if (method === "configure" && typeof value === "object" && value && "lang" in value) queued = (value as { lang?: unknown }).lang;
  }
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(pageCookie())?.[1];
  for (const candidate of [element?.getAttribute("lang"), document.querySelector("ov-context")?.getAttribute("lang"), queued, cookie]) {
    // src/i18n/locales.ts reduceLocale: "es-ES", " ES " and "es_ES" are Spanish.
    const locale = typeof candidate === "string" ? candidate.trim().slice(0, 2).toLowerCase() : "";
    if (LOCALES.includes(locale)) return locale;
  }
  return null;
}

/** A session stored by a previous visit (the token cookie of src/runtime/session.ts) or a queued `setToken`. */
function storedSession(): boolean {
  // An emptied cookie is no session (src/runtime/cookies.ts readCookie).
  return (
    /(?:^|;\s*)ov_token=[^;]/.test(pageCookie()) || ((globalThis as Host)[PENDING_KEY] ?? []).some(([method]) => method === "setToken")
  );
}

const EARLY_KEY = Symbol.for("ov-widgets.early");
/** How long an early answer waits for the first screen's call (a slow phone runs the runtime in seconds). */
const EARLY_CALLS_KEPT_MS = 60_000;

/**
 * spec §7.3: every page's first calls, the public settings and the feature flags, started with the
 * first wave instead of after the runtime has run (issue 20), and the public lists a tag's first screen
 * shows (the comparator's and the wizard's companies of origin, the wizard's street types:
 * FIRST_SCREEN_EXTRAS of scripts/build.mjs). The runtime takes these answers when it makes the same calls
 * (src/runtime/early-calls.ts: same address, no custom `fetch`); an answer it does not ask for is never
 * read. Not on a page whose calls carry a token (a queued `setToken`, the stored session cookie) or go
 * through the host's own `fetch`: those the runtime makes itself.
 * @param tagPaths - the tag's own calls, relative to `/api/` (e.g. `v1/leads/comers`)
 * @param tagLang - the language of the tag's calls
 */
function startEarlyCalls(tagPaths: string[], tagLang: string): void {
  const host = globalThis as Host & { [EARLY_KEY]?: Map<string, Promise<Response>> };
  if (host[RUNTIME_KEY] || storedSession()) return;
  let apiBase: unknown = null;
  for (const [method, value] of host[PENDING_KEY] ?? []) {
    if (method === "configure" && (value as ConfigureOptions).fetch) return;
    if (method === "configure") apiBase = (value as ConfigureOptions).apiBase ?? apiBase;
  }
  // The page-wide base (src/runtime/config.ts): <ov-context api-base> > configure(). Only a base the
  // page names: with none yet (a configure() written later), no call leaves for a guessed address.
  const named = document.querySelector("ov-context")?.getAttribute("api-base") ?? apiBase;
  if (typeof named !== "string" || !named) return;
  const base = named.replace(/\/+$/, "");
  const calls = host[EARLY_KEY] ?? new Map<string, Promise<Response>>();
  const start = (path: string, lang: string) => {
    // The address buildUrl (src/api/client.ts) makes for the same call.
    const url = `${base}/api/${path}?lang=${lang}`;
    if (calls.has(url)) return;
    const call = fetch(url, { headers: { Accept: "application/json" }, credentials: "omit" });
    calls.set(url, call);
    // For the first screens only: a failed answer, or one no first screen took in time, is forgotten,
    // so that a later call (a later step's list, a retry) asks again rather than get this one. The
    // runtime's own call reports failures; an unread early one stays silent.
    const forget = () => calls.get(url) === call && calls.delete(url);
    call.then((response) => response.ok || forget(), forget);
    setTimeout(forget, EARLY_CALLS_KEPT_MS);
  };
  // Once per page: getPublicSettings and getFeatureFlags (src/api/settings.ts).
  if (!host[EARLY_KEY]) for (const path of ["v2/ov_customize/ov_settings", "v1/feature_flags/"]) start(path, knownLocale(null) ?? "ca");
  for (const path of tagPaths) start(path, tagLang);
  host[EARLY_KEY] = calls;
}

/**
 * The portal's path in the page's address (widgets/portal/shell/location.ts): `routing` history, under
 * `base-path`, or hash, as src/domain/portal/routes.ts `normalisePath` writes it (no query or fragment, a
 * leading slash, no trailing one); null with memory routing, which starts at the portal's home.
 */
function portalPath(element: Element): string | null {
  const routing = element.getAttribute("routing");
  if (routing === "memory") return null;
  let path = routing === "hash" ? location.hash.replace(/^#/, "") : location.pathname;
  if (routing !== "hash") {
    const base = (element.getAttribute("base-path") ?? "").replace(/\/+$/, "");
    if (base) path = path === base ? "/" : path.startsWith(`${base}/`) ? path.slice(base.length) : "/";
  }
  path = `/${path.split(/[?#]/)[0] ?? ""}`.replace(/^\/+/, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * The portal's area that the page's address opens, for `<ov-portal>`: the area whose route matches
 * {@link portalPath}, fixed segments winning over `:name` ones, if that route is for this visitor.
 * A copy of src/domain/portal/routes.ts `matchRoute`'s matching, not an import: a module the loader
 * shared with the portal's chunks would be one more file before any tag's wave.
 * @returns the area's entry of the table, or undefined
 */
function portalArea(element: Element | null, signedIn: boolean): NonNullable<FirstScreenTable["p"]>[number] | undefined {
  // `load("ov-portal")` names no element: its routing is unknown until the tag is on the page.
  const path = element ? portalPath(element) : null;
  if (path === null) return undefined;
  const want = path.split("/");
  let best: NonNullable<FirstScreenTable["p"]>[number] | undefined;
  let bestScore = -1;
  for (const area of TABLE?.p ?? []) {
    for (const [paths, visitors] of area[2]) {
      for (const pattern of paths.split("|")) {
        const have = pattern.split("/");
        if (have.length !== want.length || !have.every((part, at) => (part.startsWith(":") ? want[at] !== "" : part === want[at])))
          continue;
        const score = have.filter((part) => part !== "" && !part.startsWith(":")).length;
        if (score <= bestScore) continue;
        bestScore = score;
        best = visitors === (signedIn ? 2 : 1) ? undefined : area;
      }
    }
  }
  return best;
}

/** The mark on an element whose first screen the loader drew (src/element/first-screen.ts, same key). */
const SCREEN_KEY = Symbol.for("ov-widgets.screen");
/** What the loader and the runtime note on a drawn screen (src/element/first-screen.ts `DrawnScreen`). */
interface DrawnScreen {
  submitted: boolean;
  clicks: Element[];
  taken: boolean;
}
/** Attributes that leave a tag's first screen as photographed: the language's (the locale chooses the file), the API's, the host page's own. */
const SCREEN_NEUTRAL = /^(lang|api-base|id|class|style|slot|hidden|title|data-.*|aria-.*)$/;
/** An address the runtime takes (src/runtime/config.ts `isUsableAddress`); with another it shows no link. */
function usableAddress(value: string): boolean {
  if (/^[#?/]/.test(value)) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

let drawable: boolean | undefined;
/** Whether this browser can draw a photograph: stylesheets it can construct and adopt in a shadow root (read once). */
function canDraw(): boolean {
  try {
    drawable ??= typeof ShadowRoot !== "undefined" && "adoptedStyleSheets" in ShadowRoot.prototype && Boolean(new CSSStyleSheet());
  } catch {
    drawable = false;
  }
  return drawable;
}

/** Whether session storage holds an entry whose name begins so (a draft of the tag). */
function drafted(prefix: string): boolean {
  try {
    for (let at = 0; at < sessionStorage.length; at++) if (sessionStorage.key(at)?.startsWith(prefix)) return true;
  } catch {
    // storage refused: no draft can have been kept either
  }
  return false;
}

/**
 * Which photographed first screen of the tag (scripts/first-screens.mjs) is the one the runtime will
 * draw first, as an index into the table's variants, or -1. The element's attributes must be those of
 * a variant (`:path`: the portal's path, one of its route's; `:media`: a media query the page matches;
 * `:query`: names the page's address must not carry, in its query or, with the portal's hash routing,
 * after the hash; `:draft`: the beginning of the names of the drafts the tag keeps in session storage,
 * none of which may be there: the wizard resumes at its step), with no property set on it before its
 * tag was defined, and the page must name no theme (the photographs have the built-in one), no
 * language list (the runtime may then choose another language), one `<ov-context>` at most, and hold no
 * session (a signed-in visitor's first screen differs).
 * @param drafts - whether to look for drafts: once, when the photograph is asked for (none can appear
 *   before the runtime has run)
 */
function screenVariant(tag: string, element: Element | null, signedIn: boolean, drafts = true): number {
  const variants = TABLE?.s?.[tag];
  if (!variants || !element || signedIn || element.shadowRoot || Object.keys(element).length > 0 || !canDraw()) return -1;
  const contexts = document.querySelectorAll("ov-context");
  const context = contexts[0];
  if (contexts.length > 1 || element.hasAttribute("theme") || context?.hasAttribute("theme") || context?.hasAttribute("languages"))
    return -1;
  for (const [method, value] of (globalThis as Host)[PENDING_KEY] ?? []) {
    if (method === "configure" && typeof value === "object" && value && ("theme" in value || "languages" in value)) return -1;
  }
  const own = element.getAttributeNames().filter((name) => !SCREEN_NEUTRAL.test(name));
  return variants.findIndex((variant) => {
    const names = Object.keys(variant).filter((name) => !name.startsWith(":"));
    const { ":path": path, ":media": media, ":query": absent, ":draft": draft } = variant;
    if (draft !== undefined && drafts && drafted(draft)) return false;
    if (path !== undefined && !path.split("|").includes(portalPath(element) ?? "")) return false;
    if (media !== undefined && !matchMedia(media).matches) return false;
    if (absent !== undefined) {
      // The portal's hash routing has a query of its own after the hash (widgets/portal/shell/session.ts startQuery).
      const hashQuery = element.getAttribute("routing") === "hash" ? (location.hash.split("?")[1] ?? "") : "";
      const queries = [location.search, hashQuery].map((query) => new URLSearchParams(query));
      if (absent.split("|").some((name) => queries.some((query) => query.has(name)))) return false;
    }
    return (
      own.length === names.length &&
      own.every((name) => {
        const value = element.getAttribute(name) ?? "";
        return variant[name] === SCREEN_ADDRESS ? usableAddress(value) : variant[name] === value;
      })
    );
  });
}

let screenPolicy: { createHTML(html: string): string } | null | undefined;
/**
 * The photograph's markup as the page lets it be written: through a Trusted Types policy of ours where
 * the browser has them (a page that allows no such policy refuses it: the runtime then draws), else as is.
 */
function screenMarkup(html: string): string | null {
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): { createHTML(html: string): string } } })
    .trustedTypes;
  if (!types) return html;
  try {
    screenPolicy ??= types.createPolicy("ov-widgets-screen", { createHTML: (markup: string) => markup });
  } catch {
    screenPolicy = null;
  }
  return screenPolicy ? screenPolicy.createHTML(html) : null;
}

/**
 * Draws a photographed first screen into the element's shadow root, unless it is no longer the one the
 * runtime will draw first (checked again: the page may have signed in or set a theme meanwhile), the
 * runtime has defined the tag already (it draws its own), the tag's code failed to download, or the
 * element has left the page. The runtime takes the root over (src/element/define-widget.tsx
 * `attachShadow`, src/element/first-screen.ts); until then, the buttons pressed and links followed in the
 * photograph are held back (a disabled one is not pressed), and the runtime presses or follows its own
 * once it has taken over, so that its own handling runs (a check, a login asked of the page).
 */
function showScreen(element: Element, tag: string, variant: number, [css, html]: [string, string]): void {
  if (customElements.get(tag) || failed.has(tag) || !element.isConnected || screenVariant(tag, element, storedSession(), false) !== variant)
    return;
  const markup = screenMarkup(html);
  if (markup === null) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const root = element.attachShadow({ mode: "open" });
    const screen: DrawnScreen = { submitted: false, clicks: [], taken: false };
    (element as Element & { [SCREEN_KEY]?: DrawnScreen })[SCREEN_KEY] = screen;
    root.adoptedStyleSheets = [sheet];
    root.addEventListener(
      "submit",
      (event) => {
        if (screen.taken) return;
        event.preventDefault();
        screen.submitted = true;
      },
      true,
    );
    root.addEventListener(
      "click",
      (event) => {
        const click = event as MouseEvent;
        const target = (click.target as Element).closest?.("button, a[href]");
        // A click that opens another tab or window leaves this page as it is: it goes through.
        if (screen.taken || !target || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
        event.preventDefault();
        if (target.getAttribute("aria-disabled") !== "true" && !screen.clicks.includes(target)) screen.clicks.push(target);
      },
      true,
    );
    root.innerHTML = markup;
    const values = TABLE?.s?.[tag]?.[variant] ?? {};
    for (const [name, value] of Object.entries(values)) {
      if (value !== SCREEN_ADDRESS) continue;
      for (const link of root.querySelectorAll(`[href="${SCREEN_ADDRESS}"]`)) link.setAttribute("href", element.getAttribute(name) ?? "");
    }
    const page = element.getAttribute("routing") === "hash" ? `${location.origin}${location.pathname}${location.search}` : location.origin;
    for (const link of root.querySelectorAll(`[href^="${SCREEN_PAGE}"]`)) {
      link.setAttribute("href", page + (link.getAttribute("href") ?? "").slice(SCREEN_PAGE.length));
    }
  } catch {
    dropScreen(element); // the runtime draws the screen itself
  }
}

/**
 * A photograph that cannot be the tag's first screen goes (its tag's code could not be downloaded: its
 * forms could never be sent), with what was held back: the runtime draws into the empty root.
 */
function dropScreen(element: Element): void {
  const screen = (element as Element & { [SCREEN_KEY]?: DrawnScreen })[SCREEN_KEY];
  if (!screen || screen.taken) return;
  screen.taken = true;
  screen.clicks = [];
  screen.submitted = false;
  element.shadowRoot?.replaceChildren();
}

const screensAsked = new WeakSet<Element>();
/**
 * Requests the tag's photographed first screen (drawn as soon as it arrives, before the runtime has run),
 * once per element: for every tag of a pass before any tag's other files (upgrade), so that a second
 * tag's photograph does not wait behind the first tag's code.
 */
function askScreen(tag: string, element: Element | null): void {
  if (!TABLE || !element || screensAsked.has(element)) return;
  screensAsked.add(element);
  const variant = screenVariant(tag, element, storedSession());
  if (variant < 0) return;
  (
    import(/* @vite-ignore */ chunkUrl(`${tag.slice(3)}-screen-${variant}-${knownLocale(element) ?? "ca"}-${TABLE.y}`)) as Promise<{
      default: [string, string];
    }>
  ).then(
    (module) => showScreen(element, tag, variant, module.default),
    () => {}, // the runtime draws the screen itself
  );
}

/**
 * Imports a tag's chunk; in the CDN build, with everything its first screen needs requested at once.
 * @returns resolves when the tag's chunk has run (the tag is defined)
 */
function importTag(tag: string, element: Element | null): Promise<unknown> | undefined {
  if (!TABLE) return TAG_LOADERS[tag]?.();
  const { f: names, h: hash } = TABLE;
  const [entry, files = [], areas = [], signedInFiles = [], signedInAreas = []] = TABLE.t[tag] ?? [];
  if (entry === undefined) return undefined;
  // The runtime chunk first (the build puts it first in every tag's files), before the cookie and the
  // language are read: its download and its parse off the main thread are the wave's longest, and the
  // tag's chunk can run only once it has. Requested after the texts and the tag's chunk, it left about
  // 20 ms later at 4x CPU.
  if (files[0] !== undefined) preload(chunkUrl(names[files[0]] ?? ""));
  const signedIn = storedSession();
  // Unknown until the settings answer, a tag first shows the default language (ca, DEFAULT_LOCALE of
  // src/i18n/locales.ts, which the loader cannot import: it shares no module with the runtime chunk).
  const locale = knownLocale(element) ?? "ca";
  askScreen(tag, element);
  const texts = ((globalThis as Host)[TEXTS_KEY] ??= new Map());
  const missing = ["core", ...areas].filter((area) => !texts.has(`${locale}/${area}`));
  // The first-screen areas in one file (scripts/build.mjs textsFiles), run as soon as it arrives, when
  // it saves a file: with core already come with another tag's, its copy costs less than a request.
  const inOne = areas.length > 0 && missing.length > 1;
  if (inOne) {
    const file = import(/* @vite-ignore */ chunkUrl(`${tag.slice(3)}-texts-${locale}-${TABLE.x}`)) as Promise<{
      default: Record<string, unknown>;
    }>;
    for (const area of missing) {
      const key = `${locale}/${area}`;
      const messages = file.then((module) => module.default[area]);
      // Failed, the runtime loads the area's own file; arrived, the messages replace their promise.
      messages.then(
        (value) => texts.get(key) === messages && texts.set(key, value),
        () => {},
      );
      texts.set(key, messages);
    }
  }
  // Then the tag's own chunk and what its first screen needs besides: all leave in this task. The
  // texts before the tag's chunk: they need nothing else to run, and asked early they are at hand when
  // the tag first renders. Asked last, they ran after the portal's code, which first drew an empty
  // frame and the login a frame later (about 60 ms at 4x CPU).
  const loading = import(/* @vite-ignore */ chunkUrl(names[entry] ?? ""));
  // The portal opened on an area's route: that area's screens, their imports and its texts too.
  const opened = tag === "ov-portal" ? portalArea(element, signedIn) : undefined;
  for (const file of [...files, ...(signedIn ? signedInFiles : []), ...(opened?.[0] ?? [])]) preload(chunkUrl(names[file] ?? ""));
  // Each other area in its own file: the one area a second tag misses, ov-context's core alone, the
  // signed-in areas, the texts of the portal's area opened. Decided once the other tags found in the
  // same pass have registered their texts (upgrade() meets ov-context first): a file already holding
  // an area is enough.
  // Imported, not only preloaded: each runs as soon as it arrives and src/i18n/catalogs.ts finds its
  // messages ready when the tag mounts. Preloaded, a second tag's area was imported only once that
  // tag had mounted, a task or more later (its first control came 77 ± 47 ms later at 4x CPU, 20 paired loads).
  const others = [...(inOne ? [] : missing), ...(signedIn ? signedInAreas : []), ...(opened?.[1] ? [opened[1]] : [])];
  queueMicrotask(() => {
    for (const area of others) {
      const key = `${locale}/${area}`;
      if (texts.has(key)) continue;
      const file = import(/* @vite-ignore */ chunkUrl(`${area}-${locale}-${hash}`)) as Promise<{ messages?: unknown }>;
      const messages = file.then((module) => module.messages);
      // Forgotten if it fails: a later tag's texts file may then carry the area (the runtime's own
      // import of this same address would fail too, the browser keeps a failed module).
      messages.then(
        (value) => texts.get(key) === messages && texts.set(key, value),
        () => texts.get(key) === messages && texts.delete(key),
      );
      texts.set(key, messages);
    }
  });
  // Last, after the longer downloads: most first screens do not wait for these answers (spec §4: a
  // flag not loaded yet shows the content; a list shows its field before its options); the portal
  // waits for the settings only to check a session or follow a redirect (README), a small answer.
  const paths = (TABLE.c?.[tag] ?? []).map((call) => {
    if (typeof call === "string") return call;
    const [attribute, otherwise, byValue] = call;
    const value = element?.getAttribute(attribute) ?? "";
    return Object.hasOwn(byValue, value) ? (byValue[value] ?? otherwise) : otherwise;
  });
  startEarlyCalls(paths, locale);
  return loading;
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

const requested = new Set<string>();
/** Tags whose chunk failed to download: the page's next change looks for them again, wherever they are. */
const failed = new Set<string>();
/** The tags the loader knows, in the order one pass requests them: `ov-context` first (see importTag's `others`). */
const TAGS = Object.keys(TABLE?.t ?? TAG_LOADERS);
/** `Node.ELEMENT_NODE`. */
const ELEMENT_NODE = 1;

/**
 * Requests the chunk of each tag not requested yet that is in `roots` (each root's own element
 * included), with the first such element of each tag (its `lang` and attributes choose the wave).
 * @param roots - the document, or the elements the page has just added
 */
function upgrade(roots: readonly ParentNode[]): void {
  const pending = TAGS.filter((tag) => !requested.has(tag));
  if (pending.length === 0) return;
  const selector = pending.join(",");
  const found = new Map<string, Element>();
  const note = (element: Element) => found.has(element.localName) || found.set(element.localName, element);
  for (const root of roots) {
    if (!(root as Node).isConnected) continue; // added, then removed before the observer ran
    if (root.nodeType === ELEMENT_NODE && pending.includes((root as Element).localName)) note(root as Element);
    if (root.firstElementChild) for (const element of root.querySelectorAll(selector)) note(element);
  }
  const whole = roots.includes(document);
  for (const [tag, element] of found) askScreen(tag, element);
  for (const tag of pending) {
    const element = found.get(tag);
    if (!element) {
      if (whole) failed.delete(tag); // gone from the page: its next appearance is an added element
      continue;
    }
    requested.add(tag);
    failed.delete(tag);
    importTag(tag, element)?.catch((error: unknown) => {
      requested.delete(tag);
      failed.add(tag);
      dropScreen(element);
      console.error(`[ov-widgets] could not load <${tag}>`, error);
      // Issue 37 item 6: the page hears of it (src/events/catalogue.ts "ov-error"); retry looks again.
      const retry = () => upgrade([document]);
      element.dispatchEvent(new CustomEvent("ov-error", { bubbles: true, composed: true, detail: { tag, kind: "chunk", retry } }));
    });
  }
}

function start(): void {
  if (typeof document === "undefined" || typeof MutationObserver === "undefined") return; // Node: nothing to watch
  const host = globalThis as Host;
  // Issue 37 item 3: README's classic snippet, run before this module, leaves a stand-in whose calls
  // wait in `q`; they go first, in order, before any tag is looked for. A loader already there (a
  // second copy on the page) has a version and stays.
  const early = host.OvWidgets as (Partial<OvWidgetsApi> & { q?: Array<[RuntimeCall, unknown]> }) | undefined;
  if (!early?.version) {
    for (const [method, value] of early?.q ?? []) toRuntime(method, value);
    host.OvWidgets = { version, configure, setToken, setLanguage, load };
  }
  // After the module that imported the loader has run: a `configure({ lang })` or `setLanguage()`
  // written right after the import names the language whose catalogs join the first wave.
  queueMicrotask(() => upgrade([document]));
  // Later tags: only the added elements are searched, not the whole document. A host page that changes
  // its DOM every frame (a ticker, a carousel) otherwise paid, at every change and for as long as it
  // stayed open, one search of the whole page per tag not on it: with 5,000 elements and one change
  // per frame, 0.7 ms of main thread per frame at 4x CPU (130 ms in 3 s).
  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) for (const node of record.addedNodes) if (node.nodeType === ELEMENT_NODE) added.push(node as Element);
    // A chunk that failed to download is retried at the next change, for the tag already on the page.
    if (added.length > 0) upgrade(failed.size > 0 ? [document] : added);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

start();
