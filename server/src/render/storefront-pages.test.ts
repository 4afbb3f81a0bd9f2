// The rendered-page cache: one render per page address and catalogue version, failed renders never kept, a
// budget of renders per client address, and new pages on trial until a second client asks for them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { RateLimit } from "../config.ts";
import { loadPageRenderer, storefrontPages, type PageRenderer } from "./storefront-pages.ts";

const ASSETS = { entry: "/assets/entry.js", css: [], modulePreloads: [] };

async function appWith(
  renderer: PageRenderer,
  version: { value: number },
  { cacheSize = 10, renderLimit = null }: { cacheSize?: number; renderLimit?: RateLimit | null } = {},
) {
  const app = Fastify();
  app.decorate("reader", {
    catalogueVersion: async () => version.value,
    shownVersion: async () => version.value,
  } as never);
  // The plugin's own in-memory counters (the store counts in its database: rate-limit-store.ts).
  await app.register(rateLimit, { global: false });
  const servePage = storefrontPages(app, {
    renderer,
    assets: ASSETS,
    origin: "https://shop.example.np",
    cacheSize,
    renderLimit,
  });
  app.get("/*", servePage);
  return app;
}

/**
 * A renderer that counts its renders and answers the status it is told. Its pages read nothing of the query
 * but `page`, so their address is the path with `page` alone.
 */
function countingRenderer(status: () => number) {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    async renderPage({ url, dataSaver }) {
      renders.push(url);
      const lite = dataSaver ? " data saver" : "";
      return {
        status: status(),
        html: `<!DOCTYPE html><html><body>${url}${lite} #${renders.length}</body></html>`,
      };
    },
    pageAddress(url) {
      const { pathname, searchParams } = new URL(url, "http://shop.invalid");
      const page = searchParams.get("page");
      return page ? `${pathname}?page=${page}` : pathname;
    },
  };
  return { renderer, renders };
}

const from = (remoteAddress: string, url: string) => app!.inject({ method: "GET", url, remoteAddress });

let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

describe("rendered pages kept per catalogue version", () => {
  it("renders an address once while the catalogue stands still, again when it moves", async () => {
    const version = { value: 1 };
    const { renderer, renders } = countingRenderer(() => 200);
    app = await appWith(renderer, version);
    const first = await app.inject("/products?page=2");
    const second = await app.inject("/products?page=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.body).toBe(first.body);
    expect(renders).toEqual(["/products?page=2"]);
    version.value = 2;
    const third = await app.inject("/products?page=2");
    expect(third.body).not.toBe(first.body);
    expect(renders).toHaveLength(2);
  });

  it("renders and keeps a data saver page apart, for Save-Data: on or the switch's cookie, and says it varies", async () => {
    const { renderer, renders } = countingRenderer(() => 200);
    app = await appWith(renderer, { value: 1 });
    const full = await app.inject("/");
    const header = await app.inject({ url: "/", headers: { "save-data": "on" } });
    const cookie = await app.inject({ url: "/", headers: { cookie: "dataSaver=on" } });
    const switchedOff = await app.inject({
      url: "/",
      headers: { "save-data": "on", cookie: "dataSaver=off" },
    });
    expect(full.body).not.toContain("data saver");
    expect(header.body).toContain("/ data saver #2");
    expect(cookie.body).toBe(header.body);
    expect(switchedOff.body).not.toContain("data saver");
    expect(renders.length).toBeGreaterThanOrEqual(2);
    expect(full.headers.vary).toMatch(/Save-Data/);
  });

  it("keeps a 404 page with its status", async () => {
    const { renderer, renders } = countingRenderer(() => 404);
    app = await appWith(renderer, { value: 1 });
    expect((await app.inject("/nope")).statusCode).toBe(404);
    expect((await app.inject("/nope")).statusCode).toBe(404);
    expect(renders).toHaveLength(1);
  });

  it("never keeps a page the API could not give data for (503): the next request renders it again", async () => {
    let status = 503;
    const { renderer, renders } = countingRenderer(() => status);
    app = await appWith(renderer, { value: 1 });
    expect((await app.inject("/")).statusCode).toBe(503);
    status = 200;
    const recovered = await app.inject("/");
    expect(recovered.statusCode).toBe(200);
    expect(renders).toHaveLength(2);
  });

  it("renders a page once for a burst of simultaneous requests", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renders: string[] = [];
    app = await appWith(
      {
        async renderPage({ url }) {
          renders.push(url);
          await gate;
          return { status: 200, html: "<!DOCTYPE html><html><body>ok</body></html>" };
        },
        pageAddress: (url) => url,
      },
      { value: 1 },
    );
    const answers = Promise.all(Array.from({ length: 5 }, () => app!.inject("/deals")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await answers).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toEqual(["/deals"]);
  });
});

describe("one page per page address", () => {
  it("renders the page address once for every URL that maps to it, in each language", async () => {
    const { renderer, renders } = countingRenderer(() => 200);
    app = await appWith(renderer, { value: 1 });
    const urls = [
      "/deals",
      "/deals?utm_source=mail",
      "/deals?fbclid=1&x=2",
      "/deals?ref=home&utm_medium=social",
    ];
    const bodies = new Set<string>();
    for (const url of urls) bodies.add((await app.inject(url)).body);
    expect(bodies.size).toBe(1);
    expect(renders).toEqual(["/deals"]);
    await app.inject({ url: "/deals?utm_source=x", headers: { cookie: "lang=ne" } });
    expect(renders).toEqual(["/deals", "/deals"]);
    await app.inject("/deals?page=2&utm_source=x");
    expect(renders).toEqual(["/deals", "/deals", "/deals?page=2"]);
  });
});

describe("the render budget of a client address", () => {
  it("answers past the budget with the page its browser renders, never running the renderer; kept pages still", async () => {
    const { renderer, renders } = countingRenderer(() => 200);
    app = await appWith(
      renderer,
      { value: 1 },
      { cacheSize: 100, renderLimit: { max: 2, windowMs: 60_000 } },
    );
    await from("203.0.113.5", "/a");
    await from("203.0.113.5", "/b");
    expect(renders).toEqual(["/a", "/b"]);
    for (const url of ["/c", "/d?page=2", "/c?utm_source=x"]) {
      const over = await from("203.0.113.5", url);
      expect(over.statusCode).toBe(200);
      expect(over.headers["cache-control"]).toBe("no-store");
      expect(over.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(over.body).toContain(
        '<div id="root"></div><script type="module" src="/assets/entry.js"></script>',
      );
    }
    expect(renders).toEqual(["/a", "/b"]);
    // Kept pages cost nothing, so they are never refused; another address has a budget of its own.
    expect((await from("203.0.113.5", "/a")).body).toContain("/a #1");
    expect((await from("198.51.100.7", "/c")).body).toContain("/c #3");
    expect(renders).toEqual(["/a", "/b", "/c"]);
  });

  it("speaks the shopper's language even then", async () => {
    const { renderer } = countingRenderer(() => 200);
    app = await appWith(renderer, { value: 1 }, { renderLimit: { max: 1, windowMs: 60_000 } });
    await from("203.0.113.6", "/a");
    const shell = await app.inject({
      url: "/b",
      remoteAddress: "203.0.113.6",
      headers: { cookie: "lang=ne" },
    });
    expect(shell.body).toContain('<html lang="ne">');
    expect(shell.headers["content-language"]).toBe("ne-NP");
    expect(shell.body).toContain("<noscript>");
  });
});

describe("pages on trial", () => {
  it("keeps shared pages through a flood of pages one client asks for, however often", async () => {
    const { renderer, renders } = countingRenderer(() => 200);
    // 10 pages: one on trial, nine shared.
    app = await appWith(renderer, { value: 1 }, { cacheSize: 10 });
    const popular = Array.from({ length: 9 }, (_, index) => `/popular-${index}`);
    for (const url of popular) {
      await from("198.51.100.1", url);
      await from("198.51.100.2", url);
    }
    expect(renders).toHaveLength(9);
    for (let index = 0; index < 50; index += 1) {
      await from("203.0.113.1", `/flood-${index}`);
      await from("203.0.113.1", `/flood-${index}`);
      await from(`203.0.113.${100 + (index % 100)}`, `/spread-${index}`);
    }
    expect(renders).toHaveLength(9 + 100);
    for (const url of popular) await from("198.51.100.3", url);
    expect(renders).toHaveLength(9 + 100);
  });

  it("serves a page on trial to the client that asked first, and shares it once another asks", async () => {
    const { renderer, renders } = countingRenderer(() => 200);
    app = await appWith(renderer, { value: 1 }, { cacheSize: 10 });
    await from("198.51.100.1", "/new");
    await from("198.51.100.1", "/new");
    expect(renders).toEqual(["/new"]);
    // Another asks: the page is shared now, and a new page on trial no longer pushes it out.
    await from("198.51.100.2", "/new");
    await from("198.51.100.1", "/other");
    await from("198.51.100.3", "/new");
    expect(renders).toEqual(["/new", "/other"]);
  });
});

describe("the server-side build", () => {
  it("is refused at start when it is older than the server's page addresses", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "stale-renderer-"));
    try {
      const entry = path.join(folder, "entry-server.mjs");
      fs.writeFileSync(entry, "export async function renderPage() { return { status: 200, html: '' }; }\n");
      await expect(loadPageRenderer(entry)).rejects.toThrow(/npm run build/);
      expect(await loadPageRenderer(path.join(folder, "missing.mjs"))).toBeNull();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
