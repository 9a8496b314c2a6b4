// The CDN build's chunk policy (docs/performance.md "Chunk policy"): which chunk each module goes in,
// from the load graph and each tag's first-load declaration, not from file names.
import { existsSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { FIRST_LOAD } from "../budgets.mjs";
import { WIDGET_ENTRIES } from "../widgets.mjs";

const root = resolve(import.meta.dirname, "../..");

/**
 * Issue 20 "a flat load graph": the CDN loader carries, for each tag, the files its first screen needs
 * (its chunk, the static imports of it, the parts its first screen loads on demand) and the catalog
 * areas it shows, so that it requests them all in one parallel wave with the runtime instead of each
 * chunk waiting for its parent to be parsed. What a first screen loads beyond its entry's static
 * imports, its catalog areas besides `core` and the tag's own, and the public lists the loader calls
 * with the wave, each tag declares in `widgets/<tag>/first-load.ts` (src/load-protocol/first-load.ts
 * `FirstLoad`), plain data imported here as it is; its modules become paths from the root.
 * @type {Map<string, { modules: string[], areas: string[], calls?: import("../src/load-protocol/table.ts").EarlyCall[], signedIn?: { modules: string[], areas: string[] }, file: string }>}
 */
export const FIRST_LOADS = new Map();
for (const { tag, entry } of WIDGET_ENTRIES) {
  const file = posix.join(posix.dirname(entry), "first-load.ts");
  if (!existsSync(join(root, file))) continue;
  const declared = Object.values(await import(pathToFileURL(join(root, file)).href));
  if (declared.length !== 1) throw new Error(`build: ${file} must export one declaration`);
  const [{ modules = [], catalogs = [], calls, signedIn }] = declared;
  const paths = (list = []) =>
    list.map((module) => {
      const path = posix.join(posix.dirname(entry), module);
      if (!existsSync(join(root, path))) throw new Error(`build: ${file} names ${module}, which is not there`);
      return path;
    });
  FIRST_LOADS.set(tag, {
    file,
    modules: paths(modules),
    areas: [...catalogs],
    ...(calls && { calls }),
    ...(signedIn && { signedIn: { modules: paths(signedIn.modules), areas: [...(signedIn.catalogs ?? [])] } }),
  });
}

/**
 * The tag whose first load sets the runtime chunk's bounds: the one with the smallest first-load budget
 * (scripts/budgets.mjs, the comparator). Every page downloads the runtime, so it holds what the tags'
 * first screens share (sharedGroup); what that tag's first screen runs and another tag also loads joins
 * it too, so that its first load stays in two files, the runtime and its own.
 */
const RUNTIME_TAG = Object.entries(FIRST_LOAD).sort(([, a], [, b]) => a - b)[0][0];
/**
 * The spec's limits (src/domain/limits.ts, 0.3 kB): read by pagination, uploads and forms, never by the
 * comparator, shown first by the wizard only. The one module placed by name: by the load graph alone it
 * would join the wizard's `-shared` group, which the consumption area then downloads for it (measured
 * without this rule: its first visit 26.3 → 33.1 kB gzip, for 0.17 kB off the first loads of the power
 * calculator, newsletter, price alerts and portal); in the `first-shared` file the forms that read it
 * request it anyway.
 */
export const LIMITS = /[\\/]src[\\/]domain[\\/]limits\.ts$/;
/**
 * The flow state library: valtio (with proxy-compare, its React binding's) and src/state, the flow
 * stores' pattern and the mutation primitive every form sends through. A vendor chunk of its own, like
 * react-hook-form: the portal's login and the contracting wizard show it first, and portal areas,
 * batteries and the payment load it later. By the load graph alone it joined the `first-shared` file,
 * which the newsletter, the power calculator and the price alerts request too: their first loads
 * grew 2.4 kB gzip each for a library their first screens never run (measured with `bench.mjs
 * --sizes-only`, 2026-11-30, when the login moved onto the primitive).
 */
export const FLOW_STATE = /node_modules[\\/](valtio|proxy-compare)[\\/]|[\\/]src[\\/]state[\\/]/;
/** react-hook-form and the valibot resolver every form of ours gives it (src/forms/resolver.ts). */
export const REACT_HOOK_FORM = /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]forms[\\/]resolver\.ts$/;

/**
 * Issue 20: the CDN build's groups for the tags' first screens (each tag's entry and its static
 * imports, with the on-demand parts its first-load declaration names for every visitor), outside the
 * runtime and react-hook-form. Left to itself, the split gives every module that some later chunk
 * also imports a chunk of its own: the wizard's first step came in 28 files and the portal's login in
 * 21, most under 1 kB gzip, and each file costs the main thread a request and a module (about 5 ms at
 * 4x CPU). The modules several tags show first (React, the runtime, the element wrapper, the API
 * client, the UI kit's fields, the radio group, formatting, component styles) go in the runtime chunk
 * when the comparator shows them too, else in one `first-shared` file (`sharedGroup`, which those two
 * groups ask). From issue 20 they were all in the runtime, where they cost the
 * comparator 1.7 kB gzip and saved the others a request (power calculator, first field, median of 11
 * interleaved loads at 4x: 501 → 448 ms, with the bundler's helper inlined too:
 * inlineBundlerHelpers). With React in the runtime (issue 35: 95 kB gzip where Preact's was 31) the
 * comparator's first load is at its budget, and those modules went back to a file of their own, which
 * the other tags request in the same wave as the runtime. Then two kinds of group,
 * the more shared first (a captured module takes its static imports along, so each import must be
 * placed before the modules that import it):
 * - `<tag>-shared`: the modules one tag shows first that other tags' later chunks load too (the
 *   wizard's stepper, valtio and address rules, which portal areas use; the portal's session start and
 *   read-only gate, which the price alerts' panel and portal areas use), in one file per tag; and
 *   `<tag>-shared-forms`, those of them that import react-hook-form (the wizard's choice field), so that
 *   a later chunk needing only the first kind does not download the 13 kB of the forms library. Until
 *   the fourteenth session these were one chunk per set of chunks loading a module, as the split would
 *   make them: the wizard's first step then came in 15 files (valtio, stepper, wizard state, limits,
 *   address rules, postal code, each its own), now in 6. Fewer files cost a later chunk some bytes it
 *   does not run: `npm run bench`, a portal area's first visit, batteries 19.9 → 22.3 kB gzip,
 *   invoices 31.1 → 34.9, support 32.0 → 36.5, each in 1 to 3 files fewer. At 4x CPU a file costs
 *   more than those bytes (first field of the wizard, median of 11 interleaved loads: 639 → 588 ms).
 *   The spec's limits (LIMITS), which pagination and most forms read, are in `first-shared` rather
 *   than here: every area with a table would load the wizard's group for them.
 * - `<tag>-first`: what only that tag shows first and only that tag can ever load (static or dynamic
 *   imports from its entry), its entry included: one file, which the loader's table names as the tag's chunk (the entry's own file
 *   is left as a re-export of it, for imports of the tag from elsewhere). Its later chunks, loaded
 *   after it, import these modules from there.
 * Any other module is left to the automatic split.
 * @returns {import("rolldown").CodeSplittingGroup[]} the groups, highest priority first
 */
export function firstScreenGroups() {
  const kindOf = (id, ctx) => {
    if (REACT_HOOK_FORM.test(id) || FLOW_STATE.test(id) || sharedGroup(id, ctx)) return null;
    const { firstOf, reachOf } = firstScreenPlan(ctx);
    const first = firstOf.get(id);
    // Shown first by several tags and reaching the forms library: left to the automatic split (none today).
    if (!first || first.size > 1) return null;
    const [tag] = first;
    if (reachOf.get(id).size === 1) return { priority: 0, name: `${tag}-first` };
    // The forms' group after the other (a captured module takes its imports along): a module of both
    // kinds' import, such as the address rules, stays out of the one that brings react-hook-form.
    return reachesForms(id, ctx) ? { priority: 1, name: `${tag}-shared-forms` } : { priority: 2, name: `${tag}-shared` };
  };
  const priorities = [2, 1, 0];
  return priorities.map((priority) => ({
    priority,
    debugName: `first screens ${priority}`,
    name: (id, ctx) => {
      const kind = kindOf(id, ctx);
      return kind?.priority === priority ? kind.name : null;
    },
  }));
}

/**
 * The first-screen plan of the build (planFirstScreens), made once from rolldown's chunking context.
 * @param {Parameters<typeof planFirstScreens>[0]} ctx - rolldown's chunking context
 * @returns {ReturnType<typeof planFirstScreens>} the plan
 */
function firstScreenPlan(ctx) {
  return (firstScreenPlan.cached ??= planFirstScreens(ctx));
}

/**
 * Where a module that tags share goes (see firstScreenGroups): in the runtime chunk when the runtime's
 * tag (RUNTIME_TAG) shows it first and another tag shows it first too or loads it later (React, the
 * runtime, the element wrapper, the API client and its errors' texts, the UI kit's fields and buttons,
 * the tariff lists: as a file of their own they cost the comparator's first load a request and 0.7 kB
 * gzip); in the `first-shared` file when several other tags show it first. Not a module whose imports
 * reach react-hook-form: the group would take the forms library along (a captured module brings its
 * imports, and on equal priority the earlier group wins). Nothing is in the runtime by its name: what the
 * comparator's first screen never runs (the on-demand logout, token check, token refresh, session
 * dialog, login requests; the read-only gate, the catalog-area hook, formatting, the tax id and IBAN
 * rules) stays out by itself.
 * @param {string} id - the module
 * @param {Parameters<typeof planFirstScreens>[0]} ctx - rolldown's chunking context
 * @returns {"runtime" | "first-shared" | null} its group, or null when it is not shared that way
 */
export function sharedGroup(id, ctx) {
  const { firstOf, reachOf } = firstScreenPlan(ctx);
  const tags = firstOf.get(id);
  if (REACT_HOOK_FORM.test(id) || FLOW_STATE.test(id) || !tags || reachesForms(id, ctx)) return null;
  if (tags.has(RUNTIME_TAG) && (tags.size > 1 || reachOf.get(id).size > 1)) return "runtime";
  return tags.size > 1 ? "first-shared" : null;
}

/**
 * Whether a module's static imports reach react-hook-form.
 * @param {string} id - the module
 * @param {{ getModuleInfo(id: string): { importedIds: string[] } | null }} ctx - rolldown's chunking context
 * @returns {boolean} true when loading the module loads the forms library
 */
function reachesForms(id, ctx, seen = new Set()) {
  if (REACT_HOOK_FORM.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesForms(next, ctx, seen));
}

/**
 * For each module: the tags whose first screen runs it, and the tags whose code can load it at all.
 * @param {{ getModuleInfo(id: string): { importedIds: string[], dynamicallyImportedIds: string[] } | null }} ctx - rolldown's chunking context
 * @returns {{ firstOf: Map<string, Set<string>>, reachOf: Map<string, Set<string>> }} module id to tag names (without `ov-`)
 */
function planFirstScreens(ctx) {
  const firstOf = new Map();
  const reachOf = new Map();
  const entries = new Set(WIDGET_ENTRIES.map(({ entry }) => join(root, entry)));
  const walk = (start, withDynamic, own, mark) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop();
      if (seen.has(id) || (id !== own && entries.has(id))) continue;
      seen.add(id);
      mark(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      if (withDynamic) stack.push(...info.dynamicallyImportedIds);
    }
  };
  const add = (map, id, name) => (map.get(id) ?? map.set(id, new Set()).get(id)).add(name);
  for (const { tag, name, entry } of WIDGET_ENTRIES) {
    const absolute = join(root, entry);
    if (!ctx.getModuleInfo(absolute)) continue;
    const extras = (FIRST_LOADS.get(tag)?.modules ?? []).map((module) => join(root, module));
    // Another tag's entry is that tag's chunk, loaded whole: the walks stop there.
    walk([absolute, ...extras], false, absolute, (id) => add(firstOf, id, name));
    walk([absolute], true, absolute, (id) => add(reachOf, id, name));
  }
  return { firstOf, reachOf };
}
