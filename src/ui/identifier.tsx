import { useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { identifierGroups } from "../domain/identifier-groups";
import { ICON } from "./button-look";
import { identifierStyles } from "./identifier.styles";
import { useComponentStyles } from "./use-component-styles";

/** How long "Copied" stays beside the button (ours: long enough to be read, gone before the next copy). */
const COPIED_MS = 2500;

/**
 * A long identifier (CUPS, IBAN, cadastral reference, e-mail), never broken mid-token (issue 39 item 6):
 * on one line, ending in an ellipsis where it does not fit, with the whole value in its title and a copy
 * button beside it (the clipboard's answer said in a polite live region, "Copied"). A place that lets it
 * wrap (`white-space: normal` on `.ov-identifier__text`, as the contract detail's rows do) breaks it only
 * between the groups its format reads in (src/domain/identifier-groups.ts).
 * @param value - the identifier
 * @param copyLabel - the copy button's name, saying what it copies ("Copy the CUPS")
 * @example <Identifier value={contract.supplyPoint.cups} copyLabel={t`Copy the CUPS`} />
 */
export function Identifier({ value, copyLabel }: { value: string; copyLabel: string }) {
  useComponentStyles(identifierStyles);
  const { t } = useLingui();
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  useEffect(() => {
    if (copied === "idle") return;
    const timer = setTimeout(() => setCopied("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("done");
    } catch {
      // No clipboard (an insecure page, a refused permission): the value stays selectable in its title.
      setCopied("failed");
    }
  };
  return (
    <span className="ov-identifier">
      <span className="ov-identifier__text" title={value}>
        {identifierGroups(value).map((group, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {group}
          </Fragment>
        ))}
      </span>
      <button type="button" className="ov-identifier__copy" aria-label={copyLabel} title={copyLabel} onClick={() => void copy()}>
        <Copy {...ICON} />
      </button>
      <span role="status" className={copied === "failed" ? "ov-identifier__copied ov-identifier__copied--failed" : "ov-identifier__copied"}>
        {copied === "done"
          ? t({ id: "ui.identifier.copied", message: "Copied" })
          : copied === "failed"
            ? t({ id: "ui.identifier.copyFailed", message: "Could not copy" })
            : ""}
      </span>
    </span>
  );
}

/**
 * A web address as a link on one line, in the theme's link colour, ending in an ellipsis where it does
 * not fit, with the whole address in its title (issue 39 item 6: never broken mid-token).
 * @example <LinkValue href={website} text={contract.distributor.website} />
 */
export function LinkValue({ href, text }: { href: string; text: string }) {
  useComponentStyles(identifierStyles);
  return (
    <a className="ov-identifier__text ov-identifier__link" href={href} title={text} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
