// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../test-clock.ts";
import { createApiClient } from "../../../src/api/client";
import { ResponseCache } from "../../../src/api/cache";
import { ApiError } from "../../../src/api/errors";
import {
  CASE_STATES,
  SELF_READING_CATEGORY_ID,
  createAtcClaim,
  createCase,
  getCase,
  listAtcSubtypes,
  listAtcTypes,
  listCaseCategories,
  listCases,
  replyToCase,
  sendUnsignedContact,
} from "../../../src/api/support";
import type { Locale } from "../../../src/i18n/locales";
import { createSandbox, type Sandbox } from "../sandbox.ts";

const NOW = TEST_NOW;

function setup(who: string | null = "household", locale: Locale = "ca", sandbox: Sandbox = createSandbox({ now: NOW })) {
  const token = who ? sandbox.tokenFor(who) : null;
  const api = createApiClient({
    apiBase: () => "http://sandbox.local",
    locale: () => locale,
    token: () => token,
    timeoutMs: () => 10_000,
    fetch: () => sandbox.fetch,
    report: () => {},
    onTokenExpired: () => {},
    cache: new ResponseCache(),
  });
  return { sandbox, api };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("support", () => {
  it("lists translated categories, 20 being self-readings, and a public subset without a token", async () => {
    const expected: Record<Locale, string> = {
      ca: "Autolectures",
      es: "Autolecturas",
      en: "Self-readings",
      gl: "Autolecturas",
      fr: "Autorelevés",
      de: "Selbstablesungen",
    };
    for (const [locale, name] of Object.entries(expected) as [Locale, string][]) {
      const items = await listCaseCategories(setup("household", locale).api);
      expect(items.find((c) => c.id === SELF_READING_CATEGORY_ID)?.name).toBe(name);
    }
    const anonymous = await listCaseCategories(setup(null).api, { unsigned: true });
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.some((c) => c.id === SELF_READING_CATEGORY_ID)).toBe(false);
  });

  it("lists the customer's requests in every state, with messages from user and administrator", async () => {
    const seen = new Set<string>();
    for (const who of ["household", "business"]) {
      const { api } = setup(who, "en");
      const page = (await listCases(api, { limit: 100 }))!;
      expect(page.items.length).toBeGreaterThan(3);
      page.items.forEach((c) => seen.add(c.state));
      const sorted = [...page.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      expect(page.items.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
      const withReply = page.items.find((c) => (c.messageCount ?? 0) > 1)!;
      const detail = (await getCase(api, withReply.id))!;
      expect(detail.messages?.map((m) => m.author)).toEqual(["user", "administrator"]);
      expect(detail.stateLabel).toBeTruthy();
    }
    expect([...seen].sort()).toEqual([...CASE_STATES].sort());
    const { api } = setup("household");
    expect(((await listCases(api, { limit: 2 }))!).items).toHaveLength(2);
    expect(((await listCases(api, { state: "denied" }))!).items.every((c) => c.state === "denied")).toBe(true);
    expect((await failure(getCase(setup("business").api, ((await listCases(api))!).items[0]!.id))).status).toBe(404);
  });

  it("opens a case that then shows in the list, and refuses missing fields", async () => {
    const { api } = setup();
    const created = await createCase(api, {
      contractId: 4100,
      contractType: "electricity",
      categoryId: 20,
      title: "Lectura de juny",
      message: "Comptador: 046120 kWh",
      attachments: ["foto.jpg"],
    });
    const detail = (await getCase(api, created.id))!;
    expect(detail).toMatchObject({ subject: "Lectura de juny", state: "in_process", category: { id: 20, name: "Autolectures" } });
    expect(detail.attachments.map((a) => a.filename)).toEqual(["foto.jpg"]);
    expect(((await listCases(api))!).items[0]?.id).toBe(created.id);
    const error = await failure(
      createCase(api, { contractId: "0201001", contractType: "electricity", categoryId: 99, title: "", message: "" }),
    );
    expect(Object.keys(error.fields).sort()).toEqual(["categ_id", "message", "polissa_id", "title"]);
  });

  it("takes the additional information a case asked for", async () => {
    const { api } = setup();
    const waiting = ((await listCases(api, { state: "additional_information_required" }))!).items[0]!;
    const updated = await replyToCase(api, waiting.id, { message: "Adjunto el certificat.", attachments: ["CIE.pdf"] });
    expect(updated.state).toBe("in_process");
    expect(updated.messages?.at(-1)).toMatchObject({ author: "user", body: "Adjunto el certificat." });
  });

  it("accepts the unsigned contact form without a token", async () => {
    const { api } = setup(null);
    const answer = await sendUnsignedContact(api, {
      email: "anna@example.com",
      mobile: "+34 600 111 222",
      category: 10,
      subject: "Preus",
      description: "Quins preus teniu?",
    });
    expect(typeof answer.caseNumber).toBe("number");
    const error = await failure(sendUnsignedContact(api, { email: "nope", mobile: "", category: 20, subject: "", description: "" }));
    expect(Object.keys(error.fields).sort()).toEqual(["category", "description", "email", "mobile", "subject"]);
  });

  it("lists ATC types and subtypes and files a claim with a reference number", async () => {
    const { api } = setup("household", "es");
    const types = await listAtcTypes(api);
    expect(types.map((t) => t.id)).toEqual(["01", "02", "03"]);
    expect(types[0]?.label).toBe("Reclamación");
    const subtypes = await listAtcSubtypes(api, "01");
    expect(subtypes[0]).toEqual({ id: "001", description: "Disconformidad con la lectura facturada" });
    expect((await failure(listAtcSubtypes(api, "99"))).status).toBe(404);
    const claim = await createAtcClaim(api, "0104521", {
      typeId: "01",
      subtypeId: "002",
      comments: "El peaje de potencia no corresponde.",
    });
    expect(String(claim.reference)).toMatch(/^R1-2025-\d{6}$/);
    const atcCase = ((await listCases(api))!).items[0]!;
    expect(atcCase.section).toBe("atc");
    const bad = await failure(createAtcClaim(api, "0104521", { typeId: "02", subtypeId: "001", comments: "" }));
    expect(Object.keys(bad.fields).sort()).toEqual(["comments", "subtipus"]);
    expect((await failure(createAtcClaim(api, "0201001", { typeId: "01", subtypeId: "001", comments: "x" }))).status).toBe(404);
  });
});
