import { describe, expect, it } from "vitest";
import type { NewsletterItem } from "../../src/api/newsletter";
import {
  canEditEmail,
  deselectAll,
  initialSelection,
  isBlocked,
  looksLikeHtml,
  saveAction,
  selectAll,
  subscriberIdOf,
  toggle,
} from "./newsletter-state";

const item = (id: number, subscribed: boolean, exported = false, subscriptor_id: number | null = 501): NewsletterItem => ({
  newsletter_id: id,
  name: `List ${id}`,
  subscribed,
  exported,
  subscriptor_id,
  newsletter_description: "",
});

const lists = [item(1, true, true), item(2, false, true), item(3, true), item(4, false)];

describe("newsletter rules (spec §4)", () => {
  it("blocks only exported lists the reader is subscribed to", () => {
    expect(lists.map(isBlocked)).toEqual([true, false, false, false]);
  });

  it("select all ticks everything; deselect all keeps the blocked ones", () => {
    expect([...initialSelection(lists)]).toEqual([1, 3]);
    expect([...selectAll(lists)]).toEqual([1, 2, 3, 4]);
    expect([...deselectAll(lists)]).toEqual([1]);
  });

  it("toggle never unticks a blocked list", () => {
    const selected = initialSelection(lists);
    expect([...toggle(lists, selected, 1)]).toEqual([1, 3]);
    expect([...toggle(lists, selected, 3)]).toEqual([1]);
    expect([...toggle(lists, selected, 2)]).toEqual([1, 3, 2]);
  });

  it("a reader without id confirms; nothing selected unsubscribes; otherwise saves", () => {
    expect(subscriberIdOf([item(1, false, false, null)], 501)).toBeNull();
    expect(subscriberIdOf(lists, null)).toBe(501);
    expect(saveAction(null, new Set([1]))).toBe("confirm");
    expect(saveAction(501, new Set())).toBe("unsubscribe");
    expect(saveAction(501, new Set([2]))).toBe("save");
  });

  it("email editable only when edition is on, a subscriber id and an email exist", () => {
    expect(canEditEmail({ disableMailEdit: false, subscriberId: 501, emails: ["a@b.es"] })).toBe(true);
    expect(canEditEmail({ disableMailEdit: true, subscriberId: 501, emails: ["a@b.es"] })).toBe(false);
    expect(canEditEmail({ disableMailEdit: false, subscriberId: null, emails: ["a@b.es"] })).toBe(false);
    expect(canEditEmail({ disableMailEdit: false, subscriberId: 501, emails: [" "] })).toBe(false);
  });

  it("tells HTML descriptions from plain text", () => {
    expect(looksLikeHtml("Prices <b>weekly</b>")).toBe(true);
    expect(looksLikeHtml("Prices < 50 € and > 20 €")).toBe(false);
  });
});
