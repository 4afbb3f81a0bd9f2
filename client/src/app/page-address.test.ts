// The page address each route gives a URL (route-addresses.ts): what the server's page cache keeps a rendered
// page under. The server renders the address itself for every URL that maps to it, and
// server/test/security/page-cache.test.ts renders both to show they are the same page.
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address.ts";
import { NOT_FOUND_ADDRESS } from "./route-addresses.ts";
import { routes, type RouteHandle } from "./routes.tsx";

function leaves(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => (route.children ? leaves(route.children) : [route]));
}

describe("page addresses", () => {
  it("are given by every route", () => {
    for (const route of leaves(routes)) {
      expect(typeof (route.handle as RouteHandle | undefined)?.address, route.path).toBe("function");
    }
  });

  it("keep only what each page reads of its URL, in one form and order", () => {
    const cases: Record<string, string> = {
      "/?utm_source=mail": "/",
      "/products?utm_campaign=dashain&page=01&brand=%20Apple&sort=cheapest&fbclid=x": "/products?brand=apple",
      "/PRODUCTS/?sort=newest&search=tea": "/products?search=tea&sort=newest",
      "/category/smartphone?category=groceries&sub=x&page=3": "/category/smartphone?page=3",
      "/product/electronics/iphone-15?ref=home": "/product/electronics/iphone-15",
      "/product/electronics/iphone%2D15": "/product/electronics/iphone-15",
      "/login?next=%2Forders&error=Sign-in%20failed&registered=1&reset=yes":
        "/login?error=Sign-in+failed&registered=1",
      "/reset-password?token=secret-token": "/reset-password?token=given",
      "/reset-password?token=": "/reset-password",
      "/deals/?ref=banner": "/deals",
      "/auth/callback?token=abc&next=/orders": "/auth/callback",
      "/checkout/khalti/success?pidx=abc&status=Completed": "/checkout/khalti/success",
      "/admin/orders/NS-1?tab=items": "/admin",
      "/no-such-page?x=1": NOT_FOUND_ADDRESS,
      "/category": NOT_FOUND_ADDRESS,
      "/%ff": NOT_FOUND_ADDRESS,
    };
    for (const [url, address] of Object.entries(cases)) expect(pageAddress(url), url).toBe(address);
  });

  it("are their own address, so the page rendered for one is kept under it", () => {
    const urls = [
      "/products?page=02&brand=Apple&minPrice=0100&inStock=1&utm_source=x",
      "/category/electronics?sub=SMARTPHONE&sort=rating",
      "/product/%ff/x%2Fy",
      "/login?error=%3Cb%3E&reset=1",
      "/reset-password?token=abc",
      "/no/such/page",
    ];
    for (const url of urls) {
      const address = pageAddress(url);
      expect(pageAddress(address), url).toBe(address);
    }
    // The 404 page's address is no route's but the catch-all's.
    expect(matchRoutes(routes, NOT_FOUND_ADDRESS)?.at(-1)?.route.path).toBe("*");
  });

  it("are what React Router's own matching of the whole table gives, for made-up paths too", () => {
    const urls = [
      "/",
      "//products",
      "/products",
      "/Products/",
      "/%70roducts?brand=apple",
      "/%70roducts/%ff",
      "/product/a",
      "/product/a/b/c",
      "/category/",
      "/admin",
      "/ADMIN/x",
      "/junk",
      "/junk/products",
      "/products/junk",
      "/category/electronics/junk",
      "/checkout/customer-info/",
      "/auth/google/callback?credential=x",
      "/%ff/x",
      "/*",
      "/login/",
      "/checkout/esewa/success?data=x",
      "/checkout/nope",
    ];
    for (const url of urls) {
      const { pathname, searchParams } = new URL(url, "http://page.invalid");
      const leaf = matchRoutes(routes, pathname)!.at(-1)!;
      const expected = (leaf.route.handle as RouteHandle).address(leaf.params, searchParams);
      expect(pageAddress(url), url).toBe(expected);
    }
    // No URL at all, so no route's either.
    expect(pageAddress("//")).toBe(NOT_FOUND_ADDRESS);
  });
});
