import { describe, expect, it } from "vitest";
import { colourHex, colourHexes, colourSlug, isColourSlug, lighten, luminance } from "./colours.ts";

describe("product colours", () => {
  it("knows the plain colours and a maker's names for them", () => {
    expect(colourSlug("Sky Blue")).toBe("sky-blue");
    expect(colourHex("Black")).toBe("#1f2328");
    expect(colourHex("Awesome Navy")).toBe(colourHex("Navy"));
    expect(colourHex("Midnight Blue")).toBe(colourHex("Blue"));
    expect(colourHex("Sky Blue")).not.toBe(colourHex("Blue"));
    expect(colourHexes("Black/White")).toEqual([colourHex("Black"), colourHex("White")]);
    expect(colourSlug("Black/White")).toBe("black-and-white");
    expect(colourHexes("Black and White")).toEqual(colourHexes("black-and-white"));
    expect(colourHexes("Black")).toHaveLength(1);
  });

  it("gives an unknown name a stable colour of its own, and survives odd names", () => {
    expect(colourHex("Mauve Haze")).toBe(colourHex("Mauve Haze"));
    expect(colourHex("Mauve Haze")).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourHex("Mauve Haze")).not.toBe(colourHex("Dusty Plum"));
    for (const odd of ["", "  ", "<script>", "🙂", "x".repeat(500), "__proto__", "constructor"])
      expect(colourHex(odd), odd).toMatch(/^#[0-9a-f]{6}$/);
    expect(isColourSlug("red1")).toBe(false);
    expect(isColourSlug("Red")).toBe(false);
    expect(isColourSlug("a".repeat(41))).toBe(false);
  });

  it("tells light colours from dark and mixes with white", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#000000")).toBe(0);
    expect(lighten("#000000", 0.5)).toBe("#808080");
    expect(lighten("#123456", 0)).toBe("#123456");
  });
});
