import type { ScreenName } from "../shell/router";
import { Banner } from "./banner";
import { Coupons } from "./coupons";
import { BANNER_BY_SCREEN, COUPON_SCREENS } from "./placement";

/** The banner and the coupons of a screen (spec §2 Other), shown by the shell before its footer. */
export function PageExtras({ screen }: { screen: ScreenName }) {
  const banner = BANNER_BY_SCREEN[screen];
  return (
    <>
      {banner && <Banner key={banner} code={banner} />}
      {COUPON_SCREENS.has(screen) && <Coupons />}
    </>
  );
}

// The area's CSS travels with its page-wide parts, the only pieces it styles (area.ts `styles`).
export { contentStyles } from "./content.styles";
