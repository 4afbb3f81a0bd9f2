import { describe, expect, it } from "vitest";
import { DEFAULT_POOL_SIZE, poolSizeFrom } from "./client.ts";
import { dialectOfUrl } from "./dialect.ts";
import { numberedPlaceholders } from "./reader.ts";

describe("the database a URL names", () => {
  it("is PostgreSQL for postgres:// and postgresql://, SQLite for a file", () => {
    expect(dialectOfUrl("postgres://store@db:5432/store")).toBe("postgresql");
    expect(dialectOfUrl("postgresql://store@db/store?sslmode=require")).toBe("postgresql");
    expect(dialectOfUrl("file:./data/store.db")).toBe("sqlite");
    expect(dialectOfUrl("file::memory:")).toBe("sqlite");
  });
});

describe("DATABASE_POOL_SIZE", () => {
  it("is 10 connections unless set", () => {
    expect(poolSizeFrom({})).toBe(DEFAULT_POOL_SIZE);
    expect(poolSizeFrom({ DATABASE_POOL_SIZE: " " })).toBe(10);
    expect(poolSizeFrom({ DATABASE_POOL_SIZE: "25" })).toBe(25);
  });

  it("refuses what is not a whole number of connections", () => {
    for (const setting of ["0", "-3", "2.5", "many"]) {
      expect(() => poolSizeFrom({ DATABASE_POOL_SIZE: setting }), setting).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe("the PostgreSQL reader's placeholders", () => {
  it("numbers each ? in order, leaving the ones in quoted texts and names alone", () => {
    expect(numberedPlaceholders(`SELECT "stock" FROM "Product" WHERE "id" = ?`)).toBe(
      `SELECT "stock" FROM "Product" WHERE "id" = $1`,
    );
    expect(
      numberedPlaceholders(`SELECT '?' AS "why?" FROM t WHERE a = ? AND b IN (?, ?) LIMIT ? OFFSET ?`),
    ).toBe(`SELECT '?' AS "why?" FROM t WHERE a = $1 AND b IN ($2, $3) LIMIT $4 OFFSET $5`);
    expect(numberedPlaceholders(`SELECT unnest(?::text[]), to_tsquery('store_search', ?)`)).toBe(
      `SELECT unnest($1::text[]), to_tsquery('store_search', $2)`,
    );
  });
});
