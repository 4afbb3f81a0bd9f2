// refusalFor reads a customer's uses of a code only when they can change the answer, so a code answered like one
// that does not exist (switched off) costs the same single lookup (docs/SECURITY.md "Discount codes: one limit
// wherever a code is tried").
import { describe, expect, it, vi } from "vitest";
import type { DiscountTerms } from "./rules.ts";
import { refusalFor } from "./service.ts";

const NOW = new Date("2026-11-28T06:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const terms = (overrides: Partial<DiscountTerms> = {}): DiscountTerms => ({
  id: "code-1",
  code: "TIHAR10",
  type: "percentage",
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: 1,
  active: true,
  timesUsed: 0,
  ...overrides,
});

describe("a code's refusal", () => {
  it.each([
    ["no such code", null, "discount.unknown"],
    ["switched off", terms({ active: false }), "discount.unknown"],
    ["not started", terms({ startsAt: new Date(NOW.getTime() + DAY) }), "discount.not_started"],
    ["expired", terms({ endsAt: new Date(NOW.getTime() - DAY) }), "discount.expired"],
    ["used up in all", terms({ usageLimit: 3, timesUsed: 3 }), "discount.used_up"],
  ])("reads no uses for a code %s", async (_what, code, reason) => {
    const uses = vi.fn(async () => 5);
    expect((await refusalFor(code, 1000, NOW, uses))?.code).toBe(reason);
    expect(uses).not.toHaveBeenCalled();
  });

  it("reads the uses where the per-customer limit decides, before the minimum", async () => {
    const uses = vi.fn(async () => 1);
    const code = terms({ minSubtotal: 5000 });
    expect((await refusalFor(code, 1000, NOW, uses))?.code).toBe("discount.used_up");
    expect((await refusalFor(code, 1000, NOW, async () => 0))?.code).toBe("discount.minimum_not_met");
    expect(await refusalFor(terms(), 1000, NOW, async () => 0)).toBeNull();
    expect(uses).toHaveBeenCalledTimes(1);
  });

  it("reads no uses for a code without a per-customer limit", async () => {
    const uses = vi.fn(async () => 9);
    expect(await refusalFor(terms({ perCustomerLimit: null }), 1000, NOW, uses)).toBeNull();
    expect(uses).not.toHaveBeenCalled();
  });
});
