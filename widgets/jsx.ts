/**
 * JSX typings for the tags, so a partner's React or TypeScript code type-checks `<ov-comparator energy="gas" />`.
 * `import "ov-widgets/jsx"` once in a project to enable them.
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type OvTag<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes & { lang?: string; "api-base"?: string; theme?: string };

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting React's own JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      "ov-context": OvTag<{ languages?: string }>;
      "ov-comparator": OvTag<{ energy?: "electricity" | "gas"; mode?: "auto" | "manual" }>;
      "ov-power-calculator": OvTag<{ cups?: string }>;
      "ov-contracting": OvTag<{ type?: "electricity" | "gas" | "dual"; promocode?: string }>;
      "ov-newsletter": OvTag<{ params?: string; email?: string }>;
      "ov-price-alerts": OvTag<{ "login-url"?: string }>;
      "ov-portal": OvTag<{ "base-path"?: string; routing?: "history" | "hash" | "memory" }>;
    }
  }
}

export {};
