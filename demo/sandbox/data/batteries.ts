/**
 * Virtual batteries: the battery definitions and the assignments that link contracts to them.
 *
 * This lives in a data module (not in `domains/batteries.ts`) because the contract detail shows a
 * contract's assignments as `bateria_virtual[]` and the batteries domain changes them: both domain
 * modules read this one, so neither imports the other.
 *
 * Model: a battery accumulates the surplus of an origin contract (solar self-consumption, es_origen);
 * each assignment shares the battery's discounts with a contract by weight (pes). pes_percentatge is
 * derived on read, by the preview rule of portal-spec §2: active assignments share 100 % by weight;
 * inactive ones (outside data_inici..data_final) get 0; if every active weight is 0, equal shares.
 */
import type { SandboxDb } from "../types.ts";

export interface BatteryDef {
  id: number;
  name: string;
  owner: string;
  /** Contract whose solar surplus fills the battery. */
  originContract: string;
}

export interface AssignmentRow {
  id: number;
  contractName: string;
  bateriaId: number;
  pes: number;
  /** spec §3: "aplicar" (discount applied on invoices) or another type ("acumular": kept for later). */
  gestio_descomptes: string;
  total_descompte: number;
  data_inici: string;
  data_final: string | null;
  es_origen: boolean;
}

export interface BatteriesTable {
  batteries: BatteryDef[];
  assignments: AssignmentRow[];
  nextAssignmentId: number;
}

/** API shape of an assignment (spec §3 "Virtual battery assignment"). */
export interface AssignmentDto {
  id: number;
  bateria: { id: number; name: string };
  pes: number;
  pes_percentatge: number;
  gestio_descomptes: string;
  total_descompte: number;
  data_inici: string;
  data_final: string | null;
  es_origen: boolean;
}

function monthsAgo(now: Date, months: number, day = 1): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
  return d.toISOString().slice(0, 10);
}

export function buildBatteries(now: Date): BatteriesTable {
  const batteries: BatteryDef[] = [
    { id: 101, name: "BV Sant Cugat - Av. Catalunya 37", owner: "cust-household", originContract: "0118734" },
    { id: 102, name: "BV Forn Vidal - Badalona", owner: "cust-business", originContract: "0201002" },
    { id: 103, name: "BV Forn Vidal - València", owner: "cust-business", originContract: "0201005" },
    { id: 104, name: "BV Forn Vidal - Palma", owner: "cust-business", originContract: "0201007" },
  ];
  let id = 5001;
  const row = (contractName: string, bateriaId: number, pes: number, extra: Partial<AssignmentRow> = {}): AssignmentRow => ({
    id: id++,
    contractName,
    bateriaId,
    pes,
    gestio_descomptes: "aplicar",
    total_descompte: 0,
    data_inici: monthsAgo(now, 20),
    data_final: null,
    es_origen: false,
    ...extra,
  });
  const assignments: AssignmentRow[] = [
    // Household: the solar contract shares its battery with the Barcelona flat.
    row("0118734", 101, 60, { es_origen: true, total_descompte: 214.37, data_inici: monthsAgo(now, 30, 15) }),
    row("0104521", 101, 40, { total_descompte: 96.12, gestio_descomptes: "acumular", data_inici: monthsAgo(now, 18, 1) }),
    // Household: the closed Girona contract had a share until it ended (inactive by dates).
    row("0096310", 101, 25, { total_descompte: 31.8, data_inici: monthsAgo(now, 24, 1), data_final: monthsAgo(now, 10, 1) }),
    // Business: Badalona battery shared by four supplies; one locked (weight 0), one ended.
    row("0201002", 102, 50, { es_origen: true, total_descompte: 1240.55 }),
    row("0201003", 102, 30, { total_descompte: 611.02 }),
    row("0201006", 102, 0, { total_descompte: 0 }),
    row("0201004", 102, 20, { total_descompte: 158.9, data_final: monthsAgo(now, 2, 1), gestio_descomptes: "acumular" }),
    // Business: the Barcelona supply also takes a share of the València battery.
    row("0201005", 103, 70, { es_origen: true, total_descompte: 870.4, data_inici: monthsAgo(now, 12) }),
    row("0201001", 103, 30, { total_descompte: 402.75, data_inici: monthsAgo(now, 12) }),
    row("0201007", 104, 100, { es_origen: true, total_descompte: 301.2, data_inici: monthsAgo(now, 9) }),
  ];
  return { batteries, assignments, nextAssignmentId: id };
}

/** The table, built on first use so that the module order of the seed does not matter. */
export function batteriesTable(db: SandboxDb): BatteriesTable {
  const existing = db.tables.batteries as BatteriesTable | undefined;
  if (existing) return existing;
  const table = buildBatteries(db.now);
  db.tables.batteries = table;
  return table;
}

/** portal-spec §3: active if now is after data_inici and before data_final (or no end). */
export function isAssignmentActive(row: AssignmentRow, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return row.data_inici <= today && (row.data_final === null || row.data_final > today);
}

/** Percentages of every assignment of one battery, by the preview rule (sums to 100 over the active ones). */
export function batteryPercentages(table: BatteriesTable, bateriaId: number, now: Date): Map<number, number> {
  const rows = table.assignments.filter((a) => a.bateriaId === bateriaId);
  const active = rows.filter((a) => isAssignmentActive(a, now));
  const total = active.reduce((sum, a) => sum + a.pes, 0);
  const result = new Map<number, number>();
  for (const a of rows) {
    if (!active.includes(a)) result.set(a.id, 0);
    else if (total === 0) result.set(a.id, round2(100 / active.length));
    else result.set(a.id, round2((a.pes / total) * 100));
  }
  return result;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function serializeAssignment(table: BatteriesTable, row: AssignmentRow, now: Date): AssignmentDto {
  const battery = table.batteries.find((b) => b.id === row.bateriaId);
  return {
    id: row.id,
    bateria: { id: row.bateriaId, name: battery?.name ?? `BV ${row.bateriaId}` },
    pes: row.pes,
    pes_percentatge: batteryPercentages(table, row.bateriaId, now).get(row.id) ?? 0,
    gestio_descomptes: row.gestio_descomptes,
    total_descompte: row.total_descompte,
    data_inici: row.data_inici,
    data_final: row.data_final,
    es_origen: row.es_origen,
  };
}

/** The `bateria_virtual[]` of a contract. */
export function assignmentsOfContract(db: SandboxDb, contractName: string): AssignmentDto[] {
  const table = batteriesTable(db);
  return table.assignments.filter((a) => a.contractName === contractName).map((a) => serializeAssignment(table, a, db.now));
}
