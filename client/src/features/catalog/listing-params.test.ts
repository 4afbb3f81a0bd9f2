import { describe, expect, it } from "vitest";
import { listingQuery } from "./listing-params.ts";

describe("listingQuery", () => {
  it("takes the filters from the URL and the category from the path", () => {
    expect(
      listingQuery(new URLSearchParams("brand=apple&sort=price_asc&page=2&x=1&minPrice="), "electronics"),
    ).toEqual({
      limit: "20",
      brand: "apple",
      sort: "price_asc",
      page: "2",
      category: "electronics",
    });
  });

  it("lists a subcategory named in the path, as the footer's links do", () => {
    expect(listingQuery(new URLSearchParams("sort=newest"), "smartphone")).toEqual({
      limit: "20",
      sort: "newest",
      category: "electronics",
      sub: "smartphone",
    });
  });
});
