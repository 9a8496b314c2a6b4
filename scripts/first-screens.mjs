import { createHash } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The tags' first screens drawn before the runtime has run (issue 20), rendered by React at build time
 * (issue 35). The build renders each public tag's first screen (its markup and its styles) in Node with
 * `react-dom/static`, from the same components, catalogs and styles the CDN build bundles
 * (scripts/first-screen-render.tsx, built here for Node and run in a happy-dom document, one per
 * screen), as a first visit sees it before any API answer: the built-in settings, no flag loaded yet,
 * no list. The loader draws that markup into the tag's shadow root as soon as the file arrives, in the
 * same wave as the runtime; the runtime then takes the screen over (src/element/first-screen.ts),
 * keeping what the visitor typed, chose, focused, sent or followed meanwhile. Measured on the comparator
 * when the screens were photographed in Chromium (A/B of 12 alternating loads, 4x CPU, no network
 * delay): first visible control 421 → 316 ms (median), 94.5 ± 22.0 ms sooner.
 *
 * A screen is drawn only where it is the one the runtime draws first (widgets/loader/screens.ts
 * `screenVariant`): for the attributes of a variant here (and `lang`, `api-base` and the host's own
 * `id`, `class`, `style`, `slot`, `hidden`, `title`, `data-*`, `aria-*` besides), with no stored session,
 * no theme and no language list. SCREEN_ADDRESS (src/load-protocol/screen-markers.ts) as a value stands for any address the page gives
 * there; `:path` is the portal's path in the page's address, one of its route's; `:media` a media query
 * the page must match (rendered at a phone's width when it is the small screens'); `:query` the
 * names the page's address must not carry (in its query, or with the portal's hash routing after the
 * hash); `:draft` the beginning of the names of the drafts the tag keeps in session storage, none of
 * which may be there.
 */
/**
 * The variants rendered, by tag: the bench's pages (scripts/bench.mjs) and the attribute values a
 * page most often gives.
 * The portal's login paths and the names its session start checks come from its sources, plain
 * TypeScript the build imports as it is (scripts/build.mjs registers the loader of TypeScript).
 * @param {string} address - the value standing for any address the page gives (SCREEN_ADDRESS)
 * @returns {Promise<Record<string, Array<Record<string, string>>>>} the variants, by tag
 */
export async function screenVariants(address) {
  const { ROUTE_DATA } = await import("../src/domain/portal/route-data.ts");
  const { CONSUMED_QUERY_KEYS } = await import("../src/domain/portal/session-start.ts");
  const login = ROUTE_DATA.find((route) => route.name === "login")?.paths.join("|");
  if (!login) throw new Error("build: the portal has no login route to render a first screen for");
  const start = CONSUMED_QUERY_KEYS.join("|");
  // The wizard draws a progress bar on a small screen, a stepper on a larger one
  // (widgets/contracting/contracting.tsx SMALL_SCREEN): one screen for each. It resumes a draft at
  // its step (widgets/contracting/persistence.ts storageKey): none with one.
  const screens = [{ ":media": "(min-width: 768px)" }, { ":media": SMALL_SCREEN }].map((screen) => ({
    ...screen,
    ":draft": "ov-draft:contracting:",
  }));
  return {
    "ov-comparator": [{}, { energy: "electricity" }, { energy: "gas" }],
    "ov-power-calculator": [{}],
    // Not on the page a subscriber's email link opens (its `?params=`: their lists, not the email form).
    "ov-newsletter": [{ ":query": "params" }],
    // A visitor's Sign in link, to the tag's `login-url`.
    "ov-price-alerts": [{ "login-url": address }],
    "ov-contracting": [{}, { type: "electricity" }, { type: "gas" }, { type: "dual" }].flatMap((variant) =>
      screens.map((screen) => ({ ...variant, ...screen })),
    ),
    // A visitor on the login's route (with a session, or at the home, the portal first checks or waits),
    // with none of the values its session start checks in the address (a campaign's `utm_*` is no matter).
    "ov-portal": [{}, { routing: "history" }, { routing: "hash" }].map((variant) => ({ ...variant, ":path": login, ":query": start })),
  };
}

/**
 * A module whose default export is `value`, as the build writes its data files (the texts files, the
 * first screens): JSON.parse of one string, which V8 reads faster than the same object as a literal, in a
 * template literal so that the quotes need no escaping.
 * @param {unknown} value - the data
 * @returns {string} the module's source
 */
export function dataModule(value) {
  const literal = JSON.stringify(value).replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
  return `export default JSON.parse(\`${literal}\`);\n`;
}

/**
 * One hash of a set of named files' contents (10 characters), for names that change whenever any of
 * them does: a cached file then never answers for a new table.
 * @param {Array<{ name: string, source: string }>} sources - the files
 * @returns {string} the hash
 */
export function sourcesHash(sources) {
  const digest = createHash("sha256");
  for (const { name, source } of sources) digest.update(`${name}\0${source}\0`);
  return digest.digest("base64url").slice(0, 10);
}

/** The small screens' media query of widgets/contracting/contracting.tsx, rendered at a phone's width. */
const SMALL_SCREEN = "(max-width: 767.98px)";

/** The address of the document each screen is rendered in (and the API's: its calls get no answer). */
const RENDER_ORIGIN = "http://ov-first-screen.invalid";

/**
 * A global scope whose DOM is a happy-dom window of our choosing: every name the window has and Node's
 * global has not (document, location, matchMedia, sessionStorage, HTMLElement…) reads the current
 * window's, so each screen renders in a fresh document at its own address and width.
 * @returns the function that sets the current window
 */
async function domScope() {
  const { Window } = await import("happy-dom");
  let current = new Window();
  const names = Object.getOwnPropertyNames(current).filter((name) => !(name in globalThis));
  for (const name of [...names, "window", "self"]) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => current[name === "self" ? "window" : name] ?? current });
  }
  return (window) => {
    current = window;
  };
}

/**
 * Renders every variant in every locale (scripts/first-screen-render.tsx, built for Node with the
 * project's plugins first).
 * @param {string} root - the repository's folder
 * @param {string[]} locales - the catalogs' languages
 * @param {{ plugins: unknown[], define: Record<string, string> }} vite - the CDN build's plugins and defines
 * @returns {Promise<{ variants: Awaited<ReturnType<typeof screenVariants>>, screens: Array<{ tag: string, variant: number, locale: string, css: string, html: string }> }>}
 *   the variants (screenVariants) and their screens
 */
async function renderScreens(root, locales, { plugins, define }) {
  const { build } = await import("vite");
  const { Window } = await import("happy-dom");
  // Under node_modules, so that the module's imports of React and the libraries resolve from there.
  const outDir = join(root, "node_modules/.ov-first-screens");
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins,
    define,
    build: { ssr: "scripts/first-screen-render.tsx", outDir, emptyOutDir: true, minify: false, target: "node20" },
  });
  const setWindow = await domScope();
  const screens = [];
  let variants;
  try {
    // The markers of the page's addresses are the loader's (src/load-protocol/screen-markers.ts), through the module.
    const { renderScreen, SCREEN_ADDRESS, SCREEN_PAGE } = await import(pathToFileURL(join(outDir, "first-screen-render.js")).href);
    variants = await screenVariants(SCREEN_ADDRESS);
    for (const [tag, list] of Object.entries(variants)) {
      for (const [variant, conditions] of list.entries()) {
        const attributes = Object.fromEntries(Object.entries(conditions).filter(([name]) => !name.startsWith(":")));
        // The portal on its route's first path: in the address's path, or in its hash with hash routing.
        const path = conditions[":path"]?.split("|")[0];
        const hash = path && conditions.routing === "hash" ? `#${path}` : "";
        const small = conditions[":media"] === SMALL_SCREEN;
        for (const locale of locales) {
          const window = new Window({
            url: `${RENDER_ORIGIN}${path && !hash ? path : "/"}${hash}`,
            ...(small ? { width: 390, height: 844 } : { width: 1280, height: 720 }),
          });
          setWindow(window);
          let screen;
          try {
            screen = await renderScreen({ tag, attributes, locale, apiBase: RENDER_ORIGIN });
          } catch (error) {
            throw new Error(
              `build: <${tag}>'s first screen (variant ${variant}, ${locale}) could not be rendered: ${error?.stack ?? error}`,
            );
          } finally {
            await window.happyDOM.close();
          }
          // The portal's links hold the page's address: its origin (history routing), or its origin and
          // path before the hash. Any other trace of this document's address would be wrong on the host's page.
          const html = hash
            ? screen.html.replaceAll(`${RENDER_ORIGIN}/#`, `${SCREEN_PAGE}#`)
            : path
              ? screen.html.replaceAll(`${RENDER_ORIGIN}/`, `${SCREEN_PAGE}/`)
              : screen.html;
          if (html.includes(RENDER_ORIGIN.replace(/^http:\/\//, "")))
            throw new Error(`build: <${tag}>'s first screen holds the address of the document it was rendered in`);
          if (!/<(input|select|textarea|button|a)\b/.test(html))
            throw new Error(`build: <${tag}>'s first screen (variant ${variant}, ${locale}) has no control`);
          screens.push({ tag, variant, locale, css: screen.css, html });
        }
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return { variants, screens };
}

/**
 * Writes the first screens' files into a built CDN folder, `chunks/<tag>-screen-<variant>-<locale>-<hash>.js`
 * (the name widgets/loader/screens.ts composes), each `export default [css, html]`. A screen that cannot
 * be rendered fails the build.
 * @param {string} root - the repository's folder
 * @param {string} cdn - the built CDN folder
 * @param {{ plugins: unknown[], define: Record<string, string> }} vite - the CDN build's plugins and defines
 * @returns {Promise<{ variants: Awaited<ReturnType<typeof screenVariants>>, hash: string }>} the variants and their
 *   files' hash, for the loader's table (src/load-protocol/table.ts `LoaderTable` `s` and `y`)
 * @example const { variants, hash } = await writeFirstScreens(root, join(root, "dist/cdn"), { plugins, define });
 */
export async function writeFirstScreens(root, cdn, vite) {
  // The languages' folders of locales/ (which also holds the catalogs' README), in the protocol's list.
  const { LOCALES } = await import("../src/load-protocol/locale.ts");
  const locales = [...LOCALES];
  const { variants, screens } = await renderScreens(root, locales, vite);
  const sources = screens.map(({ tag, variant, locale, css, html }) => ({
    name: `${tag.replace(/^ov-/, "")}-screen-${variant}-${locale}`,
    source: dataModule([css, html]),
  }));
  sources.sort((a, b) => a.name.localeCompare(b.name));
  const hash = sourcesHash(sources);
  for (const { name, source } of sources) writeFileSync(join(cdn, "chunks", `${name}-${hash}.js`), source);
  return { variants, hash };
}
