// The client reads how each method refunds from shared/src/order-facts.ts; the server's providers decide it. They
// must say the same, or the admin's form would ask for a reference the server ignores (or not ask for one it needs).
import { PAYMENT_METHODS, PAYMENT_REFUND_ROUTES } from "@store/shared/order-facts";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROVIDERS } from "../../src/modules/payments/providers/index.ts";

describe("how each method refunds", () => {
  it("is the same in the shared facts and in each provider", () => {
    expect(
      Object.fromEntries(PAYMENT_METHODS.map((method) => [method, PAYMENT_PROVIDERS[method].refunds])),
    ).toEqual(PAYMENT_REFUND_ROUTES);
    expect(PAYMENT_REFUND_ROUTES.fonepay).toBe("manual");
    expect(PAYMENT_REFUND_ROUTES.connectips).toBe("manual");
  });
});
