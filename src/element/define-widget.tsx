import r2wc from "@r2wc/core";
import type { ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { registerCatalogs, type CatalogFiles } from "../i18n/catalogs";
import { getRuntime } from "../runtime/runtime";
import { themeStyles } from "../ui/theme";
import { baseUiStyles } from "../ui/base-styles";
import { drawnScreen, liftScreen } from "./first-screen";
import { adoptStyles, registerFontFaces } from "./styles";
import { COMMON_ATTRIBUTES, propTypeOf, type WidgetSurface } from "./surface";
import { recordDefinition } from "./widget-definition";
import { WidgetRoot } from "./widget-root";
// Nothing in a browser; in Node, through the npm package, the DOM shim that lets tags be defined on a
// server (see ./dom-shim.ts). It is imported before any element class is made.
import "./dom-shim";

/**
 * How an attribute becomes a prop. There is deliberately no `function` type: r2wc's resolves a
 * global function named by the attribute, which would let page markup call arbitrary globals.
 * `property` values are set from JavaScript only (tokens, callbacks, rich objects), never from markup.
 */
export type PropType = "string" | "number" | "boolean" | "json" | "property";

export interface WidgetOptions {
  /** Prop name (camelCase) to type; the attribute is its kebab-case form. */
  props?: Record<string, PropType>;
  /**
   * The widget's catalog area: its texts live in `locales/<locale>/<catalog>.po` (Lingui makes one per
   * widget folder) and load with the core catalog. Default: the tag name without `ov-`.
   */
  catalog?: string;
  /**
   * Further catalog areas its first screen shows, loaded with its own before its first paint of text,
   * e.g. `[UI_PARTS_AREA]` (src/ui/ui-parts-catalogs.ts) for a tag that shows a table or a stepper.
   */
  areas?: readonly string[];
  /**
   * Catalog areas of a part of its first screen that has texts of its own and shows without them when
   * they fail to load (the portal's login, whose area's texts fall back to the tag's as
   * `AreaTexts` does): loaded with the tag's own, so the part draws in the tag's first render, but a
   * failure of theirs does not stop the tag as a failure of `catalog` or `areas` does.
   */
  partAreas?: readonly string[];
  /**
   * The widget's catalog files, `import.meta.glob("../../locales/*\/<area>.po")` in its registration
   * module (the glob is resolved by the bundler, so it is written there): its own area and any area it
   * loads on demand. They travel in the widget's chunk, not in the shared runtime.
   */
  catalogs?: CatalogFiles;
  /** The widget's own CSS, adopted after the theme and UI kit sheets. */
  styles?: string;
  /** `@font-face` rules, registered once in the document. */
  fontFaces?: string;
  /** Synchronous lifecycle hooks on the element itself (for tags like `<ov-context>` that configure the page). */
  lifecycle?: {
    connected?: (host: HTMLElement) => void;
    disconnected?: (host: HTMLElement) => void;
    attributeChanged?: (host: HTMLElement, name: string) => void;
  };
}

/** Every tag accepts these (DESIGN "The tags": `lang` on every tag; attribute > context > configure). */
const COMMON_PROPS: Record<string, PropType> = Object.fromEntries(
  Object.entries(COMMON_ATTRIBUTES).map(([name, spec]) => [name, propTypeOf(spec.type)]),
);

/** A surface's attributes and JavaScript-only properties as prop types. */
function surfaceProps(definition: string | WidgetSurface): Record<string, PropType> {
  if (typeof definition === "string") return {};
  return {
    ...Object.fromEntries(Object.entries(definition.attributes).map(([name, spec]) => [name, propTypeOf(spec.type)])),
    ...Object.fromEntries(Object.keys(definition.properties ?? {}).map((name) => [name, "property" as const])),
  };
}

// r2wc 2.1 keeps its instance state under these registry symbols; we read them to mend its gaps.
const PROPS = Symbol.for("r2wc.props");
const RENDER = Symbol.for("r2wc.render");
const CONNECTED = Symbol.for("r2wc.connected");
const CONTEXT = Symbol.for("r2wc.context");

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONNECTED]: boolean;
  [CONTEXT]?: MountContext;
}

interface MountContext {
  root: Root;
  host: HTMLElement;
  render(props: Record<string, unknown>): void;
}

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** Attribute text to prop value; `null` (attribute removed) resets the prop to its default. */
export function parseAttribute(type: PropType, value: string | null): unknown {
  if (type === "boolean") return value !== null && value !== "false"; // present = true, as HTML booleans
  if (value === null) return undefined;
  switch (type) {
    case "number": {
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case "json":
      try {
        return JSON.parse(value) as unknown;
      } catch {
        console.warn(`[ov-widgets] ignored an attribute that is not valid JSON: ${value.slice(0, 60)}`);
        return undefined;
      }
    default:
      return value;
  }
}

/**
 * Defines one custom element around a React component (DESIGN "The element wrapper"): open shadow
 * root with shared stylesheets, attributes and properties mapped to props, events that bubble out
 * of the shadow root, state kept when the tag is moved, an error boundary per tag, and no exception
 * when the tag (or the whole bundle) is defined twice.
 * @param definition - the tag's surface (widgets/<tag>/surface.ts: its attributes become the props), or
 *   a bare tag name with `options.props`
 * @returns the element class (the existing one if the tag was already defined)
 * @example defineWidget(comparatorSurface, Comparator, { styles: comparatorStyles });
 */
export function defineWidget(
  definition: string | WidgetSurface,
  component: ComponentType<Record<string, unknown>>,
  options: WidgetOptions = {},
): CustomElementConstructor | undefined {
  const tag = typeof definition === "string" ? definition : definition.tag;
  if (options.catalogs) registerCatalogs(options.catalogs);
  const propTypes: Record<string, PropType> = { ...COMMON_PROPS, ...surfaceProps(definition), ...options.props };
  const styles = [themeStyles, baseUiStyles];
  const own = options.catalog ?? tag.replace(/^ov-/, "");
  // One array for the element's lifetime: WidgetRoot's effects depend on it.
  const catalog = options.areas?.length ? [own, ...options.areas] : own;
  recordDefinition({ tag, component, catalog, partAreas: options.partAreas, styles: [...styles, options.styles ?? ""], propTypes });
  if (typeof customElements === "undefined") return undefined; // Node without a DOM: importing must not throw
  const existing = customElements.get(tag);
  if (existing) return existing;

  const attributeProps = Object.fromEntries(Object.entries(propTypes).filter(([, type]) => type !== "property"));
  const attributeToProp = new Map(Object.keys(attributeProps).map((name) => [kebab(name), name]));

  const renderer = {
    mount(container: HTMLElement | ShadowRoot, _component: unknown, props: Record<string, unknown>): MountContext {
      const shadow = container as ShadowRoot;
      const host = shadow.host as HTMLElement;
      const runtime = getRuntime();
      runtime.start();
      // The first screen the loader drew, if it did: out of the way of the first render, back (with its
      // own sheet beside the runtime's) until the runtime's tree can stand for it.
      const drawn = liftScreen(host, shadow);
      adoptStyles(shadow, styles, options.styles ?? "");
      if (options.fontFaces) registerFontFaces(options.fontFaces);
      const root = createRoot(shadow, {
        // Errors outside the boundary are reported, never rethrown to the host page's error handlers.
        onUncaughtError: (error) => runtime.report(error, { kind: "uncaught", tag }),
        onCaughtError: () => {},
      });
      const render = (next: Record<string, unknown>) =>
        root.render(
          <WidgetRoot
            runtime={runtime}
            host={host}
            tag={tag}
            component={component}
            props={{ ...next }}
            catalog={catalog}
            partCatalog={options.partAreas}
          />,
        );
      render(props);
      drawn?.putBack();
      return { root, host, render };
    },
    update(context: MountContext, props: Record<string, unknown>) {
      context.render(props);
    },
    unmount(context: MountContext) {
      context.root.unmount();
    },
  };

  // r2wc maps its `string`, `number`, `boolean`, `json` props; we override what it gets wrong below.
  const Base = r2wc(component, { shadow: "open", props: attributeProps as Record<string, "string"> }, renderer) as unknown as {
    new (): HTMLElement & R2wcInternals;
    prototype: HTMLElement;
  };

  class OvElement extends Base {
    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    /** The shadow root the loader drew the first screen in (src/element/first-screen.ts) is this element's. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot && drawnScreen(this) ? this.shadowRoot : super.attachShadow(init);
    }

    constructor() {
      super();
      // r2wc skips empty attributes, so `<ov-x flag>` would read as false: parse them all again.
      for (const [attribute, name] of attributeToProp) {
        const value = this.getAttribute(attribute);
        if (value !== null || propTypes[name] === "boolean") this[PROPS][name] = parseAttribute(propTypes[name] ?? "string", value);
      }
    }

    connectedCallback(): void {
      // "Lazy properties": values a page set on the element before this class was defined are own
      // properties shadowing our accessors; take them over so nothing set early is lost.
      for (const name of Object.keys(propTypes)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      this[CONNECTED] = true;
      options.lifecycle?.connected?.(this);
      this[RENDER]();
    }

    disconnectedCallback(): void {
      options.lifecycle?.disconnected?.(this);
      // A tag moved in the DOM is disconnected then connected in the same task: unmount only if it
      // is still out of the document afterwards, so moving keeps its state (r2wc unmounts at once).
      queueMicrotask(() => {
        if (this.isConnected) return;
        this[CONNECTED] = false;
        const context = this[CONTEXT];
        if (context) renderer.unmount(context);
        delete this[CONTEXT];
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const name = attributeToProp.get(attribute);
      if (!name) return;
      // r2wc ignores a removed attribute; removing one must reset the prop (issue 2).
      this[PROPS][name] = parseAttribute(propTypes[name] ?? "string", value);
      options.lifecycle?.attributeChanged?.(this, attribute);
      this[RENDER]();
    }
  }

  for (const [name, type] of Object.entries(propTypes)) {
    const attribute = kebab(name);
    Object.defineProperty(OvElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[PROPS][name];
      },
      set(this: OvElement, value: unknown) {
        if (type === "property" || type === "json") {
          this[PROPS][name] = value;
          this[RENDER]();
          return;
        }
        // Reflect scalar props to their attribute; attributeChangedCallback then updates and renders.
        if (value === undefined || value === null || (type === "boolean" && value === false)) {
          if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
          else {
            this[PROPS][name] = parseAttribute(type, null);
            this[RENDER]();
          }
        } else {
          const text = type === "boolean" ? "" : String(value);
          if (this.getAttribute(attribute) !== text) this.setAttribute(attribute, text);
        }
      },
    });
  }

  customElements.define(tag, OvElement);
  return OvElement;
}
