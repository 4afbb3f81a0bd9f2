// A built client in a temporary folder (what `vite build` writes to client/dist), for tests of how the store
// serves it: index.html and the files given, by their paths in the folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface BuiltClient {
  folder: string;
  remove(): void;
}

export function builtClient(files: Record<string, string | Buffer>): BuiltClient {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-dist-"));
  const all = { "index.html": "<!doctype html><title>Nepal Store</title>", ...files };
  for (const [name, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    fs.writeFileSync(path.join(folder, name), content);
  }
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
