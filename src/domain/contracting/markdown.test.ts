import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml (finish step body)", () => {
  it("reads paragraphs, headings, bold, italics and links", () => {
    expect(markdownToHtml("# Thanks\n\nRequest **5001** received.\nSee [the terms](https://example.es/t) *soon*.")).toBe(
      '<h3>Thanks</h3><p>Request <strong>5001</strong> received.<br>See <a href="https://example.es/t">the terms</a> <em>soon</em>.</p>',
    );
  });
  it("escapes HTML and refuses script links", () => {
    expect(markdownToHtml("<script>x</script> [a](javascript:alert(1))")).toBe(
      "<p>&lt;script&gt;x&lt;/script&gt; [a](javascript:alert(1))</p>",
    );
  });

  it("reads a heading followed by text in the same block (no blank line)", () => {
    expect(markdownToHtml("# Thanks\nRequest **5001** received.\nWe will call you.")).toBe(
      "<h3>Thanks</h3><p>Request <strong>5001</strong> received.<br>We will call you.</p>",
    );
  });
  it("reads text followed by a heading, and several headings, in the same block", () => {
    expect(markdownToHtml("Received.\n## Next steps\nSign the contract.\n### Help\nCall us.")).toBe(
      "<p>Received.</p><h3>Next steps</h3><p>Sign the contract.</p><h3>Help</h3><p>Call us.</p>",
    );
  });
  it("a '#' not followed by a space stays text", () => {
    expect(markdownToHtml("#5001 received")).toBe("<p>#5001 received</p>");
  });

  it("keeps http, https, mailto and relative links", () => {
    expect(markdownToHtml("[a](http://example.es) [b](https://example.es/x?y=1) [c](mailto:hola@example.es)")).toBe(
      '<p><a href="http://example.es">a</a> <a href="https://example.es/x?y=1">b</a> <a href="mailto:hola@example.es">c</a></p>',
    );
    expect(markdownToHtml("[a](/contracts) [b](contracts/5001) [c](#top) [d](?step=2)")).toBe(
      '<p><a href="/contracts">a</a> <a href="contracts/5001">b</a> <a href="#top">c</a> <a href="?step=2">d</a></p>',
    );
  });
  it("refuses protocol-relative links (//host and /\\host)", () => {
    expect(markdownToHtml("[a](//evil.example/x)")).toBe("<p>[a](//evil.example/x)</p>");
    expect(markdownToHtml("[a](/\\evil.example/x)")).toBe("<p>[a](/\\evil.example/x)</p>");
  });
  it("refuses other schemes, whatever their case", () => {
    expect(markdownToHtml("[a](data:text/html,hi)")).toBe("<p>[a](data:text/html,hi)</p>");
    expect(markdownToHtml("[a](JavaScript:void)")).toBe("<p>[a](JavaScript:void)</p>");
    expect(markdownToHtml("[a](ftp://example.es)")).toBe("<p>[a](ftp://example.es)</p>");
    expect(markdownToHtml("[a](\u0001javascript:void)")).toBe("<p>[a](\u0001javascript:void)</p>");
  });
});
