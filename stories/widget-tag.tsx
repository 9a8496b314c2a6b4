import { useEffect, useRef } from "react";
import { createSandbox, type Sandbox } from "../demo/sandbox/sandbox";
import type { Scenario } from "../demo/sandbox/types";
import { getRuntime } from "../src/runtime/runtime";

let sandbox: Sandbox | null = null;

/** One in-browser sandbox API for every widget story (the same fake backend as the demo and the tests). */
export function storySandbox(): Sandbox {
  if (!sandbox) {
    sandbox = createSandbox({ seed: 7 });
    // minScoring as on the demo page: the sandbox's low-scoring tax id is refused (the BadScore story).
    getRuntime().configure({ apiBase: "https://sandbox.story", fetch: sandbox.fetch, minScoring: 5 });
  }
  return sandbox;
}

export interface WidgetTagProps {
  /** The tag's markup, as a CMS editor pastes it. */
  markup: string;
  /** The sandbox scenario of the story (normal, down, slow, …). */
  scenario?: Scenario;
  /** The story's locale, set as the tag's `lang`. */
  lang: string;
}

/**
 * Renders a real tag against the in-browser sandbox, so a widget story is the widget (shadow root,
 * runtime, calls), not a mock. Interactions for later states run in the story's `play`.
 */
export function WidgetTag({ markup, scenario = "normal", lang }: WidgetTagProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    storySandbox().setScenario(scenario);
    box.innerHTML = markup;
    box.firstElementChild?.setAttribute("lang", lang);
    return () => {
      box.innerHTML = "";
    };
  }, [markup, scenario, lang]);
  return <div ref={holder} />;
}

/** The shadow root of the first tag in a story's canvas, once the tag has rendered. */
export async function tagRoot(canvasElement: HTMLElement, tag: string): Promise<ShadowRoot> {
  for (let tries = 0; tries < 100; tries += 1) {
    const root = canvasElement.querySelector(tag)?.shadowRoot ?? findInShadows(canvasElement, tag)?.shadowRoot;
    if (root?.querySelector(".ov-root:not(.ov-root--loading)")) return root;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`<${tag}> did not render`);
}

// Stories render inside the frame's own shadow root, so the tag is one shadow level down.
function findInShadows(node: Element, tag: string): Element | null {
  for (const child of node.querySelectorAll("*")) {
    const found = child.shadowRoot?.querySelector(tag);
    if (found) return found;
  }
  return null;
}
