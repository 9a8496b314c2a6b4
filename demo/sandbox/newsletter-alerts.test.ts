import { describe, expect, it } from "vitest";
import { TEST_NOW } from "./test-clock.ts";
import { ApiError } from "../../src/api/errors";
import {
  decodeNewsletterParams,
  getNewsletters,
  getSubscriber,
  setActiveNewsletters,
  setSubscriberEmails,
} from "../../src/api/newsletter";
import { deletePriceAlert, getOmipProducts, getPriceAlerts, savePriceAlert } from "../../src/api/price-alerts";
import { base64UrlEncode } from "./jwt.ts";
import { newsletterParams } from "./domains/newsletter.ts";
import { createSandbox } from "./sandbox.ts";
import { createTestClient } from "./test-client.ts";

const make = () => createSandbox({ seed: 7, now: TEST_NOW });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("newsletter", () => {
  it("answers a subscriber and its newsletters, one exported", async () => {
    const client = createTestClient(make(), { locale: "gl" });
    expect(await getSubscriber(client.api, 501)).toEqual({ id: 501, emails: ["marta.puig@example.com"] });
    const items = await getNewsletters(client.api, 501);
    expect(items).toHaveLength(4);
    expect(items.filter((n) => n.subscribed).map((n) => n.newsletter_id)).toEqual([1, 3]);
    expect(items.find((n) => n.exported)?.name).toBe("Boletín mensual");
    expect(await getNewsletters(client.api, "MARTA.PUIG@example.com")).toEqual(items);
    expect((await failure(getSubscriber(client.api, 999))).status).toBe(404);
  });

  it("an unknown email is a reader without subscriber id; saving creates the subscriber", async () => {
    const { api } = createTestClient(make());
    const fresh = await getNewsletters(api, "nova@example.com");
    expect(fresh.every((n) => n.subscriptor_id === null && !n.subscribed)).toBe(true);
    const saved = await setActiveNewsletters(api, { subscriptor_or_email: "nova@example.com", selected_newsletters: [2, 4] });
    expect(Array.isArray(saved) && saved.filter((n) => n.subscribed).map((n) => n.newsletter_id)).toEqual([2, 4]);
    expect(Array.isArray(saved) && saved[0]?.subscriptor_id).toBe(503);
    expect((await getNewsletters(api, 503)).filter((n) => n.subscribed)).toHaveLength(2);
  });

  it("answers removed when nothing is selected, and the subscriber is gone", async () => {
    const { api } = createTestClient(make());
    expect(await setActiveNewsletters(api, { subscriptor_or_email: 501, selected_newsletters: [] })).toBe("removed");
    expect((await failure(getSubscriber(api, 501))).status).toBe(404);
  });

  it("changes the subscriber's emails, refusing invalid ones", async () => {
    const { api } = createTestClient(make());
    expect(await setSubscriberEmails(api, { subscriberId: 502, emails: ["nou@fornvidal.example"] })).toEqual({ id: 502, emails: ["nou@fornvidal.example"] });
    expect((await failure(setSubscriberEmails(api, { subscriberId: 502, emails: ["not-an-email"] }))).fields.emails).toEqual(["email_invalid"]);
  });

  it("the params token is JWT-shaped base64url JSON {subscriber_id, email} that the client decodes", async () => {
    const params = newsletterParams(501, "marta.puig@example.com");
    expect(params.split(".")).toHaveLength(3);
    expect(decodeNewsletterParams(params)).toEqual({ subscriberId: 501, email: "marta.puig@example.com" });
    expect(decodeNewsletterParams(base64UrlEncode(JSON.stringify({ subscriber_id: null, email: "a@b.es" })))).toEqual({ subscriberId: null, email: "a@b.es" });
    expect(decodeNewsletterParams("garbage")).toBeNull();
    expect(decodeNewsletterParams(null)).toBeNull();
    const fromDemo = (await (await make().fetch("/sandbox/newsletter-params?subscriber=502")).json()).params as string;
    expect(decodeNewsletterParams(fromDemo)?.subscriberId).toBe(502);
  });
});

describe("price alerts", () => {
  it("products carry 30 days of prices ending the day before now", async () => {
    const { api } = createTestClient(make());
    const products = await getOmipProducts(api);
    expect(products).toHaveLength(4);
    for (const p of products) {
      expect(p.prices).toHaveLength(30);
      expect(p.prices.at(-1)?.date).toBe("2025-06-14");
      expect(p.prices.every((point) => Number.isFinite(point.price))).toBe(true);
    }
  });

  it("alerts belong to the signed-in customer; add, update and delete persist", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    expect((await getPriceAlerts(client.api)).map((a) => a.id)).toEqual([701, 702]);
    const { id } = await savePriceAlert(client.api, { id: null, product: 4, type: "==", price: 0 });
    expect((await getPriceAlerts(client.api)).find((a) => a.id === id)).toEqual({ id, product: 4, type: "==", price: 0 });
    await savePriceAlert(client.api, { id, product: 4, type: "<", price: 50.5 });
    expect((await getPriceAlerts(client.api)).find((a) => a.id === id)?.price).toBe(50.5);
    await deletePriceAlert(client.api, 701);
    expect((await getPriceAlerts(client.api)).map((a) => a.id)).toEqual([702, id]);
    client.setToken(sandbox.tokenFor("business"));
    expect((await getPriceAlerts(client.api)).map((a) => a.id)).toEqual([703]);
    client.setToken(sandbox.tokenFor("staff"));
    expect((await getPriceAlerts(client.api)).map((a) => a.id)).toEqual([702, id]);
  });

  it("refuses a null id on delete, bad fields on save, and anonymous calls", async () => {
    const sandbox = make();
    const client = createTestClient(sandbox, { token: sandbox.tokenFor("household") });
    const res = await sandbox.fetch("/api/v1/omip/delete/alerts/", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${sandbox.tokenFor("household")}` },
      body: JSON.stringify({ id: null }),
    });
    expect(res.status).toBe(400);
    expect((await failure(deletePriceAlert(client.api, 999))).status).toBe(404);
    const bad = await failure(savePriceAlert(client.api, { id: null, product: 99, type: "<=" as never, price: -1 }));
    expect(Object.keys(bad.fields).sort()).toEqual(["price", "product", "type"]);
    client.setToken(null);
    expect((await failure(getPriceAlerts(client.api))).status).toBe(401);
  });
});
