import { describe, expect, it } from "vitest";
import { descriptionOf, plainText } from "./plain-text.ts";
import { DESCRIPTION_MAX, summarize } from "./text.ts";

describe("plainText", () => {
  it("drops tags, scripts and comments, decodes entities and collapses white space", () => {
    expect(
      plainText(
        "<h2>Warm</h2><p>Pure&nbsp;pashmina &amp; silk,<br>hand&#45;woven &#x2014; &quot;soft&quot;.</p>" +
          "<script>alert(1)</script><!-- note --><style>p{}</style>",
      ),
    ).toBe('Warm Pure pashmina & silk, hand-woven — "soft".');
  });

  it("joins inline elements into their sentence", () => {
    expect(plainText('<p>Made in <a href="/x"><em>Palpa</em></a>.</p><p>Warm.</p>')).toBe(
      "Made in Palpa. Warm.",
    );
  });

  it("keeps text that only looks like an entity", () => {
    expect(plainText("Tom &amp Jerry &unknown; &#0;")).toBe("Tom &amp Jerry &unknown; &#0;");
  });
});

describe("summarize", () => {
  it("leaves short text alone", () => {
    expect(summarize("  A short   line. ")).toBe("A short line.");
  });

  it("cuts long text at a word boundary within 160 characters, with an ellipsis", () => {
    const text = "Dhaka topi woven in Palpa ".repeat(12);
    const short = summarize(text);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(short.endsWith("…")).toBe(true);
    // Every word kept is whole.
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text[short.length - 1]).toBe(" ");
  });

  it("cuts a single overlong word where the room ends", () => {
    const short = summarize("x".repeat(300));
    expect(short).toBe(`${"x".repeat(159)}…`);
  });
});

describe("descriptionOf", () => {
  it("uses the fallback when the HTML holds no text", () => {
    expect(descriptionOf("<p> </p>", "Dhaka topi at Nepal Store.")).toBe("Dhaka topi at Nepal Store.");
    expect(descriptionOf("<p>Warm.</p>", "fallback")).toBe("Warm.");
  });
});
