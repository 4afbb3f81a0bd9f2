import { describe, expect, it } from "vitest";
import { stepNote } from "./order-steps.ts";

describe("a timeline step's note", () => {
  it("is left out where the store's sentence only repeats the step's name", () => {
    for (const note of [
      "Order placed",
      "Your order is being packed",
      "Your order is on the road",
      " Delivered ",
      "",
    ])
      expect(stepNote(note)).toEqual({ kind: "none" });
  });

  it("is said in the page's language where the store wrote one of its own sentences", () => {
    expect(stepNote("Payment received")).toEqual({ kind: "said", key: "notePaymentReceived" });
    expect(stepNote("Order confirmed for cash on delivery: pay Rs 1,200 in cash when it arrives")).toEqual({
      kind: "said",
      key: "noteCod",
    });
  });

  it("is shown as written where a merchant typed it", () => {
    expect(stepNote("Handed to Pathao in Pokhara")).toEqual({
      kind: "written",
      text: "Handed to Pathao in Pokhara",
    });
  });
});
