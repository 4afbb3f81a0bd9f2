import { describe, expect, it } from "vitest";
import { paymentMethodName, paymentStatusWords } from "./payment-words.ts";

describe("payment words", () => {
  it("says cash on delivery is due on delivery, not awaiting payment", () => {
    expect(paymentMethodName("cod")).toBe("Cash on delivery");
    expect(paymentStatusWords({ method: "cod", status: "pending" })).toBe("Due on delivery");
    expect(paymentStatusWords({ method: "cod", status: "completed" })).toBe("Paid");
    expect(paymentStatusWords({ method: "esewa", status: "pending" })).toBe("Awaiting payment");
    expect(paymentStatusWords({ method: "paypal", status: "partially_refunded" })).toBe("Partially refunded");
  });
});
