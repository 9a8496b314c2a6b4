import { waitFor, within } from "@testing-library/react";
import { createSandbox, type Sandbox } from "../demo/sandbox/sandbox";
import { getRuntime, resetRuntimeForTests, type Runtime } from "../src/runtime/runtime";

export interface RenderedWidget<E extends HTMLElement = HTMLElement> {
  host: E;
  /** Testing Library queries scoped to the tag's shadow root. */
  screen: ReturnType<typeof within>;
  sandbox: Sandbox;
  runtime: Runtime;
}

/**
 * Renders real custom elements from markup, with a fresh page runtime wired to an in-process
 * sandbox (no port, no hand-written fetch mocks), and waits until the first tag shows its content.
 * @example const { screen, sandbox } = await renderWidget(`<ov-comparator energy="gas"></ov-comparator>`);
 */
export async function renderWidget<E extends HTMLElement = HTMLElement>(
  markup: string,
  options: { sandbox?: Sandbox; lang?: string; token?: string } = {},
): Promise<RenderedWidget<E>> {
  const sandbox = options.sandbox ?? createSandbox({ seed: 7 });
  resetRuntimeForTests();
  const runtime = getRuntime();
  runtime.configure({ apiBase: "http://sandbox.local", fetch: sandbox.fetch, lang: options.lang ?? "en" });
  if (options.token) runtime.setToken(options.token);
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  document.body.append(holder);
  const host = holder.firstElementChild as E;
  await waitFor(
    () => {
      const root = host.shadowRoot?.querySelector(".ov-root");
      if (!root || root.classList.contains("ov-root--loading")) throw new Error(`<${host.localName}> has not rendered yet`);
    },
    { timeout: 5_000 },
  );
  return { host, screen: within(host.shadowRoot as unknown as HTMLElement), sandbox, runtime };
}
