// Which built files a server-rendered page links: read once from Vite's manifest of the client build. The entry's
// stylesheets go in the head, its script and the chunks it imports are fetched at once (modulepreload), so the
// browser needs no second round trip to learn what the page runs.
import fs from "node:fs";
import path from "node:path";

export interface PageAssets {
  entry: string;
  css: string[];
  modulePreloads: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

/** Without a build (tests, or a server started before `npm run build`), the source entry Vite serves. */
const UNBUILT: PageAssets = { entry: "/src/entry-client.tsx", css: [], modulePreloads: [] };

export function readPageAssets(clientDist: string | null): PageAssets {
  const file = clientDist && path.join(clientDist, ".vite", "manifest.json");
  if (!file || !fs.existsSync(file)) return UNBUILT;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return UNBUILT;
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || preloads.has(`/${imported.file}`)) continue;
      preloads.add(`/${imported.file}`);
      visit(imported);
    }
  };
  visit(entry);
  return { entry: `/${entry.file}`, css: [...css], modulePreloads: [...preloads] };
}
