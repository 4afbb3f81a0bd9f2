import { screen, within } from "@testing-library/react";
import { type RouteObject } from "react-router-dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, ok, refusal } from "../../testing/api-mock.ts";
import { renderAt, withToasts } from "../../testing/render.tsx";
import { productSummary } from "../../testing/factories.ts";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import CartPage from "./CartPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const item = (id: string, name: string, price: number, quantity: number) => ({
  _id: id,
  productId: `p-${id}`,
  product: {
    _id: `p-${id}`,
    name,
    nameNe: name === "Jeera Masino Rice 5 kg" ? "जीरा मसिनो चामल ५ केजी" : null,
    slug: id,
    category: "groceries",
    images: [],
    stock: 50,
  },
  productName: name,
  productImage: "/placeholder-product.svg",
  price,
  quantity,
  total: price * quantity,
  color: "",
  memory: "",
  storage: "",
});

const CART = {
  _id: "c1",
  items: [item("a", "Jeera Masino Rice 5 kg", 1150, 2), item("b", "Tokla Tea 500 g", 330, 1)],
  itemCount: 3,
  pricing: { subtotal: 2630, tax: 0, shipping: 0, discount: 0, total: 2630 },
};

/** The cart with DASHAIN10's ten per cent off. */
const DISCOUNTED = {
  ...CART,
  pricing: { subtotal: 2630, tax: 0, shipping: 0, discount: 263, total: 2367 },
  discountCode: "DASHAIN10",
  discountDetails: {
    code: "DASHAIN10",
    type: "percentage",
    value: 10,
    minSubtotal: 0,
    note: null,
    noteCode: null,
  },
};

const RICE_COOKER = productSummary({ _id: "p-c", name: "Rice Cooker 1.8 L", category: "home-kitchen" });

function mockCart(cart: object = CART) {
  return mockApi({
    "GET /api/cart": ok(cart),
    "DELETE /api/cart/a": ok({ ...CART, items: [CART.items[1]] }),
    "GET /api/products/related/groceries/p-a": () =>
      json(200, {
        success: true,
        products: [productSummary({ _id: "p-b", name: "Tokla Tea 500 g" }), RICE_COOKER],
      }),
  });
}

/** The screen as a shopper who chose Nepali sees it. */
function renderInNepali(path: string, routes: RouteObject[]) {
  return renderAt(path, routes, { language: "ne" });
}

const routes = withToasts([
  { path: "/cart", element: <CartPage /> },
  { path: "/checkout/customer-info", element: <p>customer info step</p> },
]);

describe("the cart", () => {
  it("totals the selected lines and refuses to check out nothing", async () => {
    mockCart();
    renderAt("/cart", routes);
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: /Checkout Selected/ });
    expect(button.textContent).toBe("Checkout Selected (0) · Rs 0");
    await user.click(button);
    expect(await screen.findByText("Please select items to checkout")).toHaveRole("alert");
    await user.click(screen.getByLabelText("Select Jeera Masino Rice 5 kg"));
    expect(button.textContent).toBe("Checkout Selected (1) · Rs 2,300");
    await user.click(screen.getByLabelText("Select all (2)"));
    expect(button.textContent).toBe("Checkout Selected (2) · Rs 2,630");
    await user.click(screen.getByLabelText("Select all (2)"));
    expect(button.textContent).toBe("Checkout Selected (0) · Rs 0");
  });

  it("adds the Rs 100 gift box to the summary and hands the checkout its data", async () => {
    mockCart();
    renderAt("/cart", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Add a gift box/));
    expect(screen.getByText("Rs 2,730").closest("dd")).toBe(
      screen.getByText("Total Price").nextElementSibling,
    );
    await user.click(screen.getByRole("button", { name: "SHOP NOW" }));
    expect(await screen.findByText("customer info step")).toBeVisible();
    const data = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(data.giftWrap).toBe(true);
    expect(data.items).toHaveLength(2);
    expect(data.pricing.subtotal).toBe(2630);
  });

  it("asks before removing a line", async () => {
    const { calls } = mockCart();
    renderAt("/cart", routes);
    const user = userEvent.setup();
    const [firstRemove] = await screen.findAllByRole("button", { name: "Remove" });
    await user.click(firstRemove!);
    const dialog = screen.getByRole("dialog", { name: "Remove Item" });
    expect(
      within(dialog).getByText(
        "Are you sure you want to remove this item from your cart? This action cannot be undone.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(firstRemove!);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(calls["DELETE /api/cart/a"]).toHaveLength(1));
  });

  it("stops raising a line at the most one line may hold", async () => {
    const full = item("a", "Jeera Masino Rice 5 kg", 1150, MAX_LINE_QUANTITY);
    mockCart({ ...CART, items: [full, CART.items[1]], itemCount: MAX_LINE_QUANTITY + 1 });
    renderAt("/cart", routes);
    const rice = await screen.findByRole("group", { name: "Quantity of Jeera Masino Rice 5 kg" });
    const tea = screen.getByRole("group", { name: "Quantity of Tokla Tea 500 g" });
    const increase = (group: HTMLElement) =>
      within(group).getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    expect(increase(rice).disabled).toBe(true);
    expect(increase(tea).disabled).toBe(false);
  });

  it("shows the empty state", async () => {
    mockCart({ ...CART, items: [], itemCount: 0 });
    renderAt("/cart", routes);
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/products");
  });

  it("suggests related products that are not in the cart yet", async () => {
    mockCart();
    renderAt("/cart", routes);
    const section = await screen.findByRole("region", { name: "YOU MIGHT ALSO LIKE" });
    expect(within(section).getByRole("heading", { name: "Rice Cooker 1.8 L" })).toBeVisible();
    expect(within(section).queryByRole("heading", { name: "Tokla Tea 500 g" })).toBeNull();
  });
});

describe("the cart's discount code", () => {
  function mockDiscounts(refused: { code: string; message: string } | null) {
    let current: object = { ...CART, discountCode: null, discountDetails: null };
    return mockApi({
      "GET /api/cart": () => ok(current)(),
      "POST /api/cart/discount": () => {
        if (refused) return refusal(400, refused.code, refused.message);
        current = DISCOUNTED;
        return ok(current)();
      },
      "GET /api/products/related/groceries/p-a": () => json(200, { success: true, products: [] }),
    });
  }

  it("applies a code and shows the server's discount, then carries it to checkout", async () => {
    const { calls } = mockDiscounts(null);
    renderAt("/cart", routes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Discount code"), "dashain10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("DASHAIN10", { selector: "strong" })).toBeVisible();
    // The summary's rows: each amount beside its name.
    expect(screen.getByText("Rs 263")).toBe(screen.getByText("Discount (DASHAIN10)").nextElementSibling);
    expect(screen.getByText("Rs 2,367").closest("dd")).toBe(
      screen.getByText("Total Price").nextElementSibling,
    );
    expect(calls["POST /api/cart/discount"]?.map((call) => call.body)).toEqual([{ code: "dashain10" }]);
    await user.click(screen.getByRole("button", { name: "SHOP NOW" }));
    const saved = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(saved.discount).toEqual({ code: "DASHAIN10", type: "percentage", value: 10 });
    expect(saved.pricing.discount).toBe(263);
  });

  it("shows why a code is refused", async () => {
    mockDiscounts({
      code: "discount.minimum_not_met",
      message: "Spend at least Rs 5,000 to use this code",
    });
    renderAt("/cart", routes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Discount code"), "BIGSPEND");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Spend at least Rs 5,000 to use this code");
    expect(screen.getByLabelText("Discount code").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("Checkout Selected and the summary", () => {
  /** The money in the summary's row named `name`. */
  const summaryRow = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

  it("agree with a code applied: the button takes the code off the selected lines, as the summary does", async () => {
    mockCart(DISCOUNTED);
    renderAt("/cart", routes);
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: /Checkout Selected/ });
    await user.click(screen.getByLabelText("Select all (2)"));
    expect(summaryRow("Total Price")).toBe("Rs 2,367");
    expect(button.textContent).toBe("Checkout Selected (2) · Rs 2,367");
    // One line: its Rs 2,300 less ten per cent.
    await user.click(screen.getByLabelText("Select Tokla Tea 500 g"));
    expect(button.textContent).toBe("Checkout Selected (1) · Rs 2,070");
    // The gift box counts in both.
    await user.click(screen.getByLabelText("Select Tokla Tea 500 g"));
    await user.click(screen.getByLabelText(/Add a gift box/));
    expect(summaryRow("Total Price")).toBe("Rs 2,467");
    expect(button.textContent).toBe("Checkout Selected (2) · Rs 2,467");
    // And the checkout starts from the same sum.
    await user.click(button);
    const saved = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(saved.pricing.total + (saved.giftWrap ? 100 : 0)).toBe(2467);
  });

  it("leave the code off selected lines below its minimum, in the button and the checkout alike", async () => {
    mockCart({ ...DISCOUNTED, discountDetails: { ...DISCOUNTED.discountDetails, minSubtotal: 2500 } });
    renderAt("/cart", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Select Jeera Masino Rice 5 kg"));
    const button = screen.getByRole("button", { name: /Checkout Selected/ });
    expect(button.textContent).toBe("Checkout Selected (1) · Rs 2,300");
    await user.click(button);
    const saved = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(saved.discount).toBeNull();
    expect(saved.pricing.total).toBe(2300);
  });
});

describe("the cart in Nepali", () => {
  it("shows its lines, discount, gift wrap and totals in Nepali with Devanagari money", async () => {
    mockCart(DISCOUNTED);
    renderInNepali("/cart", routes);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "किनमेल कार्ट" })).toBeVisible();
    expect(screen.getByLabelText("सबै छान्नुहोस् (२)")).toBeVisible();
    // A line is named in Nepali where its product has a Nepali name.
    expect(screen.getByLabelText("जीरा मसिनो चामल ५ केजी छान्नुहोस्")).toBeVisible();
    expect(screen.getByRole("link", { name: "जीरा मसिनो चामल ५ केजी" })).toHaveAttribute(
      "href",
      "/product/groceries/a",
    );
    const rice = screen.getByRole("group", { name: "जीरा मसिनो चामल ५ केजी को परिमाण" });
    expect(within(rice).getByRole("status").textContent).toBe("२");
    expect(within(rice).getByRole("button", { name: "परिमाण बढाउनुहोस्" })).toBeVisible();
    expect(screen.getByText("रु १,१५०")).toBeVisible();
    expect(screen.getByText("रु २,३००")).toBeVisible();
    expect(screen.getByText("DASHAIN10", { selector: "strong" }).parentElement!.textContent).toBe(
      "कोड DASHAIN10 लागू भयो",
    );
    expect(screen.getByText("रु २६३")).toBe(screen.getByText("छुट (DASHAIN10)").nextElementSibling);
    expect(screen.getByText("जम्मा मूल्य").nextElementSibling!.textContent).toBe("रु २,३६७");
    expect(screen.getByText("रु ५,००० भन्दा बढीको अर्डरमा निःशुल्क डेलिभरी। ढुवानी चेकआउटमा छानिन्छ।")).toBeVisible();
    await user.click(screen.getByLabelText("उपहार र्‍याप थप्नुहोस् (रु १००)"));
    expect(screen.getByText("जम्मा मूल्य").nextElementSibling!.textContent).toBe("रु २,४६७");
    const checkoutSelected = screen.getByRole("button", { name: /छानिएका चेकआउट गर्नुहोस्/ });
    expect(checkoutSelected.textContent).toBe("छानिएका चेकआउट गर्नुहोस् (०) · रु ०");
    await user.click(checkoutSelected);
    expect(await screen.findByText("चेकआउट गर्न सामान छान्नुहोस्")).toHaveRole("alert");
    await user.click(screen.getAllByRole("button", { name: "हटाउनुहोस्" })[0]!);
    const dialog = screen.getByRole("dialog", { name: "सामान हटाउनुहोस्" });
    expect(
      within(dialog).getByText("के तपाईं यो सामान कार्टबाट हटाउन चाहनुहुन्छ? यो काम फिर्ता गर्न सकिँदैन।"),
    ).toBeVisible();
    expect(screen.getByRole("region", { name: "तपाईंलाई यी पनि मन पर्न सक्छन्" })).toBeVisible();
  });

  it("asks for a discount code in Nepali", async () => {
    mockCart();
    renderInNepali("/cart", routes);
    const user = userEvent.setup();
    await screen.findByLabelText("छुट कोड");
    await user.click(screen.getByRole("button", { name: "लागू गर्नुहोस्" }));
    expect(screen.getByRole("alert").textContent).toBe("छुट कोड लेख्नुहोस्");
  });

  it("names its empty state in Nepali", async () => {
    mockCart({ ...CART, items: [], itemCount: 0 });
    renderInNepali("/cart", routes);
    expect(await screen.findByRole("heading", { name: "तपाईंको कार्ट खाली छ" })).toBeVisible();
    expect(screen.getByRole("link", { name: "किनमेल जारी राख्नुहोस्" })).toHaveAttribute("href", "/products");
  });
});

describe("a line's options", () => {
  const shoes = {
    ...item("s", "Goldstar G10 Sports Shoes", 2500, 1),
    color: "White/Blue",
    size: "42",
  };
  const laptop = { ...item("l", "Dell Inspiron 15", 85000, 1), memory: "8GB", storage: "512GB SSD" };
  const cart = { ...CART, items: [shoes, laptop], itemCount: 2 };

  it("read in Nepali on a Nepali page: colours named, digits in Devanagari; the checkout keeps them stored", async () => {
    mockCart(cart);
    renderInNepali("/cart", routes);
    const shoesLine = (await screen.findByRole("link", { name: "Goldstar G10 Sports Shoes" })).parentElement!;
    expect(within(shoesLine).getByText("सेतो/नीलो · ४२")).toBeVisible();
    const laptopLine = screen.getByRole("link", { name: "Dell Inspiron 15" }).parentElement!;
    expect(within(laptopLine).getByText("८GB · ५१२GB SSD")).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Goldstar G10 Sports Shoes छान्नुहोस्"));
    await user.click(screen.getByRole("button", { name: /छानिएका चेकआउट/ }));
    expect(await screen.findByText("customer info step")).toBeVisible();
    const data = JSON.parse(sessionStorage.getItem("checkoutData")!);
    expect(data.items[0]).toMatchObject({ color: "White/Blue", size: "42" });
  });

  it("read as stored on an English page", async () => {
    mockCart(cart);
    renderAt("/cart", routes);
    const shoesLine = (await screen.findByRole("link", { name: "Goldstar G10 Sports Shoes" })).parentElement!;
    expect(within(shoesLine).getByText("White/Blue · 42")).toBeVisible();
    expect(screen.getByText("8GB · 512GB SSD")).toBeVisible();
  });
});

describe("a cart change made offline", () => {
  afterEach(() => localStorage.removeItem("offlineCartChanges"));

  it("is kept, shown in the cart as waiting, and checkout waits for it", async () => {
    mockApi({
      "GET /api/cart": ok(CART),
      "PUT /api/cart/a": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /api/products/related/groceries/p-a": () => json(200, { success: true, products: [] }),
    });
    renderAt("/cart", routes);
    const user = userEvent.setup();
    const rice = await screen.findByRole("group", { name: "Quantity of Jeera Masino Rice 5 kg" });
    await user.click(within(rice).getByRole("button", { name: "Increase quantity" }));
    expect(await screen.findByText(/your change to Jeera Masino Rice 5 kg is kept/)).toBeVisible();
    expect(within(rice).getByText("3")).toBeVisible();
    expect(screen.getByText("Waiting for a connection to save this change")).toBeVisible();
    expect(screen.getByText("Total Price").nextElementSibling).toHaveTextContent("Rs 3,780");
    const kept = JSON.parse(localStorage.getItem("offlineCartChanges") ?? "{}");
    expect(kept.changes).toEqual([
      { kind: "quantity", itemId: "a", quantity: 3, productName: "Jeera Masino Rice 5 kg" },
    ]);
    await user.click(screen.getByRole("button", { name: "SHOP NOW" }));
    expect(await screen.findByText(/still being saved/)).toBeVisible();
    expect(screen.queryByText("customer info step")).toBeNull();
  });
});
