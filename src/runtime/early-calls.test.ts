import { afterEach, describe, expect, it, vi } from "vitest";
import { withEarlyCalls } from "./early-calls";

const EARLY_KEY = Symbol.for("ov-widgets.early");
type EarlyHost = typeof globalThis & { [EARLY_KEY]?: Map<string, Promise<Response>> };
const SETTINGS = "https://ov.example.es/api/v2/ov_customize/ov_settings?lang=ca";

/** What the CDN loader leaves when it started the settings call with the first wave. */
function startedEarly(url: string, answer: Promise<Response>): void {
  (globalThis as EarlyHost)[EARLY_KEY] = new Map([[url, answer]]);
}

afterEach(() => {
  delete (globalThis as EarlyHost)[EARLY_KEY];
});

describe("withEarlyCalls: the runtime takes the calls the loader started (issue 20)", () => {
  it("answers the same GET with the early request, once; the next identical call goes to fetch", async () => {
    const early = new Response("{}", { status: 200 });
    startedEarly(SETTINGS, Promise.resolve(early));
    const fetcher = vi.fn(() => Promise.resolve(new Response("{}")));
    const fetchEarly = withEarlyCalls(fetcher);
    expect(await fetchEarly(SETTINGS, { method: "GET", headers: { Accept: "application/json" } })).toBe(early);
    expect(fetcher).not.toHaveBeenCalled();
    await fetchEarly(SETTINGS, { method: "GET" });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("leaves other addresses, other methods and calls carrying a token to fetch", async () => {
    startedEarly(SETTINGS, Promise.resolve(new Response("{}")));
    const fetcher = vi.fn(() => Promise.resolve(new Response("{}")));
    const fetchEarly = withEarlyCalls(fetcher);
    await fetchEarly(SETTINGS.replace("lang=ca", "lang=es"), { method: "GET" });
    await fetchEarly(SETTINGS, { method: "POST" });
    await fetchEarly(SETTINGS, { method: "GET", headers: { Authorization: "Bearer x" } });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect((globalThis as EarlyHost)[EARLY_KEY]?.has(SETTINGS)).toBe(true);
  });

  it("still honours the caller's abort (time-out, tag removed) while the early request is pending", async () => {
    startedEarly(SETTINGS, new Promise<Response>(() => {}));
    const controller = new AbortController();
    const call = withEarlyCalls(vi.fn<typeof fetch>())(SETTINGS, { method: "GET", signal: controller.signal });
    controller.abort(new DOMException("gone", "AbortError"));
    await expect(call).rejects.toThrow("gone");
  });

  it("without early calls (npm build, tests, a page whose runtime came first) every call goes to fetch", async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response("{}")));
    await withEarlyCalls(fetcher)(SETTINGS);
    expect(fetcher).toHaveBeenCalledWith(SETTINGS, undefined);
  });
});
