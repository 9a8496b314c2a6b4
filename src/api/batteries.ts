/**
 * Virtual batteries of electricity contracts (calls document §7.5). The wire speaks Catalan
 * (`bateria`, `pes_percentatge`...); every answer is checked and mapped here to the English domain
 * names below, and every body mapped back, so no screen sees a wire name.
 */
import * as v from "valibot";
import { queryKey } from "../runtime/query-key";
import type { ApiClient, BlobAnswer } from "./types";
import { finiteNumber, listOf } from "./wire";

const batteryPercentages = queryKey("batteries", "percentages");

/**
 * The query keys of this module's calls (`useQuery`, `invalidate`); `all` is the prefix of every one.
 * @example await invalidate(batteryKeys.allPercentages); // after a share changed
 */
export const batteryKeys = {
  all: queryKey("batteries"),
  /** `getBatteryTypes(api)` */
  types: queryKey("batteries", "types"),
  /** The prefix of every `percentages` key */
  allPercentages: batteryPercentages,
  /** The shares of some batteries (one `getBatteryPercentages` each), in any order: one key per set */
  percentages: (batteryIds: readonly (string | number)[]) =>
    queryKey(batteryPercentages, [...new Set(batteryIds.map(String))].sort().join(",")),
  /** The batteries of the customer's electricity contracts, made of `listContracts` */
  customer: queryKey("batteries", "customer"),
};

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);

/** A virtual battery (portal-spec §3 assignment `bateria {id, name}`). */
export interface Battery {
  /** What the battery calls of calls §7.5 take as `bateriaId`. */
  id: string | number;
  name: string;
}

/** A contract's share of a virtual battery (portal-spec §3 "Virtual battery assignment"). */
export interface BatteryAssignment {
  /** §3 `id`: the assignment's own id. */
  id: string | number;
  /** §3 `bateria {id, name}`: the battery. */
  battery: Battery;
  /** §3 `pes`: the weight that rescales the other shares (§7.5: weight 0 is locked). */
  weight: number;
  /** §3 `pes_percentatge`: the contract's share in percent. */
  percentage: number;
  /** §3 `gestio_descomptes`: how discounts are used, `aplicar` or another type name (see `getBatteryTypes`). */
  discountManagement: string;
  /** §3 `total_descompte`: the accumulated discount, in euros. */
  totalDiscount: number;
  /** §3 `data_inici` (`YYYY-MM-DD`): active from this day. */
  startDate: string | null;
  /** §3 `data_final` (`YYYY-MM-DD`): active until this day; none means open-ended. */
  endDate: string | null;
  /** §3 `es_origen`: the battery was created by this contract (its share cannot move, §8.2). */
  isOrigin: boolean;
}

/** A discount-management type (portal-spec §3 "Battery type: name, description"). */
export interface BatteryType {
  /** The value sent back by `setBatteryDiscountManagement`, e.g. `aplicar`. */
  name: string;
  /** Translated description. */
  description: string;
}

/**
 * The share of one contract in a battery (portal-spec §3 "Percentage: bateria_id, percentage"; calls
 * §3 "Battery percentages: bateria_id, percentage"). The retailer's answer names neither the contract
 * nor the assignment: the panel tells the contract's own share by its assignment (`pes_percentatge`).
 */
export interface BatteryPercentage {
  /** §3 `bateria_id`. */
  batteryId: string | number;
  /** §3 `percentage`. */
  percentage: number;
}

const BatteryAssignmentWire = /* @__PURE__ */ v.looseObject({
  id,
  bateria: v.looseObject({ id, name: v.string() }),
  pes: finiteNumber,
  pes_percentatge: finiteNumber,
  gestio_descomptes: v.string(),
  total_descompte: finiteNumber,
  data_inici: v.nullish(v.string()),
  data_final: v.nullish(v.string()),
  es_origen: v.optional(v.boolean(), false),
});

/** Boundary check and mapping of one assignment, as the contract carries it in `bateria_virtual[]`. */
export const BatteryAssignmentSchema = /* @__PURE__ */ v.pipe(
  BatteryAssignmentWire,
  v.transform((wire): BatteryAssignment => ({
    id: wire.id,
    battery: { id: wire.bateria.id, name: wire.bateria.name },
    weight: wire.pes,
    percentage: wire.pes_percentatge,
    discountManagement: wire.gestio_descomptes,
    totalDiscount: wire.total_descompte,
    startDate: wire.data_inici ?? null,
    endDate: wire.data_final ?? null,
    isOrigin: wire.es_origen,
  })),
);
const BatteryAssignmentsSchema = /* @__PURE__ */ listOf(BatteryAssignmentSchema);

const BatteryTypesSchema = /* @__PURE__ */ listOf(
  v.pipe(
    v.looseObject({ name: v.string(), description: v.optional(v.string(), "") }),
    v.transform((wire): BatteryType => ({ name: wire.name, description: wire.description })),
  ),
);

// Only the catalogue's two fields are read; any other field of an item is ignored.
const BatteryPercentageSchema = /* @__PURE__ */ v.pipe(
  v.looseObject({ bateria_id: id, percentage: finiteNumber }),
  v.transform((wire): BatteryPercentage => ({ batteryId: wire.bateria_id, percentage: wire.percentage })),
);
/** Boundary check and mapping of the percentages answer (`{items}` on the wire, a list here). */
export const BatteryPercentagesSchema = /* @__PURE__ */ listOf(BatteryPercentageSchema);

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * The discount-management types (v2), descriptions translated.
 * @param api the tag's client
 * @param signal aborts the call
 * @returns the types
 * @example const types = await getBatteryTypes(api);
 */
export function getBatteryTypes(api: ApiClient, signal?: AbortSignal): Promise<BatteryType[]> {
  return api.get("contract/bateria/types", { version: 2, schema: BatteryTypesSchema, signal });
}

/**
 * Sets how a contract uses the discounts of one battery (sent as `valor_descomptes`).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param batteryId the battery
 * @param discountManagement a type name from `getBatteryTypes`
 * @param signal aborts the call
 * @returns the updated assignment
 * @example await setBatteryDiscountManagement(api, "0104521", 101, "aplicar");
 */
export function setBatteryDiscountManagement(
  api: ApiClient,
  contractName: string,
  batteryId: string | number,
  discountManagement: string,
  signal?: AbortSignal,
): Promise<BatteryAssignment> {
  return api.put(`contract/${seg(contractName)}/bateria/${seg(batteryId)}`, {
    body: { valor_descomptes: discountManagement },
    schema: BatteryAssignmentSchema,
    signal,
  });
}

/**
 * The share of every contract in a battery.
 * @param api the tag's client
 * @param batteryId the battery
 * @param signal aborts the call
 * @returns one share per assignment of the battery, none of them naming its contract
 * @example const shares = await getBatteryPercentages(api, 101);
 */
export function getBatteryPercentages(api: ApiClient, batteryId: string | number, signal?: AbortSignal): Promise<BatteryPercentage[]> {
  return api.get(`contract/bateria_virtual_percentages/${seg(batteryId)}`, { schema: BatteryPercentagesSchema, signal });
}

/**
 * Changes the contract's share of a battery (integer 0 to 100, spec §5); the others are rescaled by weight.
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param batteryId the battery
 * @param percentage the new share (sent as `pes_percentatge`)
 * @param signal aborts the call
 * @returns every share of the battery after the change
 * @example await changeBatteryPercentage(api, "0104521", 101, 55);
 */
export function changeBatteryPercentage(
  api: ApiClient,
  contractName: string,
  batteryId: string | number,
  percentage: number,
  signal?: AbortSignal,
): Promise<BatteryPercentage[]> {
  return api.put(`contract/${seg(contractName)}/change_bateria_pes_percentatge/${seg(batteryId)}`, {
    body: { pes_percentatge: percentage },
    schema: BatteryPercentagesSchema,
    signal,
  });
}

/**
 * Moves the contract's share from one battery to another (sent as `pes_percentatge`, `bateria_desti`).
 * @param api the tag's client
 * @param contractName the contract's name (number)
 * @param originBatteryId the battery the share leaves
 * @param move the share to move and the destination battery
 * @param signal aborts the call
 * @returns the contract's assignments after the move
 * @example await moveBattery(api, "0201003", 102, { percentage: 40, destination: 103 });
 */
export function moveBattery(
  api: ApiClient,
  contractName: string,
  originBatteryId: string | number,
  move: { percentage: number; destination: string | number },
  signal?: AbortSignal,
): Promise<BatteryAssignment[]> {
  return api.put(`contract/${seg(contractName)}/bateria_virtual_move_virtual_battery/${seg(originBatteryId)}`, {
    body: { pes_percentatge: move.percentage, bateria_desti: move.destination },
    schema: BatteryAssignmentsSchema,
    signal,
  });
}

/**
 * The Excel export of some batteries (v1, ids joined by commas).
 * @param api the tag's client
 * @param batteryIds the batteries to export
 * @param signal aborts the call
 * @returns the workbook and its file name
 * @example const { blob, filename } = await exportBatteries(api, [101, 102]);
 */
export function exportBatteries(api: ApiClient, batteryIds: readonly (string | number)[], signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contracts/virtual_batteries/${batteryIds.map(seg).join(",")}`, { version: 1, signal });
}
