import DOMPurify from "dompurify";

let hooked = false;

/**
 * Cleans HTML that comes from the server (settings blocks, comparator header and content, product
 * descriptions, banners, lead finish bodies): DESIGN "every server-provided HTML passes through
 * DOMPurify". Scripts, event handlers, forms, styles and frames go; links that open a new window get
 * `rel="noopener noreferrer"`.
 * @example sanitizeHtml('<p onclick="x()">Hola<script>evil()</script></p>') // "<p>Hola</p>"
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || typeof window === "undefined") return "";
  // DOMPurify returns its input untouched where it cannot work (very old engines, some test DOMs);
  // there the HTML is shown as plain text instead, never unsanitised.
  if (!DOMPurify.isSupported) return escapeText(html);
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node instanceof Element && node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ADD_ATTR: ["target"], // kept for links that open a new window; the hook above makes them safe
  });
}

/** Renders server HTML, sanitised, inside a block element. */
export function ServerHtml({
  html,
  className,
  as: Tag = "div",
}: {
  html: string | null | undefined;
  className?: string;
  as?: "div" | "section" | "span";
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

function escapeText(html: string): string {
  return html.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
