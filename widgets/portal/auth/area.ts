import { msg } from "@lingui/core/macro";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import { defineArea } from "../shell/area";

const changePassword = msg({ id: "portal.area.changePassword", message: "Change password" });

/** Who is here (spec §2 Login, Sign-up, Password recovery, Change password): login, single sign-on, sign-up, recovery. */
export const authArea = defineArea({
  name: "auth",
  screens: () => import("./auth-screens").then((module) => module.authScreens),
  titles: {
    changePassword,
    signup: msg({ id: "portal.area.signup", message: "Sign up" }),
    passwordReset: msg({ id: "portal.area.passwordReset", message: "Password recovery" }),
    connect: msg({ id: "portal.area.connect", message: "Single sign-on" }),
  },
  menu: [
    {
      route: "changePassword",
      label: changePassword,
      audience: "customer",
      order: 60,
      // spec §2 Change password: "With single sign-on on, the menu entry goes to the identity provider": to
      // its account page, `oidc.accountUrl`; without one the entry is left out (the portal cannot change
      // a password the provider keeps).
      when: (settings) => !settings.features.oidc || safeHttpUrl(settings.oidc.accountUrl) !== null,
      external: (settings) => (settings.features.oidc ? safeHttpUrl(settings.oidc.accountUrl) : null),
      // spec §6: a read-only token changes nothing, its password included.
      modifies: true,
    },
  ],
  catalog: import.meta.glob("../../../locales/*/portal-auth.po"),
  // Its CSS travels with its screens, in the portal's own chunk (firstScreen): the build's first screen
  // draws with it (scripts/first-screen-render.tsx collects the area's sheet).
  styles: () => import("./auth-screens").then((module) => module.authStyles),
});
