// The demo's control panel (issue 3): language, theme, signed-in customer, sandbox scenario, the
// strict sandbox (only the retailer's calls) and a data reset. It drives the page the way a host would: through OvWidgets and <ov-context>, and the
// sandbox through its own /sandbox/ endpoints.
import { configure, setLanguage, setToken } from "../widgets/loader";

const LANGUAGES = [
  ["ca", "Català"],
  ["es", "Castellano"],
  ["en", "English"],
  ["gl", "Galego"],
  ["fr", "Français"],
  ["de", "Deutsch"],
] as const;
const THEMES = [
  ["light", "Light"],
  ["dark", "Dark"],
  ["brand", "Partner brand (--ov-* overrides)"],
] as const;
const CUSTOMERS = [
  ["", "Signed out"],
  ["household", "Household (electricity + gas)"],
  ["business", "Business (multipoint)"],
  ["readonly", "Read-only staff token"],
] as const;

function select(id: string, label: string, options: ReadonlyArray<readonly [string, string]>, value: string) {
  const wrapper = document.createElement("label");
  wrapper.htmlFor = id;
  wrapper.textContent = label;
  const input = document.createElement("select");
  input.id = id;
  for (const [optionValue, text] of options) input.add(new Option(text, optionValue, false, optionValue === value));
  wrapper.append(input);
  return { wrapper, input };
}

async function sandboxPost(path: string, body?: unknown): Promise<void> {
  await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The sandbox's settings override now (`GET /sandbox/settings`). */
export async function readSettingsOverride(): Promise<Record<string, unknown>> {
  const answer = (await (await fetch("/sandbox/settings")).json()) as { override?: Record<string, unknown> };
  return answer.override ?? {};
}

/**
 * Replaces some top-level keys of the sandbox's settings override and keeps the others, so that two
 * controls (single sign-on, contracting options) do not undo each other.
 */
export async function patchSettingsOverride(patch: Record<string, unknown>): Promise<void> {
  const next = { ...(await readSettingsOverride()), ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  await sandboxPost("/sandbox/settings", next);
}

export async function mountControls(panel: HTMLElement, status: HTMLElement): Promise<void> {
  const context = document.querySelector("ov-context")!;
  const saved = new URLSearchParams(location.search);
  const say = (text: string) => {
    status.textContent = text;
  };

  const language = select("demo-lang", "Language", LANGUAGES, saved.get("lang") ?? "ca");
  language.input.addEventListener("change", () => {
    setLanguage(language.input.value);
    say(`Language: ${language.input.value}`);
  });

  const theme = select("demo-theme", "Theme", THEMES, "light");
  theme.input.addEventListener("change", () => {
    document.body.classList.toggle("demo-brand", theme.input.value === "brand");
    if (theme.input.value === "dark") context.setAttribute("theme", "dark");
    else context.removeAttribute("theme");
    document.body.classList.toggle("demo-dark", theme.input.value === "dark");
  });

  const customer = select("demo-customer", "Signed-in customer", CUSTOMERS, "");
  customer.input.addEventListener("change", async () => {
    if (!customer.input.value) {
      setToken(null);
      say("Signed out");
      return;
    }
    const answer = (await (await fetch(`/sandbox/token?customer=${customer.input.value}`)).json()) as { token: string };
    setToken(answer.token);
    say(`Signed in as ${customer.input.value}`);
  });

  // The scenarios of demo/sandbox/README.md.
  const scenarios = ["normal", "down", "slow", "error500", "malformed", "token_expired", "maintenance", "lead_refused"];
  const scenario = select(
    "demo-scenario",
    "Sandbox scenario",
    scenarios.map((s) => [s, s] as const),
    "normal",
  );
  scenario.input.addEventListener("change", async () => {
    await sandboxPost("/sandbox/scenario", { scenario: scenario.input.value });
    say(`Scenario: ${scenario.input.value} (every call of every tag now answers accordingly)`);
  });

  // Issue 36: only the calls of the retailer's catalogue, as on the real server (demo/sandbox/extensions.ts).
  const strict = document.createElement("label");
  strict.className = "demo-check";
  const strictBox = document.createElement("input");
  strictBox.type = "checkbox";
  strictBox.id = "demo-strict";
  strictBox.checked = ((await (await fetch("/sandbox/strict")).json()) as { strict?: boolean }).strict === true;
  strict.append(strictBox, " Only the retailer's calls (strict sandbox)");
  strictBox.addEventListener("change", async () => {
    await sandboxPost("/sandbox/strict", { strict: strictBox.checked });
    say(strictBox.checked ? "Strict sandbox: the calls the retailer's API lacks answer 404" : "Sandbox with its extensions");
  });

  const reset = document.createElement("button");
  reset.type = "button";
  reset.textContent = "Reset sandbox data";
  reset.addEventListener("click", async () => {
    await sandboxPost("/sandbox/reset");
    say("Sandbox data reset to its seed");
  });

  panel.append(language.wrapper, theme.wrapper, customer.wrapper, scenario.wrapper, strict, reset);
  // The demo refuses a contracting lead online below a scoring of 5 (the sandbox gives 2 to one tax id).
  configure({ reportError: (error, info) => console.info("[demo] reported", info, error), minScoring: 5 });
}
