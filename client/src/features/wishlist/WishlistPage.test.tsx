import { screen } from "@testing-library/react";
import { type RouteObject } from "react-router-dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, withToasts } from "../../testing/render.tsx";
import WishlistPage from "./WishlistPage.tsx";

afterEach(() => vi.restoreAllMocks());

const entry = (id: string, name: string, isInStock: boolean) => ({
  product: {
    _id: id,
    name,
    primaryImage: "/placeholder-product.svg",
    images: [],
    rating: 4,
    averageRating: 4,
    reviewCount: 2,
    price: 2450,
    discountedPrice: 2150,
    brand: "Goldstar",
    category: "fashion",
    slug: id,
    isInStock,
  },
  addedAt: "2026-11-20T00:00:00.000Z",
});

function mockApi(products: object[]) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = (input as Request).url;
    const body = url.includes("/cart/add")
      ? {
          success: true,
          message: "Item added to cart",
          data: {
            _id: "c",
            items: [],
            itemCount: 1,
            pricing: { subtotal: 0, tax: 0, shipping: 0, discount: 0, total: 0 },
          },
        }
      : { success: true, wishlist: { products } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
}

/** The screen as a shopper who chose Nepali sees it. */
function renderInNepali(path: string, routes: RouteObject[]) {
  return renderAt(path, routes, { language: "ne" });
}

const routes = withToasts([{ path: "/wishlist", element: <WishlistPage /> }]);

describe("the wishlist", () => {
  it("really adds to the cart, and marks sold-out products", async () => {
    const fetchSpy = mockApi([
      entry("shoes", "Goldstar G10 Sports Shoes", true),
      entry("boots", "Goldstar Trekking Boots", false),
    ]);
    renderAt("/wishlist", routes);
    expect(await screen.findByRole("heading", { name: "My Wishlist (2)" })).toBeVisible();
    expect(screen.getByText("Out of stock")).toBeVisible();
    const [addShoes, addBoots] = screen.getAllByRole("button", { name: "Add to Cart" });
    expect((addBoots as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(addShoes!);
    expect(await screen.findByText("Goldstar G10 Sports Shoes added to cart")).toHaveRole("status");
    const cartCall = fetchSpy.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.includes("/cart/add"));
    expect(await cartCall!.json()).toEqual({ productId: "shoes", quantity: 1 });
  });

  it("shows the empty state", async () => {
    mockApi([]);
    renderAt("/wishlist", routes);
    expect(await screen.findByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");
  });
});

describe("the wishlist in Nepali", () => {
  it("names its products' actions, prices and toasts in Nepali", async () => {
    mockApi([
      entry("shoes", "Goldstar G10 Sports Shoes", true),
      entry("boots", "Goldstar Trekking Boots", false),
    ]);
    renderInNepali("/wishlist", routes);
    expect(await screen.findByRole("heading", { name: "मेरो इच्छासूची (२)" })).toBeVisible();
    expect(screen.getByText("स्टकमा छैन")).toBeVisible();
    expect(screen.getAllByText("रु २,१५०")).toHaveLength(2);
    expect(
      screen.getByRole("button", { name: "Goldstar G10 Sports Shoes इच्छासूचीबाट हटाउनुहोस्" }),
    ).toBeVisible();
    const [addShoes] = screen.getAllByRole("button", { name: "कार्टमा राख्नुहोस्" });
    await userEvent.setup().click(addShoes!);
    expect(await screen.findByText("Goldstar G10 Sports Shoes कार्टमा राखियो")).toHaveRole("status");
  });
});
