import DOMPurify from "dompurify";

let hooked = false;
let works: boolean | null = null;

/**
 * DOMPurify trusts the DOM it runs on. Some DOM implementations (happy-dom, seen in our tests) parse
 * in ways that make it keep a script and drop the paragraph: a probe checked once proves this DOM
 * cleans as a browser does before any server HTML is trusted to it.
 */
function purifierWorks(): boolean {
  if (works === null) {
    const probe = DOMPurify.sanitize('<p title="ok">a</p><img src="x" onerror="x()"><script>x()</script>', { USE_PROFILES: { html: true } });
    works = DOMPurify.isSupported && probe.includes('<p title="ok">a</p>') && !/<script|onerror/i.test(probe);
  }
  return works;
}

/**
 * Cleans HTML that comes from the server (settings blocks, comparator header and content, product
 * descriptions, banners, lead finish bodies): docs/architecture.md "Quality bars": server HTML is
 * rendered only after DOMPurify. Scripts, event handlers, forms, styles and frames go; links that open a new window get
 * `rel="noopener noreferrer"`; images without text get `alt=""` (decorative).
 * @example sanitizeHtml('<p onclick="x()">Hola<script>evil()</script></p>') // "<p>Hola</p>"
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || typeof window === "undefined") return "";
  // DOMPurify returns its input untouched, or cleans it wrongly, where it cannot work (very old
  // engines, some test DOMs); there the HTML is shown as plain text instead, never unsanitised.
  if (!purifierWorks()) return escapeText(html);
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (!(node instanceof Element)) return;
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      // An image the server gave no text is decoration to a screen reader, not an unlabelled graphic.
      if (node.tagName === "IMG" && !node.hasAttribute("alt")) node.setAttribute("alt", "");
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
