import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  canJumpTo,
  currentStepId,
  dataFingerprint,
  initialWizardState,
  needsSave,
  showsGoHome,
  showsNext,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from "./wizard";

function run(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

/** Sends the current step successfully. */
function save(state: WizardState, fingerprint = "x", leadId: number | null = 5001): WizardState {
  return run(state, { type: "sendStarted" }, { type: "sendSucceeded", fingerprint, leadId });
}

/** Electricity wizard at the given step, every earlier step saved. */
function at(stepIndex: number): WizardState {
  let state = initialWizardState("electricity");
  for (let i = 0; i < stepIndex; i += 1) state = save(state, `step${i}`);
  return state;
}

describe("wizard navigation (spec §4)", () => {
  it("starts at installation with nothing completed", () => {
    const state = initialWizardState("dual");
    expect(currentStepId(state)).toBe("installation");
    expect(state.completedSteps).toBe(0);
    expect(state.confirmStatus).toBe("pending");
  });

  it("a successful send marks the step complete, keeps the lead id and advances", () => {
    const state = save(initialWizardState("electricity"), "a", 5001);
    expect(currentStepId(state)).toBe("person");
    expect(state.completedSteps).toBe(1);
    expect(state.leadId).toBe(5001);
    expect(state.submitting).toBe(false);
  });

  it("keeps the lead id when a later answer has none", () => {
    const state = run(at(1), { type: "sendStarted" }, { type: "sendSucceeded", fingerprint: "p" });
    expect(state.leadId).toBe(5001);
  });

  it("saves a step only when its data changed", () => {
    const saved = save(initialWizardState("electricity"), dataFingerprint({ cups: "A", address: { dp: "08013" } }));
    const back = run(saved, { type: "previous" });
    expect(needsSave(back, dataFingerprint({ address: { dp: "08013" }, cups: "A" }))).toBe(false);
    expect(needsSave(back, dataFingerprint({ cups: "B", address: { dp: "08013" } }))).toBe(true);
    // Unchanged: Next advances without a send.
    expect(currentStepId(run(back, { type: "next" }))).toBe("person");
  });

  it("a step never sent needs a save", () => {
    expect(needsSave(initialWizardState("gas"), dataFingerprint({}))).toBe(true);
  });

  it("jumps only up to the completed count", () => {
    const state = at(2); // installation and person saved, on contract
    expect(canJumpTo(state, 0)).toBe(true);
    expect(canJumpTo(state, 2)).toBe(true);
    expect(canJumpTo(state, 3)).toBe(false);
    expect(currentStepId(run(state, { type: "goTo", index: 3 }))).toBe("contract");
    const back = run(state, { type: "goTo", index: 0 });
    expect(currentStepId(back)).toBe("installation");
    // Going back keeps the completed count: jumping forward again is allowed.
    expect(currentStepId(run(back, { type: "goTo", index: 2 }))).toBe("contract");
  });

  it("does not jump while submitting nor from the last step", () => {
    const submitting = run(at(2), { type: "sendStarted" });
    expect(canJumpTo(submitting, 0)).toBe(false);
    expect(run(submitting, { type: "goTo", index: 0 })).toBe(submitting);
    const finished = run(
      at(4),
      { type: "sendStarted" },
      { type: "confirmFinished", status: "OK", render: { format: "html", body: "<p>ok</p>" } },
    );
    expect(currentStepId(finished)).toBe("finish");
    expect(canJumpTo(finished, 0)).toBe(false);
  });

  it("refuses out-of-range jumps and the finish step", () => {
    const state = at(4);
    expect(canJumpTo(state, -1)).toBe(false);
    expect(canJumpTo(state, 1.5)).toBe(false);
    expect(canJumpTo(state, 5)).toBe(false);
  });

  it("Previous only after the first and before the last step", () => {
    expect(canGoPrevious(initialWizardState("electricity"))).toBe(false);
    expect(run(initialWizardState("electricity"), { type: "previous" }).currentStep).toBe(0);
    expect(canGoPrevious(at(1))).toBe(true);
    expect(currentStepId(run(at(2), { type: "previous" }))).toBe("person");
    const finished = run(at(4), { type: "sendStarted" }, { type: "confirmFinished", status: "OK" });
    expect(canGoPrevious(finished)).toBe(false);
    expect(run(finished, { type: "previous" })).toBe(finished);
  });

  it("Next on every step but the last", () => {
    for (let i = 0; i < 5; i += 1) expect(showsNext(at(i))).toBe(true);
    const finished = run(at(4), { type: "sendStarted" }, { type: "confirmFinished", status: "OK" });
    expect(showsNext(finished)).toBe(false);
    expect(canGoNext(finished)).toBe(false);
    expect(showsGoHome(finished)).toBe(true);
    expect(showsGoHome(at(4))).toBe(false);
  });

  it("Next is disabled while submitting", () => {
    expect(canGoNext(run(at(1), { type: "sendStarted" }))).toBe(false);
  });

  it("Go home resets the flow", () => {
    const finished = run(at(4), { type: "sendStarted" }, { type: "confirmFinished", status: "OK" });
    const home = run(finished, { type: "goHome" });
    expect(home).toEqual(initialWizardState("electricity"));
  });
});

describe("lead errors (spec §4, §8.4)", () => {
  it("a failed send sets genericError and does not advance", () => {
    const state = run(at(1), { type: "sendStarted" }, { type: "sendFailed" });
    expect(currentStepId(state)).toBe("person");
    expect(state.leadErrors.genericError).toBe(true);
    expect(state.submitting).toBe(false);
    expect(state.completedSteps).toBe(1);
  });

  it("a failed payment send still advances, and is sent again later", () => {
    const state = run(at(3), { type: "sendStarted" }, { type: "sendFailed" });
    expect(currentStepId(state)).toBe("confirmation");
    expect(state.leadErrors.genericError).toBe(true);
    expect(state.sentData.payment).toBeUndefined();
  });

  it("a later successful step clears the errors", () => {
    const failed = run(at(1), { type: "sendStarted" }, { type: "sendFailed" });
    const saved = save(failed, "p");
    expect(saved.leadErrors).toEqual({ badScore: false, dniInvalid: false, genericError: false });
  });

  it("going back clears the errors (Previous and a jump)", () => {
    const failed = run(at(2), { type: "sendStarted" }, { type: "sendFailed" });
    expect(run(failed, { type: "previous" }).leadErrors.genericError).toBe(false);
    expect(run(failed, { type: "goTo", index: 0 }).leadErrors.genericError).toBe(false);
  });

  it("dniInvalid or badScore disable Next on the person step", () => {
    const person = at(1);
    const refusedDni = run(person, { type: "sendStarted" }, { type: "leadRefused", dniInvalid: true, badScore: false });
    expect(currentStepId(refusedDni)).toBe("person");
    expect(canGoNext(refusedDni)).toBe(false);
    expect(run(refusedDni, { type: "next" })).toBe(refusedDni);
    const refusedScore = run(person, { type: "sendStarted" }, { type: "leadRefused", dniInvalid: false, badScore: true });
    expect(canGoNext(refusedScore)).toBe(false);
    const clean = run(person, { type: "sendStarted" }, { type: "leadRefused", dniInvalid: false, badScore: false });
    expect(canGoNext(clean)).toBe(true);
    expect(clean.submitting).toBe(false);
    // Going back clears them.
    expect(canGoNext(run(refusedDni, { type: "previous" }, { type: "next" }))).toBe(true);
  });
});

describe("confirmation (spec §4)", () => {
  it("submitting then finish with the OK body", () => {
    const sending = run(at(4), { type: "sendStarted" });
    expect(sending.submitting).toBe(true);
    expect(sending.isConfirming).toBe(true);
    const done = run(sending, { type: "confirmFinished", status: "OK", render: { format: "markdown", body: "**Gràcies**" } });
    expect(currentStepId(done)).toBe("finish");
    expect(done.confirmStatus).toBe("ok");
    expect(done.confirmResponse).toEqual({ format: "markdown", body: "**Gràcies**" });
    expect(done.submitting).toBe(false);
  });

  it("an ERROR status shows the finish step with Previous", () => {
    const refused = run(
      at(4),
      { type: "sendStarted" },
      { type: "confirmFinished", status: "ERROR", render: { format: "html", body: "<p>no</p>" } },
    );
    expect(currentStepId(refused)).toBe("finish");
    expect(refused.confirmStatus).toBe("error");
    expect(canGoPrevious(refused)).toBe(true);
    const back = run(refused, { type: "previous" });
    expect(currentStepId(back)).toBe("confirmation");
    expect(back.confirmStatus).toBe("pending");
  });

  it("a failed final send (network) shows the connectivity error and Previous", () => {
    const failed = run(at(4), { type: "sendStarted" }, { type: "confirmFailed" });
    expect(currentStepId(failed)).toBe("finish");
    expect(failed.confirmStatus).toBe("error");
    expect(failed.confirmResponse).toBeNull();
    expect(canGoPrevious(failed)).toBe(true);
  });

  it("remembers each lead the server confirmed, only while confirming; a later saved step forgets them", () => {
    const sending = run(at(4), { type: "sendStarted" });
    const first = run(sending, { type: "leadConfirmed", leadId: 5001 }, { type: "leadConfirmed", leadId: 5001 });
    expect(first.confirmedLeads).toEqual([5001]);
    const failed = run(first, { type: "confirmFailed" });
    expect(failed.confirmedLeads).toEqual([5001]);
    expect(run(at(4), { type: "leadConfirmed", leadId: 5001 }).confirmedLeads).toEqual([]);
    // Back to the payment, saved again with other data: what was confirmed changed, so it is confirmed again.
    const back = run(failed, { type: "previous" }, { type: "previous" });
    expect(currentStepId(back)).toBe("payment");
    expect(save(back, "other iban").confirmedLeads).toEqual([]);
  });

  it("ignores a confirmation outcome that was not started", () => {
    const state = at(4);
    expect(run(state, { type: "confirmFinished", status: "OK" })).toBe(state);
    expect(run(state, { type: "confirmFailed" })).toBe(state);
  });
});

describe("steps change (spec §4 halt business)", () => {
  it("removes the company's steps and keeps the current one", () => {
    const person = at(2); // on contract, installation and person saved
    const company = run(run(person, { type: "previous" }), { type: "stepsChanged", options: { isCompany: true, haltBusiness: true } });
    expect(company.steps).toEqual(["installation", "person", "confirmation", "finish"]);
    expect(currentStepId(company)).toBe("person");
    expect(company.completedSteps).toBe(2);
  });

  it("the completed count stays a prefix when steps come back", () => {
    let state = run(initialWizardState("electricity"), { type: "stepsChanged", options: { isCompany: true, haltBusiness: true } });
    state = save(save(state, "i"), "p");
    expect(currentStepId(state)).toBe("confirmation");
    state = run(state, { type: "goTo", index: 1 }, { type: "stepsChanged", options: { isCompany: false, haltBusiness: true } });
    expect(state.steps).toHaveLength(6);
    expect(currentStepId(state)).toBe("person");
    expect(state.completedSteps).toBe(2);
    expect(canJumpTo(state, 3)).toBe(false);
  });
});

describe("dataFingerprint", () => {
  it("ignores key order but not values", () => {
    expect(dataFingerprint({ a: 1, b: { c: [1, 2] } })).toBe(dataFingerprint({ b: { c: [1, 2] }, a: 1 }));
    expect(dataFingerprint({ a: [1, 2] })).not.toBe(dataFingerprint({ a: [2, 1] }));
  });

  it("stays short whatever the data (attachments are not stored twice in sessionStorage)", () => {
    const photo = `data:image/jpeg;base64,${"A".repeat(3_000_000)}`;
    const fingerprint = dataFingerprint({ nifFaceup: [{ name: "dni.jpg", content: photo }] });
    expect(fingerprint.length).toBeLessThan(30);
    expect(dataFingerprint({ nifFaceup: [{ name: "dni.jpg", content: `${photo.slice(0, -1)}B` }] })).not.toBe(fingerprint);
  });
});

describe("the dual wizard's gas lead", () => {
  /** The dual wizard at its gas contract step (index 3), earlier steps saved. */
  const atGas = () => save(save(save(initialWizardState("dual"), "i"), "p"), "c");

  it("is kept as soon as it is created, so a retry of the gas step reuses it", () => {
    let state = run(atGas(), { type: "sendStarted" }, { type: "gasLeadCreated", gasLeadId: 7001 }, { type: "sendFailed" });
    expect(currentStepId(state)).toBe("gasContract");
    expect(state.gasLeadId).toBe(7001);
    state = run(state, { type: "sendStarted" }, { type: "sendSucceeded", fingerprint: "g" });
    expect(state.gasLeadId).toBe(7001);
    expect(currentStepId(state)).toBe("payment");
  });

  it("is dropped with null, and the steps named in unsend are sent again", () => {
    let state = run(
      atGas(),
      { type: "sendStarted" },
      { type: "gasLeadCreated", gasLeadId: 7001 },
      { type: "sendSucceeded", fingerprint: "g" },
    );
    state = save(state, "pay");
    expect(currentStepId(state)).toBe("confirmation");
    state = run(state, { type: "goTo", index: 0 }, { type: "sendStarted" });
    state = run(state, { type: "sendSucceeded", fingerprint: "i2", gasLeadId: null, unsend: ["gasContract", "payment"] });
    expect(state.gasLeadId).toBeNull();
    expect(state.leadId).toBe(5001);
    expect(needsSave({ ...state, currentStep: 3 }, "g")).toBe(true);
    expect(needsSave({ ...state, currentStep: 4 }, "pay")).toBe(true);
    expect(needsSave({ ...state, currentStep: 2 }, "c")).toBe(false);
  });
});
