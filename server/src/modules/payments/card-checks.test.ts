import { describe, expect, it } from "vitest";
import { hasExpired, isMastercard, passesLuhn } from "./card-checks.ts";
import { MASTERCARD_DECLINE_CARD, MASTERCARD_TEST_CARDS } from "./test-credentials.ts";

describe("the card checks", () => {
  it("accept the published Mastercard test numbers", () => {
    for (const card of [...MASTERCARD_TEST_CARDS.map((c) => c.number), MASTERCARD_DECLINE_CARD]) {
      expect(passesLuhn(card), card).toBe(true);
      expect(isMastercard(card), card).toBe(true);
    }
  });

  it("catch a mistyped digit and other networks", () => {
    expect(passesLuhn("5555555555554443")).toBe(false);
    expect(isMastercard("4111111111111111")).toBe(false);
    expect(isMastercard("2720999999999999")).toBe(true);
    expect(isMastercard("2721000000000000")).toBe(false);
  });

  it("treat a card as valid through the end of its expiry month", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(hasExpired("11/26", now)).toBe(false);
    expect(hasExpired("10/26", now)).toBe(true);
    expect(hasExpired("13/26", now)).toBeNull();
    expect(hasExpired("1126", now)).toBeNull();
  });
});
