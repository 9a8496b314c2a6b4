import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { firstControlWatch, launchBenchChromium } from "./bench-page.mjs";
import { portalRouteAreas, portalStartQuery } from "./portal-routes.mjs";

/**
 * Issue 20: the tags' first screens drawn before the runtime has run. The build photographs each public
 * tag's first screen (its markup and its styles) from the CDN build itself, in headless Chromium, as a
 * first visit sees it before any API answer: the built-in settings, no flag loaded yet, no list. The
 * loader draws that markup into the tag's shadow root as soon as the file arrives, in the same wave as
 * the runtime; the runtime then takes the screen over (src/element/first-screen.ts), keeping what the
 * visitor typed, chose, focused, sent or followed meanwhile. Measured on the comparator (A/B of 12
 * alternating loads, 4x CPU, no network delay): first visible control 421 → 316 ms (median), 94.5 ± 22.0
 * ms sooner.
 *
 * A screen is drawn only where it is the one the runtime draws first (widgets/loader.ts
 * `screenVariant`): for the attributes of a variant here (and `lang`, `api-base` and the host's own
 * `id`, `class`, `style`, `slot`, `hidden`, `title`, `data-*`, `aria-*` besides), with no stored session,
 * no theme and no language list. SCREEN_ADDRESS as a value stands for any address the page gives
 * there; `:path` is the portal's path in the page's address, one of its route's; `:media` a media query
 * the page must match (photographed at a phone's width when it is the small screens'); `:query` the
 * names the page's address must not carry (in its query, or with the portal's hash routing after the
 * hash); `:draft` the beginning of the names of the drafts the tag keeps in session storage, none of
 * which may be there.
 */
export const SCREEN_ADDRESS = "/ov-screen-address";
/**
 * What the photographs hold in place of the page's own address, where the portal writes it into its
 * links (widgets/portal/shell/location.ts `href`): the loader writes the page's there
 * (widgets/loader.ts SCREEN_PAGE).
 */
const SCREEN_PAGE = "ov-screen-page:";

/**
 * The variants photographed, by tag: the bench's pages (scripts/bench.mjs) and the attribute values a
 * page most often gives.
 * @param {string} root - the repository's folder (the portal's login paths are read from its routes)
 * @returns {Record<string, Array<Record<string, string>>>} the variants, by tag
 */
export function screenVariants(root) {
  const login = portalRouteAreas(root)
    .routes.find((route) => route.name === "login")
    ?.paths.join("|");
  if (!login) throw new Error("build: the portal has no login route to photograph");
  const start = portalStartQuery(root).join("|");
  // The wizard draws a progress bar on a small screen, a stepper on a larger one
  // (widgets/contracting/contracting.tsx SMALL_SCREEN): one photograph for each. It resumes a draft at
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
    "ov-price-alerts": [{ "login-url": SCREEN_ADDRESS }],
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
 * photographs): JSON.parse of one string, which V8 reads faster than the same object as a literal, in a
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

/** The small screens' media query of widgets/contracting/contracting.tsx, photographed at a phone's width. */
const SMALL_SCREEN = "(max-width: 767.98px)";

/** The control whose showing is the first screen's, when not any (the bench's `control`: the portal's header shows before its form). */
const SCREEN_CONTROL = { "ov-portal": "input" };

/** The attributes of a variant as HTML (the values here are the build's own words). */
const attributes = (variant) =>
  Object.entries(variant)
    .filter(([name]) => !name.startsWith(":"))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

/**
 * Photographs every variant in every locale from a built CDN folder, in the moment its
 * first control shows (the moment `npm run bench` measures): the shadow root's markup and the rules of
 * its adopted sheets. The API's calls get no answer, so each screen is the one drawn before them.
 * @param {string} root - the repository's folder
 * @param {string} cdn - the built CDN folder (its loader and chunks)
 * @param {string[]} locales - the catalogs' languages
 * @returns {Promise<Array<{ tag: string, variant: number, locale: string, css: string, html: string }> | null>}
 *   the screens, or null when no Chromium is installed (the build then draws none)
 */
async function photograph(root, cdn, locales, variants) {
  const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) return null;
  const held = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith("/api/")) {
      held.push(res); // no answer: the first screen is the one before the settings, flags and lists
      return;
    }
    if (!url.pathname.endsWith(".js")) {
      // The page's tag, variant and language come in a header: the address is the portal's (its path,
      // no query: a query is what its session start may have to check).
      const { tag, variant, lang } = JSON.parse(String(req.headers["x-ov-screen"] ?? "{}"));
      const config = JSON.stringify({ apiBase: `http://${req.headers.host}`, lang });
      res.writeHead(200, { "content-type": "text/html" });
      res.end(
        `<!doctype html><html><head><meta charset="utf-8"></head><body><${tag}${attributes(variant)}></${tag}>` +
          `<script type="module">import { configure } from "/ov-widgets.js"; configure(${config});</script></body></html>`,
      );
      return;
    }
    const file = join(cdn, url.pathname);
    if (!file.startsWith(cdn) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await launchBenchChromium(root);
  const screens = [];
  try {
    const jobs = Object.entries(variants).flatMap(([tag, list]) =>
      list.flatMap((variant, at) => locales.map((locale) => ({ tag, variant: at, attributes: variant, locale }))),
    );
    // Two pages at a time: the machine's two cores.
    const next = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) screens.push(await photographOne(browser, origin, job));
    };
    await Promise.all([next(), next()]);
  } finally {
    await browser.close();
    for (const res of held) res.destroy();
    server.close();
  }
  return screens;
}

/** One variant in one locale, in a fresh context (no cookie: no session, no language remembered). */
async function photographOne(browser, origin, { tag, variant, attributes: variant_, locale }) {
  // A phone's width for a small screen's variant, else the bench's (Playwright's default).
  const small = variant_[":media"] === SMALL_SCREEN;
  const context = await browser.newContext({ viewport: small ? { width: 390, height: 844 } : { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    // The bench's own watch (the first visible control, checked at each frame), which then copies the
    // screen in the same frame callback.
    // Each sheet's text as the runtime wrote it (src/element/styles.ts sharedSheet): the rules as the
    // browser writes them back are twice as long (\`all: initial\` comes back as every property).
    // A sheet changed since (insertRule) is copied as the browser writes it back.
    const copy = `(() => {
      const sources = new WeakMap();
      const replaceSync = CSSStyleSheet.prototype.replaceSync;
      CSSStyleSheet.prototype.replaceSync = function (text) {
        sources.set(this, text);
        return replaceSync.call(this, text);
      };
      for (const change of ["insertRule", "deleteRule", "replace"]) {
        const own = CSSStyleSheet.prototype[change];
        CSSStyleSheet.prototype[change] = function (...args) {
          sources.delete(this);
          return own.apply(this, args);
        };
      }
      const take = () => {
        if (window.__ovFirstControl === undefined) return requestAnimationFrame(take);
        const root = document.querySelector(${JSON.stringify(tag)}).shadowRoot;
        // The values the runtime set as properties (a chosen option, a ticked box, a filled field) into
        // the markup: else the photograph shows each control empty, or its list at its first option.
        for (const control of root.querySelectorAll("input, select, textarea")) {
          if (control.type === "checkbox" || control.type === "radio") control.toggleAttribute("checked", control.checked);
          else if (control.tagName === "SELECT") for (const option of control.options) option.toggleAttribute("selected", option.selected);
          else if (control.tagName === "TEXTAREA") control.textContent = control.value;
          else if (control.type !== "file") control.setAttribute("value", control.value);
        }
        const css = [...root.adoptedStyleSheets].map(
          (sheet) => sources.get(sheet) ?? [...sheet.cssRules].map((rule) => rule.cssText).join("\\n"),
        );
        window.__ovScreen = { css: css.join("\\n"), html: root.innerHTML, styles: root.querySelectorAll("style").length };
      };
      requestAnimationFrame(take);
    })();`;
    await page.addInitScript(firstControlWatch(tag, SCREEN_CONTROL[tag] ?? null) + copy);
    await context.setExtraHTTPHeaders({ "x-ov-screen": JSON.stringify({ tag, variant: variant_, lang: locale }) });
    // The portal on its route's first path: in the address's path, or in its hash with hash routing.
    const path = variant_[":path"]?.split("|")[0];
    const hash = path && variant_.routing === "hash" ? `#${path}` : "";
    await page.goto(`${origin}${path && !hash ? path : "/"}${hash}`);
    await page.waitForFunction(() => window.__ovScreen !== undefined, undefined, { timeout: 30_000, polling: 50 });
    const screen = await page.evaluate(() => window.__ovScreen);
    if (screen.styles > 0 || !screen.css) throw new Error(`build: <${tag}>'s first screen has no adopted sheets to copy`);
    // The portal's links hold the page's address: its origin (history routing), or its origin and path
    // before the hash. Any other trace of this page's address would be wrong on the host's page.
    const html = hash
      ? screen.html.replaceAll(`${origin}/#`, `${SCREEN_PAGE}#`)
      : path
        ? screen.html.replaceAll(`${origin}/`, `${SCREEN_PAGE}/`)
        : screen.html;
    if (html.includes(origin.replace(/^http:\/\//, "")))
      throw new Error(`build: <${tag}>'s first screen holds the address of the page it was photographed on`);
    return { tag, variant, locale, css: screen.css, html };
  } finally {
    await context.close();
  }
}

/**
 * Writes the first screens' files into a built CDN folder, `chunks/<tag>-screen-<variant>-<locale>-<y>.js`
 * (the name widgets/loader.ts composes), each `export default [css, html]`, and adds the variants and the
 * hash `y` to the loader's table (its second line, written by scripts/build.mjs firstScreenTable).
 * Without Chromium it writes none and says so: the tags then draw once the runtime has run, as before.
 * @param {string} root - the repository's folder
 * @param {string} cdn - the built CDN folder
 * @param {string} tableName - the table's variable in the loader
 * @returns {Promise<number>} how many screens were written
 * @example await writeFirstScreens(root, join(root, "dist/cdn"), "__ovFirstScreen");
 */
export async function writeFirstScreens(root, cdn, tableName) {
  const locales = readdirSync(join(root, "locales"));
  const variants = screenVariants(root);
  const screens = await photograph(root, cdn, locales, variants);
  if (!screens) {
    console.warn("build: no Chromium (CHROME_PATH or /usr/bin/chromium): the CDN build draws no first screen ahead of the runtime");
    return 0;
  }
  const sources = screens.map(({ tag, variant, locale, css, html }) => ({
    name: `${tag.replace(/^ov-/, "")}-screen-${variant}-${locale}`,
    source: dataModule([css, html]),
  }));
  sources.sort((a, b) => a.name.localeCompare(b.name));
  const hash = sourcesHash(sources);
  for (const { name, source } of sources) writeFileSync(join(cdn, "chunks", `${name}-${hash}.js`), source);
  const loader = join(cdn, "ov-widgets.js");
  const lines = readFileSync(loader, "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith(`var ${tableName}=`));
  if (at < 0) throw new Error(`build: no ${tableName} in the CDN loader`);
  const table = JSON.parse(lines[at].slice(`var ${tableName}=`.length, -1));
  table.s = variants;
  table.y = hash;
  lines[at] = `var ${tableName}=${JSON.stringify(table)};`;
  writeFileSync(loader, lines.join("\n"));
  return sources.length;
}
