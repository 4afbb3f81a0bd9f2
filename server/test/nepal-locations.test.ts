// GET /api/locations/nepal: the whole dataset, from memory, with a strong ETag and a long public cache life.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const get = (headers: Record<string, string> = {}) =>
  store.app.inject({ method: "GET", url: "/api/locations/nepal", headers });

interface Answer {
  success: boolean;
  data: {
    provinces: {
      name: string;
      nameNe: string;
      districts: {
        name: string;
        nameNe: string;
        municipalities: { name: string; nameNe: string; type: string; wards: number }[];
      }[];
    }[];
  };
}

describe("GET /api/locations/nepal", () => {
  it("answers Nepal's 7 provinces, 77 districts, 753 local levels and 6,743 wards", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json<Answer>();
    expect(success).toBe(true);
    const districts = data.provinces.flatMap((province) => province.districts);
    const levels = districts.flatMap((district) => district.municipalities);
    expect(data.provinces).toHaveLength(7);
    expect(districts).toHaveLength(77);
    expect(levels).toHaveLength(753);
    expect(levels.reduce((sum, level) => sum + level.wards, 0)).toBe(6743);
    const counts = Object.fromEntries(
      ["Metropolitan City", "Sub-Metropolitan City", "Municipality", "Rural Municipality"].map((type) => [
        type,
        levels.filter((level) => level.type === type).length,
      ]),
    );
    expect(counts).toEqual({
      "Metropolitan City": 6,
      "Sub-Metropolitan City": 11,
      Municipality: 276,
      "Rural Municipality": 460,
    });
    const gandaki = data.provinces.find((province) => province.name === "Gandaki Province")!;
    const kaski = gandaki.districts.find((district) => district.name === "Kaski")!;
    expect(kaski.nameNe).toBe("कास्की");
    expect(kaski.municipalities[0]).toEqual({
      name: "Pokhara",
      nameNe: "पोखरा",
      type: "Metropolitan City",
      wards: 33,
    });
    // The API's word for local levels, not the dataset's.
    expect(response.body).not.toContain("localLevels");
  });

  it("is public and cacheable with a strong ETag, and answers 304 to a browser that holds it", async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=86400/);
    const again = await get({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get({ "if-none-match": `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get({ "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it("sends the same answer compressed to a browser that accepts gzip", async () => {
    const plain = await get();
    const zipped = await get({ "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 4);
  });

  it("is in the API reference as listNepalLocations", async () => {
    const document = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.paths["/api/locations/nepal"].get.operationId).toBe("listNepalLocations");
  });
});
