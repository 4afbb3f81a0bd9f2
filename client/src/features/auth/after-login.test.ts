import { describe, expect, it } from "vitest";
import { afterLoginPath, signInPath } from "./after-login.ts";

describe("where a sign-in leads", () => {
  it("goes home without a next path, as the storefront always has", () => {
    expect(afterLoginPath(null)).toBe("/");
    expect(afterLoginPath("")).toBe("/");
  });

  it("goes back to the store's page that sent the guest", () => {
    expect(afterLoginPath("/admin")).toBe("/admin");
    expect(afterLoginPath("/admin/orders?status=pending")).toBe("/admin/orders?status=pending");
    expect(afterLoginPath("/product/electronics/iphone-15-pro?pending=a1b2")).toBe(
      "/product/electronics/iphone-15-pro?pending=a1b2",
    );
    expect(afterLoginPath("/product/fashion/cap#reviews")).toBe("/product/fashion/cap#reviews");
  });

  it("never leaves the store", () => {
    for (const outside of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r//evil.example",
      "/..//evil.example",
      "/a/../..//evil.example",
      "\\\\evil.example",
      " /evil",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
    ])
      expect(afterLoginPath(outside), JSON.stringify(outside)).toBe("/");
  });

  it("does not lead back to a sign-in page, which would only ask again", () => {
    for (const page of [
      "/login",
      "/login?registered=1",
      "/register",
      "/auth/callback?code=x",
      "/reset-password?token=t",
    ])
      expect(afterLoginPath(page), page).toBe("/");
    expect(afterLoginPath("/login-help")).toBe("/login-help");
  });
});

describe("the way between the sign-in pages", () => {
  it("carries where the guest was going, and only a path of the store", () => {
    expect(signInPath("/register", "/product/fashion/cap?pending=ab")).toBe(
      "/register?next=%2Fproduct%2Ffashion%2Fcap%3Fpending%3Dab",
    );
    expect(signInPath("/login", "/admin", "registered=1")).toBe("/login?registered=1&next=%2Fadmin");
    expect(signInPath("/login", "https://evil.example", "registered=1")).toBe("/login?registered=1");
    expect(signInPath("/register", null)).toBe("/register");
    expect(signInPath("/login", "/")).toBe("/login");
  });
});
