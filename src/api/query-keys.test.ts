import { describe, expect, expectTypeOf, it } from "vitest";
import { QueryCache, scopedId } from "../runtime/query-cache";
import type { QueryKey } from "../runtime/query-key";
import { useQuery, type useInvalidate } from "../runtime/query";
import { batteryKeys } from "./batteries";
import { consumptionKeys } from "./consumption";
import { contentKeys } from "./content";
import { contractingKeys } from "./contracting";
import { contractKeys } from "./contracts";
import { geoKeys } from "./geo";
import { invoiceKeys } from "./invoices";
import { newsletterKeys } from "./newsletter";
import { paymentKeys } from "./payments";
import { priceAlertKeys } from "./price-alerts";
import { sessionKeys } from "./session";
import { supportKeys } from "./support";
import { tariffListKeys } from "./tariff-lists";

/** Every factory, each with one key of each of its entries (a function entry called with sample arguments). */
const FACTORIES: Record<string, { all: QueryKey; keys: QueryKey[] }> = {
  batteryKeys: {
    all: batteryKeys.all,
    keys: [batteryKeys.types, batteryKeys.allPercentages, batteryKeys.percentages([1]), batteryKeys.customer],
  },
  consumptionKeys: { all: consumptionKeys.all, keys: [consumptionKeys.chart(7, "monthly", {})] },
  contentKeys: {
    all: contentKeys.all,
    keys: [contentKeys.menuLinks, contentKeys.page(3), contentKeys.group("Login"), contentKeys.banner("home"), contentKeys.coupons],
  },
  contractingKeys: {
    all: contractingKeys.all,
    keys: [
      contractingKeys.defaults,
      contractingKeys.cnaes,
      contractingKeys.supply("gas", "ES1"),
      contractingKeys.gasCupsConfig("ES1"),
      contractingKeys.pricelist({ atr: "2.0TD" }),
      contractingKeys.gasPricelist("RL.1"),
      contractingKeys.powerEstimate("ES1"),
    ],
  },
  contractKeys: {
    all: contractKeys.all,
    keys: [
      contractKeys.info,
      contractKeys.list({ type: "gas" }),
      contractKeys.whole({ type: "gas" }),
      contractKeys.detail("0104521"),
      contractKeys.addresses,
      contractKeys.bankAccounts,
      contractKeys.customisation("happyDay", 9),
      contractKeys.customisationOptions("happyDay", 9),
    ],
  },
  geoKeys: { all: geoKeys.all, keys: [geoKeys.zip("08013"), geoKeys.province("08019"), geoKeys.streetTypes] },
  invoiceKeys: { all: invoiceKeys.all, keys: [invoiceKeys.list("gas", {}), invoiceKeys.filterParams("gas")] },
  newsletterKeys: { all: newsletterKeys.all, keys: [newsletterKeys.lists(null, "a@b.c")] },
  paymentKeys: { all: paymentKeys.all, keys: [paymentKeys.summary(5)] },
  priceAlertKeys: { all: priceAlertKeys.all, keys: [priceAlertKeys.products, priceAlertKeys.alerts] },
  sessionKeys: { all: sessionKeys.all, keys: [sessionKeys.profile] },
  supportKeys: {
    all: supportKeys.all,
    keys: [
      supportKeys.cases(0, 10),
      supportKeys.case("4"),
      supportKeys.categories(true),
      supportKeys.atcTypes,
      supportKeys.atcSubtypes("2"),
    ],
  },
  tariffListKeys: {
    all: tariffListKeys.all,
    keys: [tariffListKeys.comers("gas"), tariffListKeys.tariffs(4.6), tariffListKeys.gasTariffs],
  },
};

/** A cache with one subscriber per key, counting each key's loads. */
function cacheWith(keys: QueryKey[]) {
  const cache = new QueryCache();
  const loads = new Map<QueryKey, number>(keys.map((key) => [key, 0]));
  for (const key of keys) {
    cache.subscribe(
      scopedId("https://api.example|ca|token", key),
      key,
      () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return Promise.resolve(key);
      },
      () => {},
    );
  }
  /** The keys loaded again since the first load. */
  const reloaded = () => keys.filter((key) => (loads.get(key) ?? 0) > 1);
  return { cache, reloaded };
}

describe("query key factories", () => {
  it("give the same call the same key wherever its arguments are made", () => {
    // The comparator's gas form and the contracting gas step ask for the same list.
    expect(tariffListKeys.comers("gas")).toBe(tariffListKeys.comers("gas"));
    // Arguments built apart, in another order, with an absent field left out or undefined.
    expect(contractKeys.list({ type: "electricity", offset: 0, limit: 10 })).toBe(
      contractKeys.list({ limit: 10, offset: 0, type: "electricity", filter: undefined }),
    );
    expect(contractingKeys.pricelist({ atr: "2.0TD", power: 4.6, selfcons: undefined, promocode: undefined })).toBe(
      contractingKeys.pricelist({ power: 4.6, atr: "2.0TD" }),
    );
    expect(invoiceKeys.list("gas", { offset: 0, limit: 10, filter: [["state", "=", "open"]] })).toBe(
      invoiceKeys.list("gas", { filter: [["state", "=", "open"]], limit: 10, offset: 0 }),
    );
    // One set of batteries, in any order and of either id type.
    expect(batteryKeys.percentages([102, 101, 102])).toBe(batteryKeys.percentages(["101", "102"]));
  });

  it("give different calls different keys", () => {
    expect(tariffListKeys.comers("gas")).not.toBe(tariffListKeys.comers("electricity"));
    expect(contractKeys.detail("1")).not.toBe(contractKeys.detail("10"));
    expect(contractKeys.list({ type: "gas", offset: 0, limit: 10 })).not.toBe(contractKeys.list({ type: "gas", offset: 10, limit: 10 }));
    expect(invoiceKeys.list("gas", {})).not.toBe(invoiceKeys.list("multipoint", {}));
    expect(supportKeys.categories(true)).not.toBe(supportKeys.categories(false));
  });

  it("continue their module's `all` in every key, and no two modules share a prefix", () => {
    const alls = Object.values(FACTORIES).map((factory) => factory.all);
    expect(new Set(alls).size).toBe(alls.length);
    for (const [name, factory] of Object.entries(FACTORIES)) {
      for (const key of factory.keys) expect(`${name} ${key}`).toMatch(new RegExp(`^${name} ${factory.all}:`));
      for (const other of alls.filter((all) => all !== factory.all)) {
        for (const key of factory.keys) expect(key.startsWith(`${other}:`)).toBe(false);
      }
    }
  });

  it("reload, through a module's `all`, every query of the module and nothing else", async () => {
    const contracts = [contractKeys.info, contractKeys.list({ type: "electricity", offset: 0, limit: 10 }), contractKeys.detail("0104521")];
    const others = [invoiceKeys.list("electricity", {}), tariffListKeys.comers("electricity"), batteryKeys.customer];
    const { cache, reloaded } = cacheWith([...contracts, ...others]);
    await cache.invalidate(contractKeys.all);
    expect(reloaded()).toEqual(contracts);
  });

  it("reload, through one call's key, that call only (not a key that merely starts with the same text)", async () => {
    const { cache, reloaded } = cacheWith([contractKeys.detail("1"), contractKeys.detail("10"), contractKeys.info]);
    await cache.invalidate(contractKeys.detail("1"));
    expect(reloaded()).toEqual([contractKeys.detail("1")]);
  });

  it("reload, through a group's key, the group's queries only", async () => {
    const shares = [batteryKeys.percentages([1, 2]), batteryKeys.percentages([3])];
    const { cache, reloaded } = cacheWith([...shares, batteryKeys.types, batteryKeys.customer]);
    await cache.invalidate(batteryKeys.allPercentages);
    expect(reloaded()).toEqual(shares);
  });

  it("are the only keys the hooks and the cache accept (npm run typecheck compiles this file)", () => {
    expectTypeOf(useQuery).parameter(0).toEqualTypeOf<QueryKey | null>();
    expectTypeOf<ReturnType<typeof useInvalidate>>().parameter(0).toEqualTypeOf<QueryKey>();
    expectTypeOf<QueryCache["invalidate"]>().parameter(0).toEqualTypeOf<QueryKey>();
    expectTypeOf<string>().not.toExtend<QueryKey>();
    const cache = new QueryCache();
    // @ts-expect-error a free string is not a key: a typo in a prefix must not compile
    const typo = () => cache.invalidate("contract");
    // @ts-expect-error nor a key written by hand at a call site
    const useByHand = () => useQuery("contracts:info", () => Promise.resolve(1));
    expect([typo, useByHand]).toHaveLength(2);
  });
});
