import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./log-redaction.ts";

describe("withoutSecrets", () => {
  it("hides a sign-in code, its state and a reset token, and keeps the rest of the address", () => {
    expect(withoutSecrets("/auth/callback?code=abc123&state=s3cret")).toBe(
      "/auth/callback?code=%5Bredacted%5D&state=%5Bredacted%5D",
    );
    expect(withoutSecrets("/reset-password?token=t0k3n&lang=ne")).toBe(
      "/reset-password?token=%5Bredacted%5D&lang=ne",
    );
  });

  it("leaves an address without secrets as it is", () => {
    expect(withoutSecrets("/products?category=fashion&page=2")).toBe("/products?category=fashion&page=2");
    expect(withoutSecrets("/api/cart")).toBe("/api/cart");
  });
});
