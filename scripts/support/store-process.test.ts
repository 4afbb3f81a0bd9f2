import { describe, expect, it } from "vitest";
import { argument, flag, numberArgument } from "./store-process.ts";

describe("the scripts' command-line options", () => {
  it("reads --name=value and --name value alike", () => {
    expect(argument("minutes", ["--minutes=30"])).toBe("30");
    expect(argument("minutes", ["--keep", "--minutes", "30"])).toBe("30");
    expect(argument("out", ["--out", "/tmp/x.db", "--quick"])).toBe("/tmp/x.db");
    expect(numberArgument("minutes", 0, ["--minutes", "30"])).toBe(30);
    expect(numberArgument("minutes", 0, ["--minutes=30"])).toBe(30);
  });

  it("takes the default when the option is absent, and never another option as a value", () => {
    expect(argument("minutes", ["--duration=60"])).toBeUndefined();
    expect(numberArgument("duration", 60, ["--quick"])).toBe(60);
    expect(argument("minutes", ["--minutes", "--keep"])).toBeUndefined();
    expect(flag("keep", ["--minutes", "--keep"])).toBe(true);
    // A longer option that starts with the same letters is not this one.
    expect(argument("min", ["--minutes=3"])).toBeUndefined();
  });

  it("refuses a bare, empty, fractional or non-positive number", () => {
    for (const argv of [
      ["--minutes"],
      ["--minutes", "--keep"],
      ["--minutes="],
      ["--minutes", "1.5"],
      ["--minutes=0"],
    ])
      expect(() => numberArgument("minutes", 1, argv), argv.join(" ")).toThrow(/whole number above 0/);
  });
});
