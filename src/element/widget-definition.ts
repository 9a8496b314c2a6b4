import type { ComponentType } from "react";
import type { PropType } from "./define-widget";

/**
 * What the runtime renders for a tag, as `defineWidget` made it: its component, the catalog areas
 * loaded before its first text, its CSS and how its attributes become props. The element wrapper
 * mounts it (src/element/define-widget.tsx); the build renders the same thing on a server for the
 * loader's first screens (scripts/first-screens.mjs), so the two cannot drift apart.
 */
export interface WidgetDefinition {
  tag: string;
  component: ComponentType<Record<string, unknown>>;
  /** The tag's catalog area, or its area and those its first screen shows (WidgetRoot `catalog`). */
  catalog: string | readonly string[];
  /** Areas loaded with `catalog` whose failure the tag shows without (WidgetRoot `partCatalog`). */
  partAreas: readonly string[] | undefined;
  /** The theme, the UI kit's base sheet and the tag's own sheet, in their order. */
  styles: readonly string[];
  /** Prop name (camelCase) to type; the attribute is its kebab-case form. */
  propTypes: Readonly<Record<string, PropType>>;
}

const definitions = new Map<string, WidgetDefinition>();

/** Records a tag's definition (the first one wins, as `customElements.define` does). */
export function recordDefinition(definition: WidgetDefinition): void {
  if (!definitions.has(definition.tag)) definitions.set(definition.tag, definition);
}

/** The definition of a tag whose module has run, if it has. */
export function definitionOf(tag: string): WidgetDefinition | undefined {
  return definitions.get(tag);
}
