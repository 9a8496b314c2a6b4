import { msg } from "@lingui/core/macro";
import { placeholderArea } from "../shell/placeholder-area";

const titles = {
  invoices: msg({ id: "portal.area.invoices", message: "Invoices" }),
  multipointInvoices: msg({ id: "portal.area.multipointInvoices", message: "Multipoint invoices" }),
};

/** The invoices area (its issue replaces this placeholder): invoices and multipoint invoices. */
export const invoicesArea = placeholderArea({
  name: "invoices",
  titles,
  menu: [{ route: "invoices", label: titles.invoices, audience: "customer", order: 30 }],
});
