import type { Browser } from "playwright-core";

/** See bench-page.mjs. */
export function benchArg(name: string): string | undefined;
/** See bench-page.mjs. */
export function tagLoadOptions(
  root: string,
  rounds: number,
): { cdn: string; tag: string; html: string; control: string | null; rounds: number };
/** See bench-page.mjs. */
export function plainTagPage(html: string, apiBase: string): string;
/** See bench-page.mjs. */
export function benchSetup(root: string): { cdn: string; otherCdn: string | undefined; rounds: number; rate: number };
/** See bench-page.mjs. */
export function serveBenchPage(
  cdn: string,
  html: string,
  rewrite?: ((path: string, text: string) => string) | null,
): Promise<{ url: string; close: () => void }>;
/** See bench-page.mjs. */
export function launchBenchChromium(root: string): Promise<Browser>;
