import { msg } from "@lingui/core/macro";
import { defineArea } from "../shell/area";

/** The home page (spec §2 Home, tabGroups): the visitors' hero and the action groups. */
export const homeArea = defineArea({
  name: "home",
  screens: () => import("./home-screens").then((module) => module.homeScreens),
  titles: { home: msg({ id: "portal.area.home", message: "Home" }) },
  catalog: import.meta.glob("../../../locales/*/portal-home.po"),
  styles: () => import("./home-screens").then((module) => module.homeStyles),
});
