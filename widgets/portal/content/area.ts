import { msg } from "@lingui/core/macro";
import { contentKeys } from "../../../src/api/content";
import { defineArea } from "../shell/area";
import { dynamicMenuLinks } from "./dynamic-links";
import { CONTENT_SCREENS } from "./placement";

/**
 * The server-defined content (spec §2, calls §7.3): the dynamic pages with their menu links, and the
 * banners and coupons of some screens.
 */
export const contentArea = defineArea({
  name: "content",
  screens: () => import("./content-screens").then((module) => module.contentScreens),
  titles: { dynamicPage: msg({ id: "portal.area.dynamicPage", message: "Page" }) },
  menuSource: { key: contentKeys.menuLinks, load: dynamicMenuLinks },
  styles: () => import("./page-extras").then((module) => module.contentStyles),
  pageWide: { screens: CONTENT_SCREENS, load: () => import("./page-extras").then((module) => module.PageExtras) },
  catalog: import.meta.glob("../../../locales/*/portal-content.po"),
});
