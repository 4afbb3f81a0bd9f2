// The service worker's files (docs/guides/offline.md) keep their names across versions, so the server sends them
// to be checked on every visit (Cache-Control: no-cache): a browser that kept an old /sw.js for a day would not
// find a new version for a day. Fingerprinted assets keep their long life.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { builtClient, type BuiltClient } from "./support/built-client.ts";

describe("the service worker's files", () => {
  let store: TestStore;
  let dist: BuiltClient;
  beforeAll(async () => {
    dist = builtClient({
      "sw.js": "(function(){})()",
      "offline.html": "<!doctype html><title>You're offline</title>",
      "offline-ne.html": "<!doctype html><title>अफलाइन</title>",
      "assets/index-1234.js": "console.log('shop')",
    });
    store = await createTestStore({ CLIENT_DIST: dist.folder });
  });
  afterAll(async () => {
    await store.close();
    dist.remove();
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
