import { describe, expect, it } from "vitest";
import { DEFAULT_POOL_SIZE, dialectOfUrl, poolSizeFrom } from "./client.ts";

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
