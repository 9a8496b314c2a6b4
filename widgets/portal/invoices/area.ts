import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

const titles = {
  invoices: msg({ id: "portal.area.invoices", message: "Invoices" }),
  multipointInvoices: msg({ id: "portal.area.multipointInvoices", message: "Multipoint invoices" }),
};

/**
 * The invoices area (spec §2 "Invoices", issue 18): the invoices of each display type in tabs, with
 * their chart, filters, paging and downloads. `/invoices-multipoint` opens the multipoint tab.
 */
export const invoicesArea = defineArea({
  name: "invoices",
  screens: () => import("./invoices-screens").then((module) => module.invoicesScreens),
  titles,
  menu: [{ route: "invoices", label: titles.invoices, audience: "customer", order: 30 }],
  catalog: import.meta.glob("../../../locales/*/portal-invoices.po"),
  styles: () => import("./invoices-screens").then((module) => module.invoicesStyles),
});
