/**
 * JSX typings for the tags, so a partner's React or TypeScript code type-checks `<ov-comparator energy="gas" />`.
 * `import "ov-widgets/jsx"` once in a project to enable them. Each tag's attributes derive from its
 * surface (widgets/<tag>/surface.ts, see src/element/surface.ts): enums as their values, booleans as booleans;
 * its events as `onov-*` handlers with their detail's type. Needs `@types/react` (an optional peer).
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { SurfaceAttributes, SurfaceHandlers, WidgetSurface } from "../src/element/surface";
import type { TAG_SURFACES } from "./surfaces";

type OvTag<S extends WidgetSurface> = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, keyof SurfaceAttributes<S>> &
  SurfaceAttributes<S> &
  SurfaceHandlers<S>;

/** Each tag of the one list (widgets/surfaces.ts) with its props. */
type OvTags = { [S in (typeof TAG_SURFACES)[number] as S["tag"]]: OvTag<S> };

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting React's own JSX namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the tags' elements, merged into React's list
    interface IntrinsicElements extends OvTags {}
  }
}

export {};
