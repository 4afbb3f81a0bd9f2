// The rendered-page cache: one render per address and catalogue version, failed renders never kept.
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { storefrontPages, type PageRenderer } from "./storefront-pages.ts";

const ASSETS = { entry: "/assets/entry.js", css: [], modulePreloads: [] };

function appWith(renderer: PageRenderer, version: { value: number }) {
  const app = Fastify();
  app.decorate("reader", { catalogueVersion: async () => version.value } as never);
  const servePage = storefrontPages(app, {
    renderer,
    assets: ASSETS,
    origin: "https://shop.example.np",
    cacheSize: 10,
  });
  app.get("/*", servePage);
  return app;
}

/** A renderer that counts its renders and answers the status it is told. */
function countingRenderer(status: () => number) {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    async renderPage({ url }) {
      renders.push(url);
      return { status: status(), html: `<!DOCTYPE html><html><body>${url} #${renders.length}</body></html>` };
    },
  };
  return { renderer, renders };
}

let app: ReturnType<typeof Fastify> | undefined;
afterEach(() => app?.close());

describe("rendered pages kept per catalogue version", () => {
  it("renders an address once while the catalogue stands still, again when it moves", async () => {
    const version = { value: 1 };
    const { renderer, renders } = countingRenderer(() => 200);
    app = appWith(renderer, version);
    const first = await app.inject("/products?brand=apple");
    const second = await app.inject("/products?brand=apple");
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.body).toBe(first.body);
    expect(renders).toEqual(["/products?brand=apple"]);
    version.value = 2;
    const third = await app.inject("/products?brand=apple");
    expect(third.body).not.toBe(first.body);
    expect(renders).toHaveLength(2);
  });

  it("keeps a 404 page with its status", async () => {
    const { renderer, renders } = countingRenderer(() => 404);
    app = appWith(renderer, { value: 1 });
    expect((await app.inject("/nope")).statusCode).toBe(404);
    expect((await app.inject("/nope")).statusCode).toBe(404);
    expect(renders).toHaveLength(1);
  });

  it("never keeps a page the API could not give data for (503): the next request renders it again", async () => {
    let status = 503;
    const { renderer, renders } = countingRenderer(() => status);
    app = appWith(renderer, { value: 1 });
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
    app = appWith(
      {
        async renderPage({ url }) {
          renders.push(url);
          await gate;
          return { status: 200, html: "<!DOCTYPE html><html><body>ok</body></html>" };
        },
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
