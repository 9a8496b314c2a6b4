/** Virtual batteries of electricity contracts (calls document §7.5). */
import * as v from "valibot";
import type { ApiClient, BlobAnswer } from "./types";

const id = /* @__PURE__ */ v.union([v.number(), v.string()]);
const num = /* @__PURE__ */ v.pipe(v.union([v.number(), v.string()]), v.transform(Number));

/** spec §3 "Virtual battery assignment"; shown on the contract as `bateria_virtual[]`. */
export const BatteryAssignmentSchema = /* @__PURE__ */ v.looseObject({
  id,
  bateria: v.looseObject({ id, name: v.string() }),
  pes: num,
  pes_percentatge: num,
  /** "aplicar" or another discount-management type. */
  gestio_descomptes: v.string(),
  total_descompte: num,
  data_inici: v.nullish(v.string()),
  data_final: v.nullish(v.string()),
  es_origen: v.optional(v.boolean(), false),
});
export const BatteryAssignmentsSchema = /* @__PURE__ */ v.looseObject({ items: v.array(BatteryAssignmentSchema) });

export const BatteryTypeSchema = /* @__PURE__ */ v.looseObject({ name: v.string(), description: v.optional(v.string(), "") });
export const BatteryTypesSchema = /* @__PURE__ */ v.looseObject({ items: v.array(BatteryTypeSchema) });

/** spec §3 "Battery percentages: bateria_id, percentage" (one per assignment of the battery). */
export const BatteryPercentageSchema = /* @__PURE__ */ v.looseObject({
  bateria_id: id,
  percentage: num,
  contract_name: v.optional(v.string()),
  assignment_id: v.optional(id),
  active: v.optional(v.boolean()),
});
export const BatteryPercentagesSchema = /* @__PURE__ */ v.looseObject({ items: v.array(BatteryPercentageSchema) });

export type BatteryAssignment = v.InferOutput<typeof BatteryAssignmentSchema>;
export type BatteryType = v.InferOutput<typeof BatteryTypeSchema>;
export type BatteryPercentage = v.InferOutput<typeof BatteryPercentageSchema>;

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * The discount-management types (v2), descriptions translated.
 * @example const { items } = await getBatteryTypes(api);
 */
export function getBatteryTypes(api: ApiClient, signal?: AbortSignal) {
  return api.get("contract/bateria/types", { version: 2, schema: BatteryTypesSchema, signal });
}

/**
 * Sets how a contract uses the discounts of one battery (`valor_descomptes` is a type name).
 * @returns the updated assignment
 * @example await setBatteryDiscountManagement(api, "0104521", 101, "aplicar");
 */
export function setBatteryDiscountManagement(
  api: ApiClient,
  contractName: string,
  bateriaId: string | number,
  value: string,
  signal?: AbortSignal,
) {
  return api.put(`contract/${seg(contractName)}/bateria/${seg(bateriaId)}`, {
    body: { valor_descomptes: value },
    schema: BatteryAssignmentSchema,
    signal,
  });
}

/**
 * The share of every contract in a battery.
 * @example const { items } = await getBatteryPercentages(api, 101);
 */
export function getBatteryPercentages(api: ApiClient, bateriaId: string | number, signal?: AbortSignal) {
  return api.get(`contract/bateria_virtual_percentages/${seg(bateriaId)}`, { schema: BatteryPercentagesSchema, signal });
}

/**
 * Changes the contract's share of a battery (integer 0 to 100, spec §5); the others are rescaled by weight.
 * @example await changeBatteryPercentage(api, "0104521", 101, 55);
 */
export function changeBatteryPercentage(
  api: ApiClient,
  contractName: string,
  bateriaId: string | number,
  percentage: number,
  signal?: AbortSignal,
) {
  return api.put(`contract/${seg(contractName)}/change_bateria_pes_percentatge/${seg(bateriaId)}`, {
    body: { pes_percentatge: percentage },
    schema: BatteryPercentagesSchema,
    signal,
  });
}

/**
 * Moves the contract's share from one battery to another.
 * @returns the contract's assignments after the move
 * @example await moveBattery(api, "0201003", 102, { percentage: 40, destination: 103 });
 */
export function moveBattery(
  api: ApiClient,
  contractName: string,
  originBateriaId: string | number,
  move: { percentage: number; destination: string | number },
  signal?: AbortSignal,
) {
  return api.put(`contract/${seg(contractName)}/bateria_virtual_move_virtual_battery/${seg(originBateriaId)}`, {
    body: { pes_percentatge: move.percentage, bateria_desti: move.destination },
    schema: BatteryAssignmentsSchema,
    signal,
  });
}

/**
 * The Excel export of some batteries (v1, ids joined by commas).
 * @example const { blob, filename } = await exportBatteries(api, [101, 102]);
 */
export function exportBatteries(api: ApiClient, bateriaIds: readonly (string | number)[], signal?: AbortSignal): Promise<BlobAnswer> {
  return api.blob(`contracts/virtual_batteries/${bateriaIds.map(seg).join(",")}`, { version: 1, signal });
}
