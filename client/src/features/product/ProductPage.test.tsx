import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, withToasts } from "../../testing/render.tsx";
import ProductPage from "./ProductPage.tsx";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";

afterEach(() => vi.restoreAllMocks());

const PRODUCT = {
  _id: "p1",
  name: "iPhone 15 Pro",
  title: "iPhone 15 Pro",
  slug: "iphone-15-pro",
  category: "electronics",
  subcategory: "smartphone",
  brand: { _id: "b1", name: "Apple", slug: "apple" },
  price: 174999,
  discountedPrice: 164999,
  images: ["/media/products/electronics/iphone-15-pro-1.svg"],
  image: "/media/products/electronics/iphone-15-pro-1.svg",
  colors: ["Natural Titanium", "Blue Titanium"],
  memory: ["8GB"],
  storage: ["128GB", "256GB"],
  stock: 12,
  rating: 4.5,
  reviewCount: 0,
  ratingsCount: 0,
  weight: "190 g",
  dimensions: "15 x 7 x 0.8 cm",
  featured: true,
  soldCount: 10,
  description: "<p>Titanium.</p>",
  reviews: [],
  specifications: {},
  // Natural Titanium in 128GB and 256GB (sold out), Blue Titanium only in 128GB, with a picture of its own.
  variants: [
    {
      _id: "v1",
      sku: "IPHONE-15-PRO-NATURAL-TITANIUM-8GB-128GB",
      options: { color: "Natural Titanium", memory: "8GB", storage: "128GB" },
      price: 174999,
      discountedPrice: 164999,
      stock: 5,
      image: null,
    },
    {
      _id: "v2",
      sku: "IPHONE-15-PRO-NATURAL-TITANIUM-8GB-256GB",
      options: { color: "Natural Titanium", memory: "8GB", storage: "256GB" },
      price: 194999,
      discountedPrice: 184999,
      stock: 0,
      image: null,
    },
    {
      _id: "v3",
      sku: "IPHONE-15-PRO-BLUE-TITANIUM-8GB-128GB",
      options: { color: "Blue Titanium", memory: "8GB", storage: "128GB" },
      price: 174999,
      discountedPrice: 164999,
      stock: 7,
      image: "/media/products/electronics/iphone-15-pro-blue.svg",
    },
  ],
};

function answer(url: string) {
  const body = url.includes("/wishlist")
    ? { success: true, wishlist: { products: [] } }
    : url.includes("/related/")
      ? { success: true, products: [] }
      : url.includes("/products/electronics/iphone-15-pro")
        ? { success: true, product: PRODUCT }
        : { success: false, code: "product.not_found", message: "Product not found" };
  const status = "success" in body && body.success === false ? 404 : 200;
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function mockApi() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => answer((input as Request).url));
}

const routes = withToasts([
  { path: "/product/:category/:slug", element: <ProductPage /> },
  { path: "/login", element: <p>login page</p> },
  { path: "/checkout/customer-info", element: <p>customer info step</p> },
]);

function signIn() {
  localStorage.setItem("token", "header.payload.signature");
  localStorage.setItem(
    "user",
    JSON.stringify({ _id: "u1", name: "Sita Sharma", email: "sita@example.com", role: "customer" }),
  );
}

describe("the product page", () => {
  it("preselects the first options, shows Rs prices and keeps the quantity at least 1", async () => {
    mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    expect(await screen.findByRole("heading", { name: "iPhone 15 Pro" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Natural Titanium" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect((screen.getByLabelText("128GB") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Rs 1,64,999")).toBeVisible();
    expect(screen.getByText("-6%")).toBeVisible();
    expect((screen.getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.setup().click(screen.getByRole("tab", { name: "Specifications" }));
    expect(screen.getByText("No specifications available.")).toBeVisible();
  });

  it("raises the quantity no further than the most one line may hold", async () => {
    mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    const user = userEvent.setup();
    const increase = (await screen.findByRole("button", { name: "Increase quantity" })) as HTMLButtonElement;
    for (let n = 1; n < MAX_LINE_QUANTITY; n += 1) await user.click(increase);
    expect(screen.getByRole("group", { name: "Quantity" }).querySelector("output")?.textContent).toBe(
      String(MAX_LINE_QUANTITY),
    );
    expect(increase.disabled).toBe(true);
  });

  it("sends a guest to the login page with SPEC.md's message", async () => {
    const fetchSpy = mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("login page")).toBeVisible();
    expect(screen.getByText("Please login to add items to cart")).toBeVisible();
    expect(fetchSpy.mock.calls.some(([input]) => (input as Request).url.includes("/cart/add"))).toBe(false);
  });

  it("says Product Not Found for an unknown address", async () => {
    mockApi();
    renderAt("/product/electronics/no-such-thing", routes);
    expect(await screen.findByRole("heading", { name: "Product Not Found" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeVisible();
  });

  it("refuses Buy Now to a guest with SPEC.md's message", async () => {
    mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("login page")).toBeVisible();
    expect(screen.getByText("Please login to purchase items")).toBeVisible();
  });

  it("takes Buy Now straight to customer info with that one item and the chosen options", async () => {
    signIn();
    const fetchSpy = mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Blue Titanium" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("customer info step")).toBeVisible();
    expect(screen.getByText("Proceeding to checkout...")).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem("checkoutData")!)).toEqual({
      items: [
        {
          _id: "buy-now:p1",
          productId: "p1",
          productName: "iPhone 15 Pro",
          productNameNe: null,
          price: 164999,
          productImage: "/media/products/electronics/iphone-15-pro-blue.svg",
          quantity: 2,
          variantId: "v3",
          color: "Blue Titanium",
          memory: "8GB",
          storage: "128GB",
          size: "",
          total: 329998,
        },
      ],
      pricing: { subtotal: 329998, tax: 0, shipping: 0, discount: 0, total: 329998 },
      // Buy Now carries no discount code: the cart's code stays with the cart.
      discount: null,
      giftWrap: false,
    });
    expect(fetchSpy.mock.calls.some(([input]) => (input as Request).url.includes("/cart/add"))).toBe(false);
  });

  it("shows the chosen variant's price, stock and picture, and says why an option cannot be chosen", async () => {
    mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    const user = userEvent.setup();
    expect(await screen.findByText("Only 5 left")).toBeVisible();
    const soldOut = screen.getByRole("radio", { name: "256GB (sold out)" }) as HTMLInputElement;
    expect(soldOut.disabled).toBe(true);
    await user.click(soldOut);
    expect((screen.getByLabelText("128GB") as HTMLInputElement).checked).toBe(true);

    expect(screen.getByRole("button", { name: "Natural Titanium" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Blue Titanium" }));
    expect(screen.getByRole("button", { name: "Blue Titanium" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Only 7 left")).toBeVisible();
    expect(screen.getByRole("img", { name: "iPhone 15 Pro" }).getAttribute("src")).toBe(
      "/media/products/electronics/iphone-15-pro-blue.svg",
    );
    const missing = screen.getByRole("radio", {
      name: "256GB (not available with Blue Titanium, 8GB)",
    }) as HTMLInputElement;
    expect(missing.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Natural Titanium" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it("shows a dearer variant's own price", async () => {
    mockApi();
    const dearer = {
      ...PRODUCT,
      variants: PRODUCT.variants.map((variant) =>
        variant._id === "v2" ? { ...variant, stock: 3 } : variant,
      ),
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = (input as Request).url;
      return url.includes("/products/electronics/iphone-15-pro")
        ? new Response(JSON.stringify({ success: true, product: dearer }), {
            headers: { "content-type": "application/json" },
          })
        : answer(url);
    });
    renderAt("/product/electronics/iphone-15-pro", routes);
    await userEvent.setup().click(await screen.findByRole("radio", { name: "256GB" }));
    expect(screen.getByText("Rs 1,84,999")).toBeVisible();
    expect(screen.getByText("Only 3 left")).toBeVisible();
  });

  it("adds the chosen variant to the cart by its id", async () => {
    signIn();
    const fetchSpy = mockApi();
    renderAt("/product/electronics/iphone-15-pro", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Blue Titanium" }));
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const call = await vi.waitFor(() => {
      const found = fetchSpy.mock.calls.find(([input]) => (input as Request).url.includes("/cart/add"));
      if (!found) throw new Error("no cart add yet");
      return found;
    });
    expect(await (call[0] as Request).clone().json()).toEqual({
      productId: "p1",
      variantId: "v3",
      quantity: 1,
    });
  });
});
