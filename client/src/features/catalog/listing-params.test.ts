import { describe, expect, it } from "vitest";
import { listingPath, listingQuery, listingSearch } from "./listing-params.ts";

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

  it("reads each filter in one form: the form its API query, fields and links show", () => {
    expect(
      listingQuery(
        new URLSearchParams(
          "brand=%20Apple&sub=SMARTPHONE&page=02&minPrice=007&maxPrice=0&inStock=1&sort=newest",
        ),
      ),
    ).toEqual({
      limit: "20",
      brand: "apple",
      sub: "smartphone",
      page: "2",
      minPrice: "7",
      maxPrice: "0",
      inStock: "true",
      sort: "newest",
    });
  });

  it("ignores what the listing cannot show: page 1 or no page at all, a sort or category it does not know", () => {
    for (const page of ["1", "01", "0", "-1", "1.5", "two", "10001", "99999999999999999999"]) {
      expect(listingQuery(new URLSearchParams({ page })), page).toEqual({ limit: "20" });
    }
    expect(listingQuery(new URLSearchParams({ page: "10000" }))).toEqual({ limit: "20", page: "10000" });
    expect(
      listingQuery(new URLSearchParams("sort=cheapest&category=bogus&inStock=false&search=%20%20")),
    ).toEqual({ limit: "20" });
    expect(listingQuery(new URLSearchParams("inStock=0"))).toEqual({ limit: "20" });
  });
});

describe("the listing's own address", () => {
  it("keeps the filters it reads, in one order, and nothing else of the URL", () => {
    const search = new URLSearchParams(
      "utm_source=mail&sort=newest&fbclid=x&brand=Apple&page=1&limit=100&search=tea&featured=true",
    );
    expect(listingSearch(search).toString()).toBe("brand=apple&search=tea&sort=newest");
    expect(listingPath()).toBe("/products");
  });

  it("leaves out what its path says", () => {
    const search = new URLSearchParams("category=groceries&sub=iphone&sort=newest");
    expect(listingPath("smartphone")).toBe("/category/smartphone");
    expect(listingSearch(search, "smartphone").toString()).toBe("sort=newest");
    expect(listingSearch(new URLSearchParams("sub=smartphone"), "electronics").toString()).toBe(
      "sub=smartphone",
    );
    // A subcategory of another category is no filter of this one.
    expect(listingSearch(new URLSearchParams("sub=rice-grains"), "electronics").toString()).toBe("");
  });
});
