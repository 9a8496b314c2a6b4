import type { Runtime } from "./runtime";
import { sanitizeConfigInput, type ConfigInput } from "./config";

/** The `<ov-context>` attributes that configure the page (docs/architecture.md "The tags"). */
export const CONTEXT_ATTRIBUTES = ["api-base", "lang", "languages", "theme", "login-url"] as const;

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Recomputes the `<ov-context>` layer of the configuration from the elements in the document.
 * It reads attributes straight from the DOM, so it works even before `<ov-context>`'s own chunk has
 * loaded: a widget that starts first still makes its first request with the page's api-base.
 * Later elements in document order win.
 */
export function syncContextFromDom(runtime: Runtime, root: ParentNode | null = typeof document === "undefined" ? null : document): void {
  let layer: ConfigInput = {};
  if (root) {
    for (const element of Array.from(root.querySelectorAll("ov-context"))) {
      const raw: Record<string, unknown> = {};
      for (const attribute of CONTEXT_ATTRIBUTES) {
        const value = element.getAttribute(attribute);
        if (value !== null) raw[camel(attribute)] = value;
      }
      layer = { ...layer, ...sanitizeConfigInput(raw, "<ov-context>") };
    }
  }
  const current = runtime.config.getState().context;
  if (JSON.stringify(current) !== JSON.stringify(layer)) runtime.config.setState({ context: layer });
}
