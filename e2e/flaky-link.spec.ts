// Issue 32, a flaky mobile link: a cart change made with the network switched off part way is kept, shown as
// waiting, and sent when the link is back, after which checkout works; checkout itself waits for a connection; a
// change the server refuses on the way back is told, naming the product. The cart offline is scanned by axe and
// photographed at 1280 and 390 px (into FLAKY_SHOTS, else the test's output folder).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { PRODUCTS, addToCart, registerShopper, signIn, type Shopper } from "./support/factories.ts";
import { checkScreen } from "./support/screen-check.ts";

const cap = PRODUCTS.cap;
const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.token}` });

/** A new shopper, signed in on the cart with one cap in it: the cap's quantity control. */
async function onCartWithOneCap(page: Page, request: APIRequestContext, firstName?: string) {
  const shopper = await registerShopper(request, firstName);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await page.goto("/cart");
  const line = page.getByRole("group", { name: `Quantity of ${cap.name}` });
  await expect(line.locator("output")).toHaveText("1");
  return { shopper, line };
}

/** The shopper's cart lines as the server holds them. */
async function serverCart(request: APIRequestContext, shopper: Shopper) {
  const answer = await request.get("/api/cart", { headers: bearer(shopper) });
  const body = (await answer.json()) as { data: { items: { _id: string; quantity: number }[] } };
  return body.data.items;
}

test("a cart change made offline is kept, sent when the link is back, and checkout then works", async ({
  page,
  request,
  context,
}) => {
  const { shopper, line } = await onCartWithOneCap(page, request);

  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByText(`your change to ${cap.name} is kept`)).toBeVisible();
  await expect(line.locator("output")).toHaveText("2");
  await expect(page.getByText("Waiting for a connection to save this change")).toBeVisible();
  // Checkout is online only: said plainly, and the shopper stays on the cart.
  await page.getByRole("button", { name: "SHOP NOW" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Checkout needs a connection." })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await checkScreen(page, "cart-offline", { shotsVariable: "FLAKY_SHOTS" });
  expect((await serverCart(request, shopper))[0]?.quantity).toBe(1);

  await context.setOffline(false);
  await expect(page.getByText("Your cart changes made offline have been saved.")).toBeVisible();
  await expect(page.getByText("Waiting for a connection to save this change")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "You're back online." })).toBeVisible();
  expect((await serverCart(request, shopper))[0]?.quantity).toBe(2);
  await checkScreen(page, "cart-back-online", { shotsVariable: "FLAKY_SHOTS" });

  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(2);
});

test("a change made offline that the server refuses on the way back is told, naming the product", async ({
  page,
  request,
  context,
}) => {
  const { shopper, line } = await onCartWithOneCap(page, request, "Sita");

  await context.setOffline(true);
  await line.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByText("Waiting for a connection to save this change")).toBeVisible();
  // Meanwhile the line goes from the cart elsewhere (another tab, another phone).
  const [held] = await serverCart(request, shopper);
  expect((await request.delete(`/api/cart/${held!._id}`, { headers: bearer(shopper) })).ok()).toBe(true);

  await context.setOffline(false);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: `Your cart change to ${cap.name}, made offline, was not saved:` }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
});
