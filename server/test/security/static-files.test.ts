// Path traversal over HTTP: raw paths with "..", encoded dots and slashes, backslashes, double encoding, NUL
// and overlong UTF-8, against the built client's files, /media and the API reference's assets. No file outside
// the served folder is ever answered. (Sent with http.request: fetch() would tidy the paths up first.)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { listenOnHttp, rawRequest } from "./support.ts";

const SECRET = "TOP-SECRET-NOT-FOR-THE-WEB";
let site: string;
let store: TestStore;
let base: string;
beforeAll(async () => {
  // site/dist is served; its neighbours hold secrets, one with a name that starts like the served folder's.
  site = fs.mkdtempSync(path.join(os.tmpdir(), "store-traversal-"));
  const dist = path.join(site, "dist");
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Nepal Store</title>");
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log('shop')");
  fs.writeFileSync(path.join(site, "secret.txt"), SECRET);
  fs.mkdirSync(path.join(site, "dist-private"));
  fs.writeFileSync(path.join(site, "dist-private", "secret.txt"), SECRET);
  store = await createTestStore({ CLIENT_DIST: dist });
  base = await listenOnHttp(store);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(site, { recursive: true, force: true });
});

/** The ways to spell "one folder up, then secret.txt" that servers have been fooled by. */
const TRAVERSALS = [
  "/../secret.txt",
  "/..%2fsecret.txt",
  "/%2e%2e/secret.txt",
  "/%2e%2e%2fsecret.txt",
  "/.%2e/secret.txt",
  "/assets/../../secret.txt",
  "/assets/..%2f..%2fsecret.txt",
  "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
  "/..\\secret.txt",
  "/..%5csecret.txt",
  "/assets\\..\\..\\secret.txt",
  "/%252e%252e%252fsecret.txt",
  "/....//secret.txt",
  "/..%00/secret.txt",
  "/%c0%ae%c0%ae/secret.txt",
  "/..%2fdist-private%2fsecret.txt",
  "/../dist-private/secret.txt",
  "/%2e%2e/dist-private/secret.txt",
];

/** Absolute paths of files every machine has or this repository has. */
const ABSOLUTE = [
  "//etc/passwd",
  "/%2fetc%2fpasswd",
  `/${"..%2f".repeat(12)}etc%2fpasswd`,
  `/${"../".repeat(12)}etc/passwd`,
];

function expectNoLeak(answer: { status: number; body: string }, url: string) {
  expect(answer.status, url).not.toBe(500);
  expect(answer.body, url).not.toContain(SECRET);
  expect(answer.body, url).not.toMatch(/root:.*:0:0:/);
  expect(answer.body, url).not.toContain('"workspaces"');
}

describe("path traversal", () => {
  it("the built client's files never answer a file outside their folder", async () => {
    for (const url of [...TRAVERSALS, ...ABSOLUTE]) {
      const answer = await rawRequest(base, url);
      expectNoLeak(answer, url);
      // What is answered is the client itself (the page for an unknown path) or a refusal.
      if (answer.status === 200) expect(answer.body, url).toContain("<title>Nepal Store</title>");
    }
    // The folder's own files are still served.
    expect((await rawRequest(base, "/assets/app-1234.js")).body).toBe("console.log('shop')");
  });

  it("/media and the API reference's assets never answer a file", async () => {
    const prefixes = ["/media/products/electronics", "/media/brands", "/media/products", "/api/docs/static"];
    const escapes = [
      "..%2f..%2f..%2fpackage.json",
      "%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
      "..\\..\\..\\..\\package.json",
      `${"..%2f".repeat(12)}etc%2fpasswd`,
      "../../../../../../../../etc/passwd",
      "%252e%252e%252f%252e%252e%252fpackage.json",
    ];
    for (const prefix of prefixes) {
      for (const escape of escapes) {
        const url = `${prefix}/${escape}`;
        const answer = await rawRequest(base, url);
        expectNoLeak(answer, url);
        expect(answer.body, url).not.toContain('"dependencies"');
      }
    }
  });
});
