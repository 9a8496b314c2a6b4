// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import {
  changeBatteryPercentage,
  exportBatteries,
  getBatteryPercentages,
  getBatteryTypes,
  moveBattery,
  setBatteryDiscountManagement,
} from "../../../src/api/batteries";
import { getContract } from "../../../src/api/contracts";
import type { Locale } from "../../../src/i18n/locales";
import { createSandbox } from "../sandbox.ts";

const NOW = TEST_NOW;

function setup(who = "household", locale: Locale = "ca") {
  const sandbox = createSandbox({ now: NOW });
  const token = sandbox.tokenFor(who);
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => locale,
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  const raw = (path: string) => sandbox.fetch(`http://sandbox.local/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { sandbox, api, raw };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("virtual batteries", () => {
  it("lists translated discount-management types under v2 only", async () => {
    const { api, raw } = setup("household", "en");
    const types = await getBatteryTypes(api);
    expect(types.map((t) => t.name)).toEqual(["aplicar", "acumular"]);
    expect(types[0]?.description).toBe("Apply the accumulated discounts to the invoices");
    expect((await raw("v1/contract/bateria/types")).status).toBe(404);
  });

  it("shows assignments on contracts, with an origin, a locked weight and an inactive one", async () => {
    const { api, raw } = setup("business");
    const origin = await getContract(api, "0201002", "electricity");
    expect(origin.virtualBatteries[0]?.isOrigin).toBe(true);
    // One share per assignment, in their order: 0201002 and 0201003 share by weight (50:30), 0201006
    // is locked (weight 0) and 0201004 ended.
    const percentages = await getBatteryPercentages(api, 102);
    expect(percentages.map((p) => p.percentage)).toEqual([62.5, 37.5, 0, 0]);
    expect(new Set(percentages.map((p) => p.batteryId))).toEqual(new Set([102]));
    const madrid = await getContract(api, "0201004", "electricity");
    expect((madrid.virtualBatteries[0]?.endDate ?? "9999") <= "2025-06-15").toBe(true);
    // The catalogue's fields (calls §3 "Battery percentages: bateria_id, percentage") and no other.
    const wire = (await (await raw("v1/contract/bateria_virtual_percentages/102")).json()) as { items: object[] };
    expect(wire.items.map((item) => Object.keys(item).sort())).toEqual(Array.from({ length: 4 }, () => ["bateria_id", "percentage"]));
    expect((await failure(getBatteryPercentages(setup("household").api, 102))).status).toBe(404);
  });

  it("changes a share, rescaling the others by weight, and keeps it", async () => {
    const { api } = setup("business");
    // The answer, in the assignments' order: 0201002, 0201003 (the one changed), 0201006 (locked), 0201004 (ended).
    const answer = await changeBatteryPercentage(api, "0201003", 102, 60);
    expect(answer.map((p) => p.percentage)).toEqual([40, 60, 0, 0]);
    expect((await getContract(api, "0201003", "electricity")).virtualBatteries[0]?.percentage).toBe(60);
    for (const bad of [101, -1, 2.5]) {
      const error = await failure(changeBatteryPercentage(api, "0201003", 102, bad));
      expect(error.status).toBe(400);
      expect(error.fields.pes_percentatge).toHaveLength(1);
    }
    expect((await failure(changeBatteryPercentage(api, "0201004", 102, 10))).serverMessage).toBe("battery_not_active");
    expect((await failure(changeBatteryPercentage(api, "0201007", 104, 50))).serverMessage).toBe("battery_not_shared");
  });

  it("sets the discount management of an assignment", async () => {
    const { api } = setup();
    const updated = await setBatteryDiscountManagement(api, "0104521", 101, "aplicar");
    expect(updated.discountManagement).toBe("aplicar");
    expect((await getContract(api, "0104521", "electricity")).virtualBatteries[0]?.discountManagement).toBe("aplicar");
    expect((await failure(setBatteryDiscountManagement(api, "0104521", 101, "regalar"))).fields.valor_descomptes).toBeDefined();
    expect((await failure(setBatteryDiscountManagement(api, "0096310", 101, "aplicar"))).serverMessage).toBe("battery_not_active");
  });

  it("moves a share to another battery, but never the origin one", async () => {
    const { api } = setup("business");
    const origin = await failure(moveBattery(api, "0201002", 102, { percentage: 50, destination: 103 }));
    expect(origin.serverMessage).toBe("origin_battery_cannot_move");
    const noDest = await failure(moveBattery(api, "0201003", 102, { percentage: 50, destination: 102 }));
    expect(noDest.fields.bateria_desti).toBeDefined();
    const moved = await moveBattery(api, "0201003", 102, { percentage: 40, destination: 103 });
    const onDest = moved.find((a) => a.battery.id === 103)!;
    const onOrigin = moved.find((a) => a.battery.id === 102)!;
    expect(onDest.percentage).toBe(40);
    expect(onOrigin.percentage).toBe(0);
    expect(onOrigin.endDate).toBe("2025-06-15");
    // València: 0201005 and 0201001 (70:30) share the 60 % left, then the new share of 0201003.
    expect((await getBatteryPercentages(api, 103)).map((p) => p.percentage)).toEqual([42, 18, 40]);
    // Badalona: 0201002 alone is weighted and active now.
    expect((await getBatteryPercentages(api, 102)).map((p) => p.percentage)).toEqual([100, 0, 0, 0]);
  });

  it("exports batteries as an Excel workbook", async () => {
    const { api } = setup("business", "es");
    const file = await exportBatteries(api, [102, 103]);
    expect(file.filename).toBe("bateries_virtuals_102-103.xls");
    const xml = await file.blob.text();
    expect(xml).toContain("urn:schemas-microsoft-com:office:spreadsheet");
    expect(xml).toContain("BV Forn Vidal - Badalona");
    expect(xml).toContain("Porcentaje");
    expect((await failure(exportBatteries(api, [101]))).status).toBe(404);
  });
});
