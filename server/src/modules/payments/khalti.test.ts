import { describe, expect, it } from "vitest";
import { khaltiPhone } from "./providers/khalti/index.ts";
import { maskedMobile } from "../../gateways/khalti/pages.ts";
import { nepalTime } from "../../gateways/khalti/emulator.ts";

describe("Khalti's formats", () => {
  it("sends a Nepali mobile as Khalti takes it: ten digits without +977", () => {
    expect(khaltiPhone("+977 980-1234567")).toBe("9801234567");
    expect(khaltiPhone("9812345678")).toBe("9812345678");
    expect(khaltiPhone("977-9812345678")).toBe("9812345678");
  });

  it("masks a Khalti ID as Khalti's return does (98XXXXX904)", () => {
    expect(maskedMobile("9800000904")).toBe("98XXXXX904");
  });

  it("writes expires_at in Nepal time with microseconds, as Khalti's answer", () => {
    expect(nepalTime(new Date("2023-05-25T10:41:16.471Z"))).toBe("2023-05-25T16:26:16.471000+05:45");
  });
});
