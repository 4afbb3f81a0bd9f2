import { describe, expect, it } from "vitest";
import { tabOf } from "./order-tabs.ts";

describe("the order history tabs", () => {
  it("put delivered orders under Completed, cancelled under Cancelled and the rest under Processing", () => {
    expect(tabOf("delivered")).toBe("Completed");
    expect(tabOf("cancelled")).toBe("Cancelled");
    for (const status of ["pending", "processing", "packaging", "on_the_road"] as const)
      expect(tabOf(status)).toBe("Processing");
  });
});
