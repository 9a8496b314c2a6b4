/**
 * Sandbox domain: virtual batteries (calls document §7.5). The data (batteries and assignments)
 * lives in `../data/batteries.ts` because the contract detail shows it as `bateria_virtual[]`.
 *
 * - GET contract/bateria/types [2]: `{items: [{name, description}]}` (discount management types:
 *   `aplicar`, `acumular`; descriptions translated).
 * - PUT contract/{contractName}/bateria/{bateriaId} [1] {valor_descomptes}: sets gestio_descomptes;
 *   answers the assignment.
 * - GET contract/bateria_virtual_percentages/{bateriaId} [1]: `{items: [{bateria_id, percentage}]}`,
 *   one per assignment of the battery (an ended one at 0), and nothing else: the catalogue's fields
 *   (calls document §3 "Battery percentages"), so no screen can lean on a name the server never sends.
 * - PUT contract/{contractName}/change_bateria_pes_percentatge/{bateriaId} [1] {pes_percentatge}:
 *   the contract's share becomes the value; the other active shares are rescaled by weight (weight 0
 *   stays locked), exactly as the client preview of portal-spec §2. Answers `{items}` of the battery.
 * - PUT contract/{contractName}/bateria_virtual_move_virtual_battery/{bateriaOrigenId} [1]
 *   {pes_percentatge, bateria_desti}: ends the contract's assignment on the origin battery today and
 *   gives it pes_percentatge % of bateria_desti (a battery of the same customer). Answers `{items}`,
 *   the contract's assignments.
 * - GET contracts/virtual_batteries/{ids joined by commas} [1]: an Excel 2003 XML workbook (.xls).
 *
 * Errors: pes_percentatge not an integer 0-100 → 400 `{errors: {pes_percentatge}}`; an inactive
 * assignment (by dates) → 400 `battery_not_active`; a battery shared with no other active weighted
 * contract → 400 `battery_not_shared`; moving the origin assignment (es_origen, the solar contract)
 * → 400 `origin_battery_cannot_move`; unknown battery or contract → 404. Read-only users are
 * accepted (calls document §6 does not show the server refusing them).
 */
import { apiError, file, json } from "../http.ts";
import { tr, type Texts } from "../i18n.ts";
import type { Route, RouteContext, Rng, SandboxDb, SandboxUser } from "../types.ts";
import {
  batteriesTable,
  batteryPercentages,
  buildBatteries,
  isAssignmentActive,
  round2,
  serializeAssignment,
  type AssignmentRow,
  type BatteriesTable,
} from "../data/batteries.ts";
import { bodyString, contractsTable, fieldErrors, findContract, isoDay, ownerOf } from "./contracts.ts";

export const BATTERY_TYPES: readonly { name: string; description: Texts }[] = [
  {
    name: "aplicar",
    description: {
      ca: "Aplicar els descomptes acumulats a les factures",
      es: "Aplicar los descuentos acumulados en las facturas",
      en: "Apply the accumulated discounts to the invoices",
      gl: "Aplicar os descontos acumulados nas facturas",
      fr: "Appliquer les remises accumulées aux factures",
      de: "Angesammelte Rabatte auf die Rechnungen anwenden",
    },
  },
  {
    name: "acumular",
    description: {
      ca: "Acumular els descomptes a la bateria per a més endavant",
      es: "Acumular los descuentos en la batería para más adelante",
      en: "Keep the discounts in the battery for later",
      gl: "Acumular os descontos na batería para máis adiante",
      fr: "Conserver les remises dans la batterie pour plus tard",
      de: "Rabatte für später in der Batterie ansammeln",
    },
  },
];

function userOf(ctx: RouteContext): SandboxUser {
  if (!ctx.user) throw new Error("auth: required route without a user");
  return ctx.user;
}

interface Target {
  table: BatteriesTable;
  row: AssignmentRow;
}

/** The assignment of the path's contract on the path's battery, or the error answer. */
function target(ctx: RouteContext, bateriaParam: string): Target | Response {
  const contract = findContract(ctx.db, ownerOf(userOf(ctx)), ctx.params.contractName);
  if (!contract) return apiError(404, "contract_not_found");
  const table = batteriesTable(ctx.db);
  const bateriaId = Number(ctx.params[bateriaParam]);
  const row = table.assignments.find((a) => a.contractName === contract.name && a.bateriaId === bateriaId && !a.data_final) ??
    table.assignments.find((a) => a.contractName === contract.name && a.bateriaId === bateriaId);
  if (!row) return apiError(404, "battery_not_found");
  return { table, row };
}

function parsePercentage(ctx: RouteContext): number | Response {
  const raw = bodyString(ctx.body, "pes_percentatge");
  if (raw === undefined || raw.trim() === "") return fieldErrors(ctx.lang, { pes_percentatge: "required" });
  const value = Number(raw);
  // portal-spec §5: integer 0 to 100.
  if (!Number.isInteger(value) || value < 0 || value > 100) return fieldErrors(ctx.lang, { pes_percentatge: "invalid" });
  return value;
}

/**
 * Gives `row` the share `percentage` of its battery and rescales the other active weighted
 * assignments to share the rest by their weights (weight 0 stays 0: locked).
 */
function setShare(table: BatteriesTable, row: AssignmentRow, percentage: number, now: Date): boolean {
  const others = table.assignments.filter((a) => a.bateriaId === row.bateriaId && a.id !== row.id && isAssignmentActive(a, now) && a.pes > 0);
  const sum = others.reduce((total, a) => total + a.pes, 0);
  if (others.length === 0 && percentage < 100) return false;
  for (const other of others) other.pes = round2(((100 - percentage) * other.pes) / sum);
  row.pes = percentage;
  return true;
}

function percentagesOf(table: BatteriesTable, bateriaId: number, now: Date) {
  const shares = batteryPercentages(table, bateriaId, now);
  return table.assignments
    .filter((a) => a.bateriaId === bateriaId)
    .map((a) => ({ bateria_id: bateriaId, percentage: shares.get(a.id) ?? 0 }));
}

function types(ctx: RouteContext): Response {
  return json({ items: BATTERY_TYPES.map((t) => ({ name: t.name, description: tr(ctx.lang, t.description) })) });
}

function setDiscountManagement(ctx: RouteContext): Response {
  const found = target(ctx, "bateriaId");
  if (found instanceof Response) return found;
  const value = bodyString(ctx.body, "valor_descomptes");
  if (!value) return fieldErrors(ctx.lang, { valor_descomptes: "required" });
  if (!BATTERY_TYPES.some((t) => t.name === value)) return fieldErrors(ctx.lang, { valor_descomptes: "invalid" });
  if (!isAssignmentActive(found.row, ctx.db.now)) return apiError(400, "battery_not_active");
  found.row.gestio_descomptes = value;
  return json(serializeAssignment(found.table, found.row, ctx.db.now));
}

function percentages(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = batteriesTable(ctx.db);
  const battery = table.batteries.find((b) => b.id === Number(ctx.params.bateriaId) && b.owner === owner);
  if (!battery) return apiError(404, "battery_not_found");
  return json({ items: percentagesOf(table, battery.id, ctx.db.now) });
}

function changePercentage(ctx: RouteContext): Response {
  const found = target(ctx, "bateriaId");
  if (found instanceof Response) return found;
  const percentage = parsePercentage(ctx);
  if (percentage instanceof Response) return percentage;
  if (!isAssignmentActive(found.row, ctx.db.now)) return apiError(400, "battery_not_active");
  if (!setShare(found.table, found.row, percentage, ctx.db.now)) return apiError(400, "battery_not_shared");
  return json({ items: percentagesOf(found.table, found.row.bateriaId, ctx.db.now) });
}

function move(ctx: RouteContext): Response {
  const found = target(ctx, "bateriaOrigenId");
  if (found instanceof Response) return found;
  const { table, row } = found;
  const owner = ownerOf(userOf(ctx));
  if (row.es_origen) return apiError(400, "origin_battery_cannot_move");
  if (!isAssignmentActive(row, ctx.db.now)) return apiError(400, "battery_not_active");
  const percentage = parsePercentage(ctx);
  if (percentage instanceof Response) return percentage;
  const destId = Number(bodyString(ctx.body, "bateria_desti"));
  const dest = table.batteries.find((b) => b.id === destId && b.owner === owner);
  if (!dest || dest.id === row.bateriaId) return fieldErrors(ctx.lang, { bateria_desti: bodyString(ctx.body, "bateria_desti") ? "invalid" : "required" });
  const today = isoDay(ctx.db.now);
  let moved = table.assignments.find((a) => a.contractName === row.contractName && a.bateriaId === dest.id && isAssignmentActive(a, ctx.db.now));
  if (!moved) {
    moved = {
      id: table.nextAssignmentId++,
      contractName: row.contractName,
      bateriaId: dest.id,
      pes: 0,
      gestio_descomptes: row.gestio_descomptes,
      total_descompte: 0,
      data_inici: today,
      data_final: null,
      es_origen: false,
    };
    table.assignments.push(moved);
  }
  // The share leaves the origin battery today (inactive from now on: data_final is exclusive).
  row.data_final = today;
  setShare(table, moved, percentage, ctx.db.now);
  const items = table.assignments.filter((a) => a.contractName === row.contractName).map((a) => serializeAssignment(table, a, ctx.db.now));
  return json({ items });
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);
}

const EXPORT_HEADERS: Texts[] = [
  { ca: "Bateria", es: "Batería", en: "Battery", gl: "Batería", fr: "Batterie", de: "Batterie" },
  { ca: "Contracte", es: "Contrato", en: "Contract", gl: "Contrato", fr: "Contrat", de: "Vertrag" },
  { ca: "CUPS", es: "CUPS", en: "CUPS", gl: "CUPS", fr: "CUPS", de: "CUPS" },
  { ca: "Pes", es: "Peso", en: "Weight", gl: "Peso", fr: "Poids", de: "Gewicht" },
  { ca: "Percentatge", es: "Porcentaje", en: "Percentage", gl: "Porcentaxe", fr: "Pourcentage", de: "Prozentsatz" },
  { ca: "Gestió dels descomptes", es: "Gestión de los descuentos", en: "Discount management", gl: "Xestión dos descontos", fr: "Gestion des remises", de: "Rabattverwaltung" },
  { ca: "Descompte acumulat (€)", es: "Descuento acumulado (€)", en: "Accumulated discount (€)", gl: "Desconto acumulado (€)", fr: "Remise cumulée (€)", de: "Angesammelter Rabatt (€)" },
  { ca: "Data d'inici", es: "Fecha de inicio", en: "Start date", gl: "Data de inicio", fr: "Date de début", de: "Beginn" },
  { ca: "Data final", es: "Fecha final", en: "End date", gl: "Data final", fr: "Date de fin", de: "Ende" },
  { ca: "Origen", es: "Origen", en: "Origin", gl: "Orixe", fr: "Origine", de: "Ursprung" },
];

function exportExcel(ctx: RouteContext): Response {
  const owner = ownerOf(userOf(ctx));
  const table = batteriesTable(ctx.db);
  const ids = (ctx.params.batteries ?? "").split(",").map((s) => Number(s.trim()));
  const batteries = ids.map((id) => table.batteries.find((b) => b.id === id && b.owner === owner));
  if (ids.length === 0 || batteries.some((b) => !b)) return apiError(404, "battery_not_found");
  const contracts = contractsTable(ctx.db).contracts;
  const cell = (value: string | number) =>
    typeof value === "number" ? `<Cell><Data ss:Type="Number">${value}</Data></Cell>` : `<Cell><Data ss:Type="String">${xmlEscape(value)}</Data></Cell>`;
  const rows: string[] = [`<Row>${EXPORT_HEADERS.map((h) => cell(tr(ctx.lang, h))).join("")}</Row>`];
  for (const battery of batteries) {
    if (!battery) continue;
    for (const a of table.assignments.filter((x) => x.bateriaId === battery.id)) {
      const dto = serializeAssignment(table, a, ctx.db.now);
      const cups = contracts.find((c) => c.name === a.contractName)?.cups.name ?? "";
      rows.push(
        `<Row>${[battery.name, a.contractName, cups, dto.pes, dto.pes_percentatge, dto.gestio_descomptes, dto.total_descompte, dto.data_inici, dto.data_final ?? "", dto.es_origen ? "X" : ""].map(cell).join("")}</Row>`,
      );
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Bateries"><Table>
${rows.join("\n")}
</Table></Worksheet></Workbook>
`;
  return file(xml, `bateries_virtuals_${ids.join("-")}.xls`, "application/vnd.ms-excel");
}

export const routes: Route[] = [
  { method: "GET", path: "contract/bateria/types", versions: [2], auth: "required", handler: types },
  { method: "PUT", path: "contract/:contractName/bateria/:bateriaId", versions: [1], auth: "required", handler: setDiscountManagement },
  { method: "GET", path: "contract/bateria_virtual_percentages/:bateriaId", versions: [1], auth: "required", handler: percentages },
  { method: "PUT", path: "contract/:contractName/change_bateria_pes_percentatge/:bateriaId", versions: [1], auth: "required", handler: changePercentage },
  { method: "PUT", path: "contract/:contractName/bateria_virtual_move_virtual_battery/:bateriaOrigenId", versions: [1], auth: "required", handler: move },
  { method: "GET", path: "contracts/virtual_batteries/:batteries", versions: [1], auth: "required", handler: exportExcel },
];

export function seed(db: SandboxDb, _rng: Rng): void {
  db.tables.batteries = buildBatteries(db.now);
}
