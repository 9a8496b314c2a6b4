/**
 * The tags' first screens rendered by React on a server, for the CDN loader to draw before the runtime
 * has run (issue 35; scripts/first-screens.mjs builds this module for Node and runs it in a DOM of its
 * own). Each screen is the tree the element wrapper mounts (src/element/widget-definition.ts), rendered
 * with `react-dom/static` as a first visit sees it before any API answer: the built-in settings, no
 * flag loaded yet, no list, no session. Its CSS is the tag's sheets in the order the wrapper adopts
 * them, with the sheets its components ask for on the way (useComponentStyles).
 */
import { prerender } from "react-dom/static";
import { kebab, parseAttribute } from "../src/element/define-widget";
import { definitionOf } from "../src/element/widget-definition";
import { WidgetRoot } from "../src/element/widget-root";
import { getRuntime, resetRuntimeForTests } from "../src/runtime/runtime";
import { listenToServerRender } from "../src/element/server-render";

export { SCREEN_ADDRESS, SCREEN_PAGE } from "../src/load-protocol/screen-markers";

// Every tag's module, as a page's loader imports them: each defines its tag's definition.
import.meta.glob("../widgets/*/index.ts", { eager: true });

/** How long a screen may wait for its lazy parts (its code and texts, all local here) before it is refused. */
const RENDER_TIMEOUT_MS = 20_000;
/**
 * How many times a screen is rendered again after the downloads its parts start in effects (the
 * portal's login: its area's screens, then nothing): more means a part that never settles.
 */
const MAX_PASSES = 4;

export interface ScreenJob {
  tag: string;
  /** The tag's attributes as the page writes them (the variant's, without its `:` conditions). */
  attributes: Record<string, string>;
  locale: string;
  /** The API's address the runtime is configured with (its calls never get an answer). */
  apiBase: string;
}

/**
 * Renders one tag's first screen.
 * @returns its CSS (every sheet, as the shadow root would adopt them) and its markup
 * @throws when the tag is not defined, its texts cannot load or the render fails or does not finish
 */
export async function renderScreen({ tag, attributes, locale, apiBase }: ScreenJob): Promise<{ css: string; html: string }> {
  const definition = definitionOf(tag);
  if (!definition) throw new Error(`no definition of <${tag}>`);
  resetRuntimeForTests();
  const runtime = getRuntime();
  runtime.configure({ apiBase, lang: locale, fetch: () => new Promise<Response>(() => {}) });
  runtime.start();

  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(definition.propTypes)) {
    if (type === "property") continue;
    const value = attributes[kebab(name)] ?? null;
    if (value !== null || type === "boolean") props[name] = parseAttribute(type, value);
  }
  // The element the tree stands for, out of the document: where the tag is defined (a test's document),
  // connecting it would mount the runtime's own tree as well.
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  if (!host.shadowRoot) host.attachShadow({ mode: "open" });

  // The texts the runtime loads before the tag's first text, here before the render: WidgetRoot then
  // draws them in its first render, as it does when the loader's wave brought them first.
  const wanted = runtime.localeFor(typeof props.lang === "string" ? (props.lang as never) : null);
  await runtime.i18n.load(wanted, definition.catalog);
  if (definition.partAreas?.length) await runtime.i18n.load(wanted, definition.partAreas);

  const tree = (
    <WidgetRoot
      runtime={runtime}
      host={host}
      tag={tag}
      component={definition.component}
      props={props}
      catalog={definition.catalog}
      partCatalog={definition.partAreas}
    />
  );
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const sheets: Array<[string, "before-own" | "last"]> = [];
    const waits = new Set<() => Promise<unknown>>();
    const errors: unknown[] = [];
    const stop = listenToServerRender({
      sheet: (css, placement) => {
        if (!sheets.some(([seen]) => seen === css)) sheets.push([css, placement]);
      },
      wait: (start) => waits.add(start),
    });
    let html: string;
    try {
      const { prelude } = await prerender(tree, {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (error) => void errors.push(error),
      });
      html = await new Response(prelude).text();
    } finally {
      stop();
    }
    if (errors.length > 0) throw errors[0];
    if (waits.size > 0) {
      // What the parts would have downloaded after their first commit: then the render they show.
      await Promise.all([...waits].map((start) => start()));
      continue;
    }
    const [theme = "", base = "", own = ""] = definition.styles;
    const before = sheets.filter(([, placement]) => placement !== "last").map(([css]) => css);
    const last = sheets.filter(([, placement]) => placement === "last").map(([css]) => css);
    return { css: [theme, base, ...before, own, ...last].filter(Boolean).join("\n"), html };
  }
  throw new Error(`<${tag}>'s parts still wait for downloads after ${MAX_PASSES} renders`);
}
