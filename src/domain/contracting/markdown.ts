/**
 * A small Markdown reader for the finish step (spec §4 "on status OK the finish step shows the rendered
 * body (html or markdown)"): paragraphs, line breaks, # headings, **bold**, *italics* and [links](url).
 * The output is HTML to be sanitised like any server HTML (ServerHtml).
 */

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The schemes a link may name; anything else (javascript:, data:, …) stays plain text. */
const SAFE_SCHEMES = ["http", "https", "mailto"];

/**
 * The link target when it is safe: http:, https:, mailto:, or a relative address (a path starting with a
 * single "/", or one with no scheme). Protocol-relative addresses (`//host`, and `/\host`, which
 * browsers read the same way) and control characters (which browsers drop before reading the scheme)
 * are refused.
 */
function safeHref(url: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  if (url.startsWith("//")) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return SAFE_SCHEMES.includes((scheme[1] ?? "").toLowerCase()) ? url : null;
  return url;
}

function inline(text: string): string {
  return escape(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\*(.+?)\*/g, "<em>$1</em>")
    .replace(/\[([^\]]+)\]\(([^\s)]+)\)/g, (link: string, label: string, url: string) => {
      const href = safeHref(url);
      return href === null ? link : `<a href="${href}">${label}</a>`;
    });
}

const HEADING = /^(#{1,6})\s+(.*)$/;

/** One block (text between blank lines): its heading lines and the paragraphs between them. */
function block(text: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0) html.push(`<p>${paragraph.map(inline).join("<br>")}</p>`);
    paragraph = [];
  };
  for (const line of text.split("\n")) {
    const heading = HEADING.exec(line.trim());
    if (heading) {
      closeParagraph();
      // Headings start at h3: the step's own title is the h2.
      html.push(`<h3>${inline((heading[2] ?? "").trim())}</h3>`);
    } else if (line.trim() === "") {
      // A line of spaces ends the paragraph like an empty one.
      closeParagraph();
    } else {
      paragraph.push(line);
    }
  }
  closeParagraph();
  return html.join("");
}

/**
 * Markdown to HTML (to be sanitised).
 * @example markdownToHtml("# Thanks\n\nRequest **5001** received."); // "<h3>Thanks</h3><p>Request <strong>5001</strong> received.</p>"
 * @example markdownToHtml("# Thanks\nRequest received."); // "<h3>Thanks</h3><p>Request received.</p>"
 */
export function markdownToHtml(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .map(block)
    .join("");
}
