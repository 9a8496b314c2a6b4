import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/api/errors";
import { createSendFlowStore } from "./send-flow-store";

// spec §4 "Support forms: ATC form: form, sending, sent (returns to form on failed send)"; issue 19 item 4.
describe("a support form's send flow", () => {
  it("goes form → sending → sent and keeps the number to show", async () => {
    let finish: (value: string) => void = () => undefined;
    const store = createSendFlowStore<{ text: string }>({ send: () => new Promise<string>((resolve) => (finish = resolve)) });
    expect(store.state.phase).toBe("form");
    const sent = store.submit({ text: "a" });
    expect(store.state.phase).toBe("sending");
    finish("31012");
    expect(await sent).toBe(true);
    expect(store.state).toMatchObject({ phase: "sent", result: "31012", error: null });
  });

  it("sends once on a double submit, and never again once sent", async () => {
    const calls: string[] = [];
    const store = createSendFlowStore<string>({ send: async (value) => (calls.push(value), "1") });
    const [first, second] = await Promise.all([store.submit("x"), store.submit("x")]);
    expect([first, second]).toEqual([true, false]);
    expect(await store.submit("y")).toBe(false);
    expect(calls).toEqual(["x"]);
  });

  it("returns to the form with the failure on a failed send, and Try again sends the same values", async () => {
    const seen: string[] = [];
    let fail = true;
    const error = new ApiError({ status: 500, code: "server" });
    const store = createSendFlowStore<string>({
      send: async (value) => {
        seen.push(value);
        if (fail) throw error;
        return "R1-2025-000401";
      },
    });
    expect(await store.submit("typed")).toBe(false);
    expect(store.state.phase).toBe("form");
    expect(store.state.error?.cause).toBe(error);
    fail = false;
    expect(await store.retry()).toBe(true);
    expect(seen).toEqual(["typed", "typed"]);
    expect(store.state).toMatchObject({ phase: "sent", result: "R1-2025-000401", error: null });
    store.reset();
    expect(store.state).toMatchObject({ phase: "form", result: null, error: null });
  });

  it("does not count an aborted send (the form went away) as a failure", async () => {
    const store = createSendFlowStore<string>({
      send: (_value, signal) =>
        new Promise<string>((_resolve, reject) => signal.addEventListener("abort", () => reject(new DOMException("gone", "AbortError")))),
    });
    const sent = store.submit("x");
    store.dispose?.();
    expect(await sent).toBe(false);
    expect(store.state.error).toBeNull();
    expect(await store.submit("x")).toBe(false);
  });
});
