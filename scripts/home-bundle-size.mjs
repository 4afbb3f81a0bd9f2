// The JavaScript a browser must load before the home page shows: the entry, everything it imports
// statically, and the home route's lazy chunk with its own static imports. Reads Vite's manifest of a
// production build (client/dist) and prints the bytes gzip and brotli send. With --budget KB it fails when
// the gzip total is above it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const DIST = process.env.CLIENT_DIST ?? "client/dist";
const HOME_ROUTE = "src/features/home/HomePage.tsx";

export function homeRouteFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of the build`);
  visit(HOME_ROUTE);
  return [...files].filter((file) => file.endsWith(".js"));
}

export function measure(dist = DIST) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const files = homeRouteFiles(manifest).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    };
  });
  const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
  return { files, raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const budgetAt = process.argv.indexOf("--budget");
  const budget = budgetAt > 0 ? Number(process.argv[budgetAt + 1]) * 1024 : null;
  const result = measure();
  for (const file of result.files) console.log(`${file.file.padEnd(40)} ${kb(file.gzip).padStart(9)} gzip`);
  console.log(
    `home route initial JavaScript: ${kb(result.gzip)} gzip, ${kb(result.brotli)} brotli (${kb(result.raw)} raw)`,
  );
  if (budget !== null && result.gzip > budget) {
    console.error(`over the budget of ${kb(budget)} gzip by ${kb(result.gzip - budget)}`);
    process.exit(1);
  }
}
