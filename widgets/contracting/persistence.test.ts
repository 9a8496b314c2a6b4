import { afterEach, describe, expect, it, vi } from "vitest";
import { initialContractingData } from "../../src/domain/contracting/state";
import { initialWizardState } from "../../src/domain/contracting/wizard";
import { loadWizard, saveWizard, storageKey } from "./persistence";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A sessionStorage that refuses what `refuse` says, as a full one throws QuotaExceededError. */
function storageRefusing(refuse: (value: string) => boolean) {
  const items = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse(value)) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  });
}

const photo = { name: "dni.jpg", content: `data:image/jpeg;base64,${"A".repeat(1000)}` };

function withPhoto() {
  const data = initialContractingData({ authenticated: false, type: "electricity" });
  return { ...data, person: { ...data.person, vat: "12345678Z", nifFaceup: [photo] } };
}

describe("the wizard in sessionStorage (issue 7 item 7)", () => {
  it("a full storage keeps every typed field and the step, without the files; never an older save", () => {
    const wizard = { ...initialWizardState("electricity"), currentStep: 1, completedSteps: 1, leadId: 5001 };
    storageRefusing((value) => value.includes("base64"));
    saveWizard("electricity", {
      wizard: initialWizardState("electricity"),
      data: initialContractingData({ authenticated: false, type: "electricity" }),
    });
    expect(saveWizard("electricity", { wizard, data: withPhoto() })).toBe("without-files");
    const restored = loadWizard("electricity", false);
    expect(restored?.wizard).toMatchObject({ currentStep: 1, leadId: 5001 });
    expect(restored?.data.person).toMatchObject({ vat: "12345678Z", nifFaceup: [] });
  });

  it("when nothing fits, the old save is removed rather than restored later", () => {
    let full = false;
    storageRefusing(() => full);
    saveWizard("gas", { wizard: initialWizardState("gas"), data: initialContractingData({ authenticated: false, type: "gas" }) });
    expect(sessionStorage.getItem(storageKey("gas"))).not.toBeNull();
    full = true;
    expect(saveWizard("gas", { wizard: { ...initialWizardState("gas"), currentStep: 2 }, data: withPhoto() })).toBe("not-saved");
    expect(sessionStorage.getItem(storageKey("gas"))).toBeNull();
  });

  it("a wizard begun before signing in has the leads consent and the terms ticked once signed in (spec §4)", () => {
    saveWizard("electricity", {
      wizard: initialWizardState("electricity"),
      data: initialContractingData({ authenticated: false, type: "electricity" }),
    });
    expect(loadWizard("electricity", false)?.data.installation.leadsConsent).toBe(false);
    const restored = loadWizard("electricity", true);
    expect(restored?.data.installation.leadsConsent).toBe(true);
    expect(restored?.data.confirmation).toMatchObject({ acceptOVConditions: true, acceptGdpr: true });
  });

  it("a send running when the page went away comes back idle and marked interrupted; confirmed leads are kept", () => {
    const data = initialContractingData({ authenticated: false, type: "dual" });
    const wizard = { ...initialWizardState("dual"), currentStep: 5, submitting: true, isConfirming: true, confirmedLeads: [5001] };
    saveWizard("dual", { wizard, data });
    const restored = loadWizard("dual", false);
    expect(restored?.interrupted).toBe(true);
    expect(restored?.wizard).toMatchObject({ currentStep: 5, submitting: false, isConfirming: false, confirmedLeads: [5001] });
    saveWizard("dual", { wizard: { ...wizard, submitting: false, isConfirming: false }, data });
    expect(loadWizard("dual", false)?.interrupted).toBe(false);
  });

  it("a save from before confirmed leads were kept restores with none", () => {
    const { confirmedLeads: _dropped, ...older } = initialWizardState("gas");
    sessionStorage.setItem(
      storageKey("gas"),
      JSON.stringify({ version: 1, wizard: older, data: initialContractingData({ authenticated: false, type: "gas" }) }),
    );
    expect(loadWizard("gas", false)?.wizard.confirmedLeads).toEqual([]);
  });
});
