import { SCREEN_KEY, type DrawnScreen } from "../load-protocol/globals";

/**
 * The runtime's side of the first screens the loader draws (issue 20; widgets/loader/screens.ts `showScreen`,
 * scripts/first-screens.mjs): in the CDN build, a tag's first screen, rendered by React at build time, is drawn
 * before the runtime has run, into the element's shadow root. When the runtime mounts, it takes that
 * screen over without the visitor losing anything:
 * - the photograph stays on screen, with its own styles, until the runtime's tree shows as many
 *   controls and links and nothing in it is still loading; the runtime's nodes stay hidden until then,
 *   so that no frame shows both, a spinner or half a screen;
 * - what the visitor typed, ticked or chose in it meanwhile is written into the runtime's controls, with
 *   the `input` and `change` events a visitor's own edit fires (the forms' state follows);
 * - the control, button or link that had the focus gets it back, with its selection;
 * - the buttons pressed and links followed in the photograph (the loader held them back) are pressed
 *   or followed again, now the runtime's, whose own handling runs (a check, a login asked of the page);
 *   a form sent without a button is sent by the runtime's.
 * Each is found in the runtime's tree by what it is (a field's name, a button's or link's words and
 * address), never by its place alone: what has no counterpart is left.
 */

/** The loader's record on an element whose first screen it drew, if it did. */
export function drawnScreen(host: Element): DrawnScreen | undefined {
  return (host as Element & { [SCREEN_KEY]?: DrawnScreen })[SCREEN_KEY];
}

/** What the visitor can use (the bench's "first visible control"). */
const USABLE = "input, select, textarea, button, a[href]";
/** What a tree still loading shows (src/ui/spinner.tsx, a root waiting for its texts). */
const LOADING = '[aria-busy="true"], [part~="spinner"]';
/**
 * How long the runtime's tree, loaded, may show fewer controls than the photograph before it replaces
 * it anyway: a first screen that, with the answers arrived, has fewer (a flag hid a field) must not
 * stay frozen.
 */
export const TAKEOVER_WAIT_MS = 3000;

/** The takeover under way for a screen, to cancel if the tag mounts again before it ends. */
const underway = new WeakMap<DrawnScreen, () => void>();

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

function all(nodes: readonly Node[], selector: string): Element[] {
  return nodes.flatMap((node) =>
    node instanceof Element ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)] : [],
  );
}

/**
 * What each usable element is, the same in the photograph and in the runtime's tree: a field by its
 * name (a box or radio with its value), else by its label; a button or link by its words and address;
 * with its rank among those alike.
 */
function keysOf(elements: readonly Element[]): string[] {
  const seen = new Map<string, number>();
  return elements.map((element) => {
    let base: string;
    if (isControl(element) && element.name) {
      base =
        element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")
          ? `${element.name}=${element.value}`
          : element.name;
    } else {
      const words =
        element.getAttribute("aria-label") ?? (isControl(element) ? element.labels?.[0]?.textContent : element.textContent) ?? "";
      base = `${element.localName}|${words.trim()}|${element.getAttribute("href") ?? ""}`;
    }
    const rank = seen.get(base) ?? 0;
    seen.set(base, rank + 1);
    return `${base}#${rank}`;
  });
}

/** A control's value as the visitor left it, when it is not the one drawn. */
function edited(control: Control): { value?: string; checked?: boolean; chosen?: string[] } | null {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    // With no option marked, a single choice list starts at its first option that can be chosen.
    const first = control.multiple || options.some((option) => option.defaultSelected) ? null : options.find((option) => !option.disabled);
    // By value: the runtime's list may hold more options than the photograph's (a list that has come).
    return options.some((option) => option.selected !== (first ? option === first : option.defaultSelected))
      ? { chosen: options.filter((option) => option.selected).map((option) => option.value) }
      : null;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    // A radio left unchecked is the one another took the choice from: checking that one unchecks it,
    // with events on the chosen one only, as the visitor's click did.
    if (control.type === "radio" && !control.checked) return null;
    return control.checked !== control.defaultChecked ? { checked: control.checked } : null;
  }
  if (control instanceof HTMLInputElement && control.type === "file") return null; // no value can be written into one
  return control.value !== control.defaultValue ? { value: control.value } : null;
}

type Edit = NonNullable<ReturnType<typeof edited>>;

/** The focused element's key among `usable`, with its selection. */
function focusOf(shadow: ShadowRoot, usable: Element[]): { key: string; selection: [number, number] | null } | null {
  const active = shadow.activeElement;
  const at = active ? usable.indexOf(active) : -1;
  if (at < 0) return null;
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? selectionOf(active) : null;
  return { key: keysOf(usable)[at] ?? "", selection };
}

function restoreFocus(usable: Element[], focus: ReturnType<typeof focusOf>): void {
  if (!focus) return;
  const target = usable[keysOf(usable).indexOf(focus.key)];
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (focus.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...focus.selection);
    } catch {
      // a type without a selection
    }
  }
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return control.selectionStart === null || control.selectionEnd === null ? null : [control.selectionStart, control.selectionEnd];
  } catch {
    return null; // types without a selection (number, date)
  }
}

/**
 * Sets a control's value through its class's own setter, as the browser does for a visitor's edit.
 * React wraps the element's `value` to note what it set itself, and hears no change in an `input` event
 * whose value it set: only a write past that wrapper reaches its `onChange`.
 */
function setNative(control: Control, property: "value", value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, property)?.set;
  if (setter) setter.call(control, value);
  else (control as unknown as Record<string, unknown>)[property] = value;
}

/** Writes the visitor's value into the runtime's control as their own edit would: the value, then its events. */
function replay(control: Control, value: Edit): void {
  if (value.chosen && control instanceof HTMLSelectElement) {
    for (const option of control.options) option.selected = value.chosen.includes(option.value);
  } else if (value.checked !== undefined && control instanceof HTMLInputElement) {
    // A click, as the visitor's own: it ticks the box with its events (React hears a box by its click).
    if (control.checked !== value.checked) control.click();
    return;
  } else if (value.value !== undefined) {
    setNative(control, "value", value.value);
  } else return;
  control.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Takes the loader's first screen out of a shadow root the runtime is about to render into (call it
 * before the runtime adopts its styles: the photograph keeps its own sheet until the swap).
 * @returns null when the loader drew nothing here (or nothing usable: the runtime then simply draws);
 *   else `putBack`, to call right after the runtime's first render: the photograph returns until the
 *   runtime's tree can stand for it, then gives way to it
 * @example const drawn = liftScreen(host, shadow); adoptStyles(…); root.render(tree); drawn?.putBack();
 */
export function liftScreen(host: HTMLElement, shadow: ShadowRoot): { putBack(): void } | null {
  const screen = drawnScreen(host);
  if (!screen || screen.taken) return null;
  underway.get(screen)?.(); // mounted again before the last takeover ended: this one replaces it
  const drawn = [...shadow.childNodes];
  if (all(drawn, USABLE).length === 0) {
    // An empty root (a markup the page refused): nothing to keep.
    screen.taken = true;
    return null;
  }
  const sheets = [...shadow.adoptedStyleSheets];
  // Taken out, a control loses the focus: it gets it back once the photograph is back.
  const focus = focusOf(shadow, all(drawn, USABLE));
  for (const node of drawn) node.remove();

  return {
    putBack() {
      const own = new Set<Node>(); // the runtime's top-level nodes, hidden until the swap
      const hide = () => {
        for (const node of shadow.childNodes) {
          if (drawn.includes(node) || own.has(node)) continue;
          own.add(node);
          if (node instanceof HTMLElement) node.style.setProperty("display", "none", "important");
        }
      };
      hide();
      shadow.prepend(...drawn);
      // The photograph's sheet beside the runtime's: the component sheets it holds come with their
      // components, maybe later (a lazy first step).
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, ...sheets.filter((sheet) => !shadow.adoptedStyleSheets.includes(sheet))];
      restoreFocus(all(drawn, USABLE), focus);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
        underway.delete(screen);
      };
      const swap = () => {
        if (screen.taken) return;
        stop();
        // What the visitor did with the photograph, up to now.
        const before = all(drawn, USABLE);
        const beforeKeys = keysOf(before);
        const kept = new Map<string, Edit>();
        before.forEach((element, at) => {
          const edit = isControl(element) ? edited(element) : null;
          if (edit) kept.set(beforeKeys[at] ?? "", edit);
        });
        const focused = focusOf(shadow, before);
        const clicked = screen.clicks.map((element) => beforeKeys[before.indexOf(element)]);
        const submitted = screen.submitted && clicked.length === 0;
        screen.taken = true;
        screen.clicks = [];
        screen.submitted = false;
        for (const node of drawn) node.remove();
        shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
        for (const node of own) if (node instanceof HTMLElement) node.style.removeProperty("display");
        const nodes = [...shadow.childNodes];
        const after = all(nodes, USABLE);
        const afterKeys = keysOf(after);
        after.forEach((element, at) => {
          const edit = kept.get(afterKeys[at] ?? "");
          if (!edit || !isControl(element)) return;
          try {
            replay(element, edit);
          } catch {
            // one control that refuses its value leaves the others, the focus and the clicks
          }
        });
        restoreFocus(after, focused);
        for (const key of clicked) {
          const target = key === undefined ? undefined : after[afterKeys.indexOf(key)];
          if (target instanceof HTMLElement) target.click();
        }
        if (submitted) (all(nodes, "form")[0] as HTMLFormElement | undefined)?.requestSubmit();
      };
      const check = () => {
        if (screen.taken) return stop();
        hide();
        const live = [...shadow.childNodes].filter((node) => !drawn.includes(node));
        if (all(live, LOADING).length > 0) {
          // A spinner, a root waiting for its texts: not the screen yet, however long it takes.
          clearTimeout(timer);
          timer = undefined;
          return;
        }
        // As much to use as the photograph, loaded: a screen whose header shows before its form (the
        // portal's) is not the whole screen.
        if (all(live, USABLE).length >= all(drawn, USABLE).length) swap();
        else if (timer === undefined && live.some((node) => node instanceof Element)) timer = setTimeout(swap, TAKEOVER_WAIT_MS);
      };
      // Mutation records arrive before the frame is drawn: a node of the runtime is hidden, or the swap
      // made, before any frame could show it.
      const observer = new MutationObserver(check);
      observer.observe(shadow, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
      underway.set(screen, stop);
      check();
    },
  };
}
