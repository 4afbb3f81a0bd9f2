// Attacks on POST /api/admin/uploads (docs/SECURITY.md "Uploads"): the file's bytes decide what it is, never its
// name or declared type. Markup, renamed files, polyglots, decompression bombs, oversized, empty and doubled files,
// stray fields and malformed bodies are refused, each with its own code, and store nothing; a file name is never
// used for anything; only staff and admins may upload.
import http from "node:http";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { UPLOAD_MAX_BYTES } from "@store/shared/admin/uploads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import {
  BOUNDARY,
  adminToken,
  fileBody,
  multipartBody,
  multipartHeaders,
  testImage,
  upload,
} from "../support/uploads.ts";
import { expectNothingChanged, listenOnHttp } from "./support.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

async function storedAndAudited() {
  return {
    images: await store.app.db.storedImage.count(),
    events: await store.app.db.auditEvent.count({ where: { kind: "admin.image_uploaded" } }),
  };
}

/** Sends the body as the admin and expects a refusal with this status and code that stored nothing. */
async function refused(body: Buffer, status: number, code: string, token: string | null = admin) {
  const before = await storedAndAudited();
  const answer = await expectNothingChanged(store.app.db, () => upload(store.app, token, body));
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json(), answer.body).toMatchObject({ success: false, code });
  expect(await storedAndAudited()).toEqual(before);
  return answer;
}

/** A PNG chunk: length, type, data and its CRC, as libpng checks it. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of `width`×`height` grey pixels that says so in a few hundred bytes: a decompression bomb's header. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  // The first rows of zeros: the rest would inflate from almost nothing as well.
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header (SOF) claims other dimensions. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await testImage("jpeg", 64, 64, 11));
  for (let offset = 2; offset < jpeg.length;) {
    const marker = jpeg[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, offset + 5);
      jpeg.writeUInt16BE(width, offset + 7);
      return jpeg;
    }
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  throw new Error("no SOF in the test JPEG");
}

const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>fetch("/api/auth/me",{headers:{authorization:"Bearer "+localStorage.token}})</script>' +
  '<rect width="10" height="10"/></svg>';
const HTML_PAGE = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";

describe("what the file is: its bytes, never its name or declared type", () => {
  it("refuses an SVG with a script, even named .png and declared image/png", async () => {
    await refused(fileBody(SVG_WITH_SCRIPT, "logo.png", "image/png"), 400, "upload.unsupported_type");
    await refused(fileBody(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml"), 400, "upload.unsupported_type");
  });

  it("refuses an HTML page renamed .png, and a GIF renamed .jpg", async () => {
    await refused(fileBody(HTML_PAGE, "photo.png", "image/png"), 400, "upload.unsupported_type");
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    await refused(fileBody(gif, "photo.jpg", "image/jpeg"), 400, "upload.unsupported_type");
  });

  it("refuses a GIF/JavaScript polyglot (a GIF header that is also a script) as a GIF: not a type it takes", async () => {
    const polyglot = Buffer.concat([
      Buffer.from("GIF89a/*", "latin1"),
      Buffer.from([0x0a, 0x00, 0x0a, 0x00, 0x80, 0x00, 0x00]),
      Buffer.from("*/=1;alert(document.domain);//", "latin1"),
    ]);
    await refused(fileBody(polyglot, "x.jpg", "image/jpeg"), 400, "upload.unsupported_type");
  });

  it("refuses a real JPEG followed by an HTML page (a JPEG/HTML polyglot)", async () => {
    const jpeg = await testImage("jpeg", 64, 64, 12);
    await refused(fileBody(Buffer.concat([jpeg, Buffer.from(HTML_PAGE)]), "a.jpg"), 400, "upload.polyglot");
    // Bytes after the end that are no markup at all are refused just the same: nothing may ride along.
    await refused(
      fileBody(Buffer.concat([jpeg, Buffer.from("=alert(1)//")]), "a.jpg"),
      400,
      "upload.polyglot",
    );
  });

  it("refuses the JPEG/JavaScript polyglot: a JFIF header whose length bytes open a comment hiding a script", async () => {
    const jpeg = await testImage("jpeg", 64, 64, 13);
    const app0Length = 0x2f2a; // the bytes "/*"
    const app0 = Buffer.alloc(2 + app0Length);
    app0.set([0xff, 0xe0], 0);
    app0.writeUInt16BE(app0Length, 2);
    // JFIF\0, version 1.1, no units, density 1×1, no thumbnail: a JFIF header but for its length.
    app0.set([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0], 4);
    app0.write("*/=alert(document.domain);/*", 40, "latin1");
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), app0, jpeg.subarray(2)]);
    // Without the script, the same JFIF header at its proper length is taken: the length is what gives it away.
    const honest = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xe0, 0, 16]),
      app0.subarray(4, 18),
      jpeg.subarray(2),
    ]);
    expect((await upload(store.app, admin, fileBody(honest, "honest.jpg"))).statusCode).toBe(201);
    await refused(fileBody(polyglot, "a.jpg"), 400, "upload.polyglot");
  });

  it("refuses a PNG with a script after its end, and one with markup in a text chunk", async () => {
    const png = await testImage("png", 32, 32, 14);
    await refused(
      fileBody(Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]), "a.png", "image/png"),
      400,
      "upload.polyglot",
    );
    const iend = png.length - 12;
    const withText = Buffer.concat([
      png.subarray(0, iend),
      pngChunk("tEXt", Buffer.from("Comment\0<svg onload=alert(1)>", "latin1")),
      png.subarray(iend),
    ]);
    await refused(fileBody(withText, "a.png", "image/png"), 400, "upload.polyglot");
  });

  it("refuses a WebP with bytes after its RIFF end", async () => {
    const webp = await testImage("webp", 32, 32, 15);
    await refused(
      fileBody(Buffer.concat([webp, Buffer.from("<html>")]), "a.webp", "image/webp"),
      400,
      "upload.polyglot",
    );
  });

  it("refuses a file that starts like an image but does not decode (cut short, or only a header)", async () => {
    const jpeg = await testImage("jpeg", 200, 200, 16);
    await refused(fileBody(jpeg.subarray(0, jpeg.length / 2), "a.jpg"), 400, "upload.undecodable");
    await refused(fileBody(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), "a.jpg"), 400, "upload.undecodable");
    const png = await testImage("png", 64, 64, 17);
    await refused(fileBody(png.subarray(0, 60), "a.png", "image/png"), 400, "upload.undecodable");
  });

  it("takes what the bytes say, whatever the name and declared type: a PNG sent as text/html named .jpg", async () => {
    const png = await testImage("png", 50, 40, 18);
    const answer = await upload(store.app, admin, fileBody(png, "invoice.html", "text/html"));
    expect(answer.statusCode).toBe(201);
    const url = answer.json().data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await store.app.inject({ method: "GET", url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("file names are never used", () => {
  it("stores and names an upload by its content alone: traversal, backslashes and NUL change nothing", async () => {
    const image = await testImage("png", 40, 40, 19);
    const names = [
      "../../etc/passwd.png",
      "..\\..\\windows\\system32\\drivers\\etc\\hosts.png",
      "/etc/cron.d/evil.png",
      "a\0.png.php",
      "%2e%2e%2f%2e%2e%2fapp.png",
      "<script>alert(1)</script>.png",
    ];
    const urls = new Set<string>();
    for (const name of names) {
      const answer = await upload(store.app, admin, fileBody(image, name, "image/png"));
      expect(answer.statusCode, name).toBe(201);
      urls.add(answer.json().data.url as string);
    }
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    // What is kept is the content and its hash: no column holds a name, and each width was stored once.
    const hash = /([0-9a-f]{32})/.exec(url!)![1]!;
    const rows = await store.app.db.storedImage.findMany({ where: { hash } });
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["bytes", "byteSize", "contentType", "createdAt", "hash", "height", "width"].sort(),
    );
    const events = await store.app.db.auditEvent.findMany({
      where: { kind: "admin.image_uploaded", detail: { contains: hash } },
    });
    expect(events).toHaveLength(names.length);
    for (const event of events) expect(event.detail).not.toMatch(/etc|windows|script|php/);
  });
});

describe("the shape of the upload", () => {
  it("answers 413 for a file over 5 MB, and stores nothing", async () => {
    const big = Buffer.concat([await testImage("jpeg", 64, 64, 20), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await refused(fileBody(big, "big.jpg"), 413, "upload.too_large");
  });

  it("answers the 413 over a real connection, which stays usable afterwards", async () => {
    const base = await listenOnHttp(store);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const send = (body: Buffer, headers: Record<string, string>) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const { hostname, port } = new URL(base);
          const request = http.request(
            {
              host: hostname,
              port,
              agent,
              method: "POST",
              path: "/api/admin/uploads",
              headers: { ...headers, "content-length": String(body.length) },
            },
            (response) => {
              let text = "";
              response.on("data", (chunk: Buffer) => (text += chunk.toString()));
              response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
            },
          );
          request.on("error", reject);
          request.end(body);
        });
      const big = fileBody(Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0xff), "big.jpg");
      const tooLarge = await send(big, { ...multipartHeaders(), ...bearer(admin) });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toMatchObject({ code: "upload.too_large" });
      const next = await send(fileBody(await testImage("jpeg", 40, 40, 21)), {
        ...multipartHeaders(),
        ...bearer(admin),
      });
      expect(next.status).toBe(201);
    } finally {
      agent.destroy();
    }
  });

  it("refuses a file in another field, a stray field, no file, two files and an empty file", async () => {
    const image = await testImage("jpeg", 32, 32, 22);
    await refused(
      multipartBody([{ name: "image", filename: "a.jpg", contentType: "image/jpeg", content: image }]),
      400,
      "upload.unexpected_field",
    );
    await refused(
      multipartBody([
        { name: "file", filename: "a.jpg", contentType: "image/jpeg", content: image },
        { name: "note", content: "hello" },
      ]),
      400,
      "upload.unexpected_field",
    );
    await refused(multipartBody([]), 400, "upload.file_required");
    await refused(
      multipartBody([
        { name: "file", filename: "a.jpg", contentType: "image/jpeg", content: image },
        { name: "file", filename: "b.jpg", contentType: "image/jpeg", content: image },
      ]),
      400,
      "upload.too_many_files",
    );
    await refused(fileBody(Buffer.alloc(0), "empty.jpg"), 400, "upload.empty_file");
  });

  it("refuses a body that is not multipart (JSON, a form, nothing) with 415, and a broken multipart with 400", async () => {
    for (const [type, payload] of [
      ["application/json", JSON.stringify({ file: "data:image/png;base64,iVBORw0KGgo=" })],
      ["application/x-www-form-urlencoded", "file=abc"],
      ["image/png", "abc"],
    ] as const) {
      const answer = await expectNothingChanged(store.app.db, () =>
        store.app.inject({
          method: "POST",
          url: "/api/admin/uploads",
          headers: { "content-type": type, ...bearer(admin) },
          payload,
        }),
      );
      expect(answer.statusCode, type).toBe(415);
      expect(answer.json()).toMatchObject({ code: "upload.not_multipart" });
    }
    const none = await store.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: bearer(admin),
    });
    expect(none.statusCode).toBe(415);
    const image = await testImage("jpeg", 32, 32, 23);
    // The boundary the header names is not the one the body uses; a body cut off in the middle of its part.
    await refused(fileBody(image).subarray(0, 200), 400, "upload.malformed");
    const wrongBoundary = await store.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { ...multipartHeaders("another-boundary"), ...bearer(admin) },
      payload: fileBody(image),
    });
    expect(wrongBoundary.statusCode).toBe(400);
    expect(["upload.malformed", "upload.file_required"]).toContain(wrongBoundary.json().code);
    const noBoundary = await store.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      headers: { "content-type": "multipart/form-data; charset=utf-8", ...bearer(admin) },
      payload: fileBody(image),
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: "upload.malformed" });
    expect(BOUNDARY).not.toBe("another-boundary");
  });
});

describe("decompression bombs", () => {
  it("refuses a small PNG that claims 60000×60000 pixels before decoding it", async () => {
    const bomb = bombPng(60_000, 60_000);
    expect(bomb.length).toBeLessThan(2_000);
    await refused(fileBody(bomb, "bomb.png", "image/png"), 400, "upload.too_many_pixels");
  });

  it("refuses a JPEG whose frame header claims 65000×65000 pixels", async () => {
    await refused(fileBody(await jpegClaiming(65_000, 65_000), "bomb.jpg"), 400, "upload.too_many_pixels");
  });
});

describe("who may upload", () => {
  it("refuses a guest (401), a broken token (401) and a customer (403), storing nothing", async () => {
    const image = fileBody(await testImage("jpeg", 32, 32, 24));
    await refused(image, 401, "auth.required", null);
    await refused(image, 401, "auth.session_expired", "not.a.token");
    const customer = await registerShopper(store.app);
    await refused(image, 403, "auth.forbidden", customer.token);
  });
});
