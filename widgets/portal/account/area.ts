import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

/**
 * The customer's own account (issue 19 item 5; spec §3 "Profile"): the profile page, reached from the
 * header's account link (shell/header-tools.tsx), so no menu entry of its own.
 */
export const accountArea = defineArea({
  name: "account",
  routes: ["profile"],
  screens: () => import("./account-screens").then((module) => module.accountScreens),
  titles: { profile: msg({ id: "portal.area.profile", message: "My profile" }) },
  // A long email breaks anywhere rather than widening the page at 390 px.
  styles: `.ov-account__profile { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: calc(var(--ov-space) / 2) var(--ov-space); margin: 0; }
.ov-account__profile dt { font-weight: 600; }
.ov-account__profile dd { margin: 0; overflow-wrap: anywhere; }`,
  catalog: { area: "portal-account", files: import.meta.glob("../../../locales/*/portal-account.po") },
});
