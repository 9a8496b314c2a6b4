/**
 * The page-wide slots on `globalThis` through which the loader (widgets/loader.ts) and every runtime
 * on the page talk: each is a `Symbol.for` key, so that two bundles (two versions, the CDN script and
 * the npm package) meet in the same slot. Declared here only; the loader and the runtime import them.
 * Dependency-free and tree-shaken: the loader's pass keeps only what it reads.
 */

/** The page's one runtime (src/runtime/runtime.ts `getRuntime`), with its version. */
export const RUNTIME_KEY = Symbol.for("ov-widgets.runtime");
/** The calls the loader queued before any runtime existed; the first runtime replays them. */
export const PENDING_KEY = Symbol.for("ov-widgets.pending");
/**
 * The texts the loader requested with a tag's first wave, by `<locale>/<area>`: a promise of the
 * messages, replaced by the messages once arrived (src/i18n/catalogs.ts reads them).
 */
export const TEXTS_KEY = Symbol.for("ov-widgets.texts");
/** The public calls the loader started with the first wave, by address (src/runtime/early-calls.ts takes them). */
export const EARLY_KEY = Symbol.for("ov-widgets.early");
/** The loader's note on an element whose first screen it drew ({@link DrawnScreen}; src/element/first-screen.ts takes it over). */
export const SCREEN_KEY = Symbol.for("ov-widgets.screen");

/** The page-wide calls the loader forwards to the runtime, or queues until one exists. */
export type RuntimeCall = "configure" | "setToken" | "setLanguage";
/** A call queued on {@link PENDING_KEY}. */
export type PendingCall = [method: RuntimeCall, value: unknown];

/** What the loader records on a screen it drew, until the runtime takes it over. */
export interface DrawnScreen {
  /** A form of the screen was submitted without a button (the loader prevented it). */
  submitted: boolean;
  /** The buttons pressed and links followed in the screen, in order (the loader prevented them). */
  clicks: Element[];
  /** The runtime has taken the screen over (or it was dropped): the loader lets everything through. */
  taken: boolean;
}

/** The slots as the loader sees them; the runtime's own type adds what it keeps there. */
export type PageSlots = {
  [PENDING_KEY]?: PendingCall[];
  [TEXTS_KEY]?: Map<string, Promise<unknown> | unknown>;
  [EARLY_KEY]?: Map<string, Promise<Response>>;
};

/** `globalThis` with the slots. */
export const page = globalThis as typeof globalThis & PageSlots;
