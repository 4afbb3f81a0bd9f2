import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { POSTGRES_SCHEMA, SOURCE_SCHEMA, postgresSchema } from "./postgres-schema.ts";

describe("the PostgreSQL schema", () => {
  it("is what scripts/db/postgres-schema.ts makes of prisma/schema.prisma (run npm run db:postgres-schema)", () => {
    const expected = postgresSchema(fs.readFileSync(SOURCE_SCHEMA, "utf8"));
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(expected);
  });

  it("differs from the data model only in the datasource's provider and the client's folder", () => {
    const source = fs.readFileSync(SOURCE_SCHEMA, "utf8");
    const generated = postgresSchema(source);
    expect(generated).toContain('provider = "postgresql"');
    expect(generated).toContain('output          = "../../server/src/generated/postgres"');
    const back = generated
      .replace(/^(\/\/ .*\n)+\n/, "")
      .replace('provider = "postgresql"', 'provider = "sqlite"')
      .replace('"../../server/src/generated/postgres"', '"../server/src/generated/prisma"');
    expect(back).toBe(source);
  });

  it("refuses a data model whose datasource is not the SQLite one it knows", () => {
    expect(() => postgresSchema('datasource db {\n  provider = "mysql"\n}\n')).toThrow(
      /expected exactly one datasource with provider = "sqlite"/,
    );
  });
});
