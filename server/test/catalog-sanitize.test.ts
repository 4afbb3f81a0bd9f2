// The description cleaner on its own, against the usual cross-site scripting tricks.
import { describe, expect, it } from "vitest";
import { sanitizeProductHtml } from "../src/modules/catalog/sanitize.ts";

describe("sanitizeProductHtml", () => {
  it("keeps the formatting a description uses", () => {
    const html =
      "<h3>Highlights</h3><p>Fast <strong>and</strong> <em>light</em><br>really</p><ol><li><b>A</b></li><li><i>B</i></li></ol>" +
      "<h4>Specs</h4><table><thead><tr><th>Chip</th></tr></thead><tbody><tr><td>A17</td></tr></tbody></table>";
    expect(sanitizeProductHtml(html)).toBe(html.replace("<br>", "<br />"));
  });

  const attacks: [string, string, string][] = [
    ["a script tag", "<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ["a script in odd case", "<ScRiPt>alert(1)</sCrIpT><p>ok</p>", "<p>ok</p>"],
    ["an event handler", '<p onmouseover="alert(1)">ok</p>', "<p>ok</p>"],
    ["an image with onerror", '<img src=x onerror="alert(1)">ok', "ok"],
    ["a javascript: link", '<a href="javascript:alert(1)">click</a>', "click"],
    ["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">click</a>', "click"],
    ["an iframe", '<iframe src="https://evil.example">fallback</iframe><p>ok</p>', "<p>ok</p>"],
    ["an svg with onload", "<svg onload=alert(1)><script>alert(2)</script></svg>ok", "ok"],
    ["a style tag", "<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ["an inline style and class", '<p style="position:fixed" class="x" id="y">ok</p>', "<p>ok</p>"],
    ["a form", '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', "Pay"],
    ["an object and embed", '<object data="x.swf"></object><embed src="x.swf">ok', "ok"],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">ok', "ok"],
    ["a base tag", '<base href="https://evil.example/">ok', "ok"],
    ["an unclosed tag trick", '<p>ok<img src="x" onerror=alert(1)//', "<p>ok</p>"],
    ["a comment hiding a script", "<!--<script>alert(1)</script>--><p>ok</p>", "<p>ok</p>"],
    ["text that looks like a tag", "5 < 6 && 7 > 3", "5 &lt; 6 &amp;&amp; 7 &gt; 3"],
  ];

  it.each(attacks)("removes %s", (_name, dirty, clean) => {
    const result = sanitizeProductHtml(dirty);
    expect(result).toBe(clean);
    expect(result).not.toMatch(/<script|javascript:|onerror|onload|<iframe|<svg|style=/i);
  });
});
