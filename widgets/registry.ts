/**
 * The tags the loader knows, each with the import of its chunk. The loader imports a chunk the
 * first time its tag appears in the page; tags of later issues are added here as they are built.
 */
export const TAG_LOADERS: Record<string, () => Promise<unknown>> = {
  "ov-context": () => import("./context/index"),
  "ov-comparator": () => import("./comparator/index"),
  "ov-power-calculator": () => import("./power-calculator/index"),
  "ov-contracting": () => import("./contracting/index"),
  "ov-newsletter": () => import("./newsletter/index"),
  "ov-price-alerts": () => import("./price-alerts/index"),
  "ov-portal": () => import("./portal/index"),
};
