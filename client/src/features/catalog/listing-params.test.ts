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

  it("reads a URL the filter form sent without JavaScript: empty fields, typed prices, an old subcategory", () => {
    expect(
      listingQuery(
        new URLSearchParams(
          "category=groceries&sub=smartphone&minPrice=1%2C000&maxPrice=+&inStock=true&brand=&sort=",
        ),
      ),
    ).toEqual({ limit: "20", category: "groceries", minPrice: "1000", inStock: "true" });
    expect(listingQuery(new URLSearchParams("category=electronics&sub=smartphone"))).toEqual({
      limit: "20",
      category: "electronics",
      sub: "smartphone",
    });
  });
});
