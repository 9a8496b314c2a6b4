import type { EarlyCall } from "./table";

/**
 * What a tag's first screen loads beyond its entry's static imports, declared by the tag in
 * `widgets/<tag>/first-load.ts` (plain data: the CDN build imports it as it is). The build adds it to
 * the tag's row of the loader's table (src/load-protocol/table.ts `TagWave`), so that the loader
 * requests it in the first wave with the runtime instead of once the tag's code has asked for it. Its
 * modules also count as the tag's first screen in the build's chunk groups (scripts/build/chunk-policy.mjs
 * `firstScreenGroups`). Only the declarations and the build import this module: nothing here reaches a
 * bundle.
 */
export interface FirstLoad {
  /** Modules its first screen imports on demand, relative to the tag's folder (`./steps/installation.tsx`). */
  modules?: readonly string[];
  /** Catalog areas its first screen shows besides `core` and the tag's own (`ui-parts`). */
  catalogs?: readonly string[];
  /** The public lists its first screen shows: the loader starts these calls with the wave. */
  calls?: readonly EarlyCall[];
  /** What its first screen adds for a visitor with a stored session: modules and catalog areas, as above. */
  signedIn?: { modules?: readonly string[]; catalogs?: readonly string[] };
}

/**
 * The companies of origin a first form offers (getComers / getGasComers of src/api/tariff-lists.ts,
 * calls document §7.8): the gas list for a gas form, chosen by one of the tag's attributes.
 * @param attribute - the attribute whose value `gas` asks for the gas list
 * @returns the early call
 * @example comersCall("energy") // ["energy", "v1/leads/comers", { gas: "v2/gas/leads/comers" }]
 */
export const comersCall = (attribute: string): EarlyCall => [attribute, "v1/leads/comers", { gas: "v2/gas/leads/comers" }];
