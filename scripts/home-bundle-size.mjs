// The JavaScript and CSS a browser must load before a page shows: the entry, everything it imports statically,
// and the route's lazy chunk with its own static imports, with the stylesheets of each, for the home page and the
// product page (the two pages shoppers land on most). Reads Vite's manifest of a production build (client/dist, or
// CLIENT_DIST) and prints the bytes gzip and brotli send.
//
//   node scripts/home-bundle-size.mjs [--budget KB] [--css-budget KB] [--product-budget KB]
//                                     [--product-css-budget KB] [--json]
//
// --budget fails (exit 1) when the home page's JavaScript gzip total is above it, --css-budget the same for its
// CSS; --product-budget and --product-css-budget the same for the product page (its CSS budget defaults to
// --css-budget).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIST = process.env.CLIENT_DIST ?? "client/dist";
/** The routes measured: each one's screen module, the key of its lazy chunk in Vite's manifest. */
export const ROUTES = {
  home: "src/features/home/HomePage.tsx",
  product: "src/features/product/ProductPage.tsx",
};

/** The files of the home route's first load, in the order a browser meets them: { js: [...], css: [...] }. */
export function homeRouteFiles(manifest) {
  return routeFiles(manifest, ROUTES.home);
}

/** The files of a route's first load (its screen module's manifest key), in the order a browser meets them. */
export function routeFiles(manifest, screen) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // A screen that is not a chunk of its own is part of the entry, measured above.
  if (manifest[screen]) visit(screen);
  return { js: [...js], css: [...css] };
}

function sizes(dist, files) {
  const measured = files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = (key) => measured.reduce((sum, file) => sum + file[key], 0);
  return { files: measured, raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
}

/** { js: { files, raw, gzip, brotli }, css: { ... } } of a route's first load (the home page's by default). */
export function measure(dist = DIST, route = "home") {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const files = routeFiles(manifest, ROUTES[route]);
  return { js: sizes(dist, files.js), css: sizes(dist, files.css) };
}

/** The first load of every measured route: { home: { js, css }, product: { js, css } }. */
export function measureRoutes(dist = DIST) {
  return Object.fromEntries(Object.keys(ROUTES).map((route) => [route, measure(dist, route)]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budget failures of a route's measurement (the home page's by default), as sentences (none when it fits). */
export function overBudget(result, budgets, route = "home") {
  const failures = [];
  for (const kind of ["js", "css"]) {
    const budget = budgets[kind];
    if (budget !== undefined && result[kind].gzip > budget * 1024) {
      failures.push(
        `${route} route initial ${kind.toUpperCase()} is ${kb(result[kind].gzip)} gzip, over its budget of ` +
          `${kb(budget * 1024)} by ${kb(result[kind].gzip - budget * 1024)}`,
      );
    }
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const results = measureRoutes();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    for (const [route, result] of Object.entries(results)) {
      console.log(`${route} route:`);
      for (const file of [...result.js.files, ...result.css.files]) {
        console.log(
          `  ${file.file.padEnd(40)} ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} brotli`,
        );
      }
      for (const kind of ["js", "css"]) {
        const { raw, gzip, brotli } = result[kind];
        const name = kind === "js" ? "JavaScript" : "CSS";
        console.log(
          `${route} route initial ${name}: ${kb(gzip)} gzip, ${kb(brotli)} brotli (${kb(raw)} raw)`,
        );
      }
    }
  }
  const css = option("--css-budget");
  const failures = [
    ...overBudget(results.home, { js: option("--budget"), css }, "home"),
    ...overBudget(
      results.product,
      { js: option("--product-budget"), css: option("--product-css-budget") ?? css },
      "product",
    ),
  ];
  for (const failure of failures) console.error(failure);
  if (failures.length > 0) process.exit(1);
}
