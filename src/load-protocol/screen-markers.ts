/**
 * The words a drawn first screen holds where the page's own addresses go, written by the build that
 * renders the screens (scripts/first-screen-render.tsx) and replaced by the loader that draws them
 * (widgets/loader/screens.ts `showScreen`). Only the loader imports it in the product.
 */

/**
 * A variant's attribute value standing for any address the page gives there (a `login-url`): the
 * screen shows it where the runtime shows the address.
 */
export const SCREEN_ADDRESS = "/ov-screen-address";

/**
 * What the screens hold in place of the page's address in the portal's links: its origin, and with
 * hash routing its path and query too (widgets/portal/shell/location.ts `href`).
 */
export const SCREEN_PAGE = "ov-screen-page:";
