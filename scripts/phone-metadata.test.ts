// shared/src/phone-metadata.ts is the installed libphonenumber-js's own plan for Nepal, cut out of its full
// metadata: run `node scripts/phone-metadata.mjs` after upgrading the library, or this fails.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { NEPAL_PHONE_METADATA } from "@store/shared/phone-metadata";

describe("Nepal's phone numbering plan", () => {
  it("is the installed library's own", () => {
    const require = createRequire(import.meta.url);
    const world = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.max.json"), "utf8"));
    const cut = NEPAL_PHONE_METADATA as unknown as { version: number; countries: Record<string, unknown> };
    expect(cut.version).toBe(world.version);
    expect(cut.countries.NP).toEqual(world.countries.NP);
  });
});
