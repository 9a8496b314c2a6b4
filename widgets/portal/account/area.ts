import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

/**
 * The customer's own account (issue 19 item 5; spec §3 "Profile"): the profile page, reached from the
 * header's account link (shell/header-tools.tsx), so no menu entry of its own.
 */
export const accountArea = defineArea({
  name: "account",
  screens: () => import("./account-screens").then((module) => module.accountScreens),
  titles: { profile: msg({ id: "portal.area.profile", message: "My profile" }) },
  styles: () => import("./account-screens").then((module) => module.accountStyles),
  catalog: import.meta.glob("../../../locales/*/portal-account.po"),
});
