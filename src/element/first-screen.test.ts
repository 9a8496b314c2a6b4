import { afterEach, describe, expect, it, vi } from "vitest";
import { drawnScreen, liftScreen, TAKEOVER_WAIT_MS } from "./first-screen";

// The runtime's takeover of a first screen the loader drew (issue 20). test/browser/first-screen.test.ts
// runs it on the CDN build in Chromium; here, the rules of what is carried over, one by one.

const SCREEN_KEY = Symbol.for("ov-widgets.screen");

/** A host whose shadow root holds `html`, marked as the loader marks a drawn screen. */
function drawn(html: string) {
  const host = document.createElement("div");
  document.body.append(host);
  const shadow = host.attachShadow({ mode: "open" });
  shadow.innerHTML = html;
  const screen = { submitted: false, clicks: [] as Element[], taken: false };
  (host as unknown as Record<symbol, typeof screen>)[SCREEN_KEY] = screen;
  return { host, shadow, screen };
}

/** What the runtime's first render adds to the shadow root. */
function render(shadow: ShadowRoot, html: string): HTMLElement {
  const root = document.createElement("div");
  root.className = "ov-root";
  root.innerHTML = html;
  shadow.append(root);
  return root;
}

const FORM = `<div class="ov-root"><form>
  <input name="cups"><input name="power" value="3,3">
  <select name="company"><option value="">Choose</option><option value="a">A</option></select>
  <input type="radio" name="tariff" value="2.0TD" checked><input type="radio" name="tariff" value="3.0TD">
  <input type="checkbox" name="consent"><input><button>Send</button>
</form></div>`;

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("liftScreen", () => {
  it("does nothing where the loader drew nothing, or the runtime has taken over already", () => {
    const host = document.createElement("div");
    expect(liftScreen(host, host.attachShadow({ mode: "open" }))).toBeNull();
    const { host: other, shadow, screen } = drawn(FORM);
    screen.taken = true;
    expect(liftScreen(other, shadow)).toBeNull();
    expect(shadow.querySelector("form")).not.toBeNull();
  });

  it("keeps the photograph, the runtime's nodes hidden, until the runtime's tree shows a control; then carries the visitor's edits over with their events", async () => {
    const { host, shadow, screen } = drawn(FORM);
    const photo = shadow.querySelector("form") as HTMLFormElement;
    (photo.querySelector('[name="cups"]') as HTMLInputElement).value = "ES0021";
    (photo.querySelector('[name="power"]') as HTMLInputElement).value = "4,6";
    (photo.querySelector("select") as HTMLSelectElement).value = "a";
    (photo.querySelector('[value="3.0TD"]') as HTMLInputElement).checked = true;
    (photo.querySelectorAll("input")[5] as HTMLInputElement).value = "no name";

    const lifted = liftScreen(host, shadow);
    expect(shadow.childNodes).toHaveLength(0); // out of the first render's way
    const loading = render(shadow, "");
    loading.setAttribute("aria-busy", "true");
    lifted?.putBack();
    expect(shadow.firstChild).toBe(photo.parentElement);
    expect(loading.style.display).toBe("none");

    // The runtime's screen, its list now longer than the photograph's: the choice is kept by value.
    loading.remove();
    const real = render(shadow, FORM.replace('<option value="a">A</option>', '<option value="b">B</option><option value="a">A</option>'));
    const events: string[] = [];
    real.addEventListener("input", (event) => events.push(`input ${(event.target as HTMLInputElement).name}`));
    real.addEventListener("change", (event) => events.push(`change ${(event.target as HTMLInputElement).name}`));
    await Promise.resolve(); // the mutation records
    await Promise.resolve();

    expect(photo.isConnected).toBe(false);
    expect(real.style.display).toBe("");
    expect(screen.taken).toBe(true);
    const field = (name: string) => real.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(field("cups").value).toBe("ES0021");
    expect(field("power").value).toBe("4,6");
    expect((real.querySelector("select") as HTMLSelectElement).value).toBe("a");
    expect((real.querySelector('[value="3.0TD"]') as HTMLInputElement).checked).toBe(true);
    expect((real.querySelectorAll("input")[5] as HTMLInputElement).value).toBe("no name"); // by its rank
    // Only what the visitor changed is written, each with the events of an edit.
    expect(events).toEqual([
      "input cups",
      "change cups",
      "input power",
      "change power",
      "input company",
      "change company",
      "input tariff",
      "change tariff",
      "input ",
      "change ",
    ]);
    expect(drawnScreen(host)).toBe(screen);
  });

  it("gives the focus back, and sends the runtime's form when the photograph's was sent", async () => {
    const { host, shadow, screen } = drawn(FORM);
    const cups = shadow.querySelector('[name="cups"]') as HTMLInputElement;
    cups.value = "ES0021";
    cups.focus();
    cups.setSelectionRange(2, 2);
    const lifted = liftScreen(host, shadow);
    lifted?.putBack();
    expect(shadow.activeElement).toBe(cups); // back on the photograph while it shows
    screen.submitted = true; // sent without a button (the Enter key, a form without one)
    const real = render(shadow, FORM);
    const sent = vi.fn((event: Event) => event.preventDefault());
    real.querySelector("form")?.addEventListener("submit", sent);
    await Promise.resolve();
    await Promise.resolve();
    const realCups = real.querySelector('[name="cups"]') as HTMLInputElement;
    expect(shadow.activeElement).toBe(realCups);
    expect(realCups.selectionStart).toBe(2);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("presses the runtime's buttons and follows its links as the visitor did in the photograph, each found by its words and address", async () => {
    const markup =
      '<div class="ov-root"><a href="/terms">Terms</a><button type="button" role="switch">Fridge</button><a href="/login">Sign in</a></div>';
    const { host, shadow, screen } = drawn(markup);
    const lifted = liftScreen(host, shadow);
    lifted?.putBack();
    screen.clicks.push(shadow.querySelector('[href="/login"]') as Element, shadow.querySelector("button") as Element);
    screen.submitted = true; // the press was the submission: sent once, by the press
    // The runtime's tree has one more link before them: a place alone would press the wrong one.
    const real = render(shadow, markup.replace('class="ov-root">', '><a href="/help">Help</a>').replace("<form>", ""));
    const pressed: string[] = [];
    real.addEventListener("click", (event) => {
      event.preventDefault();
      pressed.push((event.target as Element).textContent ?? "");
    });
    const sent = vi.fn();
    real.addEventListener("submit", sent);
    await Promise.resolve();
    await Promise.resolve();
    expect(pressed).toEqual(["Sign in", "Fridge"]);
    expect(sent).not.toHaveBeenCalled();
    expect(screen.clicks).toEqual([]);
  });

  it("keeps the photograph while the runtime's tree is loading, however long; gives the focus back to a button", async () => {
    vi.useFakeTimers();
    const { host, shadow, screen } = drawn(FORM);
    const button = shadow.querySelector("button") as HTMLButtonElement;
    button.focus();
    const lifted = liftScreen(host, shadow);
    // The header first, with a spinner where the form comes (the portal's lazy area, the wizard's step).
    const real = render(shadow, '<header><a href="/">Home</a></header><span part="spinner" role="status">Loading</span>');
    lifted?.putBack();
    expect(shadow.activeElement).toBe(button);
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS * 3);
    expect(screen.taken).toBe(false);
    expect(real.style.display).toBe("none");
    real.querySelector('[part="spinner"]')?.replaceWith(document.createRange().createContextualFragment(FORM));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.taken).toBe(true);
    expect(shadow.activeElement).toBe(real.querySelector("button"));
  });

  it("takes over once when the tag mounts again before the first takeover ended", async () => {
    const { host, shadow, screen } = drawn(FORM);
    const cups = shadow.querySelector('[name="cups"]') as HTMLInputElement;
    const first = liftScreen(host, shadow);
    const firstTree = render(shadow, "");
    firstTree.setAttribute("aria-busy", "true");
    first?.putBack();
    // Unmounted (out of the page for longer than a task), then mounted again.
    firstTree.remove();
    cups.value = "ES0021";
    const second = liftScreen(host, shadow);
    const real = render(shadow, FORM);
    let changes = 0;
    real.addEventListener("change", () => (changes += 1));
    second?.putBack();
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.taken).toBe(true);
    expect((real.querySelector('[name="cups"]') as HTMLInputElement).value).toBe("ES0021");
    expect(changes).toBe(1);
    expect(shadow.querySelectorAll("form")).toHaveLength(1);
  });

  it("keeps the photograph's own sheet until the swap, beside the runtime's", async () => {
    const { host, shadow, screen } = drawn(FORM);
    const photo = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [photo];
    const lifted = liftScreen(host, shadow);
    const runtime = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [runtime]; // adoptStyles
    const loading = render(shadow, "");
    loading.setAttribute("aria-busy", "true");
    lifted?.putBack();
    expect(shadow.adoptedStyleSheets).toEqual([runtime, photo]);
    loading.remove();
    render(shadow, FORM);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.taken).toBe(true);
    expect(shadow.adoptedStyleSheets).toEqual([runtime]);
  });

  it("lets the runtime simply draw into a root the loader left empty", () => {
    const { host, shadow, screen } = drawn("");
    expect(liftScreen(host, shadow)).toBeNull();
    expect(screen.taken).toBe(true);
  });

  it("gives way after TAKEOVER_WAIT_MS to a runtime screen with no control (not to a loading one)", async () => {
    vi.useFakeTimers();
    const { host, shadow, screen } = drawn(FORM);
    const lifted = liftScreen(host, shadow);
    const loading = render(shadow, "");
    loading.setAttribute("aria-busy", "true");
    lifted?.putBack();
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS * 2);
    expect(screen.taken).toBe(false); // loading: the photograph stays
    loading.remove();
    render(shadow, "<p>Nothing to fill in here</p>");
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(screen.taken).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.taken).toBe(true);
    expect(shadow.querySelector("form")).toBeNull();
    expect(shadow.textContent).toContain("Nothing to fill in here");
  });
});
