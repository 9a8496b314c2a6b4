import { TEXTS_KEY, page } from "../../src/load-protocol/globals";
import { TAG_LOADERS } from "../registry";
import { startEarlyCalls } from "./early-calls";
import { firstLocale, storedSession } from "./page";
import { portalArea } from "./portal";
import { askScreen } from "./screens";
import { TABLE, chunkUrl, preload } from "./table";

/**
 * Imports a tag's chunk; in the CDN build, with everything its first screen needs requested at once.
 * @returns resolves when the tag's chunk has run (the tag is defined)
 */
export function importTag(tag: string, element: Element | null): Promise<unknown> | undefined {
  if (!TABLE) return TAG_LOADERS[tag]?.();
  const { f: names, h: catalogHash } = TABLE;
  const [entry, files = [], areas = [], signedInFiles = [], signedInAreas = []] = TABLE.t[tag] ?? [];
  if (entry === undefined) return undefined;
  // The runtime chunk first (the build puts it first in every tag's files), before the cookie and the
  // language are read: its download and its parse off the main thread are the wave's longest, and the
  // tag's chunk can run only once it has. Requested after the texts and the tag's chunk, it left about
  // 20 ms later at 4x CPU.
  if (files[0] !== undefined) preload(chunkUrl(names[files[0]] ?? ""));
  const signedIn = storedSession();
  // Unknown until the settings answer, a tag first shows the default language.
  const locale = firstLocale(element);
  const drawn = askScreen(tag, element);
  const texts = (page[TEXTS_KEY] ??= new Map());
  const missing = ["core", ...areas].filter((area) => !texts.has(`${locale}/${area}`));
  // The first-screen areas in one file (scripts/build/loader-table.mjs textsFiles), run as soon as it arrives, when
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
  // With a photograph asked, the tag's chunk downloads now (preloaded below) but runs in a task after
  // the photograph's first frame (askScreen). Run as soon as it arrived, the runtime's evaluation and
  // takeover (about 70 ms at 4x CPU) came between the drawing and its frame in some loads. Bench against
  // the same code without the wait, 9 rounds, no delay (ms, first visible; runtime's screen): comparator
  // 369 (320-403) -> 370 (361-404), 629 -> 593; portal 386 (328-400) -> 380 (324-389), 699 -> 678.
  const loading = Promise.resolve(drawn).then(() => import(/* @vite-ignore */ chunkUrl(names[entry] ?? "")));
  // The portal opened on an area's route: that area's screens, their imports and its texts too.
  const opened = tag === "ov-portal" ? portalArea(element, signedIn) : undefined;
  for (const file of [entry, ...files, ...(signedIn ? signedInFiles : []), ...(opened?.[0] ?? [])]) preload(chunkUrl(names[file] ?? ""));
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
  const paths = (TABLE.c?.[tag] ?? []).map((call) => {
    if (typeof call === "string") return call;
    const [attribute, otherwise, byValue] = call;
    const value = element?.getAttribute(attribute) ?? "";
    return Object.hasOwn(byValue, value) ? (byValue[value] ?? otherwise) : otherwise;
  });
  startEarlyCalls(paths, locale);
  return loading;
}
