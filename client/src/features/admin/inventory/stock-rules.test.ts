import { describe, expect, it } from "vitest";
import { adjustmentBody, checkAdjustForm, stockAfter, type AdjustForm } from "./stock-rules.ts";

const form = (overrides: Partial<AdjustForm>): AdjustForm => ({
  mode: "add",
  quantity: "1",
  reason: "received",
  note: "",
  ...overrides,
});

describe("the stock adjustment form's rules", () => {
  it("turns add, remove and set into the body the server reads", () => {
    expect(adjustmentBody(form({ quantity: " 7 " }))).toEqual({ delta: 7, reason: "received" });
    expect(
      adjustmentBody(form({ mode: "remove", quantity: "2", reason: "damaged", note: " cracked " })),
    ).toEqual({
      delta: -2,
      reason: "damaged",
      note: "cracked",
    });
    expect(adjustmentBody(form({ mode: "set", quantity: "0", reason: "correction" }))).toEqual({
      set: 0,
      reason: "correction",
    });
  });

  it("accepts 0 only as a level to set, and at most what is in stock to remove", () => {
    expect(checkAdjustForm(form({ mode: "set", quantity: "0" }), 5)).toEqual({});
    expect(checkAdjustForm(form({ quantity: "0" }), 5).quantity).toBe("Enter a quantity of at least 1");
    expect(checkAdjustForm(form({ mode: "remove", quantity: "5" }), 5)).toEqual({});
    expect(checkAdjustForm(form({ mode: "remove", quantity: "6" }), 5).quantity).toBe(
      "Only 5 in stock: you can remove at most 5",
    );
    expect(checkAdjustForm(form({ quantity: "-1" }), 5).quantity).toBe("Enter a whole number, 0 or more");
    expect(checkAdjustForm(form({ quantity: "1000001" }), 5).quantity).toBe("Enter at most 1000000");
    expect(checkAdjustForm(form({ note: "x".repeat(501) }), 5).note).toBe(
      "The note must be at most 500 characters",
    );
  });

  it("shows the stock the change would leave", () => {
    expect(stockAfter(form({ quantity: "4" }), 3)).toBe(7);
    expect(stockAfter(form({ mode: "remove", quantity: "2" }), 3)).toBe(1);
    expect(stockAfter(form({ mode: "set", quantity: "9" }), 3)).toBe(9);
    expect(stockAfter(form({ quantity: "" }), 3)).toBeNull();
  });
});
