/**
 * The runtime's side of the first screens the loader draws (issue 20; widgets/loader.ts `showScreen`,
 * scripts/first-screens.mjs): in the CDN build, a tag's first screen is drawn from a photograph of it
 * before the runtime has run, into the element's shadow root. When the runtime mounts, it takes that
 * screen over without the visitor losing anything:
 * - the photograph stays on screen until the runtime's own tree shows as many controls and links, and
 *   the runtime's nodes stay hidden until then, so no frame shows both, a spinner or half a screen;
 * - what the visitor typed, ticked or chose in it meanwhile is written into the runtime's controls, with
 *   the `input` and `change` events a visitor's own edit fires (the forms' state follows);
 * - the control that had the focus gets it back, with its selection;
 * - a form the visitor sent, or a link they followed (the loader held both back), is sent again, or
 *   followed, now by the runtime's form or link, whose own handling runs (a check, a login asked of the
 *   page).
 */

/** The loader's mark on an element whose first screen it drew (widgets/loader.ts, same key). */
const SCREEN_KEY = Symbol.for("ov-widgets.screen");

/** What the loader records while its screen is shown. */
interface DrawnScreen {
  /** A form of the screen was submitted (the loader prevented it). */
  submitted: boolean;
  /** The rank among the screen's links of the one last clicked (the loader prevented it), or -1. */
  clicked: number;
  /** The runtime has taken the screen over: the loader lets submissions and clicks through. */
  taken: boolean;
}

/** The loader's record on an element whose first screen it drew, if it did. */
export function drawnScreen(host: Element): DrawnScreen | undefined {
  return (host as Element & { [SCREEN_KEY]?: DrawnScreen })[SCREEN_KEY];
}

const CONTROLS = "input, select, textarea";
/** What the visitor can use (the bench's "first visible control"). */
const SHOWN = "input, select, textarea, button, a[href]";

/** How many things the visitor can use the nodes hold. */
const usable = (nodes: readonly Node[]) =>
  nodes.reduce(
    (count, node) => count + (node instanceof Element ? Number(node.matches(SHOWN)) + node.querySelectorAll(SHOWN).length : 0),
    0,
  );
/**
 * How long the runtime's tree may show fewer controls than the photograph before it replaces it
 * anyway: a first screen that, with the answers arrived, has fewer (a flag hid a field) must not stay
 * frozen.
 */
export const TAKEOVER_WAIT_MS = 3000;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control's place, the same in the photograph and in the runtime's tree: its name (and value, for a radio), else its rank. */
function keyOf(control: Control, rank: number): string {
  if (!control.name) return `#${rank}`;
  return control instanceof HTMLInputElement && control.type === "radio" ? `${control.name}=${control.value}` : control.name;
}

function controlsIn(nodes: readonly Node[]): Control[] {
  return nodes.flatMap((node) =>
    node instanceof Element ? [...(node.matches(CONTROLS) ? [node] : []), ...node.querySelectorAll<Control>(CONTROLS)] : [],
  ) as Control[];
}

/** A control's value as the visitor left it, when it is not the one drawn. */
function edited(control: Control): { value?: string; checked?: boolean; chosen?: string[] } | null {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    // By value: the runtime's list may hold more options than the photograph's (a list that has come).
    return options.some((option) => option.selected !== option.defaultSelected)
      ? { chosen: options.filter((option) => option.selected).map((option) => option.value) }
      : null;
  }
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
    // A radio left unchecked is the one another took the choice from: checking that one unchecks it,
    // with events on the chosen one only, as the visitor's click did.
    if (control.type === "radio" && !control.checked) return null;
    return control.checked !== control.defaultChecked ? { checked: control.checked } : null;
  }
  return control.value !== control.defaultValue ? { value: control.value } : null;
}

/**
 * Takes the loader's first screen out of a shadow root the runtime is about to render into, noting
 * what the visitor did with it.
 * @returns null when the loader drew nothing here; else `putBack`, to call right after the runtime's
 *   first render: the photograph returns until the runtime's tree shows a control, then gives way to it
 * @example const drawn = liftScreen(host, shadow); root.render(tree); drawn?.putBack();
 */
export function liftScreen(host: HTMLElement, shadow: ShadowRoot): { putBack(): void } | null {
  const screen = drawnScreen(host);
  if (!screen || screen.taken) return null;
  const drawn = [...shadow.childNodes];
  // Taken out, a control loses the focus: it gets it back once the photograph is back.
  const focus = focusOf(shadow, controlsIn(drawn));
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
      restoreFocus(controlsIn(drawn), focus);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const swap = () => {
        observer.disconnect();
        clearTimeout(timer);
        // What the visitor did with the photograph, up to now.
        const controls = controlsIn(drawn);
        const kept = new Map<string, Edit>();
        controls.forEach((control, rank) => {
          const edit = edited(control);
          if (edit) kept.set(keyOf(control, rank), edit);
        });
        const focused = focusOf(shadow, controls);
        screen.taken = true;
        for (const node of drawn) node.remove();
        for (const node of own) if (node instanceof HTMLElement) node.style.removeProperty("display");
        const nodes = [...shadow.childNodes];
        const fresh = controlsIn(nodes);
        fresh.forEach((control, rank) => {
          const edit = kept.get(keyOf(control, rank));
          if (edit) replay(control, edit);
        });
        restoreFocus(fresh, focused);
        // The photograph's link and form are the runtime's first screen's: a tag's first screen has one form.
        const all = <T extends Element>(selector: string) =>
          nodes.flatMap((node) => (node instanceof Element ? [...node.querySelectorAll<T>(selector)] : []));
        if (screen.clicked >= 0) all<HTMLElement>("a[href]")[screen.clicked]?.click();
        else if (screen.submitted) all<HTMLFormElement>("form")[0]?.requestSubmit();
      };
      const check = () => {
        if (screen.taken) return;
        hide();
        const live = [...shadow.childNodes].filter((node) => !drawn.includes(node));
        // As much to use as the photograph: a screen whose header shows before its form (the portal's)
        // is not taken for the whole screen.
        if (usable(live) >= Math.max(1, usable(drawn))) swap();
        else if (timer === undefined && live.some((node) => node instanceof Element && node.getAttribute("aria-busy") !== "true"))
          timer = setTimeout(swap, TAKEOVER_WAIT_MS);
      };
      // Mutation records arrive before the frame is drawn: a node of the runtime is hidden, or the swap
      // made, before any frame could show it.
      const observer = new MutationObserver(check);
      observer.observe(shadow, { childList: true, subtree: true });
      check();
    },
  };
}

type Edit = NonNullable<ReturnType<typeof edited>>;

/** The focused control's place among `controls`, with its selection. */
function focusOf(shadow: ShadowRoot, controls: Control[]): { key: string; selection: [number, number] | null } | null {
  const active = shadow.activeElement;
  const rank = controls.indexOf(active as Control);
  if (rank < 0) return null;
  const selection = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? selectionOf(active) : null;
  return { key: keyOf(controls[rank] as Control, rank), selection };
}

function restoreFocus(controls: Control[], focus: ReturnType<typeof focusOf>): void {
  if (!focus) return;
  const target = controls.find((control, rank) => keyOf(control, rank) === focus.key);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (focus.selection) restoreSelection(target, focus.selection);
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return control.selectionStart === null || control.selectionEnd === null ? null : [control.selectionStart, control.selectionEnd];
  } catch {
    return null; // types without a selection (number, date)
  }
}

function restoreSelection(control: Control, [start, end]: [number, number]): void {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return;
  try {
    control.setSelectionRange(start, end);
  } catch {
    // a type without a selection
  }
}

/** Writes the visitor's value into the runtime's control as their own edit would: the value, then its events. */
function replay(control: Control, value: Edit): void {
  if (value.chosen && control instanceof HTMLSelectElement) {
    for (const option of control.options) option.selected = value.chosen.includes(option.value);
  } else if (value.checked !== undefined && control instanceof HTMLInputElement) {
    control.checked = value.checked;
  } else if (value.value !== undefined) {
    control.value = value.value;
  } else return;
  control.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}
