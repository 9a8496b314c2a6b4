/**
 * The wizard kept in sessionStorage (issue 7 item 7 "No data lost": the whole state survives a reload
 * until finished or reset). One entry per wizard type. The key is a personal draft of the runtime
 * (`PERSONAL_DRAFT_PREFIX`): a logout or another person's login forgets it.
 */
import { PERSONAL_DRAFT_PREFIX } from "../../src/runtime/session";
import type { ContractingType } from "../../src/domain/contracting/steps";
import { initialContractingData, type ContractingData } from "../../src/domain/contracting/state";
import type { WizardState } from "../../src/domain/contracting/wizard";

/** The prefix of every key this widget writes. */
export const STORAGE_PREFIX = `${PERSONAL_DRAFT_PREFIX}contracting:`;
const VERSION = 1;

/** What is stored for one wizard. */
export interface SavedWizard {
  wizard: WizardState;
  data: ContractingData;
  /** The promotional code of the attribute or the page address already taken into the wizard (spec §2: validated once, then removed). */
  promocodeTaken?: string | null;
}

/** A restored wizard; `interrupted` when a send was running as the page went away. */
export interface RestoredWizard extends SavedWizard {
  interrupted: boolean;
}

/**
 * The sessionStorage key of a wizard.
 * @example storageKey("dual"); // "ov-draft:contracting:dual"
 */
export function storageKey(type: ContractingType): string {
  return `${STORAGE_PREFIX}${type}`;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // A sandboxed iframe can refuse access to the storage: the wizard then simply does not persist.
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The wizard saved for this type, or null (nothing saved, another version, or unreadable). A send that
 * was running when the page went away is not running any more: the restored wizard is idle, and
 * `interrupted` says so (nobody knows whether that send reached the server).
 *
 * @param type - The wizard type.
 * @param authenticated - Whether the user is signed in (defaults of missing fields).
 * @example const saved = loadWizard("electricity", false);
 */
export function loadWizard(type: ContractingType, authenticated: boolean): RestoredWizard | null {
  const raw = storage()?.getItem(storageKey(type));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || parsed.version !== VERSION || !isObject(parsed.wizard) || !isObject(parsed.data)) return null;
    const wizard = parsed.wizard as unknown as WizardState;
    if (wizard.type !== type || !Array.isArray(wizard.steps) || typeof wizard.currentStep !== "number") return null;
    const fresh = initialContractingData({ authenticated, type });
    const stored = parsed.data as Partial<Record<keyof ContractingData, unknown>>;
    // Step by step over the defaults, so a field added since the save has its default.
    const data = Object.fromEntries(
      Object.entries(fresh).map(([step, defaults]) => [
        step,
        { ...defaults, ...(isObject(stored[step as keyof ContractingData]) ? (stored[step as keyof ContractingData] as object) : {}) },
      ]),
    ) as unknown as ContractingData;
    if (authenticated) {
      // spec §4: "Authenticated users have leads consent and terms pre-ticked and hidden", also in a
      // wizard begun before signing in.
      data.installation = { ...data.installation, leadsConsent: true };
      data.confirmation = { ...data.confirmation, acceptOVConditions: true, acceptGdpr: true };
    }
    const promocodeTaken = typeof parsed.promocodeTaken === "string" ? parsed.promocodeTaken : null;
    return {
      // A save from before confirmedLeads existed has none.
      wizard: {
        ...wizard,
        submitting: false,
        isConfirming: false,
        confirmedLeads: Array.isArray(wizard.confirmedLeads) ? wizard.confirmedLeads : [],
      },
      data,
      promocodeTaken,
      interrupted: wizard.submitting === true,
    };
  } catch {
    return null;
  }
}

/** The data with every attached file left out (an object with a base64 data URL `content`). */
function withoutFiles(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => !(isObject(item) && typeof item.content === "string" && item.content.startsWith("data:")))
      .map(withoutFiles);
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutFiles(item)]));
}

/**
 * Saves the wizard. When the storage is full (attachments are base64 data URLs of several MB), the
 * wizard is saved without its files, so a reload still finds every typed field and the step (the
 * files are asked again); never is an older save left behind.
 * @returns "saved", "without-files" or "not-saved" (no storage at all)
 * @example saveWizard("gas", { wizard, data });
 */
export function saveWizard(type: ContractingType, saved: SavedWizard): "saved" | "without-files" | "not-saved" {
  const store = storage();
  if (!store) return "not-saved";
  try {
    store.setItem(storageKey(type), JSON.stringify({ version: VERSION, ...saved }));
    return "saved";
  } catch {
    // QuotaExceededError: the files go, the rest stays.
  }
  try {
    store.setItem(storageKey(type), JSON.stringify({ version: VERSION, ...saved, data: withoutFiles(saved.data) }));
    return "without-files";
  } catch {
    clearWizard(type);
    return "not-saved";
  }
}

/**
 * Forgets the wizard (finished, or Go home).
 * @example clearWizard("dual");
 */
export function clearWizard(type: ContractingType): void {
  try {
    storage()?.removeItem(storageKey(type));
  } catch {
    // Nothing to forget when the storage cannot be reached.
  }
}
