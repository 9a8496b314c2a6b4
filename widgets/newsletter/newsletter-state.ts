/**
 * Pure rules of the newsletter screen (spec §4 "Newsletter"), kept apart from the component so they
 * can be read and tested on their own.
 */
import type { NewsletterItem } from "../../src/api/newsletter";

export type NewsletterId = number | string;

/**
 * spec §4: "An exported and subscribed newsletter cannot be unchecked (warning tooltip)". Judged on
 * the server's state, so a list ticked in this visit can still be unticked before saving.
 */
export function isBlocked(item: NewsletterItem): boolean {
  return item.exported && item.subscribed;
}

/** The lists ticked when the answer arrives: the ones the reader is subscribed to. */
export function initialSelection(items: readonly NewsletterItem[]): Set<NewsletterId> {
  return new Set(items.filter((item) => item.subscribed).map((item) => item.newsletter_id));
}

/** spec §4: "select or deselect all leaves those [blocked ones] in place". */
export function selectAll(items: readonly NewsletterItem[]): Set<NewsletterId> {
  return new Set(items.map((item) => item.newsletter_id));
}

/** spec §4: deselect all keeps the exported and subscribed lists checked. */
export function deselectAll(items: readonly NewsletterItem[]): Set<NewsletterId> {
  return new Set(items.filter(isBlocked).map((item) => item.newsletter_id));
}

/** Toggles one list, refusing to untick a blocked one. */
export function toggle(items: readonly NewsletterItem[], selected: ReadonlySet<NewsletterId>, id: NewsletterId): Set<NewsletterId> {
  const next = new Set(selected);
  const item = items.find((candidate) => candidate.newsletter_id === id);
  if (next.has(id)) {
    if (!item || !isBlocked(item)) next.delete(id);
  } else next.add(id);
  return next;
}

/** The subscriber id the lists carry (null: the reader is not a subscriber yet). */
export function subscriberIdOf(items: readonly NewsletterItem[], fallback: NewsletterId | null): NewsletterId | null {
  const fromItems = items.find((item) => item.subscriptor_id !== null && item.subscriptor_id !== undefined)?.subscriptor_id;
  return fromItems ?? (items.length > 0 ? null : fallback);
}

export type SaveAction = "confirm" | "unsubscribe" | "save";

/**
 * spec §4: "A subscriber with no id gets a first-confirmation button; with nothing selected the
 * button becomes unsubscribe."
 */
export function saveAction(subscriberId: NewsletterId | null, selected: ReadonlySet<NewsletterId>): SaveAction {
  if (subscriberId === null) return "confirm";
  return selected.size === 0 ? "unsubscribe" : "save";
}

/**
 * spec §4: "Email editable only if mail edition is not disabled, a subscriber id exists and an email
 * exists."
 */
export function canEditEmail(options: { disableMailEdit: boolean; subscriberId: NewsletterId | null; emails: readonly string[] }): boolean {
  return !options.disableMailEdit && options.subscriberId !== null && options.emails.some((email) => email.trim() !== "");
}

/** Server descriptions may be HTML (sanitised before display) or plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}
