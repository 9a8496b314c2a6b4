import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../src/api/errors";
import { createMutation } from "../../../../src/state/mutation";
import { awaitsSignature, changeStatus } from "./use-change-flow";

// spec §4 per-contract form states, derived from the change's mutation and the dialog's loading (they
// were the states of the change dialogs' own store before issue 38 item 3).
describe("change dialog states (spec §4)", () => {
  it("fetching while the dialog's choices load, then selecting", () => {
    const send = createMutation({ send: async () => undefined });
    expect(changeStatus(send.state, true)).toBe("fetching");
    expect(changeStatus(send.state, false)).toBe("selecting");
  });

  it("submitting once, then success; a reload of the choices after it keeps the result", async () => {
    let calls = 0;
    const send = createMutation({ send: async () => void calls++ });
    const sent = send.send(undefined);
    expect(changeStatus(send.state, false)).toBe("submitting");
    void send.send(undefined);
    await sent;
    expect(calls).toBe(1);
    expect(changeStatus(send.state, true)).toBe("success");
  });

  it("records the signature started when the answer carries waiting_for_signature", async () => {
    const send = createMutation({ send: async () => ({ awaitingSignature: ["iban"] }) });
    await send.send(undefined);
    expect(changeStatus(send.state, false)).toBe("signature");
    expect(awaitsSignature({ awaitingSignature: [] })).toBe(false);
    expect(awaitsSignature({ awaitingSignature: true })).toBe(true);
    expect(awaitsSignature(undefined)).toBe(false);
  });

  it("error outranks a reload, its retry sends the same request, and closing returns to the start", async () => {
    const requests: string[] = [];
    let fail = true;
    const send = createMutation({
      send: async (request: string) => {
        requests.push(request);
        if (fail) throw new ApiError({ status: 500, code: "server" });
      },
    });
    await send.send("ES12");
    expect(changeStatus(send.state, true)).toBe("error");
    fail = false;
    await send.retry();
    expect(requests).toEqual(["ES12", "ES12"]);
    expect(changeStatus(send.state, false)).toBe("success");
    send.reset();
    expect(changeStatus(send.state, false)).toBe("selecting");
  });
});
