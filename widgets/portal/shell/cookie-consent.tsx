import { useLingui } from "@lingui/react/macro";
import { useSafeId } from "../../../src/ui/field";
import { useLayoutEffect, useRef, useState } from "react";
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from "../../../src/domain/portal/consent";
import { Button } from "../../../src/ui/button";
import { Switch } from "../../../src/ui/switch";

export interface CookieConsentProps {
  /** The stored decision (the switches start from it), or null on a first visit. */
  current: ConsentChoice | null;
  /** Opened from "Cookie settings": the categories show at once and focus moves to the heading. */
  reopened: boolean;
  /** The visitor decided. */
  onDecide: (choice: ConsentChoice) => void;
}

/**
 * spec §2 Other: "Cookie consent (necessary, preferences, statistics, marketing; analytics only with
 * consent)". A non-modal region docked at the bottom of the window: the page stays usable, and the
 * region comes after the page's content in the keyboard order. Accept all, reject all (only the
 * necessary cookies), or choose per category and save.
 */
export function CookieConsent({ current, reopened, onDecide }: CookieConsentProps) {
  const { t } = useLingui();
  const headingId = `ov${useSafeId()}-cookies`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [customizing, setCustomizing] = useState(reopened);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? REJECT_ALL);
  const firstSwitchRef = useRef<HTMLButtonElement>(null);
  const focusFirstSwitch = useRef(false);

  // Focus moves before the paint (layout effects): React runs a plain effect in a task after the commit,
  // and a Tab handled before it would leave from the button that just went away.
  useLayoutEffect(() => {
    // Only when the visitor asked for it: a first-visit banner must not pull focus away from the page.
    if (reopened) headingRef.current?.focus();
  }, [reopened]);
  useLayoutEffect(() => {
    // "Choose cookies" gives way to the switches: focus goes to the first one, not to the page's start.
    if (customizing && focusFirstSwitch.current) firstSwitchRef.current?.focus();
    focusFirstSwitch.current = false;
  }, [customizing]);

  const toggle = (name: keyof ConsentChoice) => (checked: boolean) => setChoice((previous) => ({ ...previous, [name]: checked }));

  return (
    <section className="ov-portal__consent" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="ov-portal__consent-title">
        {t({ id: "portal.cookies.title", message: "Cookies on this site" })}
      </h2>
      <p>
        {t({
          id: "portal.cookies.text",
          message:
            "We use necessary cookies to make the online office work. With your consent we also use cookies to remember your preferences, measure visits and show relevant offers.",
        })}
      </p>
      {customizing && (
        <fieldset className="ov-portal__consent-categories">
          <legend className="ov-visually-hidden">{t({ id: "portal.cookies.categories", message: "Cookie categories" })}</legend>
          <Switch
            label={t({ id: "portal.cookies.necessary", message: "Necessary" })}
            hint={t({ id: "portal.cookies.necessaryHint", message: "Always on: sign-in, language and this choice." })}
            checked
            disabled
          />
          <Switch
            ref={firstSwitchRef}
            label={t({ id: "portal.cookies.preferences", message: "Preferences" })}
            checked={choice.preferences}
            onCheckedChange={toggle("preferences")}
          />
          <Switch
            label={t({ id: "portal.cookies.statistics", message: "Statistics" })}
            hint={t({ id: "portal.cookies.statisticsHint", message: "Anonymous visit analytics." })}
            checked={choice.statistics}
            onCheckedChange={toggle("statistics")}
          />
          <Switch
            label={t({ id: "portal.cookies.marketing", message: "Marketing" })}
            checked={choice.marketing}
            onCheckedChange={toggle("marketing")}
          />
        </fieldset>
      )}
      <div className="ov-portal__consent-actions">
        <Button onClick={() => onDecide(ACCEPT_ALL)}>{t({ id: "portal.cookies.acceptAll", message: "Accept all" })}</Button>
        <Button variant="secondary" onClick={() => onDecide(REJECT_ALL)}>
          {t({ id: "portal.cookies.rejectAll", message: "Reject all" })}
        </Button>
        {customizing ? (
          <Button variant="secondary" onClick={() => onDecide(choice)}>
            {t({ id: "portal.cookies.save", message: "Save choice" })}
          </Button>
        ) : (
          <Button
            variant="text"
            onClick={() => {
              focusFirstSwitch.current = true;
              setCustomizing(true);
            }}
          >
            {t({ id: "portal.cookies.customize", message: "Choose cookies" })}
          </Button>
        )}
      </div>
    </section>
  );
}
