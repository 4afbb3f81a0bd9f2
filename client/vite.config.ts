import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { serviceWorker } from "./vite-plugins/service-worker.ts";

// In development the API runs on its own port; Vite forwards /api and /media to it.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3001";

/** The libraries every screen needs: one long-lived chunk, loaded once and cached across releases of the app. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store|@standard-schema[\\/]utils)[\\/]/;

/** Nepal's phone number rules and the library that applies them. */
const PHONE_RULES = /(node_modules[\\/]libphonenumber-js[\\/]|shared[\\/]src[\\/]phone(-metadata)?\.ts$)/;

/**
 * The small pieces the storefront's forms and pages share, one chunk for them all rather than one each: fewer
 * chunks for each lazily loaded screen to name in the first load's table of what to preload.
 */
const FORM_PIECES =
  /src[\\/](components[\\/](FormFields|TitledSection|ShopperListStates)\.tsx|lib[\\/](form-state|form-errors|errors[\\/]validation-text)\.ts)$/;

/**
 * Writes a .br and a .gz beside every built script, stylesheet and picture, once at build time, so the server
 * sends compressed bytes without compressing on each request (@fastify/static's preCompressed).
 */
function precompress(): Plugin {
  return {
    name: "store:precompress",
    apply: "build",
    async writeBundle(options) {
      const folder = join(options.dir ?? "dist", "assets");
      const brotli = promisify(brotliCompress);
      const gzipped = promisify(gzip);
      // zlib's asynchronous calls run on the thread pool, so the files compress side by side.
      const names = (await readdir(folder)).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = join(folder, name);
          if ((await stat(file)).size < 1024) return;
          const bytes = await readFile(file);
          const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
          await writeFile(`${file}.br`, await brotli(bytes, quality));
          await writeFile(`${file}.gz`, await gzipped(bytes, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress(), serviceWorker()],
  // The server-side build (client/src/entry-server.tsx, for server/src/render/) is self-contained: it runs
  // wherever it is written (the journeys write theirs to a temporary folder), with no node_modules beside it.
  ssr: { noExternal: true },
  server: {
    port: 3000,
    proxy: { "/api": apiOrigin, "/media": apiOrigin, "/gateways": apiOrigin },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK },
            // The phone number rules (libphonenumber's metadata): only the screens that read a number load them,
            // never grouped with what every form needs (zod) by the bundler's choice.
            { name: "phone", test: PHONE_RULES, includeDependenciesRecursively: false },
            // Only these modules (their imports stay where they are): none is on the home page.
            { name: "forms", test: FORM_PIECES, includeDependenciesRecursively: false },
            {
              name: "sign-in",
              test: /src[\\/]features[\\/]auth[\\/](OtherWaysIn|GoogleButton|google-state|auth-messages|password-reset-api)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // The compression above is slow by design (brotli at its best): not worth a warning on every build.
      checks: { pluginTimings: false },
    },
  },
}));
