import { Trans, useLingui } from "@lingui/react/macro";
import { setActiveNewsletters, type NewsletterItem } from "../../src/api/newsletter";
import { useApi } from "../../src/runtime/widget-context";
import { useMutation } from "../../src/state/mutation";
import { Button } from "../../src/ui/button";
import { Checkbox } from "../../src/ui/checkbox";
import { LazyServerHtml } from "../../src/ui/lazy-server-html";
import { Tooltip } from "../../src/ui/tooltip";
import { isBlocked, looksLikeHtml, type NewsletterId, type SaveAction } from "./newsletter-state";

/** The save's answer (src/api/newsletter.ts): "removed" when the subscriber was deleted. */
type SaveAnswer = Awaited<ReturnType<typeof setActiveNewsletters>>;

/**
 * The reader's lists to select or deselect and their save (spec §2 "Newsletter": subscribe, unsubscribe):
 * a chunk of its own, loaded with the lists' calls, so valtio (the save's mutation, src/state/mutation.ts)
 * stays out of the newsletter's first screen. The save is sent once at a time; its result and failure
 * (with a Retry that sends the same lists again) show in the page's notice.
 */
export function ListsForm({
  items,
  selected,
  who,
  action,
  blockedText,
  onToggle,
  onSelectAll,
  onDeselectAll,
  onSaved,
  onFailed,
  onSending,
}: {
  items: NewsletterItem[];
  selected: ReadonlySet<NewsletterId>;
  /** The subscriber, or a newcomer's email; null when there is nobody to save for. */
  who: NewsletterId | null;
  action: SaveAction;
  blockedText: string;
  onToggle: (id: NewsletterId) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onSaved: (answer: SaveAnswer, chosen: NewsletterId[]) => Promise<void>;
  onFailed: (error: unknown, retry: () => void) => void;
  /** A save starts: the previous notice goes. */
  onSending: () => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  // A first save and its Retry end alike: the page says the result.
  const { store, snap } = useMutation(
    ({ who: to, chosen }: { who: NewsletterId; chosen: NewsletterId[] }, signal) =>
      setActiveNewsletters(api, { subscriptor_or_email: to, selected_newsletters: chosen }, signal),
    {
      onDone: (answer, { chosen }) => {
        // Saved: the next change of the lists may be saved in turn.
        store.reset();
        void onSaved(answer, chosen);
      },
      onFailed: (error) => onFailed(error, () => void store.retry()),
    },
  );
  return (
    <fieldset className="ov-newsletter__lists">
      <legend className="ov-newsletter__legend">
        <Trans id="newsletter.lists">Choose the newsletters you want to receive</Trans>
      </legend>
      <div className="ov-newsletter__bulk">
        <Button variant="secondary" size="small" onClick={onSelectAll}>
          {t({ id: "newsletter.selectAll", message: "Select all" })}
        </Button>
        <Button variant="secondary" size="small" onClick={onDeselectAll}>
          {t({ id: "newsletter.deselectAll", message: "Deselect all" })}
        </Button>
      </div>
      <ul className="ov-newsletter__items">
        {items.map((item) => {
          const description = item.newsletter_description ?? "";
          const hint = description ? looksLikeHtml(description) ? <LazyServerHtml as="span" html={description} /> : description : undefined;
          const box = (describedBy?: string) => (
            <Checkbox
              label={item.name}
              hint={hint}
              checked={selected.has(item.newsletter_id)}
              // Blocked: stays checked and focusable (aria-disabled) so its tooltip can be reached.
              aria-disabled={isBlocked(item) || undefined}
              aria-describedby={describedBy}
              onChange={() => onToggle(item.newsletter_id)}
              className={isBlocked(item) ? "ov-newsletter__item--blocked" : undefined}
            />
          );
          return (
            <li key={String(item.newsletter_id)} className="ov-newsletter__item">
              {isBlocked(item) ? <Tooltip content={blockedText}>{(trigger) => box(trigger["aria-describedby"])}</Tooltip> : box()}
            </li>
          );
        })}
      </ul>
      <div className="ov-newsletter__actions">
        <Button
          variant={action === "unsubscribe" ? "danger" : "primary"}
          loading={snap.phase === "sending"}
          // A newcomer confirms at least one list: removing nothing would be a no-op call.
          disabled={action === "confirm" && selected.size === 0}
          onClick={() => {
            if (who === null) return;
            const chosen = [...selected];
            onSending();
            void store.send({ who, chosen });
          }}
        >
          {action === "confirm" && <Trans id="newsletter.action.confirm">Confirm my subscription</Trans>}
          {action === "unsubscribe" && <Trans id="newsletter.action.unsubscribe">Unsubscribe from all</Trans>}
          {action === "save" && <Trans id="newsletter.action.save">Save my subscriptions</Trans>}
        </Button>
      </div>
    </fieldset>
  );
}
