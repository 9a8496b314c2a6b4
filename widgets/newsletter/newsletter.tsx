import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ApiClient } from "../../src/api/types";
import * as v from "valibot";
import { describeApiError } from "../../src/api/error-messages";
import { isAborted, isApiError } from "../../src/api/errors";
import {
  decodeNewsletterParams,
  getNewsletters,
  getSubscriber,
  newsletterKeys,
  type setActiveNewsletters,
  type NewsletterItem,
} from "../../src/api/newsletter";
import { emailSchema } from "../../src/domain/validation/contact-schemas";
import { Lazy, retryableChunk } from "../../src/element/retryable-chunk";
import { useSchemaForm } from "../../src/forms/use-schema-form";
import { fieldErrorText } from "../../src/forms/validation-messages";
import { useInvalidate, useQuery } from "../../src/runtime/query";
import { useApi, useEmit } from "../../src/runtime/widget-context";
import { Alert, type AlertTone } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { preloadServerHtml } from "../../src/ui/lazy-server-html";
import { RetryFailure } from "../../src/ui/retry-failure";
import { Spinner } from "../../src/ui/spinner";
import { TextField } from "../../src/ui/text-field";
import {
  canEditEmail,
  deselectAll,
  initialSelection,
  saveAction,
  selectAll,
  subscriberIdOf,
  toggle,
  type NewsletterId,
} from "./newsletter-state";

/** Props of {@link Newsletter} (attributes of `<ov-newsletter>`). */
export interface NewsletterProps {
  /** The encoded subscriber token of the `/butlleti` page; read from `?params=` when absent. */
  params?: string;
  /** A known reader's email (no typing needed). */
  email?: string;
  /** spec §4: params are required (a missing or invalid token shows the JWT error). */
  requireParams?: boolean;
  /** spec §4: mail edition disabled. */
  disableMailEdit?: boolean;
}

/** Who the lists are read for: a subscriber id (from params) or an email. */
interface Reader {
  subscriberId: NewsletterId | null;
  email: string | null;
}

/** What the lists screen shows for a reader. */
interface Lists {
  items: NewsletterItem[];
  emails: string[];
  /** The link's subscriber is gone: the lists are the ones of its email, as to a newcomer. */
  subscriberUnavailable: boolean;
}

interface Notice {
  tone: AlertTone;
  title: MessageDescriptor;
  detail?: MessageDescriptor;
  retry?: () => void;
}

// spec §8.5 "Newsletter": every message of the catalogue, in one place.
const MESSAGES = {
  loadFailed: msg({ id: "newsletter.error.load", message: "We could not load the newsletters." }),
  saveFailed: msg({ id: "newsletter.error.save", message: "We could not save your subscription." }),
  mailFailed: msg({ id: "newsletter.error.mailChange", message: "We could not change your email address." }),
  empty: msg({ id: "newsletter.empty", message: "There are no newsletters available right now." }),
  subscriberUnavailable: msg({ id: "newsletter.error.subscriber", message: "Your subscriber data is not available right now." }),
  blocked: msg({
    id: "newsletter.blocked",
    message: "This newsletter must be disabled from your personal email: use the unsubscribe link at the end of any issue.",
  }),
  jwt: msg({
    id: "newsletter.error.jwt",
    message: "The link you followed is not valid or has expired. Open it again from the newsletter email.",
  }),
  mailChanged: msg({ id: "newsletter.success.mailChange", message: "Your email address has been changed." }),
  saved: msg({ id: "newsletter.success.saved", message: "Your subscription has been saved." }),
  unsubscribed: msg({ id: "newsletter.success.unsubscribed", message: "You have been unsubscribed from every newsletter." }),
} as const;

function readLocationParams(): string | null {
  if (typeof location === "undefined") return null;
  return new URLSearchParams(location.search).get("params");
}

const LookupSchema = v.object({ email: emailSchema });

/** The failure of a link whose subscriber is gone and that carries no email to fall back on. */
class SubscriberUnavailable extends Error {}

/** The catalogue's message of a failed load (spec §8.5). */
const loadFailureOf = (error: unknown): MessageDescriptor =>
  error instanceof SubscriberUnavailable ? MESSAGES.subscriberUnavailable : describeApiError(isApiError(error) ? error.code : "network");

/**
 * Loads a reader's lists (and, for a subscriber, its emails): spec §7.10 subscribers and newsletters.
 * @param api the tag's API client
 * @param reader a subscriber id (from params) or an email
 * @param signal aborts the calls when nobody needs the answer
 * @returns the lists, the emails they are sent to and whether the subscriber was unavailable
 * @example useQuery(newsletterKeys.lists(reader.subscriberId, reader.email), (signal) => loadLists(api, reader, signal))
 */
async function loadLists(api: ApiClient, reader: Reader, signal: AbortSignal): Promise<Lists> {
  // The lists' descriptions may be server HTML: its sanitiser downloads alongside the calls, not with
  // the first screen (issue 20: the email lookup shows no HTML).
  preloadServerHtml();
  void listsForm.load().catch(() => {});
  const byEmail = async (subscriberUnavailable: boolean): Promise<Lists> => {
    const address = reader.email ?? "";
    const items = await getNewsletters(api, address, signal);
    return { items, emails: address ? [address] : [], subscriberUnavailable };
  };
  if (reader.subscriberId === null) return byEmail(false);
  let emails: string[];
  try {
    emails = (await getSubscriber(api, reader.subscriberId, signal)).emails;
  } catch (error) {
    if (isAborted(error)) throw error;
    // spec §8.5 "subscriber data unavailable" (e.g. a link of a subscriber removed since): the lists
    // are still offered for the link's email, as to a newcomer.
    if (reader.email) return byEmail(true);
    throw new SubscriberUnavailable();
  }
  return { items: await getNewsletters(api, reader.subscriberId, signal), emails, subscriberUnavailable: false };
}

// The lists and their save (valtio's mutation, src/state) load with the lists' calls, not with the first
// screen (the email lookup shows no list).
const listsForm = retryableChunk(() => import("./lists-form").then((module) => module.ListsForm));

// Changing the subscriber's emails is rarer than choosing lists: that form (with react-hook-form) loads on demand.
const emailEditor = retryableChunk(() => import("./email-editor").then((module) => module.EmailEditor));

/**
 * The newsletter page (spec §2 "Newsletter"): email entry or subscriber from `params`, the lists to
 * select or deselect, subscribe, unsubscribe and change the email.
 */
export function Newsletter({ params, email, requireParams = false, disableMailEdit = false }: NewsletterProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const emitEvent = useEmit();

  // The attribute wins; the page's own query value is the `/butlleti?params=` case.
  const paramsValue = params ?? readLocationParams();
  const decoded = useMemo(() => decodeNewsletterParams(paramsValue), [paramsValue]);
  // spec §4: "A JWT error shows when params are required but missing or invalid." A token that is given
  // but unreadable is a broken link in any case: the error shows, and without the requirement the email
  // form stays usable below it.
  const jwtInvalid = paramsValue ? decoded === null : false;
  const jwtBlocking = requireParams && (!paramsValue || decoded === null);

  const startReader = useMemo<Reader | null>(() => {
    if (jwtBlocking) return null;
    if (decoded) return { subscriberId: decoded.subscriberId, email: decoded.email };
    const given = email?.trim();
    return given ? { subscriberId: null, email: given } : null;
  }, [jwtBlocking, decoded, email]);

  const [reader, setReader] = useState<Reader | null>(startReader);
  // A new params/email attribute starts over (React's "adjust state when a prop changes" pattern).
  const [seenStart, setSeenStart] = useState(startReader);
  if (seenStart !== startReader) {
    setSeenStart(startReader);
    setReader(startReader);
  }

  // spec §4 "Newsletter fetch and save states: Idle, Fetching, Success, Error": the query's idle (no
  // reader yet), loading, success and error.
  // One subscriber's or one email's lists, shared by every tag of the page.
  const key = reader ? newsletterKeys.lists(reader.subscriberId, reader.email) : null;
  // Called only with a reader: without one the key is null and nothing loads.
  const lists = useQuery(key, (querySignal) => loadLists(api, reader ?? { subscriberId: null, email: null }, querySignal));
  const invalidate = useInvalidate();
  // The lists shown and the selection made on them, for the key they were loaded for: a reload of the
  // same reader (after a save) keeps them on screen, and its answer resets the selection to the
  // server's; another reader starts from Fetching (spec §4: "removed ... resets state").
  const [view, setView] = useState<{ key: string; lists: Lists; selected: Set<NewsletterId> } | null>(null);
  if (lists.status === "success" && key !== null && view?.lists !== lists.data) {
    setView({ key, lists: lists.data, selected: initialSelection(lists.data.items) });
  }
  const shown = view && view.key === key && lists.status !== "error" ? view : null;
  const selected = shown?.selected ?? new Set<NewsletterId>();
  const setSelected = (next: (current: Set<NewsletterId>) => Set<NewsletterId>) =>
    setView((current) => current && { ...current, selected: next(current.selected) });
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Results and failures of an action take focus, so keyboard and screen-reader users land on them.
  useLayoutEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const items = shown?.lists.items ?? [];
  const subscriberId = subscriberIdOf(items, reader?.subscriberId ?? null);
  const action = saveAction(subscriberId, selected);
  const readerEmail = reader && reader.subscriberId === null ? reader.email : null;
  // Who the save is for: the subscriber, or a newcomer's email.
  const who = reader ? (subscriberId ?? reader.email) : null;

  /** A save went through (./lists-form.tsx sends it): spec §4 save states. */
  async function saved(answer: Awaited<ReturnType<typeof setActiveNewsletters>>, chosen: NewsletterId[]): Promise<void> {
    emitEvent("ov-subscribed", { newsletters: chosen });
    if (answer === "removed") {
      // spec §4: "A saved response of removed deletes the subscriber and resets state": the reader is
      // read again by email as a newcomer, or goes back to the email form when there is none.
      setReader(reader?.email ? { subscriberId: null, email: reader.email } : null);
      setNotice({ tone: "success", title: MESSAGES.unsubscribed });
    } else {
      // The subscription changed: the reader's lists load again (in every tag showing them).
      if (key !== null) await invalidate(key);
      setNotice({ tone: "success", title: MESSAGES.saved });
    }
  }

  const renderNotice = (value: Notice) => (
    <Alert
      tone={value.tone}
      title={i18n._(value.title)}
      action={value.retry ? { label: t({ id: "newsletter.retry", message: "Retry" }), onClick: value.retry } : undefined}
      onDismiss={value.retry ? undefined : () => setNotice(null)}
    >
      {value.detail ? i18n._(value.detail) : undefined}
    </Alert>
  );

  const heading = (
    <h2 className="ov-newsletter__title">
      <Trans id="newsletter.title">Newsletters</Trans>
    </h2>
  );

  if (jwtBlocking) {
    return (
      <section className="ov-newsletter" part="newsletter" aria-labelledby="ov-newsletter-title">
        <div id="ov-newsletter-title">{heading}</div>
        <Alert tone="error">{i18n._(MESSAGES.jwt)}</Alert>
      </section>
    );
  }

  return (
    <section className="ov-newsletter" part="newsletter" aria-labelledby="ov-newsletter-title">
      <div id="ov-newsletter-title">{heading}</div>
      {jwtInvalid && <Alert tone="error">{i18n._(MESSAGES.jwt)}</Alert>}
      <div ref={noticeRef} tabIndex={-1} className="ov-newsletter__notice">
        {notice && renderNotice(notice)}
      </div>
      {!reader && <EmailLookup onLookup={(value) => setReader({ subscriberId: null, email: value })} />}
      {lists.status === "loading" && !shown && <Spinner label={t({ id: "newsletter.loading", message: "Loading the newsletters…" })} />}
      {lists.status === "error" && (
        <RetryFailure
          error={lists.error}
          title={i18n._(MESSAGES.loadFailed)}
          retry={{ label: t({ id: "newsletter.retry", message: "Retry" }), onClick: lists.retry }}
        >
          {i18n._(loadFailureOf(lists.error))}
        </RetryFailure>
      )}
      {shown && (
        <>
          {shown.lists.subscriberUnavailable && <Alert tone="warning">{i18n._(MESSAGES.subscriberUnavailable)}</Alert>}
          {readerEmail && (
            <p className="ov-newsletter__reader">
              <Trans id="newsletter.reader">Lists for {readerEmail}</Trans>
            </p>
          )}
          {items.length === 0 ? (
            <Alert tone="info">{i18n._(MESSAGES.empty)}</Alert>
          ) : (
            <Lazy chunk={listsForm} fallback={<Spinner />}>
              {(ListsForm) => (
                <ListsForm
                  items={items}
                  selected={selected}
                  who={who}
                  action={action}
                  blockedText={i18n._(MESSAGES.blocked)}
                  onToggle={(id) => setSelected((current) => toggle(items, current, id))}
                  onSelectAll={() => setSelected(() => selectAll(items))}
                  onDeselectAll={() => setSelected(() => deselectAll(items))}
                  onSaved={saved}
                  onFailed={(error, retry) =>
                    setNotice({
                      tone: "error",
                      title: MESSAGES.saveFailed,
                      detail: describeApiError(isApiError(error) ? error.code : "network"),
                      retry,
                    })
                  }
                  onSending={() => setNotice(null)}
                />
              )}
            </Lazy>
          )}
          {canEditEmail({ disableMailEdit, subscriberId, emails: shown.lists.emails }) && subscriberId !== null && (
            <Lazy chunk={emailEditor} fallback={<Spinner />}>
              {(EmailEditor) => (
                <EmailEditor
                  key={shown.lists.emails.join(",")}
                  subscriberId={subscriberId}
                  emails={shown.lists.emails}
                  onChanged={() => {
                    // The subscriber's emails changed: read again (the editor starts over with them).
                    if (key !== null) void invalidate(key);
                    setNotice({ tone: "success", title: MESSAGES.mailChanged });
                  }}
                  onFailed={(detail) => setNotice({ tone: "error", title: MESSAGES.mailFailed, detail })}
                />
              )}
            </Lazy>
          )}
        </>
      )}
    </section>
  );
}

/** spec §2 "Email entry" and §5 "Newsletter: email valid". */
function EmailLookup({ onLookup }: { onLookup: (email: string) => void }) {
  const { t, i18n } = useLingui();
  // useSchemaForm, not react-hook-form: react-hook-form would break this tag's first-load budget (the
  // figures are in useSchemaForm's doc).
  const form = useSchemaForm<{ email: string }, { email: string }>({ email: "" }, () => LookupSchema);
  const error = form.errors.email;
  return (
    <form className="ov-newsletter__lookup" noValidate onSubmit={form.handleSubmit((values) => onLookup(values.email))}>
      <TextField
        label={t({ id: "newsletter.email", message: "Email" })}
        hint={t({ id: "newsletter.email.hint", message: "We will show the newsletters for this address." })}
        type="email"
        autoComplete="email"
        required
        error={fieldErrorText(i18n, error)}
        {...form.field("email", { transform: (value) => value.trim() })}
      />
      <Button type="submit">{t({ id: "newsletter.lookup", message: "Show my newsletters" })}</Button>
    </form>
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The tag's props (attributes parsed by the element wrapper) to {@link Newsletter}'s typed props. */
export function OvNewsletter(props: Record<string, unknown>) {
  return (
    <Newsletter
      params={text(props.params)}
      email={text(props.email)}
      requireParams={props.requireParams === true}
      disableMailEdit={props.disableMailEdit === true}
    />
  );
}
