import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { checkImageBytes, sniffFormat } from "./image-check.ts";

const image = (format: "jpeg" | "png" | "webp") =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: "teal" } })
    .toFormat(format)
    .toBuffer();

describe("checkImageBytes", () => {
  it("takes a whole JPEG, PNG and WebP by their magic numbers", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      expect(checkImageBytes(await image(format))).toEqual({ ok: true, format });
    }
  });

  it("names nothing else: text, SVG, GIF, a BMP, a lone RIFF that is not WebP", async () => {
    expect(sniffFormat(Buffer.from("<svg/>"))).toBeNull();
    expect(sniffFormat(Buffer.from("GIF89a......"))).toBeNull();
    expect(sniffFormat(Buffer.from("BM............"))).toBeNull();
    expect(sniffFormat(Buffer.from("RIFF\x10\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it("takes a JPEG followed by further whole JPEGs (a phone's multi-picture file), and nothing else after it", async () => {
    const jpeg = await image("jpeg");
    expect(checkImageBytes(Buffer.concat([jpeg, jpeg]))).toEqual({ ok: true, format: "jpeg" });
    expect(checkImageBytes(Buffer.concat([jpeg, Buffer.from([0])]))).toEqual({
      ok: false,
      reason: "polyglot",
    });
    expect(checkImageBytes(Buffer.concat([jpeg, jpeg.subarray(0, 40)]))).toEqual({
      ok: false,
      reason: "polyglot",
    });
  });

  it("refuses markup anywhere, in any case", async () => {
    const png = await image("png");
    for (const markup of ["<SCRIPT>", "<html ", "<?php ", "<svg/", "<!DOCTYPE html>", "<iframe>"]) {
      const spliced = Buffer.concat([png.subarray(0, 33), Buffer.from(markup), png.subarray(33)]);
      expect(checkImageBytes(spliced), markup).toEqual({ ok: false, reason: "polyglot" });
    }
  });

  it("calls a PNG or WebP cut short undecodable, and one with bytes after its end a polyglot", async () => {
    for (const format of ["png", "webp"] as const) {
      const bytes = await image(format);
      expect(checkImageBytes(bytes.subarray(0, bytes.length - 3))).toEqual({
        ok: false,
        reason: "undecodable",
      });
      expect(checkImageBytes(Buffer.concat([bytes, Buffer.from("x")]))).toEqual({
        ok: false,
        reason: "polyglot",
      });
    }
  });
});
