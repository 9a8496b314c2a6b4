import type { ScreenName } from "../shell/router";

/** Banner codes per screen (calls §7.3 "GET banners/{code}"; sandbox codes home, invoices, contracts). */
export const BANNER_BY_SCREEN: Partial<Record<ScreenName, string>> = {
  home: "home",
  invoices: "invoices",
  electricityContracts: "contracts",
  gasContracts: "contracts",
};

/** spec §6: coupons "show on invoices and contracts pages only if the flag allows". */
export const COUPON_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>(["invoices", "electricityContracts", "gasContracts"]);

/** Every screen with a banner or coupons: elsewhere nothing of them is downloaded. */
export const CONTENT_SCREENS: readonly ScreenName[] = [...new Set([...(Object.keys(BANNER_BY_SCREEN) as ScreenName[]), ...COUPON_SCREENS])];
