import { useInsertionEffect } from "react";
import { adoptComponentStyles } from "../element/styles";
import { useOptionalWidget } from "../runtime/widget-context";

/**
 * Adopts a UI primitive's own sheet in the tag's shadow root before the primitive paints (insertion
 * effects run before layout), once per root. Outside a tag (Storybook's frame adopts every sheet) it does
 * nothing. See src/ui/base-styles.ts for which primitives are in the base sheet.
 * @example useComponentStyles(tableStyles);
 */
export function useComponentStyles(css: string): void {
  const host = useOptionalWidget()?.host;
  useInsertionEffect(() => {
    const root = host?.shadowRoot;
    if (root) adoptComponentStyles(root, css);
  }, [host, css]);
}
