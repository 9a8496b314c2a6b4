import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import { createMutation, SendRefused } from "./mutation";

/** A call that answers when told to. */
function deferredCall<Result>() {
  const calls: Array<{ input: string; signal: AbortSignal; resolve: (value: Result) => void; reject: (error: unknown) => void }> = [];
  const send = (input: string, signal: AbortSignal) =>
    new Promise<Result>((resolve, reject) => {
      calls.push({ input, signal, resolve, reject });
    });
  return { calls, send };
}

describe("createMutation", () => {
  it("sends once while a send runs and after it succeeded, until reset", async () => {
    const call = deferredCall<{ id: number }>();
    const after = vi.fn();
    const mutation = createMutation({ send: call.send, after });
    const first = mutation.send("a");
    const second = mutation.send("b");
    expect(mutation.state.phase).toBe("sending");
    expect(await second).toBe(false);
    expect(call.calls.map(({ input }) => input)).toEqual(["a"]);
    call.calls[0]!.resolve({ id: 7 });
    expect(await first).toBe(true);
    expect(mutation.state).toMatchObject({ phase: "done", result: { id: 7 }, error: null });
    expect(after).toHaveBeenCalledWith({ id: 7 }, "a");
    expect(await mutation.send("c")).toBe(false);
    expect(call.calls).toHaveLength(1);
    mutation.reset();
    void mutation.send("d");
    expect(call.calls.map(({ input }) => input)).toEqual(["a", "d"]);
  });

  it("keeps a failure with the last input, reports it, and retries exactly what was sent", async () => {
    const call = deferredCall<string>();
    const report = vi.fn();
    const mutation = createMutation({ send: call.send, report });
    const failed = mutation.send("typed");
    const error = new ApiError({ status: 500, code: "server" });
    call.calls[0]!.reject(error);
    expect(await failed).toBe(false);
    expect(mutation.state.phase).toBe("idle");
    expect(mutation.state.error?.cause).toBe(error);
    expect(report).toHaveBeenCalledWith(error);
    const retried = mutation.retry();
    expect(mutation.state.error).toBeNull();
    expect(call.calls.map(({ input }) => input)).toEqual(["typed", "typed"]);
    call.calls[1]!.resolve("CASE-1");
    expect(await retried).toBe(true);
    expect(mutation.state.result).toBe("CASE-1");
  });

  it("aborts its call when disposed, which is no failure and sends nothing more", async () => {
    const call = deferredCall<string>();
    const report = vi.fn();
    const mutation = createMutation({ send: call.send, report });
    const running = mutation.send("a");
    mutation.dispose();
    expect(call.calls[0]!.signal.aborted).toBe(true);
    call.calls[0]!.reject(new DOMException("aborted", "AbortError"));
    expect(await running).toBe(false);
    expect(mutation.state.error).toBeNull();
    expect(report).not.toHaveBeenCalled();
    expect(await mutation.send("b")).toBe(false);
    expect(call.calls).toHaveLength(1);
  });

  it("counts a write as done when the refresh after it fails, and reports that failure", async () => {
    const report = vi.fn();
    const refresh = new Error("refresh failed");
    const mutation = createMutation({ send: async (input: string) => input.toUpperCase(), after: () => Promise.reject(refresh), report });
    expect(await mutation.send("a")).toBe(true);
    expect(mutation.state).toMatchObject({ phase: "done", result: "A", error: null });
    expect(report).toHaveBeenCalledWith(refresh);
  });

  it("keeps an answer about what was sent as the form's failure without reporting it as a fault", async () => {
    const report = vi.fn();
    const answers = [
      new ApiError({ status: 400, code: "http", serverMessage: "invalid_iban" }),
      new ApiError({ status: 200, code: "http", serverMessage: "lead_refused" }),
      new SendRefused("status ERROR"),
      new ApiError({ status: 503, code: "server" }),
    ];
    const mutation = createMutation({ send: (input: number) => Promise.reject(answers[input]), report });
    for (const [at, answer] of answers.entries()) {
      expect(await mutation.send(at)).toBe(false);
      expect(mutation.state.error?.cause).toBe(answer);
    }
    // Only the 503, a fault of the server, reaches the page.
    expect(report.mock.calls).toEqual([[answers[3]]]);
  });

  it("ends a send and its Try again alike: failed, then done, each with the input, after the state says so", async () => {
    const call = deferredCall<string>();
    const seen: string[] = [];
    const mutation = createMutation({
      send: call.send,
      done: (result, input) => seen.push(`done ${result} for ${input} (${mutation.state.phase})`),
      failed: (error, input) => seen.push(`failed ${String(error)} for ${input} (${mutation.state.phase}, kept: ${mutation.state.error !== null})`),
    });
    const first = mutation.send("typed");
    call.calls[0]!.reject("boom");
    await first;
    const retried = mutation.retry();
    call.calls[1]!.resolve("CASE-2");
    await retried;
    expect(seen).toEqual(["failed boom for typed (idle, kept: true)", "done CASE-2 for typed (done)"]);
  });
});
