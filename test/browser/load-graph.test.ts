import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROOT } from "./build-fixture";
import { runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 20 "a flat load graph" on the CDN build: the loader requests what a tag's first screen needs
// (the runtime, the tag's chunk and its imports, the catalogs of the known language, the settings and
// flags calls) in one wave. Shapes only: which requests, how many, and which came first; never timings.
const env = widgetSiteForFile();

/** The page's requests from here on, in the order the page made them (paths, with the query). */
function requestsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "OPTIONS") paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

/** The page's requests and finished responses from here on, in the order the browser reported them (`request <path>`, `finished <path>`). */
function requestEvents(page: Page): string[] {
  const events: string[] = [];
  page.on("request", (request) => events.push(`request ${new URL(request.url()).pathname}`));
  page.on("requestfinished", (request) => events.push(`finished ${new URL(request.url()).pathname}`));
  return events;
}

/**
 * Adds `<ov-portal routing="hash" lang="en">`, with the API named by `<ov-context>`, to the page opened at
 * `hash`, after setting `cookie` (a stored session, a consent) if given.
 */
async function addPortal(page: Page, hash: string, cookie = ""): Promise<void> {
  await page.evaluate(
    ([at, value]) => {
      if (value) document.cookie = value;
      history.replaceState(null, "", at);
      document
        .querySelector("main")
        ?.insertAdjacentHTML(
          "beforeend",
          `<ov-context api-base="${location.origin}"></ov-context><ov-portal routing="hash" lang="en"></ov-portal>`,
        );
    },
    [hash, cookie] as const,
  );
}

const chunk = (path: string) => /^\/cdn\/chunks\/[^/]+\.js$/.test(path);
const named = (paths: string[], prefix: string) => paths.filter((path) => path.startsWith(`/cdn/chunks/${prefix}-`));

type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;
const readManifest = () => JSON.parse(readFileSync(join(ROOT, "dist/cdn/manifest.json"), "utf8")) as Manifest;

/**
 * The page path of the file holding a tag's code: its `<tag>-first` chunk (scripts/build/chunk-policy.mjs
 * firstScreenGroups; the loader requests that one), else the entry's own file.
 */
function tagCode(manifest: Manifest, entry: string): string {
  const first = manifest[entry]?.imports?.find((key) => manifest[key]?.name?.endsWith("-first"));
  return `/cdn/${(first ? manifest[first] : manifest[entry])?.file}`;
}

/** The files the given modules' chunks import statically (transitively), from the build's manifest, as page paths. */
function staticImports(manifest: Manifest, keys: string[]): Set<string> {
  const imports = new Set<string>();
  const follow = (key: string) => {
    for (const next of manifest[key]?.imports ?? []) {
      const file = manifest[next]?.file;
      if (file && !imports.has(`/cdn/${file}`)) {
        imports.add(`/cdn/${file}`);
        follow(next);
      }
    }
  };
  for (const key of keys) follow(key);
  return imports;
}

describe("the loader's first wave (CDN build)", () => {
  it("has no file for the bundler's helpers; the modules several tags show first are in the runtime when the comparator shows them, else in one file", () => {
    const manifest = readManifest();
    // scripts/build/plugins.mjs inlineBundlerHelpers: rolldown's runtime module (its `rolldown-runtime` chunk) is copied
    // into the chunks that use it; sharedGroup names the runtime or the `first-shared` group.
    const names = Object.values(manifest).map((item) => item.name);
    expect(names).not.toContain("rolldown-runtime");
    expect(names.filter((name) => name === "first-shared")).toHaveLength(1);
    const runtime = Object.values(manifest).find((item) => item.name === "runtime")!;
    const code = readFileSync(join(ROOT, "dist/cdn", runtime.file), "utf8");
    const shared = readFileSync(join(ROOT, "dist/cdn", Object.values(manifest).find((item) => item.name === "first-shared")!.file), "utf8");
    // Shown first by the power calculator and the wizard, not by the comparator (src/ui/radio-group.tsx).
    expect(shared).toContain("ov-radio-group");
    expect(code).not.toContain("ov-radio-group");
    // Shown first by every form tag, the comparator among them (src/ui/retry-failure.tsx).
    expect(code).toContain("ov-retry-failure");
    const [helperUser] = readdirSync(join(ROOT, "dist/cdn/chunks")).filter((file) => /^portal-first-[\w-]+\.js$/.test(file));
    // The helpers' module as one function, and a declaration per helper the chunk uses (React's CommonJS
    // wrappers among them, in the runtime chunk).
    const helpers = /^function \$ovHelpers\(\)\{return \$ovHelpers\.h\?\?=/m;
    expect(readFileSync(join(ROOT, "dist/cdn/chunks", helperUser!), "utf8")).toMatch(helpers);
    expect(code).toMatch(helpers);
  });

  it("requests every file the comparator's first screen runs, its catalogs and its calls before its code has arrived; no chunk after it", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const requests = requestsOf(page);
    // Requests and finished responses in the order the browser reported them.
    const events: string[] = [];
    page.on("request", (request) => events.push(`request ${new URL(request.url()).pathname}${new URL(request.url()).search}`));
    page.on("requestfinished", (request) => events.push(`finished ${new URL(request.url()).pathname}`));
    // The API's address named by the page (<ov-context api-base>): the loader starts no call to a guessed one.
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML(
          "beforeend",
          `<ov-context api-base="${location.origin}" lang="es"></ov-context><ov-comparator></ov-comparator>`,
        ),
    );
    await page.locator("ov-comparator").getByRole("button", { name: "Comparar" }).waitFor();
    // The runtime's form, not the photograph the loader draws before it (issue 20, scripts/first-screens.mjs).
    await runtimeDrawn(page, "ov-comparator");
    const shown = events.length;

    // The tag's code, `comparator-first-<8-character hash>.js` (its catalogs are `comparator-<locale>-<hash>.js`).
    const own = events.find((event) => /^finished \/cdn\/chunks\/comparator-first-[\w-]{7}\.js$/.test(event));
    expect(own).toBeDefined();
    const arrived = events.indexOf(own ?? "");
    const wave = events
      .slice(0, arrived)
      .filter((event) => event.startsWith("request "))
      .map((event) => event.slice("request ".length));
    // The runtime and the texts in the tag's language came with the wave, not after its code had run:
    // core's and the comparator's in one file (scripts/build/loader-table.mjs textsFiles), which the runtime takes them from.
    expect(named(wave, "runtime")).toHaveLength(1);
    expect(named(wave, "comparator-texts-es")).toHaveLength(1);
    // The photograph of its first screen leaves first, drawn before the runtime has run (widgets/loader.ts
    // askScreen); then the runtime, the wave's longest download and parse (importTag).
    expect(wave.filter(chunk).slice(0, 2)).toEqual([
      expect.stringMatching(/^\/cdn\/chunks\/comparator-screen-0-es-/),
      expect.stringMatching(/^\/cdn\/chunks\/runtime-/),
    ]);
    // spec §7.3's first calls start in the same wave (the loader's), each made once on the page.
    expect(wave.filter((path) => path.startsWith("/api/v2/ov_customize/ov_settings"))).toHaveLength(1);
    expect(wave.filter((path) => path.startsWith("/api/v1/feature_flags/"))).toHaveLength(1);
    // So does the list its form shows (the companies of origin, widgets/comparator/first-load.ts), and
    // the form takes that answer rather than asking again.
    expect(wave.filter((path) => path.startsWith("/api/v1/leads/comers"))).toHaveLength(1);
    await page.locator("ov-comparator").getByRole("option", { name: "Som Energia" }).waitFor({ state: "attached" });
    expect(requests.filter((path) => path.startsWith("/api/v1/leads/comers"))).toHaveLength(1);
    // No chunk waited for its parent to be parsed: until the form showed, nothing more was asked for.
    const later = events
      .slice(arrived, shown)
      .filter((event) => event.startsWith("request "))
      .map((event) => event.slice("request ".length));
    expect(later.filter(chunk)).toEqual([]);
    expect(requests.filter((path) => path.startsWith("/api/v2/ov_customize/ov_settings"))).toHaveLength(1);
    // Nor did the runtime ask for those areas' own files.
    expect([...named(requests, "core-es"), ...named(requests, "comparator-es")]).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("asks for no texts file an earlier file of the wave holds: a signed-in visitor's price alerts beside the portal", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const requests = requestsOf(page);
    // A stored session (the loader only looks for the cookie): the price alerts' panel and its UI kit texts join the wave.
    await page.evaluate(() => {
      document.cookie = "ov_token=stored; path=/";
      history.replaceState(null, "", "#/acces");
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", `<ov-portal routing="hash" lang="en"></ov-portal><ov-price-alerts lang="en"></ov-price-alerts>`);
    });
    await page.locator("ov-portal").getByLabel(/^User/).waitFor();
    // The UI kit's parts' texts came in the portal's texts file (scripts/build/loader-table.mjs textsFiles); so did core's.
    expect(named(requests, "portal-texts-en")).toHaveLength(1);
    expect(named(requests, "ui-parts-en")).toEqual([]);
    expect(named(requests, "core-en")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a second tag adds no runtime download and no second settings or flags call", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    const requests = requestsOf(page);
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-comparator lang="en"></ov-comparator>`));
    await page.locator("ov-comparator").getByRole("button", { name: "Compare" }).waitFor();
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-newsletter lang="en"></ov-newsletter>`));
    await page.locator("ov-newsletter").getByRole("textbox").first().waitFor();
    // The runtimes' screens, not the photographs: a tag's texts leave once its photograph is painted (wave.ts).
    await runtimeDrawn(page, "ov-comparator");
    await runtimeDrawn(page, "ov-newsletter");
    expect(named(requests, "runtime")).toHaveLength(1);
    // Core's texts came with the first tag's: the second asks for its own area's file only.
    expect(named(requests, "comparator-texts-en")).toHaveLength(1);
    expect(named(requests, "core-en")).toEqual([]);
    expect(named(requests, "newsletter-texts-en")).toEqual([]);
    expect(named(requests, "newsletter-en")).toHaveLength(1);
    // The loader imported that file itself (run as it arrives) and handed its messages to the runtime
    // (src/i18n/catalogs.ts): preloaded only, it was imported once the newsletter had mounted.
    const handed = await page.evaluate(async () => {
      const texts = (globalThis as { [key: symbol]: unknown })[Symbol.for("ov-widgets.texts")] as Map<string, Promise<unknown>>;
      const messages = await texts.get("en/newsletter");
      return Object.keys((messages ?? {}) as object).filter((id) => id.startsWith("newsletter.")).length;
    });
    expect(handed).toBeGreaterThan(5);
    expect(requests.filter((path) => path.startsWith("/api/v2/ov_customize/ov_settings"))).toHaveLength(1);
    expect(requests.filter((path) => path.startsWith("/api/v1/feature_flags/"))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("forgets an area file that failed to download: a later tag's texts file carries that area", async () => {
    const { page } = await env.site.open(env.browser, "");
    const requests = requestsOf(page);
    // <ov-context lang="es"> alone: core's Spanish texts in their own file, which cannot be downloaded.
    await page.route(/\/cdn\/chunks\/core-es-[\w-]+\.js$/, (route) => route.abort());
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-context lang="es"></ov-context>`));
    // Once by the loader; the runtime may ask again (Chromium retries a module whose download failed).
    await expect.poll(() => named(requests, "core-es").length).toBeGreaterThanOrEqual(1);
    // Kept as requested, the failed file would stand for core's texts for every later tag.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const texts = (globalThis as { [key: symbol]: unknown })[Symbol.for("ov-widgets.texts")] as Map<string, unknown>;
          return texts.has("es/core");
        }),
      )
      .toBe(false);
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-comparator></ov-comparator>`));
    await page.locator("ov-comparator").getByRole("button", { name: "Comparar" }).waitFor();
    // The runtime's screen, not the photograph: the texts leave once the photograph is painted (wave.ts).
    await runtimeDrawn(page, "ov-comparator");
    expect(named(requests, "comparator-texts-es")).toHaveLength(1);
  });

  it("looks for later tags in what the page adds, not in the whole page at every change", async () => {
    const { page, errors } = await env.site.open(env.browser, "");
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-comparator lang="en"></ov-comparator>`));
    await page.locator("ov-comparator").getByRole("button", { name: "Compare" }).waitFor();
    // The tag's start is over: the loader's and the runtime's looks at the page for <ov-context>, once each
    // (when the first screen is drawn, when the runtime starts), are behind it.
    await runtimeDrawn(page, "ov-comparator");
    // A host page that keeps changing its DOM (a ticker): the searches of the whole page meanwhile, from
    // the document or from its root or body element.
    const wholePage = await page.evaluate(async () => {
      const main = document.querySelector("main");
      let searches = 0;
      const count = (type: typeof Document | typeof Element, name: "querySelector" | "querySelectorAll") => {
        const original = type.prototype[name] as (this: Node, selector: string) => unknown;
        Object.defineProperty(type.prototype, name, {
          configurable: true,
          value(this: Node, selector: string) {
            if (this === document || this === document.documentElement || this === document.body) searches += 1;
            return original.call(this, selector);
          },
        });
        return () => Object.defineProperty(type.prototype, name, { configurable: true, writable: true, value: original });
      };
      const restore = [Document, Element].flatMap((type) => [count(type, "querySelector"), count(type, "querySelectorAll")]);
      const ticker = document.createElement("p");
      main?.append(ticker);
      // This test's own observer, made after the loader's: a page's observers are called in the order they
      // were made, so once this one has seen a change, the loader's has had it too.
      let seen = () => {};
      const observer = new MutationObserver(() => seen());
      observer.observe(document, { childList: true, subtree: true });
      for (let tick = 0; tick < 20; tick += 1) {
        const observed = new Promise<void>((resolve) => (seen = resolve));
        ticker.replaceChildren(document.createElement("span"));
        await observed;
      }
      observer.disconnect();
      for (const undo of restore) undo();
      return searches;
    });
    expect(wholePage).toBe(0);
    // A tag inside an added subtree is still found.
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", `<section><div><ov-newsletter lang="en"></ov-newsletter></div></section>`),
    );
    await page.locator("ov-newsletter").getByRole("textbox").first().waitFor();
    expect(errors).toEqual([]);
  });

  it("retries a tag whose chunk failed to download at the page's next change", async () => {
    const { page } = await env.site.open(env.browser, "");
    const failures: string[] = [];
    page.on("console", (message) => message.type() === "error" && failures.push(message.text()));
    // The newsletter's own chunk cannot be downloaded until the loader has said so.
    const sent = { refused: 0, served: 0 };
    const failed = () => failures.some((text) => text.includes("could not load <ov-newsletter>"));
    await page.route(/\/cdn\/chunks\/newsletter-first-[\w-]+\.js$/, (route) =>
      failed() ? (sent.served++, route.continue()) : (sent.refused++, route.abort()),
    );
    await page.evaluate(() => document.querySelector("main")?.insertAdjacentHTML("beforeend", `<ov-newsletter lang="en"></ov-newsletter>`));
    await expect.poll(failed).toBe(true);
    // Any later change of the page, elsewhere: the tag already there loads.
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("span")));
    await page.locator("ov-newsletter").getByRole("textbox").first().waitFor();
    expect(sent.refused).toBeGreaterThan(0);
    expect(sent.served).toBe(1);
  });

  it("the portal's login comes in the portal's chunk, its texts in the wave; the page-wide parts after the login shows; no logout code for a visitor", async () => {
    const manifest = readManifest();
    const own = tagCode(manifest, "widgets/portal/index.ts");
    // widgets/portal/first-load.ts: the auth area's screens are in the portal's own chunk, not a file of their own.
    expect(manifest["widgets/portal/auth/auth-screens.ts"], "the auth screens' own chunk").toBeUndefined();
    const pageWide = `/cdn/${manifest["widgets/portal/shell/page-wide.tsx"]?.file}`;
    // useLogout (src/runtime/widget-context.tsx) downloads it only once someone is signed in.
    const logout = `/cdn/${manifest["src/runtime/logout.ts"]?.file}`;
    const { page, errors } = await env.site.open(env.browser, "");
    const events = requestEvents(page);
    await addPortal(page, "#/acces");
    const portal = page.locator("ov-portal");
    await portal.getByLabel(/^User/).waitFor();
    // The page-wide parts still come (the footer's cookie settings and the consent of a first visit).
    await portal.getByRole("button", { name: "Cookie settings" }).waitFor();

    const arrived = events.indexOf(`finished ${own}`);
    expect(arrived).toBeGreaterThan(0);
    // The login's texts were asked for with the portal's own chunk, in the loader's wave, not once it
    // had run: with the shell's, the UI kit's and core's, in one file (scripts/build/loader-table.mjs textsFiles).
    const texts = events.findIndex((event) => /^request \/cdn\/chunks\/portal-texts-en-[\w-]+\.js$/.test(event));
    expect(events.filter((event) => /^request \/cdn\/chunks\/(core|portal|portal-auth|ui-parts)-en-/.test(event))).toEqual([]);
    expect(texts, "the login's texts requested").toBeGreaterThanOrEqual(0);
    expect(texts, "the login's texts requested before the portal's chunk arrived").toBeLessThan(arrived);
    // Before the portal's chunk (widgets/loader/wave.ts importTag; only the runtime leaves before them): answered
    // early, they are in when the shell first renders, which then draws the login at once instead of an
    // empty frame while they run.
    expect(texts, "the login's texts requested before the portal's chunk").toBeLessThan(events.indexOf(`request ${own}`));
    // Issue 20 item 3: what the login screen does not show waits until it shows: the page-wide parts
    // are requested only after the portal's chunk and the login's texts have arrived (requested once the
    // portal's chunk had run, they were a fourth hop before the login's field), the logout code not at all.
    const pageWideRequested = events.indexOf(`request ${pageWide}`);
    expect(pageWideRequested).toBeGreaterThan(arrived);
    expect(pageWideRequested).toBeGreaterThan(events.indexOf(events[texts]!.replace("request", "finished")));
    expect(events).not.toContain(`request ${logout}`);
    expect(errors).toEqual([]);
  });

  it("the portal opened on an area's route brings that area's screens, their imports and texts in the loader's wave, for the visitors the route is for", async () => {
    const manifest = readManifest();
    const own = tagCode(manifest, "widgets/portal/index.ts");
    // What the portal's own chunk imports comes anyway: an area's own files are the rest.
    const portalFiles = staticImports(manifest, ["widgets/portal/index.ts"]);
    const areaOf = (area: string) => {
      const screens = `/cdn/${manifest[`widgets/portal/${area}/${area}-screens.ts`]?.file}`;
      const imports = [...staticImports(manifest, [`widgets/portal/${area}/${area}-screens.ts`])].filter((file) => !portalFiles.has(file));
      return { screens, files: [screens, ...imports], texts: new RegExp(`^request /cdn/chunks/portal-${area}-en-[\\w-]+\\.js$`) };
    };
    const invoices = areaOf("invoices");
    const support = areaOf("support");
    expect(invoices.files.length).toBeGreaterThan(3);

    const open = async (hash: string, cookie: string, shown: (page: Page) => Promise<unknown>) => {
      const { page, errors } = await env.site.open(env.browser, "");
      const events = requestEvents(page);
      await addPortal(page, hash, cookie);
      await shown(page);
      return { events, errors, arrived: events.indexOf(`finished ${own}`) };
    };
    /** Each of the files was requested once, and before the portal's chunk had arrived. */
    const inTheWave = ({ events, arrived }: { events: string[]; arrived: number }, files: string[], texts: RegExp) => {
      expect(arrived).toBeGreaterThan(0);
      for (const file of files) {
        // Without the loader's route table, these were requested once the portal's code had run.
        expect(events.indexOf(`request ${file}`), `${file} requested before the portal's chunk arrived`).toBeLessThan(arrived);
        expect(events.indexOf(`request ${file}`), file).toBeGreaterThanOrEqual(0);
        expect(
          events.filter((event) => event === `request ${file}`),
          `${file} requested once`,
        ).toHaveLength(1);
      }
      const asked = events.filter((event) => texts.test(event));
      expect(asked, "the area's texts requested once").toHaveLength(1);
      expect(events.indexOf(asked[0]!), "the area's texts requested before the portal's chunk arrived").toBeLessThan(arrived);
    };
    const login = (page: Page) => page.locator("ov-portal").getByLabel(/^User/).waitFor();

    // A returning customer (the session cookie the portal stores) reloads the invoices: a customer's route.
    const token = encodeURIComponent(env.site.sandbox.tokenFor("household"));
    const customer = await open("#/factures", `ov_token=${token}; path=/`, (page) =>
      page.locator("ov-portal .ov-data-list__table tbody tr").first().waitFor({ timeout: 20_000 }),
    );
    inTheWave(customer, invoices.files, invoices.texts);
    expect(customer.errors).toEqual([]);

    // A visitor on the same route is sent to the login: nothing of the area is downloaded.
    const visitor = await open("#/factures", "", login);
    expect(visitor.events).not.toContain(`request ${invoices.screens}`);
    expect(visitor.errors).toEqual([]);

    // The contact form is a visitor's route (spec §2: public): a visitor gets its area in the wave...
    const contact = await open("#/contacte", "", (page) => page.locator("ov-portal .ov-portal__main form").first().waitFor());
    inTheWave(contact, support.files, support.texts);
    expect(contact.errors).toEqual([]);
    // ...and a customer, whom the portal sends home, does not.
    const sent = await open("#/contacte", `ov_token=${token}; path=/`, (page) =>
      page.locator("ov-portal .ov-data-list__table tbody tr").first().waitFor({ timeout: 20_000 }),
    );
    expect(sent.events.indexOf(`request ${support.screens}`)).toBe(-1);
    expect(sent.errors).toEqual([]);
  });

  it("the contracts area's screens chunk and every chunk it imports are requested before the screens chunk has arrived", async () => {
    // The files the contracts screens import statically (transitively), from the build's manifest.
    const manifest = readManifest();
    const imports = staticImports(manifest, ["widgets/portal/contracts/contracts-screens.ts"]);
    const screens = `/cdn/${manifest["widgets/portal/contracts/contracts-screens.ts"]?.file}`;

    const { page, errors } = await env.site.open(env.browser, "");
    const events = requestEvents(page);
    await addPortal(page, `#/acces?redirectPath=${encodeURIComponent("/contractes/electricitat")}`, "rcl_consent_given=true; path=/");
    await runtimeDrawn(page, "ov-portal"); // the runtime's login, not the photograph drawn before it
    const portal = page.locator("ov-portal");
    await portal.getByLabel(/^User/).fill("47281936P");
    await portal.getByLabel(/^Password/).fill("Sandbox1!");
    // What the login screen has downloaded already (the runtime, shared kit parts) is not asked again.
    const before = new Set(events.filter((event) => event.startsWith("request ")).map((event) => event.slice("request ".length)));
    await portal.getByRole("button", { name: "Log in", exact: true }).click();
    await portal.locator(".ov-contracts table tbody tr").first().waitFor({ timeout: 20_000 });

    const arrived = events.indexOf(`finished ${screens}`);
    expect(arrived).toBeGreaterThan(0);
    const waited = [...imports].filter((file) => !before.has(file));
    // Fails without the preload: the screens chunk's imports are then learnt from its parsed code.
    expect(waited.length).toBeGreaterThan(2);
    for (const file of waited) {
      const requested = events.indexOf(`request ${file}`);
      expect(requested, file).toBeGreaterThanOrEqual(0);
      expect(requested, `${file} requested before ${screens} arrived`).toBeLessThan(arrived);
    }
    expect(errors).toEqual([]);
  });

  it("the contracting wizard's first step and everything it imports are requested before the wizard's chunk has arrived", async () => {
    const manifest = readManifest();
    const own = tagCode(manifest, "widgets/contracting/index.ts");
    const step = "widgets/contracting/steps/installation.tsx";
    // The first step (loaded on demand by the wizard: a chunk of its own, or in the wizard's
    // `contracting-first`), and what it and the wizard import statically.
    const firstScreen = [
      ...(manifest[step] ? [`/cdn/${manifest[step].file}`] : []),
      ...staticImports(manifest, ["widgets/contracting/index.ts", ...(manifest[step] ? [step] : [])]),
    ];
    const { page, errors } = await env.site.open(env.browser, "");
    const events = requestEvents(page);
    await page.evaluate(() =>
      document
        .querySelector("main")
        ?.insertAdjacentHTML(
          "beforeend",
          `<ov-context api-base="${location.origin}"></ov-context><ov-contracting type="electricity" lang="en"></ov-contracting>`,
        ),
    );
    await page.locator("ov-contracting").getByLabel(/^CUPS/).waitFor();
    await runtimeDrawn(page, "ov-contracting"); // the runtime's step, not the photograph drawn before it

    const arrived = events.indexOf(`finished ${own}`);
    expect(arrived).toBeGreaterThan(0);
    // The wizard's chunk, the runtime, the forms library and the wizard's shared groups (scripts/build/chunk-policy.mjs
    // firstScreenGroups). Without its first-load declaration (widgets/contracting/first-load.ts) the step's imports are learnt from its
    // parsed code, and the checks below fail.
    const kinds = firstScreen.map((file) => Object.values(manifest).find((item) => `/cdn/${item.file}` === file)?.name);
    expect(kinds).toEqual(expect.arrayContaining(["contracting-first", "runtime", "react-hook-form", "contracting-shared-forms"]));
    // With the lists its first step shows (its first-load declaration's `calls`): companies of origin, street types.
    const calls = ["/api/v1/leads/comers", "/api/v1/geo/tipovias/"];
    // And its texts: core's, the wizard's and the UI kit's parts' in one file (scripts/build/loader-table.mjs textsFiles).
    for (const file of [...firstScreen, "/cdn/chunks/contracting-texts-en-", ...calls]) {
      const requested = events.findIndex((event) => event.startsWith(`request ${file}`));
      expect(requested, file).toBeGreaterThanOrEqual(0);
      expect(requested, `${file} requested before ${own} arrived`).toBeLessThan(arrived);
    }
    // The step took those answers: it asked for neither again.
    await page.locator("ov-contracting").getByRole("option", { name: "Som Energia" }).waitFor({ state: "attached" });
    for (const call of calls)
      expect(
        events.filter((event) => event.startsWith(`request ${call}`)),
        call,
      ).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
