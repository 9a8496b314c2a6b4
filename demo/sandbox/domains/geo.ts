/** Geography lookups of the address forms (spec §7.3): v1 only, so a v2 request answers 404. */
import { apiError, json } from "../http.ts";
import { PROVINCES, STREET_TYPES, streetTypeName, ZIPCODES } from "../data/geo-data.ts";
import type { Route } from "../types.ts";

export const routes: Route[] = [
  {
    method: "GET",
    path: "geo/zipcode/:zipcode/",
    versions: [1],
    handler: (ctx) => {
      const zip = (ctx.params.zipcode ?? "").trim();
      // spec §5: a postal code is 5 digits, leading zeros allowed.
      if (!/^\d{5}$/.test(zip)) return apiError(400, "zipcode_invalid", { zipcode: ["zipcode_invalid"] });
      return json(ZIPCODES[zip] ?? []);
    },
  },
  {
    method: "GET",
    path: "geo/provincies/:ine/",
    versions: [1],
    handler: (ctx) => {
      // spec §5: "province filled from the first 2 digits of the INE code".
      const id = (ctx.params.ine ?? "").trim().slice(0, 2);
      const name = PROVINCES[id];
      return name ? json({ id, name }) : apiError(404, "province_not_found");
    },
  },
  {
    method: "GET",
    path: "geo/tipovias/",
    versions: [1],
    handler: (ctx) => json(STREET_TYPES.map((t) => ({ id: t.id, name: streetTypeName(t, ctx.lang) }))),
  },
];
