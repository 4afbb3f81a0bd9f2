// The bundle guard's own logic, on a made-up build: which files a first visit to home loads, and the budgets.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeRouteFiles, measure, measureRoutes, overBudget, routeFiles } from "./home-bundle-size.mjs";

const MANIFEST = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_framework.js"],
    css: ["assets/index.css"],
  },
  "_framework.js": { file: "assets/framework.js" },
  "src/features/home/HomePage.tsx": {
    file: "assets/HomePage.js",
    isDynamicEntry: true,
    imports: ["_framework.js", "_ProductCard.js"],
  },
  "_ProductCard.js": { file: "assets/ProductCard.js", css: ["assets/ProductCard.css"] },
  "src/features/cart/CartPage.tsx": {
    file: "assets/CartPage.js",
    isDynamicEntry: true,
    imports: ["_zod.js"],
  },
  "_zod.js": { file: "assets/zod.js" },
  "src/features/product/ProductPage.tsx": {
    file: "assets/ProductPage.js",
    isDynamicEntry: true,
    imports: ["_framework.js", "_ProductCard.js", "_phone.js"],
    css: ["assets/ProductPage.css"],
  },
  "_phone.js": { file: "assets/phone.js" },
};

describe("the home route's first load", () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-guard-"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    for (const chunk of Object.values(MANIFEST)) {
      for (const file of [chunk.file, ...("css" in chunk ? chunk.css : [])]) {
        // Random bytes do not compress: each file weighs about its size in every encoding.
        fs.writeFileSync(path.join(dist, file), crypto.randomBytes(4096));
      }
    }
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("is the entry, its static imports and the home chunk with its own, never another screen's", () => {
    expect(homeRouteFiles(MANIFEST)).toEqual({
      js: ["assets/index.js", "assets/framework.js", "assets/HomePage.js", "assets/ProductCard.js"],
      css: ["assets/index.css", "assets/ProductCard.css"],
    });
  });

  it("for the product page is the entry's, the product chunk and its own imports, never the home chunk", () => {
    expect(routeFiles(MANIFEST, "src/features/product/ProductPage.tsx")).toEqual({
      js: [
        "assets/index.js",
        "assets/framework.js",
        "assets/ProductPage.js",
        "assets/ProductCard.js",
        "assets/phone.js",
      ],
      css: ["assets/index.css", "assets/ProductPage.css", "assets/ProductCard.css"],
    });
  });

  it("measures both routes and names the route over its budget", () => {
    const routes = measureRoutes(dist);
    expect(routes.home.js.files).toHaveLength(4);
    expect(routes.product.js.files).toHaveLength(5);
    expect(overBudget(routes.product, { js: 100 }, "product")).toEqual([]);
    expect(overBudget(routes.product, { js: 18 }, "product")).toEqual([
      expect.stringMatching(
        /^product route initial JS is 20\.\d KB gzip, over its budget of 18\.0 KB by 2\.\d KB$/,
      ),
    ]);
    expect(overBudget(routes.home, { js: 18 }, "home")).toEqual([]);
  });

  it("fails a build whose JavaScript or CSS is over its budget, and passes one within", () => {
    const result = measure(dist);
    expect(result.js.files).toHaveLength(4);
    expect(result.js.gzip).toBeGreaterThan(4 * 4096);
    expect(overBudget(result, { js: 100, css: 20 })).toEqual([]);
    const failures = overBudget(result, { js: 10, css: 4 });
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^home route initial JS is 16\.\d KB gzip, over its budget of 10\.0 KB by 6\.\d KB$/,
    );
    expect(failures[1]).toMatch(/^home route initial CSS is 8\.\d KB gzip, over its budget of 4\.0 KB/);
  });
});
