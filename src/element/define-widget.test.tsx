import { useLingui } from "@lingui/react/macro";
import { waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { isAborted } from "../api/errors";
import { describe, expect, it, vi } from "vitest";
import { createSandbox } from "../../demo/sandbox/sandbox";
import { renderWidget } from "../../test/render-widget";
import { useAbortSignal, useApi, useEmit, useFeature, useLocale, useSession } from "../runtime/widget-context";
import { defineWidget, parseAttribute } from "./define-widget";

function Fixture(props: Record<string, unknown>) {
  const [count, setCount] = useState(0);
  const emit = useEmit();
  const locale = useLocale();
  const coupons = useFeature("coupons.coupon");
  const readonly = useSession((s) => s.claims?.readonly ?? false);
  const { t } = useLingui();
  useApi();
  if (props.explode) throw new Error("boom");
  return (
    <div>
      <output aria-label="state">
        {JSON.stringify({ name: props.name, size: props.size, flag: props.flag, locale, coupons, readonly })}
      </output>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`count ${count}`}
      </button>
      <button type="button" onClick={() => emit("ov-calculate", { optimalPower: 4.6 })}>
        emit
      </button>
      <p>{t({ id: "element.crash.retry", message: "Try again" })}</p>
    </div>
  );
}

defineWidget("ov-fixture", Fixture, { props: { name: "string", size: "number", flag: "boolean", explode: "boolean" } });

// A part of its first screen with texts of its own that fail to load (the portal's login, `partAreas`).
defineWidget("ov-fixture-part", Fixture, {
  props: { name: "string" },
  partAreas: ["fixture-extra"],
  catalogs: { "../../locales/en/fixture-extra.po": () => Promise.reject(new Error("offline")) },
});

const state = (screen: Awaited<ReturnType<typeof renderWidget>>["screen"]) =>
  JSON.parse(screen.getByLabelText("state").textContent ?? "{}") as Record<string, unknown>;

describe("defineWidget in happy-dom", () => {
  it("renders in an open shadow root with the page's language and flags", async () => {
    const { host, screen } = await renderWidget(`<ov-fixture name="a" size="2"></ov-fixture>`, { lang: "es" });
    expect(host.shadowRoot?.mode).toBe("open");
    expect(state(screen)).toMatchObject({ name: "a", size: 2, flag: false, locale: "es", coupons: true });
    screen.getByText("Vuelve a intentarlo");
  });

  it("shows the tag when the texts of a part of its first screen fail to load (partAreas), that part's area not loaded", async () => {
    const { runtime, screen } = await renderWidget(`<ov-fixture-part name="p"></ov-fixture-part>`);
    expect(state(screen)).toMatchObject({ name: "p", locale: "en" });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(runtime.i18n.peek("en", "fixture-extra")).toBeNull();
  });

  it("resets a prop when its attribute is removed and reads booleans by presence", async () => {
    const { host, screen } = await renderWidget(`<ov-fixture name="a" flag></ov-fixture>`);
    expect(state(screen)).toMatchObject({ name: "a", flag: true });
    host.removeAttribute("name");
    host.removeAttribute("flag");
    await waitFor(() => expect(state(screen)).toMatchObject({ flag: false }));
    expect(state(screen).name).toBeUndefined();
  });

  it("re-renders every tag when the page language changes", async () => {
    const { runtime, screen } = await renderWidget(`<ov-fixture></ov-fixture>`);
    runtime.setLanguage("ca");
    await waitFor(() => expect(state(screen).locale).toBe("ca"));
    expect(document.cookie).toContain("lang=ca");
  });

  it("signs the tag in when a token is set on the page", async () => {
    const { runtime, screen, sandbox } = await renderWidget(`<ov-fixture></ov-fixture>`);
    runtime.setToken(sandbox.tokenFor("readonly"));
    await waitFor(() => expect(state(screen).readonly).toBe(true));
    // spec §7.3: private settings are requested after login.
    await waitFor(() => expect(sandbox.requests.some((r) => r.path.startsWith("ov_customize/ov_private_settings"))).toBe(true));
  });

  it("fires composed, bubbling events to document", async () => {
    const seen = vi.fn();
    document.addEventListener("ov-calculate", seen);
    const { screen } = await renderWidget(`<ov-fixture></ov-fixture>`);
    await userEvent.click(screen.getByRole("button", { name: "emit" }));
    document.removeEventListener("ov-calculate", seen);
    expect(seen).toHaveBeenCalledTimes(1);
    const event = seen.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ optimalPower: 4.6 });
    expect(event.bubbles && event.composed).toBe(true);
  });

  it("shows a retry inside the tag when it crashes, and reports it", async () => {
    const reportError = vi.fn();
    const { host, screen, runtime } = await renderWidget(`<ov-fixture></ov-fixture>`);
    runtime.configure({ reportError });
    vi.spyOn(console, "error").mockImplementation(() => {});
    host.setAttribute("explode", "");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Something went wrong"));
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ kind: "render-crash", tag: "ov-fixture" }));
    host.removeAttribute("explode");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByLabelText("state");
  });

  it("reports an error outside the widget's boundary to the runtime, never to the page, and renders again on new props", async () => {
    const reportError = vi.fn();
    const pageErrors = vi.fn();
    window.addEventListener("error", pageErrors);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { host, screen, runtime } = await renderWidget(`<ov-fixture name="a"></ov-fixture>`);
    runtime.configure({ reportError });
    // WidgetRoot resolves the tag's theme outside the widget's own boundary.
    const resolve = vi.spyOn(runtime, "resolve").mockImplementation(() => {
      throw new Error("outside");
    });
    host.setAttribute("name", "b");
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: "outside" }), { kind: "uncaught", tag: "ov-fixture" }),
    );
    expect(host.shadowRoot?.querySelector(".ov-root")).toBeNull();
    resolve.mockRestore();
    host.setAttribute("name", "c");
    await waitFor(() => expect(state(screen)).toMatchObject({ name: "c" }));
    window.removeEventListener("error", pageErrors);
    expect(pageErrors).not.toHaveBeenCalled();
  });

  it("keeps state when moved and defines a tag only once", async () => {
    const { host, screen } = await renderWidget(`<ov-fixture></ov-fixture>`);
    await userEvent.click(screen.getByRole("button", { name: "count 0" }));
    const other = document.createElement("section");
    document.body.append(other);
    other.append(host);
    await Promise.resolve();
    screen.getByRole("button", { name: "count 1" });
    expect(defineWidget("ov-fixture", Fixture)).toBe(customElements.get("ov-fixture"));
  });
});

function Fetcher() {
  const api = useApi();
  const signal = useAbortSignal();
  const [answer, setAnswer] = useState("waiting");
  useEffect(() => {
    api.get("geo/tipovias/", { signal }).then(
      () => setAnswer("answered"),
      (error: unknown) => setAnswer(isAborted(error) ? "aborted" : "failed"),
    );
  }, [api, signal]);
  return <p>{answer}</p>;
}

defineWidget("ov-fetcher", Fetcher);

describe("a tag removed during a request", () => {
  it("aborts the request and writes nothing into the unmounted tree", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const slow = createSandbox({ seed: 7, scenario: "slow" });
    // The tag's calls, to see the request end.
    const calls: Array<Promise<Response>> = [];
    const fetch: typeof slow.fetch = (input, init) => {
      const call = slow.fetch(input, init);
      calls.push(call);
      return call;
    };
    const { host, screen, sandbox } = await renderWidget(`<ov-fetcher></ov-fetcher>`, {
      sandbox: Object.assign(Object.create(slow) as typeof slow, { fetch }),
    });
    screen.getByText("waiting");
    await waitFor(() => expect(sandbox.requests.some((r) => r.path === "geo/tipovias/")).toBe(true));
    host.remove();
    // The slow answer (2 to 4 s) is cut short: the request ends aborted, and the tag has gone.
    await expect(Promise.all(calls)).rejects.toThrow(/abort/i);
    await waitFor(() => expect(host.shadowRoot?.textContent).toBe(""));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.queryByText("answered")).toBeNull();
  });
});

describe("parseAttribute", () => {
  it("parses numbers, JSON and booleans, and resets on removal", () => {
    expect(parseAttribute("number", "3.5")).toBe(3.5);
    expect(parseAttribute("number", "abc")).toBeUndefined();
    expect(parseAttribute("boolean", "")).toBe(true);
    expect(parseAttribute("boolean", "false")).toBe(false);
    expect(parseAttribute("boolean", null)).toBe(false);
    expect(parseAttribute("string", null)).toBeUndefined();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseAttribute("json", "{bad")).toBeUndefined();
  });
});
