// POST /api/admin/uploads and GET /media/uploads/...: an image uploaded by staff or an admin comes back
// re-encoded in its own type at each width the storefront shows (never enlarged), without its metadata, from
// any replica, under an address that never changes; the same image twice is stored once; each upload is in the
// audit log. The attacks on the route are in ../security/uploads.test.ts.
import sharp from "sharp";
import { IMAGE_WIDTHS } from "@store/shared/images";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { registerShopper } from "../support/factories.ts";
import { adminToken, fileBody, testImage, upload } from "../support/uploads.ts";

let store: TestStore;
let admin: string;
let staff: { token: string; id: string };
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
  const shopper = await registerShopper(store.app, { name: "Hari Staff" });
  await store.app.db.user.update({ where: { id: shopper.user._id }, data: { role: "staff" } });
  staff = { token: shopper.token, id: shopper.user._id };
});
afterAll(() => store.close());

const URL_SHAPE = /^\/media\/uploads\/([0-9a-f]{32})\.(jpg|png|webp)$/;

async function uploaded(image: Buffer, token = admin, filename = "photo.jpg"): Promise<string> {
  const answer = await upload(store.app, token, fileBody(image, filename));
  expect(answer.statusCode, answer.body).toBe(201);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const url = answer.json().data.url as string;
  expect(url).toMatch(URL_SHAPE);
  return url;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: "GET", url, headers });

/** The address of one width of an upload. */
const atWidth = (url: string, width: number) => url.replace(/\.(\w+)$/, `-${width}.$1`);

/** Whether EXIF holds a GPS directory (IFD0's tag 0x8825): a tiny TIFF reader, enough for sharp's own EXIF. */
function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.toString("latin1", 0, 4) === "Exif" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  return false;
}

describe("uploading an image", () => {
  it("takes a JPEG from staff, keeps it at each width up to 1200 pixels, and serves each as a JPEG", async () => {
    const url = await uploaded(await testImage("jpeg", 1600, 1200, 1), staff.token);
    expect(url).toMatch(/\.jpg$/);
    const largest = await get(url);
    expect(largest.statusCode).toBe(200);
    expect(largest.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(largest.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 900,
    });
    for (const width of IMAGE_WIDTHS) {
      const answer = await get(atWidth(url, width));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/jpeg");
      const metadata = await sharp(answer.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", width, (width * 3) / 4]);
    }
    expect((await get(atWidth(url, 1200))).rawPayload.equals(largest.rawPayload)).toBe(true);
  });

  it("takes a PNG with transparency and keeps it a PNG with its alpha", async () => {
    const image = await sharp({
      create: { width: 500, height: 250, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const url = await uploaded(image, admin, "logo.png");
    expect(url).toMatch(/\.png$/);
    const answer = await get(url);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 500,
      height: 250,
      hasAlpha: true,
    });
  });

  it("takes a WebP and serves it as WebP", async () => {
    const url = await uploaded(await testImage("webp", 900, 600, 2), admin, "shot.webp");
    expect(url).toMatch(/\.webp$/);
    const answer = await get(atWidth(url, 400));
    expect(answer.headers["content-type"]).toBe("image/webp");
    expect(await sharp(answer.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 267,
    });
  });

  it("never enlarges: a width wider than the image answers the image at its own size", async () => {
    const url = await uploaded(await testImage("jpeg", 300, 200, 3));
    const hash = URL_SHAPE.exec(url)![1]!;
    const rows = await store.app.db.storedImage.findMany({ where: { hash }, orderBy: { width: "asc" } });
    expect(rows.map((row) => [row.width, row.height])).toEqual([
      [160, 107],
      [300, 200],
    ]);
    for (const width of [400, 800, 1200]) {
      const answer = await get(atWidth(url, width));
      expect(await sharp(answer.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
    }
    const tiny = await uploaded(await testImage("png", 100, 50, 4), admin, "tiny.png");
    expect(await sharp((await get(atWidth(tiny, 160))).rawPayload).metadata()).toMatchObject({
      width: 100,
      height: 50,
    });
  });

  it("drops every piece of metadata, GPS location included, and turns the picture upright first", async () => {
    const withLocation = await sharp(await testImage("jpeg", 400, 200, 5))
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Camera 9" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "27/1 42/1 3456/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "85/1 19/1 1234/100",
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(withLocation).metadata();
    expect(hasGpsDirectory(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    expect(before.icc).toBeDefined();
    const url = await uploaded(withLocation);
    for (const address of [url, atWidth(url, 160)]) {
      const served = (await get(address)).rawPayload;
      const after = await sharp(served).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(served.includes("PhoneCo")).toBe(false);
      // Orientation 6 is a quarter turn: the 400×200 picture stands 200×400 once upright.
      if (address === url) expect([after.width, after.height]).toEqual([200, 400]);
    }
  });

  it("stores the same image once: a second upload answers the same address and writes no image", async () => {
    const image = await testImage("jpeg", 820, 410, 6);
    const first = await uploaded(image, admin, "a.jpg");
    const hash = URL_SHAPE.exec(first)![1]!;
    const rows = await store.app.db.storedImage.count({ where: { hash } });
    expect(rows).toBe(4); // 160, 400, 800 and the image itself at 820
    const again = await upload(store.app, staff.token, fileBody(image, "renamed-copy.jpeg"));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ success: true, data: { url: first } });
    expect(await store.app.db.storedImage.count({ where: { hash } })).toBe(rows);
    const events = await store.app.db.auditEvent.findMany({
      where: { kind: "admin.image_uploaded", detail: { contains: hash } },
      orderBy: { at: "asc" },
    });
    expect(events.map((event) => JSON.parse(event.detail).created)).toEqual([true, false]);
  });

  it("stores the same image once when two uploads of it race", async () => {
    const image = await testImage("webp", 640, 320, 10);
    const answers = await Promise.all([
      upload(store.app, admin, fileBody(image, "one.webp")),
      upload(store.app, staff.token, fileBody(image, "two.webp")),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json().data.url as string);
    expect(second).toBe(first);
    const hash = URL_SHAPE.exec(first!)![1]!;
    expect(await store.app.db.storedImage.count({ where: { hash } })).toBe(3); // 160, 400 and 640
    const events = await store.app.db.auditEvent.findMany({
      where: { kind: "admin.image_uploaded", detail: { contains: hash } },
    });
    expect(events.map((event) => JSON.parse(event.detail).created).sort()).toEqual([false, true]);
  });

  it("records who uploaded what in the audit log: the hash and the widths kept", async () => {
    const url = await uploaded(await testImage("png", 700, 700, 7), staff.token, "audit.png");
    const hash = URL_SHAPE.exec(url)![1]!;
    const event = await store.app.db.auditEvent.findFirstOrThrow({
      where: { kind: "admin.image_uploaded", detail: { contains: hash } },
    });
    expect(event.userId).toBe(staff.id);
    expect(JSON.parse(event.detail)).toMatchObject({
      hash,
      format: "png",
      widths: "160,400,700",
      created: true,
    });
  });
});

describe("serving an uploaded image", () => {
  let url: string;
  beforeAll(async () => {
    url = await uploaded(await testImage("jpeg", 640, 480, 8));
  });

  it("is immutable for a year, never sniffed, with an ETag that answers 304", async () => {
    const answer = await get(url);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}-640"$/);
    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get(url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
    // Each width is its own resource with its own tag.
    expect((await get(atWidth(url, 160))).headers.etag).not.toBe(etag);
  });

  it("answers 404 for an unknown hash, another type's extension, or a width the store does not keep", async () => {
    const hash = URL_SHAPE.exec(url)![1]!;
    for (const address of [
      `/media/uploads/${"0".repeat(32)}.jpg`,
      `/media/uploads/${hash}.png`,
      `/media/uploads/${hash}.webp`,
      `/media/uploads/${hash}-500.jpg`,
      `/media/uploads/${hash}-0160.jpg`,
      `/media/uploads/${hash.toUpperCase()}.jpg`,
      `/media/uploads/${hash}.jpg.html`,
      `/media/uploads/${hash}`,
    ]) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.json(), address).toMatchObject({ success: false, code: "image.not_found" });
    }
  });

  it("is served, byte for byte, by another replica on the same database", async () => {
    const replica = await buildApp(store.config);
    try {
      for (const address of [url, atWidth(url, 400)]) {
        const here = await get(address);
        const there = await replica.inject({ method: "GET", url: address });
        expect(there.statusCode).toBe(200);
        expect(there.headers["content-type"]).toBe("image/jpeg");
        expect(there.headers.etag).toBe(here.headers.etag);
        expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      }
      // An image uploaded to the other replica is served here too.
      const other = await upload(replica, admin, fileBody(await testImage("webp", 300, 300, 9), "x.webp"));
      expect(other.statusCode).toBe(201);
      expect((await get(other.json().data.url)).statusCode).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it("works as a product image: the product's page lists it and the address serves it", async () => {
    const product = await store.app.db.product.findFirstOrThrow({ orderBy: { id: "asc" } });
    await store.app.db.product.update({
      where: { id: product.id },
      data: { images: JSON.stringify([url, ...JSON.parse(product.images)]) },
    });
    const page = await store.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expect(page.statusCode).toBe(200);
    const shown = page.json().product;
    expect(shown.images[0]).toBe(url);
    expect((await get(shown.images[0])).statusCode).toBe(200);
  });
});
