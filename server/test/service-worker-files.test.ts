// The service worker's files (docs/guides/offline.md) keep their names across versions, so the server sends them
// to be checked on every visit (Cache-Control: no-cache): a browser that kept an old /sw.js for a day would not
// find a new version for a day. Fingerprinted assets keep their long life.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";

describe("the service worker's files", () => {
  let store: TestStore;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "store-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Nepal Store</title>");
    fs.writeFileSync(path.join(dist, "sw.js"), "(function(){})()");
    fs.writeFileSync(path.join(dist, "offline.html"), "<!doctype html><title>You're offline</title>");
    fs.writeFileSync(path.join(dist, "offline-ne.html"), "<!doctype html><title>अफलाइन</title>");
    fs.writeFileSync(path.join(dist, "assets", "index-1234.js"), "console.log('shop')");
    store = await createTestStore({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the worker and its offline pages from the store's origin, to be checked on every visit", async () => {
    const worker = await store.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");
    for (const url of ["/offline.html", "/offline-ne.html"]) {
      const page = await store.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("leaves the fingerprinted assets' long life alone", async () => {
    const asset = await store.app.inject({ method: "GET", url: "/assets/index-1234.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
