import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, responsiveSources, uploadedImageSrcSet, uploadedImageUrl } from "./images.ts";

const HASH = "0123456789abcdef0123456789abcdef";

describe("uploaded image addresses", () => {
  it("names the largest and each width by content hash and type", () => {
    expect(uploadedImageUrl(HASH, "jpeg")).toBe(`/media/uploads/${HASH}.jpg`);
    expect(uploadedImageUrl(HASH, "webp", 400)).toBe(`/media/uploads/${HASH}-400.webp`);
  });

  it("gives an uploaded image a srcset of every width the store keeps", () => {
    expect(uploadedImageSrcSet(`/media/uploads/${HASH}.png`)).toBe(
      IMAGE_WIDTHS.map((width) => `/media/uploads/${HASH}-${width}.png ${width}w`).join(", "),
    );
  });

  it("gives no srcset (and no sizes) to any other address", () => {
    for (const url of [
      "/media/products/phones/galaxy-1.svg",
      `/media/uploads/${HASH}-400.png`,
      `https://evil.example/media/uploads/${HASH}.png`,
      `/media/uploads/${HASH}.png?x=1`,
      "",
    ]) {
      expect(uploadedImageSrcSet(url), url).toBeUndefined();
      expect(responsiveSources(url, "72px"), url).toEqual({});
    }
    expect(responsiveSources(`/media/uploads/${HASH}.jpg`, "72px")).toMatchObject({ sizes: "72px" });
  });
});
