import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-config.ts";

describe("zod on the server", () => {
  it("keeps the compiled parsers (no document, so no browser CSP to respect)", () => {
    expect("document" in globalThis).toBe(false);
    expect(z.config().jitless).not.toBe(true);
  });
});
