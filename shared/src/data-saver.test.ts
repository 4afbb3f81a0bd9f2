import { describe, expect, it } from "vitest";
import { chooseDataSaver, smallestImage } from "./data-saver.ts";

describe("data saver", () => {
  it("follows the browser's Save-Data header when the shopper has not chosen", () => {
    expect(chooseDataSaver(undefined, "on")).toBe(true);
    expect(chooseDataSaver("lang=ne", " On ")).toBe(true);
    expect(chooseDataSaver(undefined, undefined)).toBe(false);
  });

  it("follows the store's switch over the header, either way", () => {
    expect(chooseDataSaver("lang=ne; dataSaver=on", undefined)).toBe(true);
    expect(chooseDataSaver("dataSaver=off", "on")).toBe(false);
    expect(chooseDataSaver("dataSaver=maybe", "on")).toBe(true);
  });

  it("picks the smallest copy the media server keeps of an upload, and leaves other pictures alone", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    expect(smallestImage(`/media/uploads/${hash}.webp`)).toBe(`/media/uploads/${hash}-160.webp`);
    expect(smallestImage(`/media/uploads/${hash}-800.jpg`)).toBe(`/media/uploads/${hash}-160.jpg`);
    expect(smallestImage("/placeholder-product.svg")).toBe("/placeholder-product.svg");
  });
});
