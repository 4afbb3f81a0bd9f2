// A large generated catalogue (scripts/seed-large.ts, as the bench uses it): the search index follows the bulk
// insert, the grid sees it at once, and a search that matches most of the catalogue stays bounded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListAnswer } from "@store/shared/catalog";
import { GENERATED_ID_PREFIX, seedLargeCatalogueAt } from "../../scripts/seed-large.ts";
import { SEARCH_MATCH_LIMIT } from "../src/modules/catalog/search.ts";
import { createTestStore, type TestStore } from "./support/app.ts";

const GENERATED = 1200;

describe("a catalogue of generated products", () => {
  let store: TestStore;
  let seeded: number;
  const list = async (query: string) => {
    const response = await store.app.inject({ method: "GET", url: `/api/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductListAnswer>();
  };

  beforeAll(async () => {
    store = await createTestStore();
    seeded = await store.app.db.product.count();
    // The grid is read (and kept in memory) before the products arrive through another connection.
    await list("?limit=1");
    const added = await seedLargeCatalogueAt(store.config.databaseUrl, GENERATED);
    expect(added).toBe(GENERATED);
  });
  afterAll(() => store.close());

  it("adds exactly the products asked for, and no more on a second run", async () => {
    expect(await store.app.db.product.count()).toBe(seeded + GENERATED);
    expect(await seedLargeCatalogueAt(store.config.databaseUrl, GENERATED)).toBe(0);
    expect((await list("?limit=1")).pagination.total).toBe(seeded + GENERATED);
  });

  it("makes every generated product findable by its name, first", async () => {
    const sample = await store.app.db.product.findMany({
      where: { id: { startsWith: GENERATED_ID_PREFIX } },
      orderBy: { id: "desc" },
      take: 3,
    });
    for (const product of sample) {
      const found = await list(`?search=${encodeURIComponent(product.name)}`);
      expect(found.products[0]?._id).toBe(product.id);
    }
  });

  it("answers a search that most of the catalogue matches with at most the search limit", async () => {
    // Every description says the product is delivered across Nepal.
    const broad = await list("?search=nepal&limit=100");
    expect(broad.pagination.total).toBe(SEARCH_MATCH_LIMIT);
    expect(new Set(broad.products.map((product) => product._id)).size).toBe(100);
    const last = await list(`?search=nepal&limit=100&page=${SEARCH_MATCH_LIMIT / 100}`);
    expect(last.products).toHaveLength(100);
    expect((await list(`?search=nepal&limit=100&page=${SEARCH_MATCH_LIMIT / 100 + 1}`)).products).toEqual([]);
  });
});
