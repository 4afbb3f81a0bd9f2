import type { Brand } from "@store/shared/catalog";
import { describe, expect, it } from "vitest";
import { listingIdentity } from "./listing-meta.ts";

const BRANDS: Brand[] = [{ _id: "b1", name: "Gold Star", slug: "gold-star", logo: "", productCount: 3 }];

describe("listingIdentity", () => {
  it("calls /products All products, canonical to itself", () => {
    expect(listingIdentity({ limit: "20" }, BRANDS)).toMatchObject({
      title: "All products",
      path: "/products",
      noindex: false,
      crumbs: [
        { name: "Home", path: "/" },
        { name: "All products", path: "/products" },
      ],
    });
  });

  it("keeps the category, brand and page, and drops sort, price and stock filters", () => {
    const page = listingIdentity(
      {
        category: "fashion",
        brand: "gold star",
        sort: "newest",
        minPrice: "100",
        inStock: "true",
        page: "2",
      },
      BRANDS,
    );
    expect(page.path).toBe("/category/fashion?brand=gold-star&page=2");
    expect(page.title).toBe("Fashion by Gold Star – Page 2");
    expect(page.crumbs.at(-1)).toEqual({ name: "Gold Star", path: "/category/fashion?brand=gold-star" });
  });

  it("names the brand page by its slug whether the URL gives the slug or the lower-cased name", () => {
    expect(listingIdentity({ brand: "gold-star" }, BRANDS).path).toBe("/products?brand=gold-star");
    expect(listingIdentity({ brand: "Gold Star" }, BRANDS).path).toBe("/products?brand=gold-star");
    expect(listingIdentity({ brand: "gold star" }, BRANDS).title).toBe("Gold Star");
    expect(listingIdentity({ brand: "apple" }, []).path).toBe("/products?brand=apple");
  });

  it("gives a subcategory its own /category/{sub} address, as the footer links it", () => {
    const page = listingIdentity({ category: "electronics", sub: "smartphone" }, BRANDS);
    expect(page.path).toBe("/category/smartphone");
    expect(page.title).toBe("Smartphones");
    expect(page.crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/category/electronics",
      "/category/smartphone",
    ]);
    // A subcategory that is not its category's stays a filter of the category.
    expect(listingIdentity({ category: "fashion", sub: "smartphone" }, BRANDS).path).toBe(
      "/category/fashion?sub=smartphone",
    );
  });

  it("keeps search results out of the index, and page 1 has no ?page", () => {
    const page = listingIdentity({ search: "dhaka topi", page: "1" }, BRANDS);
    expect(page).toMatchObject({
      title: 'Results for "dhaka topi"',
      path: "/products?search=dhaka+topi",
      noindex: true,
    });
    expect(listingIdentity({ page: "abc" }, BRANDS).path).toBe("/products");
  });
});
