// The store's Content-Security-Policy has no 'unsafe-eval': in a browser, zod must not try to compile its parsers
// with `new Function` (the attempt alone is a CSP violation Lighthouse reports under best practices).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productListQuerySchema } from "@store/shared/catalog";

describe("zod in the browser", () => {
  it("parses without compiling code, so the CSP never sees an eval", () => {
    expect(typeof document).toBe("object");
    expect(z.config().jitless).toBe(true);
    expect(productListQuerySchema.parse({ category: "groceries" }).category).toBe("groceries");
  });
});
