/**
 * The table the CDN build writes into the loader (scripts/build/loader-table.mjs `loaderTable`, then
 * scripts/first-screens.mjs adds the screens): what each tag's first screen needs, so that the loader
 * requests it all in one parallel wave. Types only, but for its version and its variable's name: the
 * build and the loader both import this module. Every byte of the table is on every page's first load.
 */

/** The table's format; the build fails on a table of another (bump it with any change below). */
export const LOADER_TABLE_VERSION = 2;

/** The variable holding the table at the top of `ov-widgets.js` (widgets/loader/table.ts reads it). */
export const LOADER_TABLE_NAME = "__ovFirstScreen";

/**
 * One tag's first screen, as indexes into {@link LoaderTable.files}: its own chunk; what its first
 * screen needs besides (the runtime first, the chunks it imports, its on-demand first parts); its
 * catalog areas besides `core`; the files and areas its first screen adds for a visitor with a stored
 * session (the portal's Log out, the price alerts' table). Trailing empty lists are left out.
 */
export type TagWave = [entry: number, files?: number[], areas?: string[], signedInFiles?: number[], signedInAreas?: string[]];

/**
 * A public list a first screen shows, started with the wave: a path under `/api/`, or the attribute
 * that chooses it, the path otherwise, and the path for some values of the attribute.
 */
export type EarlyCall = string | [attribute: string, otherwise: string, byValue: Record<string, string>];

/** Who a portal route is for: 1 a visitor with a stored session, 2 one without; absent, both. */
export type RouteVisitors = 1 | 2;

/**
 * A portal area whose files the loader requests when the page opens on one of its routes: its files,
 * its catalog area ("" when none) and its routes' patterns (`|` between a route's paths).
 */
export type PortalAreaWave = [files: number[], catalog: string, routes: Array<[patterns: string, visitors?: RouteVisitors]>];

/** The attributes of one photographed first screen (scripts/first-screens.mjs `screenVariants`). */
export type ScreenVariant = Record<string, string>;

/**
 * The build-to-loader table. Its keys are one letter each: every byte of the table and of the loader's
 * reads of it is on every page's first load, and the comparator's first load is within 0.1 kB of its
 * budget (spelt out, the keys cost 0.06 kB gzip of loader and table, measured with the bench).
 */
export interface LoaderTable {
  /** The table's format, {@link LOADER_TABLE_VERSION}. */
  v: typeof LOADER_TABLE_VERSION;
  /** The hash in every catalog chunk's name (`chunks/<area>-<locale>-<hash>.js`). */
  h: string;
  /** The hash in every texts file's name (`chunks/<tag>-texts-<locale>-<hash>.js`), of all their contents. */
  x: string;
  /** File names relative to `chunks/`, without `.js`, each once: the other entries name files by index here. */
  f: string[];
  /** Each tag's first wave. */
  t: Record<string, TagWave>;
  /** The public calls each tag's first screen makes, started with the wave. */
  c?: Record<string, EarlyCall[]>;
  /** The portal's areas a page may open on (not the login's, whose screens are in the portal's chunk, nor the home). */
  p?: PortalAreaWave[];
  /** The photographed tags, with each variant's attributes: variant `i` in a locale is `chunks/<tag>-screen-<i>-<locale>-<y>.js`. */
  s?: Record<string, ScreenVariant[]>;
  /** The hash in every first screen's file name, of all their contents. */
  y?: string;
}
