import type { RouteName } from "../../../src/domain/portal/routes";

export interface PageWideProps {
  /** The screen on show (banners and coupons depend on it). */
  screen: RouteName | "notFound" | "maintenance";
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

/** The portal's page-wide pieces of spec §2 Other (cookie consent, help dialog, banners, coupons; being built: issue 8). */
export function PageWide(_props: PageWideProps) {
  return null;
}
