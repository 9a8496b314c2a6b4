import { msg } from "@lingui/core/macro";
import { ATC_CLAIM_FLAG, atcClaimSettingOn } from "../../../src/domain/portal/atc-claim";
import { CASE_FLAG } from "./case-flag";
import { defineArea } from "../shell/area";

const titles = {
  supportRequests: msg({ id: "portal.area.supportRequests", message: "Support requests" }),
  supportCreate: msg({ id: "portal.area.supportCreate", message: "New support request" }),
  supportRequest: msg({ id: "portal.area.supportRequest", message: "Support request" }),
  customerService: msg({ id: "portal.area.customerService", message: "Customer service" }),
  contact: msg({ id: "portal.area.contact", message: "Contact" }),
  claims: msg({ id: "portal.area.claims", message: "Claims" }),
};

/**
 * The support area (issue 19; spec §2 "Contact and claims", support request routes): support requests
 * (list, detail with the conversation and the reply, create), the customer-service page with the
 * contact form and the ATC claim, the claims route and the visitors' contact form.
 */
export const supportArea = defineArea({
  name: "support",
  screens: () => import("./support-screens").then((module) => module.supportScreens),
  titles,
  menu: [
    { route: "supportRequests", label: titles.supportRequests, audience: "customer", order: 40, flag: CASE_FLAG },
    { route: "customerService", label: titles.customerService, audience: "customer", order: 50 },
    // The claim's own gates (src/domain/portal/atc-claim.ts); filing one is a write: read-only shows it disabled.
    {
      route: "claims",
      label: titles.claims,
      audience: "customer",
      order: 55,
      when: atcClaimSettingOn,
      flag: ATC_CLAIM_FLAG,
      modifies: true,
    },
  ],
  catalog: import.meta.glob("../../../locales/*/portal-support.po"),
  styles: () => import("./support-screens").then((module) => module.supportStyles),
});
