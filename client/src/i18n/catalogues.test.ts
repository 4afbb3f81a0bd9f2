// The message catalogues, checked as CI runs: both languages have every key (the types say so too), no sentence
// is empty, both forms of a sentence take the same {{placeholders}}, and every key is used by the code that
// imports its catalogue (no dead sentences left behind).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registeredCatalogues, type Catalogue } from "./catalogues.ts";

// Every catalogue module of the storefront: features/<area>/*messages.ts, and those of the shared pieces.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "../features/**/*messages.ts",
    "../lib/**/*messages.ts",
    "../components/**/*messages.ts",
    "../app/**/*messages.ts",
  ],
  { eager: true },
);
const SOURCE = path.resolve(import.meta.dirname, "..");

const placeholders = (sentence: string) =>
  [...sentence.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const baseOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The catalogue's exported name in its module, and the files that import it. */
function usersOf(catalogue: Catalogue): { name: string; files: string[] } {
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value !== catalogue) continue;
      const users = sourceFiles(SOURCE).filter(
        (source) =>
          !source.endsWith(file.replace(/^\.\.\//, "")) && fs.readFileSync(source, "utf8").includes(name),
      );
      return { name, files: users };
    }
  }
  throw new Error(`No module exports the catalogue ${catalogue.namespace}`);
}

describe("message catalogues", () => {
  const catalogues = registeredCatalogues();

  it("are found", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(catalogues.length).toBeGreaterThan(0);
    const namespaces = catalogues.map((catalogue) => catalogue.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  for (const catalogue of catalogues) {
    describe(catalogue.namespace, () => {
      it("has every key in both languages, none empty, with the same placeholders", () => {
        expect(Object.keys(catalogue.ne).sort()).toEqual(Object.keys(catalogue.en).sort());
        for (const [key, english] of Object.entries(catalogue.en)) {
          const nepali = catalogue.ne[key]!;
          expect(english.trim(), `${catalogue.namespace}:${key} (en)`).not.toBe("");
          expect(nepali.trim(), `${catalogue.namespace}:${key} (ne)`).not.toBe("");
          expect(placeholders(nepali), `${catalogue.namespace}:${key}`).toEqual(placeholders(english));
        }
      });

      it("uses every key somewhere in the code that imports it", () => {
        const { name, files } = usersOf(catalogue);
        expect(files.length, `nothing imports ${name}`).toBeGreaterThan(0);
        const code = files.map((file) => fs.readFileSync(file, "utf8")).join("\n");
        const unused = [...new Set(Object.keys(catalogue.en).map(baseOf))].filter(
          (key) => !code.includes(`"${key}"`) && !code.includes(`'${key}'`) && !code.includes(`\`${key}\``),
        );
        expect(unused, `keys of ${catalogue.namespace} no code uses`).toEqual([]);
      });
    });
  }
});
