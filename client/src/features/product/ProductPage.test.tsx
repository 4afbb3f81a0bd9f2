import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aUser, json } from "../../testing/api-mock.ts";
import { signedIn } from "../../lib/auth-slice.ts";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import type { Product } from "@store/shared/catalog";
import {
  mockProductApi,
  renderProductPage,
  titaniumIphone,
  withVariantStock,
} from "../../testing/product-page.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** A signed-in shopper on the page: the store's calls and the shopper's hands. */
async function signedInOnPage(shown?: Product) {
  localStorage.setItem("token", "header.payload.signature");
  localStorage.setItem("user", JSON.stringify(aUser()));
  const { calls } = mockProductApi(shown);
  renderProductPage();
  const user = userEvent.setup();
  await screen.findByRole("button", { name: "Add to Cart" });
  return { calls, user };
}

/** A signed-in shopper on the page with Blue Titanium and 128GB chosen. */
async function blueTitaniumSignedIn() {
  const hands = await signedInOnPage();
  await hands.user.click(screen.getByRole("button", { name: "Blue Titanium" }));
  await hands.user.click(screen.getByRole("radio", { name: "128GB" }));
  return hands;
}

/** The iPhone sold by size as well (two sizes of the Blue Titanium 128GB): a product whose size must be chosen. */
function iphoneWithSizes(): Product {
  const iphone = titaniumIphone();
  const blue = iphone.variants.find((variant) => variant._id === "v3")!;
  return {
    ...iphone,
    variants: [
      ...iphone.variants.filter((variant) => variant._id !== "v3"),
      { ...blue, _id: "v3s", options: { ...blue.options, size: "S" } },
      { ...blue, _id: "v3m", options: { ...blue.options, size: "M" }, stock: 0 },
      { ...blue, _id: "v3l", options: { ...blue.options, size: "L" } },
    ],
  };
}

describe("the product page", () => {
  it("chooses only an option with one value, shows Rs prices and keeps the quantity at least 1", async () => {
    mockProductApi();
    renderProductPage();
    expect(await screen.findByRole("heading", { name: "iPhone 15 Pro" })).toBeVisible();
    // Two colours and two storages: the shopper chooses them; the one memory is chosen already.
    for (const colour of ["Natural Titanium", "Blue Titanium"]) {
      expect(screen.getByRole("button", { name: colour }).getAttribute("aria-pressed")).toBe("false");
    }
    expect((screen.getByLabelText("128GB") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("8GB") as HTMLInputElement).checked).toBe(true);
    // The stock of every variant still open (5 + 0 + 7).
    expect(screen.getByText("In stock")).toBeVisible();
    // A colour chosen alone shows its own picture already.
    await userEvent.setup().click(screen.getByRole("button", { name: "Blue Titanium" }));
    expect(screen.getByRole("img", { name: "iPhone 15 Pro" }).getAttribute("src")).toBe(
      "/media/products/electronics/iphone-15-pro-blue.svg",
    );
    expect(screen.getByText("Only 7 left")).toBeVisible();
    expect(screen.getByText("Rs 1,64,999").parentElement).toHaveTextContent("Rs 1,64,999 Rs 1,74,999 -6%");
    expect(screen.getByText("-6%")).toBeVisible();
    expect((screen.getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.setup().click(screen.getByRole("tab", { name: "Specifications" }));
    expect(screen.getByText("No specifications available.")).toBeVisible();
  });

  it("raises the quantity no further than the most one line may hold", async () => {
    mockProductApi();
    renderProductPage();
    const user = userEvent.setup();
    const increase = (await screen.findByRole("button", { name: "Increase quantity" })) as HTMLButtonElement;
    for (let n = 1; n < MAX_LINE_QUANTITY; n += 1) await user.click(increase);
    expect(screen.getByRole("group", { name: "Quantity" }).querySelector("output")?.textContent).toBe(
      String(MAX_LINE_QUANTITY),
    );
    expect(increase.disabled).toBe(true);
  });

  it("sends a guest to the login page with the storefront's message", async () => {
    const { calls } = mockProductApi();
    renderProductPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByText("login page")).toBeVisible();
    expect(screen.getByText("Please login to add items to cart")).toHaveRole("alert");
    expect(calls["POST /api/cart/add"]).toBeUndefined();
  });

  it("says Product Not Found for an unknown address", async () => {
    mockProductApi();
    renderProductPage({ path: "/product/electronics/no-such-thing" });
    expect(await screen.findByRole("heading", { name: "Product Not Found" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Go Back" })).toBeVisible();
  });

  it("refuses Buy Now to a guest with the storefront's message", async () => {
    mockProductApi();
    renderProductPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("login page")).toBeVisible();
    expect(screen.getByText("Please login to purchase items")).toHaveRole("alert");
  });

  it("takes Buy Now straight to customer info with that one item and the chosen options", async () => {
    const { calls, user } = await blueTitaniumSignedIn();
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(await screen.findByText("customer info step")).toBeVisible();
    expect(screen.getByText("Proceeding to checkout...")).toHaveRole("status");
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
    expect(calls["POST /api/cart/add"]).toBeUndefined();
  });

  it("shows the chosen variant's price, stock and picture, and says why an option cannot be chosen", async () => {
    mockProductApi();
    renderProductPage();
    const user = userEvent.setup();
    // 256GB is sold in Natural Titanium only, and sold out there: it can be chosen, to ask when it is back.
    expect(((await screen.findByLabelText("256GB (sold out)")) as HTMLInputElement).disabled).toBe(false);
    await user.click(screen.getByRole("button", { name: "Natural Titanium" }));
    await user.click(screen.getByRole("radio", { name: "128GB" }));
    expect(await screen.findByText("Only 5 left")).toBeVisible();
    const soldOut = screen.getByRole("radio", { name: "256GB (sold out)" }) as HTMLInputElement;
    await user.click(soldOut);
    expect(soldOut.checked).toBe(true);
    expect(screen.getByText("Out of stock")).toBeVisible();
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    // The back-in-stock form's code loads on demand.
    expect(await screen.findByRole("button", { name: "Notify me when it's back" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "128GB" }));
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
    const iphone = titaniumIphone();
    mockProductApi({ ...iphone, variants: withVariantStock(iphone, "v2", 3) });
    renderProductPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Natural Titanium" }));
    await user.click(screen.getByRole("radio", { name: "256GB" }));
    expect(screen.getByText("Rs 1,84,999").parentElement).toHaveTextContent("Rs 1,84,999 Rs 1,94,999 -5%");
    expect(screen.getByText("Only 3 left")).toBeVisible();
  });

  it("adds the chosen variant to the cart by its id", async () => {
    const { calls, user } = await blueTitaniumSignedIn();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const added = await vi.waitFor(() => {
      const [call] = calls["POST /api/cart/add"] ?? [];
      if (!call) throw new Error("no cart add yet");
      return call;
    });
    expect(added.body).toEqual({
      productId: "p1",
      variantId: "v3",
      quantity: 1,
    });
  });

  it("adds nothing until a size is chosen: it says so, in the sizes' group, with the focus there", async () => {
    const { calls, user } = await signedInOnPage(iphoneWithSizes());
    await user.click(screen.getByRole("button", { name: "Blue Titanium" }));
    await user.click(screen.getByRole("radio", { name: "128GB" }));
    const sizes = screen.getByRole("group", { name: "Size" });
    for (const size of ["S", "L"])
      expect((screen.getByLabelText(size) as HTMLInputElement).checked).toBe(false);
    // A sold-out size is said, and can still be chosen (to be told when it is back).
    expect(screen.getByLabelText("M (sold out)")).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const note = screen.getByRole("alert");
    expect(note).toHaveTextContent("Please choose a size");
    expect(sizes).toContainElement(note);
    expect(sizes).toHaveAccessibleDescription("Please choose a size");
    expect(document.activeElement).toBe(screen.getByLabelText("S"));
    expect(calls["POST /api/cart/add"]).toBeUndefined();

    await user.click(screen.getByLabelText("L"));
    expect(screen.queryByText("Please choose a size")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    const added = await vi.waitFor(() => {
      const [call] = calls["POST /api/cart/add"] ?? [];
      if (!call) throw new Error("no cart add yet");
      return call;
    });
    expect(added.body).toEqual({ productId: "p1", variantId: "v3l", quantity: 1 });
  });

  it("names the first option not chosen for Buy Now, and goes nowhere", async () => {
    sessionStorage.clear();
    await signedInOnPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a colour");
    expect(screen.getByRole("group", { name: "Colour" })).toContainElement(screen.getByRole("alert"));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Natural Titanium" }));
    await user.click(screen.getByRole("button", { name: "Natural Titanium" }));
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose the storage");
    expect(document.activeElement).toBe(screen.getByLabelText("128GB"));
    expect(screen.queryByText("customer info step")).toBeNull();
    expect(sessionStorage.getItem("checkoutData")).toBeNull();
  });
});

describe("a guest's add or Buy Now, finished after signing in", () => {
  /** A guest chooses Blue Titanium and two, asks for `button`, and is sent to sign in; answers where to come back. */
  async function guestAsks(button: "Add to Cart" | "Buy Now", { storage = true } = {}) {
    const api = mockProductApi(titaniumIphone(), {
      "POST /api/cart/add": () => json(200, { success: true, message: "Item added to cart" }),
    });
    const page = renderProductPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Blue Titanium" }));
    if (storage) await user.click(screen.getByRole("radio", { name: "128GB" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: button }));
    expect(await screen.findByText("login page")).toBeVisible();
    const next = new URLSearchParams(page.router.state.location.search).get("next")!;
    expect(next).toMatch(/^\/product\/electronics\/iphone-15-pro\?pending=[0-9a-f]{24}$/);
    expect(api.calls["POST /api/cart/add"]).toBeUndefined();
    return { ...page, calls: api.calls, next };
  }

  /** What the login page does: the sign-in kept, then back to `next` in its place. */
  async function signInAndReturn(page: Awaited<ReturnType<typeof guestAsks>>) {
    act(() => {
      page.store.dispatch(signedIn({ token: "header.payload.signature", user: aUser() }));
    });
    await act(() => page.router.navigate(page.next, { replace: true }));
  }

  it("adds the variant and quantity the guest chose, once, and says so", async () => {
    const page = await guestAsks("Add to Cart");
    await signInAndReturn(page);
    expect(await screen.findByText("Item added to cart successfully!")).toHaveRole("status");
    // The request to log in has been answered: its message goes.
    expect(screen.queryByText("Please login to add items to cart")).toBeNull();
    expect(page.calls["POST /api/cart/add"]!.map((call) => call.body)).toEqual([
      { productId: "p1", variantId: "v3", quantity: 2 },
    ]);
    // The page shows what was chosen, and the mark has left the address.
    expect(screen.getByRole("button", { name: "Blue Titanium" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("group", { name: "Quantity" }).querySelector("output")?.textContent).toBe("2");
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe(
      "/product/electronics/iphone-15-pro",
    );
    // Coming to the marked address again (back, a reload) adds nothing more.
    await act(() => page.router.navigate(page.next));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.calls["POST /api/cart/add"]).toHaveLength(1);
  });

  it("asks for the option the guest had not chosen yet, and adds nothing until it is", async () => {
    const page = await guestAsks("Add to Cart", { storage: false });
    await signInAndReturn(page);
    expect(await screen.findByText("Please choose the storage")).toHaveRole("alert");
    expect(screen.getByRole("button", { name: "Blue Titanium" }).getAttribute("aria-pressed")).toBe("true");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.calls["POST /api/cart/add"]).toBeUndefined();
  });

  it("continues a Buy Now to checkout with the guest's choice", async () => {
    const page = await guestAsks("Buy Now");
    await signInAndReturn(page);
    expect(await screen.findByText("customer info step")).toBeVisible();
    const { items } = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(items).toMatchObject([{ productId: "p1", variantId: "v3", color: "Blue Titanium", quantity: 2 }]);
    expect(page.calls["POST /api/cart/add"]).toBeUndefined();
  });

  it("does nothing while the shopper is still a guest, nor for a marked address this tab did not make", async () => {
    const page = await guestAsks("Add to Cart");
    await act(() => page.router.navigate(page.next));
    expect(await screen.findByRole("heading", { name: "iPhone 15 Pro" })).toBeVisible();
    expect(page.calls["POST /api/cart/add"]).toBeUndefined();
    await act(() => page.router.navigate(`/product/electronics/iphone-15-pro?pending=${"0".repeat(24)}`));
    act(() => {
      page.store.dispatch(signedIn({ token: "header.payload.signature", user: aUser() }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.calls["POST /api/cart/add"]).toBeUndefined();
    expect(sessionStorage.getItem("pendingPurchase")).toContain('"intent":"add"');
  });
});
