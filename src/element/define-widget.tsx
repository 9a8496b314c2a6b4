import r2wc from "@r2wc/react-to-web-component";
import { Component, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { registerCatalogs, type CatalogFiles } from "../i18n/catalogs";
import { getRuntime, type Runtime } from "../runtime/runtime";
import { themeStyles } from "../ui/theme";
import { baseUiStyles } from "../ui/base-styles";
import { drawnScreen, liftScreen } from "./first-screen";
import { adoptStyles, registerFontFaces } from "./shared-sheets";
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

/** Every tag accepts these (docs/architecture.md "The tags": `lang` on every tag; attribute > context > configure). */
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
 * One element's props as the seam parsed them, and the runtime it mounted with. Its React tree reads
 * them from here, not through r2wc, which is given no props: r2wc's parsing skips empty attributes and
 * ignores removed ones, and what it parsed lives in its private fields.
 */
class TagState {
  /** A new object on every change, so the tree renders again on each one, whatever the value. */
  values: Readonly<Record<string, unknown>> = {};
  /** The page's runtime when the element mounted: its tree keeps that one until it unmounts. */
  runtime: Runtime | undefined;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly snapshot = (): Readonly<Record<string, unknown>> => this.values;

  set(name: string, value: unknown): void {
    this.values = { ...this.values, [name]: value };
    for (const listener of this.listeners) listener();
  }
}

/** Each element's state, out of the element's own properties, which belong to the page. */
const tagStates = new WeakMap<Element, TagState>();

function stateOf(host: Element): TagState {
  let state = tagStates.get(host);
  if (!state) {
    state = new TagState();
    tagStates.set(host, state);
  }
  return state;
}

interface UncaughtBoundaryProps {
  /** The tag's props: when they change, a tag an uncaught error emptied renders again. */
  values: object;
  report: (error: unknown) => void;
  children: ReactNode;
}

/**
 * The boundary around a tag's whole tree, for what the widget's own boundary (in WidgetRoot) does not
 * catch. React hands an error no boundary catches to the page (`reportError`, so the host page's
 * `window.onerror`) unless the root was made with `onUncaughtError`; r2wc makes the root itself, with
 * `createRoot(container)` and no options, so the seam catches those errors here and reports them to
 * the runtime instead. Like React with an uncaught error, it leaves the tag empty, until new props
 * render it again. Nor can `onCaughtError` be given, so React logs the errors both boundaries catch to
 * the console; that reaches no error handler of the page.
 */
class UncaughtBoundary extends Component<UncaughtBoundaryProps, { failed: boolean; values: object }> {
  override state = { failed: false, values: this.props.values };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: UncaughtBoundaryProps, state: { values: object }): { failed: boolean; values: object } | null {
    return props.values === state.values ? null : { failed: false, values: props.values };
  }

  override componentDidCatch(error: unknown): void {
    this.props.report(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Defines one custom element around a React component (docs/architecture.md "The element wrapper"): open shadow
 * root with shared stylesheets, attributes and properties mapped to props, events that bubble out
 * of the shadow root, state kept when the tag is moved, an error boundary per tag, and no exception
 * when the tag (or the whole bundle) is defined twice. The element is r2wc's
 * (`@r2wc/react-to-web-component`), used through its public class only: the seam extends it for what
 * r2wc leaves out or does otherwise.
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

  /**
   * What r2wc renders in an element's shadow root, its `container`: the tag's tree, with the props and
   * runtime of the element that holds the root. It only reads them; everything that can throw is
   * inside the boundary.
   */
  function TagShell({ container }: { container: ShadowRoot }) {
    const state = stateOf(container.host);
    const values = useSyncExternalStore(state.subscribe, state.snapshot, state.snapshot);
    const runtime = state.runtime ?? getRuntime();
    return (
      <UncaughtBoundary values={values} report={(error) => runtime.report(error, { kind: "uncaught", tag })}>
        <WidgetRoot
          runtime={runtime}
          host={container.host as HTMLElement}
          tag={tag}
          component={component}
          props={values}
          catalog={catalog}
          partCatalog={options.partAreas}
        />
      </UncaughtBoundary>
    );
  }

  // r2wc's element attaches an open shadow root in its constructor, makes a React root there and
  // renders TagShell when connected, and unmounts when disconnected. It gets no props or events, so
  // its attribute parsing never runs: the class below maps them with ours.
  const Base = r2wc(TagShell, { shadow: "open", props: [] }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
  };

  class OvElement extends Base {
    /** r2wc has mounted the tree and not unmounted it (a move does not: see disconnectedCallback). */
    #mounted = false;

    static get observedAttributes(): string[] {
      return [...attributeToProp.keys()];
    }

    /** The shadow root the loader drew the first screen in (src/element/first-screen.ts) is this element's. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot && drawnScreen(this) ? this.shadowRoot : super.attachShadow(init);
    }

    constructor() {
      super();
      // The tree's first props, absent booleans false; attributeChangedCallback follows each change.
      const state = stateOf(this);
      for (const [attribute, name] of attributeToProp) {
        const value = this.getAttribute(attribute);
        if (value !== null || propTypes[name] === "boolean") state.set(name, parseAttribute(propTypes[name] ?? "string", value));
      }
    }

    override connectedCallback(): void {
      // "Lazy properties": values a page set on the element before this class was defined are own
      // properties shadowing our accessors; take them over so nothing set early is lost.
      for (const name of Object.keys(propTypes)) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      options.lifecycle?.connected?.(this);
      if (this.#mounted) return; // moved in the DOM: the tree is still there, with its state
      // r2wc attached it in its constructor (or took the loader's, through attachShadow above).
      const shadow = this.shadowRoot as ShadowRoot;
      const runtime = getRuntime();
      runtime.start();
      stateOf(this).runtime = runtime;
      // The first screen the loader drew, if it did: out of the way of the first render, back (with its
      // own sheet beside the runtime's) until the runtime's tree can stand for it. React's first commit
      // into a shadow root leaves the nodes already there (it clears element containers only), and
      // commits later than this call anyway: putBack's observer hides the tree's nodes as they come.
      const drawn = liftScreen(this, shadow);
      adoptStyles(shadow, styles, options.styles ?? "");
      if (options.fontFaces) registerFontFaces(options.fontFaces);
      this.#mounted = true;
      // Taking over the loader's photograph, the first render commits in this task: r2wc's
      // `root.render` would leave it to React's scheduler, a later task after the browser has drawn a
      // frame of the photograph again, and the runtime's screen would answer one frame later (about
      // 30 ms of the comparator's first interactive control at 4x CPU, issue 35). Only then: without
      // a photograph there is no frame to save, and a host's React (the npm package shares it) may be
      // committing the very tree that connects this element, where React refuses to flush.
      if (drawn) flushSync(() => super.connectedCallback());
      else super.connectedCallback();
      drawn?.putBack();
    }

    override disconnectedCallback(): void {
      options.lifecycle?.disconnected?.(this);
      // A tag moved in the DOM is disconnected then connected in the same task: unmount only if it
      // is still out of the document afterwards, so moving keeps its state (r2wc unmounts at once).
      queueMicrotask(() => {
        if (this.isConnected || !this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const name = attributeToProp.get(attribute);
      if (!name) return;
      // Every change counts, an empty or a removed attribute too (issue 2).
      stateOf(this).set(name, parseAttribute(propTypes[name] ?? "string", value));
      options.lifecycle?.attributeChanged?.(this, attribute);
    }
  }

  for (const [name, type] of Object.entries(propTypes)) {
    const attribute = kebab(name);
    Object.defineProperty(OvElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: OvElement) {
        return stateOf(this).values[name];
      },
      set(this: OvElement, value: unknown) {
        if (type === "property" || type === "json") {
          stateOf(this).set(name, value);
          return;
        }
        // Reflect scalar props to their attribute; attributeChangedCallback then updates the tree.
        if (value === undefined || value === null || (type === "boolean" && value === false)) {
          if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
          else stateOf(this).set(name, parseAttribute(type, null));
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
