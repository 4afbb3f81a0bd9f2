import { describe, expect, it } from "vitest";
import { smsLength } from "./sms.ts";

describe("SMS segments", () => {
  it("counts GSM-7 text in 160 and then 153 septets", () => {
    expect(smsLength("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("a".repeat(161)).segments).toBe(2);
    expect(smsLength("a".repeat(306)).segments).toBe(2);
    expect(smsLength("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension table's characters twice", () => {
    expect(smsLength("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsLength("[".repeat(81)).segments).toBe(2);
  });

  it("makes the whole message UCS-2 for one Devanagari letter: 70, then 67 a segment", () => {
    expect(smsLength("क".repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsLength("Rs 100 क").encoding).toBe("UCS-2");
    expect(smsLength("क".repeat(71)).segments).toBe(2);
    expect(smsLength("क".repeat(134)).segments).toBe(2);
    expect(smsLength("क".repeat(135)).segments).toBe(3);
  });
});
