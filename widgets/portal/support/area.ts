import { msg } from "@lingui/core/macro";
import { placeholderArea } from "../shell/placeholder-area";

const titles = {
  supportRequests: msg({ id: "portal.area.supportRequests", message: "Support requests" }),
  supportCreate: msg({ id: "portal.area.supportCreate", message: "New support request" }),
  supportRequest: msg({ id: "portal.area.supportRequest", message: "Support request" }),
  customerService: msg({ id: "portal.area.customerService", message: "Customer service" }),
  contact: msg({ id: "portal.area.contact", message: "Contact" }),
  claims: msg({ id: "portal.area.claims", message: "Claims" }),
};

/** The support area (its issue replaces this placeholder): support requests, customer service, contact and claims. */
export const supportArea = placeholderArea({
  name: "support",
  titles,
  menu: [
    { route: "supportRequests", label: titles.supportRequests, audience: "customer", order: 40 },
    { route: "customerService", label: titles.customerService, audience: "customer", order: 50 },
  ],
});
