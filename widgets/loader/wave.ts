import { TEXTS_KEY, page } from "../../src/load-protocol/globals";
import type { LoaderTable, TagWave } from "../../src/load-protocol/table";
import { TAG_LOADERS } from "../registry";
import { startEarlyCalls } from "./early-calls";
import { firstLocale, storedSession } from "./page";
import { portalArea } from "./portal";
import { TABLE, chunkUrl, preload } from "./table";

/**
 * Imports a tag's chunk; in the CDN build, with everything its first screen needs requested in one wave.
 * @param painted - settles when the photographs of the tag's pass are painted or will not be (askScreen);
 *   none for a tag asked for by `load()`
 * @returns resolves when the tag's chunk has run (the tag is defined)
 */
export function importTag(tag: string, element: Element | null, painted?: Promise<unknown>): Promise<unknown> | undefined {
  const table = TABLE;
  if (!table) return TAG_LOADERS[tag]?.();
  const row = table.t[tag];
  if (!row) return undefined;
  const [, files = []] = row;
  // The runtime chunk first (the build puts it first in every tag's files), before the cookie and the
  // language are read: its download and its parse off the main thread are the wave's longest, and the
  // tag's chunk can run only once it has. Requested after the texts and the tag's chunk, it left about
  // 20 ms later at 4x CPU.
  if (files[0] !== undefined) preload(chunkUrl(table.f[files[0]] ?? ""));
  // Read now, as the photograph's file was chosen (askScreen).
  const signedIn = storedSession();
  // Unknown until the settings answer, a tag first shows the default language.
  const locale = firstLocale(element);
  // The rest of the wave leaves in a task after the first frame of the pass's photographs (askScreen,
  // upgrade), the runtime's download under way meanwhile. Starting a request costs the main thread
  // 1 to 2 ms at 4x CPU; the portal's wave (its texts, its code and its imports, its route's area, the
  // early calls) took about 40 ms, in the task before the photograph could be drawn, and the code, run
  // as soon as it arrived, sometimes came between the drawing and its frame. On a phone's network the
  // rest arrives while the runtime still downloads. Bench against the wave sent at once, 9 rounds
  // (ms, first visible; runtime's screen), no delay: comparator 434 -> 397, 708 -> 708; portal
  // 360 -> 315, 768 -> 755; phone: comparator 772 -> 752, 1390 -> 1389; portal 821 -> 816, 1633 -> 1669.
  return Promise.resolve(painted).then(() => wave(table, tag, element, row, signedIn, locale));
}

/** The tag's wave but the runtime's request: its texts, its chunk, what its first screen loads, the early calls. */
function wave(
  table: LoaderTable,
  tag: string,
  element: Element | null,
  [entry, files = [], areas = [], signedInFiles = [], signedInAreas = []]: TagWave,
  signedIn: boolean,
  locale: string,
): Promise<unknown> {
  const { f: names, h: catalogHash } = table;
  const texts = (page[TEXTS_KEY] ??= new Map());
  const missing = ["core", ...areas].filter((area) => !texts.has(`${locale}/${area}`));
  // The first-screen areas in one file (scripts/build/loader-table.mjs textsFiles), run as soon as it arrives, when
  // it saves a file: with core already come with another tag's, its copy costs less than a request.
  const inOne = areas.length > 0 && missing.length > 1;
  if (inOne) {
    const file = import(/* @vite-ignore */ chunkUrl(`${tag.slice(3)}-texts-${locale}-${table.x}`)) as Promise<{
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
      const file = import(/* @vite-ignore */ chunkUrl(`${area}-${locale}-${catalogHash}`)) as Promise<{ messages?: unknown }>;
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
  const paths = (table.c?.[tag] ?? []).map((call) => {
    if (typeof call === "string") return call;
    const [attribute, otherwise, byValue] = call;
    const value = element?.getAttribute(attribute) ?? "";
    return Object.hasOwn(byValue, value) ? (byValue[value] ?? otherwise) : otherwise;
  });
  startEarlyCalls(paths, locale);
  return loading;
}
