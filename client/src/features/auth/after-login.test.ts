import { describe, expect, it } from "vitest";
import { afterLoginPath } from "./after-login.ts";

describe("where a sign-in leads", () => {
  it("goes home without a next path, as the storefront always has", () => {
    expect(afterLoginPath(null)).toBe("/");
    expect(afterLoginPath("")).toBe("/");
  });

  it("goes back to the store's page that sent the guest", () => {
    expect(afterLoginPath("/admin")).toBe("/admin");
    expect(afterLoginPath("/admin/orders?status=pending")).toBe("/admin/orders?status=pending");
  });

  it("never leaves the store", () => {
    for (const outside of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ])
      expect(afterLoginPath(outside)).toBe("/");
  });
});
