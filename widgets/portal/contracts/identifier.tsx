import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Icon, type IconProps } from "../../../src/ui/icons";

/** How long "Copied" stays beside the button (ours: long enough to be read, gone before the next copy). */
const COPIED_MS = 2500;

const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </Icon>
);

/**
 * A long identifier (CUPS, cadastral reference, e-mail) on one line, never broken mid-token (issue 39
 * item 6): where it does not fit it ends in an ellipsis, with the whole value in its title and a copy
 * button beside it (the clipboard's answer said in a polite live region, "Copied").
 * @param value - the identifier
 * @param copyLabel - the copy button's name, saying what it copies ("Copy the CUPS")
 */
export function Identifier({ value, copyLabel }: { value: string; copyLabel: string }) {
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
    <span className="ov-contracts__id">
      <span className="ov-contracts__id-text" title={value}>
        {value}
      </span>
      <button type="button" className="ov-contracts__copy" aria-label={copyLabel} title={copyLabel} onClick={() => void copy()}>
        <CopyIcon />
      </button>
      <span role="status" className={copied === "failed" ? "ov-contracts__copied ov-contracts__copied--failed" : "ov-contracts__copied"}>
        {copied === "done"
          ? t({ id: "portal.contracts.copied", message: "Copied" })
          : copied === "failed"
            ? t({ id: "portal.contracts.copyFailed", message: "Could not copy" })
            : ""}
      </span>
    </span>
  );
}

/**
 * A web address as a link on one line, in the theme's link colour, ending in an ellipsis where it does
 * not fit, with the whole address in its title (issue 39 item 6: never broken mid-token).
 */
export function LinkValue({ href, text }: { href: string; text: string }) {
  return (
    <a className="ov-contracts__id-text ov-contracts__link" href={href} title={text} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
