// Builds the store's service worker (client/src/app/offline/service-worker.ts) into dist/sw.js once the client's
// own build is written, with the list of files it precaches in place of Workbox's self.__WB_MANIFEST, and writes
// the offline pages it falls back to (offline-page.ts). The list (precache-list.ts): the build's scripts,
// stylesheets and fonts, the offline pages and the few public files a page needs to look right.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { offlinePageHtml } from "../src/app/offline/offline-page.ts";
import { OFFLINE_PAGES } from "../src/app/offline/kept-copies.ts";
import { builtFilesToPrecache, PUBLIC_FILES_PRECACHED } from "../src/app/offline/precache-list.ts";

const SOURCE = fileURLToPath(new URL("../src/app/offline/service-worker.ts", import.meta.url));

const revisionOf = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

/** The stylesheets the browser's entry loads: the offline pages use the same. */
function entryStylesheets(bundle: Record<string, BuiltFile>): string[] {
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk" && output.isEntry) {
      return [...(output.viteMetadata?.importedCss ?? [])].map((name) => `/${name}`);
    }
  }
  return [];
}

/** What this plugin reads of a built file (Vite adds the stylesheets a chunk imports). */
interface BuiltFile {
  type: "chunk" | "asset";
  isEntry?: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export function serviceWorker(): Plugin {
  let publicDir = "";
  return {
    name: "store:service-worker",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const css = entryStylesheets(bundle as Record<string, BuiltFile>);
      const entries = builtFilesToPrecache(Object.keys(bundle));
      for (const [language, url] of Object.entries(OFFLINE_PAGES)) {
        const html = offlinePageHtml(language as keyof typeof OFFLINE_PAGES, css);
        await writeFile(join(dir, url), html);
        entries.push({ url, revision: revisionOf(html) });
      }
      for (const name of PUBLIC_FILES_PRECACHED) {
        entries.push({ url: `/${name}`, revision: revisionOf(await readFile(join(publicDir, name))) });
      }
      // A build of its own: one classic script at the root (a worker's scope is its folder), no chunks.
      await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        define: { "self.__WB_MANIFEST": JSON.stringify(entries) },
        build: {
          outDir: dir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          rolldownOptions: {
            input: SOURCE,
            output: { format: "iife", entryFileNames: "sw.js", codeSplitting: false },
          },
        },
      });
    },
  };
}
