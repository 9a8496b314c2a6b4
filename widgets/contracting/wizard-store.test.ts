import { subscribe } from "valtio/vanilla";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/api/errors";
import type { LeadStepBody } from "../../src/api/contracting";
import { initialContractingData } from "../../src/domain/contracting/state";
import { initialWizardState } from "../../src/domain/contracting/wizard";
import type { RestoredWizard, SavedWizard } from "./persistence";
import { createWizardStore, type LeadCalls, type WizardStoreDeps } from "./wizard-store";

/** A store with fake calls and an in-memory storage; `saved` is what a reload would find. */
function setup(overrides: Omit<Partial<WizardStoreDeps>, "calls"> & { restored?: RestoredWizard | null; calls?: Partial<LeadCalls> } = {}) {
  let saved: SavedWizard | null = null;
  const sent: Array<{ endpoint: string; body: LeadStepBody }> = [];
  const calls: LeadCalls = {
    sendLeadStep: vi.fn(async (body: LeadStepBody) => (sent.push({ endpoint: "leads", body }), { lead_id: 7 })),
    sendGasLeadStep: vi.fn(async (body: LeadStepBody) => (sent.push({ endpoint: "gas/leads", body }), { lead_id: 9 })),
    getDniValidation: vi.fn(async () => ({ dni_valid: true })),
    getSolvency: vi.fn(async () => ({ scoring: 8 })),
    ...overrides.calls,
  };
  const emit = overrides.emit ?? vi.fn(() => true);
  const store = createWizardStore({
    type: "electricity",
    signedIn: false,
    haltBusiness: () => false,
    minScoring: () => 5,
    draftDelayMs: 0,
    ...overrides,
    emit,
    calls,
    storage: {
      load: () => overrides.restored ?? null,
      save: (next) => void (saved = JSON.parse(JSON.stringify(next)) as SavedWizard),
      clear: () => void (saved = null),
    },
  });
  return { store, sent, emit, calls, saved: () => saved };
}

describe("createWizardStore", () => {
  it("saves a step, advances, and sends an unchanged step only once (spec §4)", async () => {
    const { store, sent, emit } = setup();
    await store.saveStep({ cups: "ES1" });
    expect(store.state.wizard.currentStep).toBe(1);
    expect(store.state.wizard.leadId).toBe(7);
    expect(sent).toEqual([{ endpoint: "leads", body: { cups: "ES1", step: 1 } }]);
    expect(emit).toHaveBeenCalledWith("ov-contracting-step", { type: "electricity", step: "installation", index: 0 });
    store.previous();
    await store.saveStep({ cups: "ES1" });
    expect(sent).toHaveLength(1);
    expect(store.state.wizard.currentStep).toBe(1);
  });

  it("keeps a failed send with its error, and Try again submits the registered form", async () => {
    const failing = vi.fn(async () => Promise.reject(new ApiError({ code: "server", status: 500 })));
    const { store } = setup({ calls: { sendLeadStep: failing } });
    expect(await store.saveStep({ cups: "ES1" })).toBeInstanceOf(ApiError);
    expect(store.state.failure?.error).toBeInstanceOf(ApiError);
    expect(store.state.wizard.currentStep).toBe(0);
    const submit = vi.fn();
    const unregister = store.registerStepForm(submit);
    store.submitStep();
    expect(submit).toHaveBeenCalledTimes(1);
    unregister();
    store.submitStep();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("keeps every draft for a reload, after its pause, and notifies valtio subscribers of the wizard", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // The store's own pause (300 ms), on the fake clock.
      const { store, saved } = setup({ draftDelayMs: undefined });
      const changes = vi.fn();
      subscribe(store.state, changes);
      store.draft("installation", { ...store.readData().installation, cups: "ES0021" });
      await vi.advanceTimersByTimeAsync(299);
      expect(saved()?.data.installation.cups).not.toBe("ES0021");
      await vi.advanceTimersByTimeAsync(1);
      expect(saved()?.data.installation.cups).toBe("ES0021");
      expect(changes).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a forward jump from an edited step first submits its form, then jumps after the save", async () => {
    const { store } = setup();
    await store.saveStep({ cups: "ES1" });
    await store.saveStep({ vat: "1" });
    store.jumpTo(0);
    const submit = vi.fn(() => void store.saveStep({ cups: "ES2" }));
    store.registerStepForm(submit);
    store.draft("installation", store.readData().installation);
    store.draft("installation", { ...store.readData().installation, cups: "ES2" });
    store.jumpTo(2);
    expect(submit).toHaveBeenCalled();
    await vi.waitFor(() => expect(store.state.wizard.currentStep).toBe(2));
  });

  it("does not confirm twice a lead the server accepted before (dual, confirmedLeads)", async () => {
    const wizard = { ...initialWizardState("dual"), leadId: 7, gasLeadId: 9, confirmedLeads: [7] };
    wizard.currentStep = wizard.steps.indexOf("confirmation");
    wizard.completedSteps = wizard.currentStep;
    wizard.sentData = { payment: "x" };
    const restored: RestoredWizard = { wizard, data: initialContractingData({ type: "dual" }), interrupted: false };
    const { store, sent } = setup({ type: "dual", restored });
    await store.saveStep({ accept: true });
    expect(sent.map((call) => `${call.endpoint}:${String(call.body.lead_id)}`)).toEqual(["gas/leads:9"]);
    expect(store.state.wizard.confirmStatus).toBe("ok");
  });

  it("sends the confirmation once while it is in flight, reports a fault, and confirms again after it", async () => {
    const wizard = { ...initialWizardState("electricity"), leadId: 7 };
    wizard.currentStep = wizard.steps.indexOf("confirmation");
    wizard.completedSteps = wizard.currentStep;
    wizard.sentData = { payment: "x" };
    const restored: RestoredWizard = { wizard, data: initialContractingData(), interrupted: false };
    let fail = true;
    let release = () => undefined as void;
    const sendLeadStep = vi.fn(async (body: LeadStepBody) => {
      await new Promise<void>((resolve) => (release = resolve));
      if (fail) throw new ApiError({ code: "server", status: 500 });
      return { lead_id: body.lead_id as number, status: "OK" };
    });
    const report = vi.fn();
    const { store } = setup({ restored, report, calls: { sendLeadStep } });
    const first = store.saveStep({ accept: true });
    const second = store.saveStep({ accept: true });
    expect(await second).toBeNull();
    release();
    expect(await first).toBeInstanceOf(ApiError);
    expect(sendLeadStep).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
    // spec §4: the finish step says it, with Previous back to the confirmation, sent again from there.
    expect(store.state.wizard.confirmStatus).toBe("error");
    store.previous();
    fail = false;
    const again = store.saveStep({ accept: true });
    await vi.waitFor(() => expect(sendLeadStep).toHaveBeenCalledTimes(2));
    release();
    expect(await again).toBeNull();
    expect(store.state.wizard.confirmStatus).toBe("ok");
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("says once that the page went away during a send, until the wizard moves", async () => {
    const wizard = initialWizardState("electricity");
    const restored: RestoredWizard = { wizard, data: initialContractingData(), interrupted: true };
    const { store } = setup({ restored });
    expect(store.state.interrupted).toBe(true);
    await store.saveStep({ cups: "ES1" });
    expect(store.state.interrupted).toBe(false);
  });

  it("takes a promotional code once; Go home forgets everything", () => {
    // The portal around the tag takes the navigation over (ov-navigate cancelled).
    const { store, saved, emit } = setup({ emit: vi.fn(() => false) });
    store.takePromocode("WELCOME");
    expect(store.readData().contract.promotionalCode).toBe("WELCOME");
    store.draft("contract", { ...store.readData().contract, promotionalCode: "" });
    store.takePromocode("WELCOME");
    expect(store.readData().contract.promotionalCode).toBe("");
    store.goHome();
    expect(emit).toHaveBeenCalledWith("ov-navigate", { path: "/" }, { cancelable: true });
    expect(saved()?.data.contract.promotionalCode).toBe("");
    expect(store.state.generation).toBe(1);
    expect(store.state.wizard.currentStep).toBe(0);
  });
});
