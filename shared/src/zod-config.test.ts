import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-config.ts";

describe("zod on the server", () => {
  it("keeps the compiled parsers (no document, so no browser CSP to respect)", () => {
    expect(typeof document).toBe("undefined");
    expect(z.config().jitless).not.toBe(true);
  });
});
