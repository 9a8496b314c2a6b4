import type { ComponentProps } from "react";
import { Lazy, retryableChunk } from "../element/retryable-chunk";
import type { ServerHtml as ServerHtmlType } from "./server-html";

// Issue 20 "the first screen carries only what it shows": the sanitiser (DOMPurify, 11.6 kB gzip) is
// not part of any tag's first screen; the parts that show server HTML render this one, and start its
// download early with `preloadServerHtml` (when the call whose answer holds the HTML starts).
const serverHtml = retryableChunk(() => import("./server-html").then((module) => module.ServerHtml));

/**
 * The server's HTML, sanitised ({@link ServerHtmlType}), downloaded on first use: nothing shows until the
 * sanitiser arrives. A failed download goes to the tag's error boundary, whose Try again downloads again.
 * @param props - those of `ServerHtml`
 * @returns the sanitised HTML, or nothing while the sanitiser downloads
 * @example <LazyServerHtml html={product.ov_description} />
 */
export function LazyServerHtml(props: ComponentProps<typeof ServerHtmlType>) {
  return <Lazy chunk={serverHtml}>{(ServerHtml) => <ServerHtml {...props} />}</Lazy>;
}

/**
 * Starts the sanitiser's download without waiting for it (a failure is left to the render that needs it).
 * @returns nothing: call it where the HTML is about to be needed
 * @example preloadServerHtml(); const items = await getNewsletters(api, email, signal);
 */
export function preloadServerHtml(): void {
  serverHtml.load().catch(() => {});
}
