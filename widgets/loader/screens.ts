import { PENDING_KEY, SCREEN_KEY, page, type DrawnScreen } from "../../src/load-protocol/globals";
import { SCREEN_ADDRESS, SCREEN_PAGE } from "../../src/load-protocol/screen-markers";
import { firstLocale, storedSession } from "./page";
import { portalPath } from "./portal";
import { TABLE, chunkUrl } from "./table";

/** Tags whose chunk failed to download: a screen drawn for them goes, and the page's next change looks for them again. */
export const failed = new Set<string>();

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
  for (const [method, value] of page[PENDING_KEY] ?? []) {
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
export function dropScreen(element: Element): void {
  const screen = (element as Element & { [SCREEN_KEY]?: DrawnScreen })[SCREEN_KEY];
  if (!screen || screen.taken) return;
  screen.taken = true;
  screen.clicks = [];
  screen.submitted = false;
  element.shadowRoot?.replaceChildren();
}

const screensAsked = new WeakMap<Element, Promise<unknown> | undefined>();
/**
 * Requests the tag's photographed first screen (drawn as soon as it arrives, before the runtime has run),
 * once per element: for every tag of a pass before any tag's other files (upgrade), so that a second
 * tag's photograph does not wait behind the first tag's code.
 * @returns when a photograph was asked: settles in a task after the first frame that painted it, as soon
 *   as it cannot be drawn, or after a second (a stalled request); the wave sends the rest of its requests then (wave.ts)
 */
export function askScreen(tag: string, element: Element | null): Promise<unknown> | undefined {
  if (!TABLE || !element) return;
  if (!screensAsked.has(element)) {
    const variant = screenVariant(tag, element, storedSession());
    const file = chunkUrl(`${tag.slice(3)}-screen-${variant}-${firstLocale(element)}-${TABLE.y}`);
    screensAsked.set(
      element,
      variant < 0
        ? undefined
        : new Promise((go) => {
            setTimeout(go, 1000);
            (import(/* @vite-ignore */ file) as Promise<{ default: [string, string] }>).then((module) => {
              showScreen(element, tag, variant, module.default);
              requestAnimationFrame(() => setTimeout(go));
            }, go); // failed: the runtime draws the screen itself
          }),
    );
  }
  return screensAsked.get(element);
}
