import { areaCatalog, FIRST_SCREEN_AREA } from "../../src/domain/portal/route-data";
import type { FirstLoad } from "../../src/load-protocol/first-load";

/**
 * `<ov-portal>`'s first screen beyond its entry. A visitor without a stored session starts at the
 * login: the screens of its area (`FIRST_SCREEN_AREA`, src/domain/portal/route-data.ts; the screens
 * module of an area is `<area>/<area>-screens.ts`) travel in the portal's own chunk, and its texts load
 * with the portal's. As a file of its own, requested in the same wave, the screens' `import()` still
 * cost a task after the shell's first frame, and the texts' another: the shell painted its spinner, then
 * the login a frame or two later. In the chunk, the import resolves in a microtask and the login draws
 * with the shell (first field, median of 9 interleaved loads at 4x: 628 → 545 ms). A returning customer
 * downloads them too (2.1 kB gzip of code and 1.5 kB of texts, in the same parallel wave). The other
 * areas stay chunks of their own, which the portal's router loads.
 *
 * Signed in, the shell's Log out (`useLogout`) fetches the logout code: in the wave, it adds no hop
 * after the portal's chunk. The page-wide parts (footer, help, cookie consent:
 * widgets/portal/shell/page-wide.tsx) are not here: the shell requests them once the first screen
 * shows (issue 20 item 3; measured on the login screen they were 6.5 kB gzip and 6 requests before its
 * first field).
 */
export const portalFirstLoad = {
  modules: [`./${FIRST_SCREEN_AREA}/${FIRST_SCREEN_AREA}-screens.ts`],
  catalogs: ["ui-parts", areaCatalog(FIRST_SCREEN_AREA)],
  signedIn: { modules: ["../../src/runtime/logout.ts"] },
} satisfies FirstLoad;
