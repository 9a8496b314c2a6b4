/**
 * What a tree rendered on a server needs from the parts that, in a browser, act in effects. The build
 * renders the tags' first screens with `react-dom/static` (scripts/first-screen-render.tsx), where no
 * effect runs: a UI primitive adopts its sheet in an insertion effect (useComponentStyles), and a part
 * downloads its code or texts in a layout effect (retryableChunk's users, useCatalogArea). During such a
 * render they tell the renderer instead, which adds the sheets to the screen's CSS, and starts the
 * downloads, waits for them and renders again. In a browser nobody listens and these calls do nothing.
 */
export interface ServerRender {
  /** A sheet the tree adopts: before the tag's own sheet, or after every other (`last`). */
  sheet(css: string, placement: "before-own" | "last"): void;
  /** A download the tree would start and show once arrived (it is started once, however often asked). */
  wait(start: () => Promise<unknown>): void;
}

let current: ServerRender | null = null;

/** The server render under way, if any (null in a browser). */
export function serverRender(): ServerRender | null {
  return current;
}

/**
 * Makes `render` hear the trees rendered from now on, until the returned function is called.
 * @example const stop = listenToServerRender({ sheet, wait }); try { await prerender(tree) } finally { stop() }
 */
export function listenToServerRender(render: ServerRender): () => void {
  current = render;
  return () => {
    if (current === render) current = null;
  };
}
