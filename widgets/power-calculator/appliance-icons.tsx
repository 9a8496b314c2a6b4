import type { ReactNode } from "react";
import type { ApplianceName } from "../../src/domain/power-calculator";

/**
 * One small line drawing per appliance (spec issue 5: "pictures or icons that work inside the shadow
 * root and in every theme"): inline SVG stroked with `currentColor`, so the theme's text colour paints
 * them and nothing is fetched. Decorative: the appliance's name is the label next to it.
 */
const GLYPHS: Record<ApplianceName, ReactNode> = {
  heater: (
    <>
      <rect x="4" y="6" width="16" height="12" rx="2" />
      <path d="M8 9v6M12 9v6M16 9v6M6 18v2M18 18v2" />
    </>
  ),
  heating: (
    <>
      <path d="M4 20V8l8-5 8 5v12z" />
      <path d="M9 17c0-2 2-2 2-4s-2-2-2-4M14 17c0-2 2-2 2-4s-2-2-2-4" />
    </>
  ),
  waterHeater: (
    <>
      <rect x="6" y="3" width="12" height="18" rx="5" />
      <path d="M12 9c-2 2.5-2 4 0 5 2-1 2-2.5 0-5z" />
    </>
  ),
  dishwasher: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M4 8h16M8 14h8M8 17h8" />
    </>
  ),
  washer: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="13" r="5" />
      <path d="M7 6h2" />
    </>
  ),
  dryer: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="13" r="5" />
      <path d="M10 12c1-1 3 1 4 0M10 15c1-1 3 1 4 0" />
    </>
  ),
  oven: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <rect x="7" y="10" width="10" height="8" rx="1" />
      <path d="M8 6h1M12 6h1M16 6h1" />
    </>
  ),
  hob: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="12" r="2.5" />
      <circle cx="15.5" cy="12" r="2.5" />
    </>
  ),
  airConditioner: (
    <>
      <rect x="3" y="5" width="18" height="7" rx="2" />
      <path d="M6 9h12M8 15l-1 3M12 15v4M16 15l1 3" />
    </>
  ),
  microwave: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <rect x="6" y="8" width="9" height="8" rx="1" />
      <path d="M18 9v1M18 13v1" />
    </>
  ),
  fridge: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M6 9h12M9 5v2M9 12v4" />
    </>
  ),
  tv: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M9 21h6M12 17v4" />
    </>
  ),
  electricVehicle: (
    <>
      <path d="M3 16v-4l2-5h10l3 5h3v4z" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
      <path d="M10 9l-1 2h2l-1 2" />
    </>
  ),
  pool: (
    <>
      <path d="M3 15c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M3 19c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0" />
      <path d="M8 13V5a2 2 0 0 1 4 0M16 13V5a2 2 0 0 0-4 0M8 8h8" />
    </>
  ),
  heatingOil: (
    <>
      <path d="M12 3c-4 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2-6-6-11z" />
      <path d="M10 15a2 2 0 0 0 2 2" />
    </>
  ),
};

/** The appliance's icon, 24 px, decorative (`aria-hidden`). */
export function ApplianceIcon({ name }: { name: ApplianceName }) {
  return (
    <svg
      className="ov-icon ov-power__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name]}
    </svg>
  );
}
