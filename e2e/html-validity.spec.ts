// Every screen of docs/STOREFRONT.md "Screens and routes", rendered (the DOM after the app has run, with its
// data loaded), validates under html-validate's recommended and accessibility rules (.htmlvalidate.json): the
// markup an audit reads.
import { expect, test, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, fillCustomerInfo, shopNow } from "./support/checkout.ts";
import { PRODUCTS, addToCart, placeOrder, registerShopper, signIn } from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";

const phone = PRODUCTS.phone;

/** A listing page once its products have come. */
async function listingLoaded(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^\d+ products?$/ })).toBeVisible();
}

test("home, listings, search and the product page validate", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured Products" }).getByRole("article")).not.toHaveCount(
    0,
  );
  await expect(page.getByRole("heading", { name: "Best Selling" })).toBeVisible();
  await expect(page.getByRole("list").getByRole("link", { name: "Farm Fresh Nepal" })).toBeVisible();
  await expectValidHtml(page, "home");
  // A phone's width: two products a carousel page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("group", { name: "Page 1 of 4" })).toBeVisible();
  await expectValidHtml(page, "home-390");
  await page.setViewportSize({ width: 1280, height: 720 });

  // A brand card with a space in the brand's name still filters the listing.
  await page.getByRole("link", { name: "Farm Fresh Nepal" }).click();
  await expect(page).toHaveURL(/\/products\?brand=farm\+fresh\+nepal$/);
  await listingLoaded(page);
  await expect(page.getByLabel("Brand")).toHaveValue("farm fresh nepal");
  for (const brand of await page.getByRole("article").locator(".brand-name").allTextContents()) {
    expect(brand).toBe("Farm Fresh Nepal");
  }
  await expectValidHtml(page, "listing-brand");

  await page.goto("/products");
  await listingLoaded(page);
  await expectValidHtml(page, "listing");

  await page.goto("/products?category=electronics&sub=smartphone&sort=price_asc&inStock=true&minPrice=10000");
  await listingLoaded(page);
  await expectValidHtml(page, "listing-filtered");

  await page.goto("/category/computer-laptop");
  await listingLoaded(page);
  await expectValidHtml(page, "category");

  await page.getByRole("searchbox", { name: "Search products" }).fill("dhaka topi");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=dhaka\+topi$/);
  await listingLoaded(page);
  await expectValidHtml(page, "search");

  await page.goto("/products?search=zzqqxx");
  await expect(page.getByRole("status").filter({ hasText: "0 products" })).toBeVisible();
  await expectValidHtml(page, "search-empty");

  await page.goto(`/product/${phone.category}/${phone.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: phone.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
  await expectValidHtml(page, "product");
  for (const tab of ["Additional information", "Specifications", /^Reviews/]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expectValidHtml(page, `product-tab-${String(tab).replace(/\W+/g, "-").toLowerCase()}`);
  }

  await page.goto("/product/electronics/no-such-product");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expectValidHtml(page, "product-not-found");
});

test("a guest's cart, wishlist, account forms and the other pages validate", async ({ page }) => {
  const pages: [string, string, string | RegExp][] = [
    ["/cart", "cart-empty", "Your cart is empty"],
    ["/wishlist", "wishlist-empty", "Your wishlist is empty"],
    ["/login", "login", "Login"],
    ["/login?error=Authentication%20failed.%20Please%20try%20again.", "login-error", "Login"],
    ["/register", "register", "Create an account"],
    ["/track-order", "track-order", "Track your order"],
    ["/deals", "deals", "My Deals Page"],
    ["/offers", "offers", "All Offers"],
    ["/vendor", "vendor", "Vendor Dashboard"],
    // A guest who opens the admin is sent to sign in first (the admin's own screens: e2e/admin.spec.ts).
    ["/admin", "admin-guest-login", "Login"],
    ["/about", "not-found", "Page not found"],
    ["/checkout/esewa/failure", "esewa-failure", "Payment Failed"],
    ["/checkout/esewa/success", "esewa-success-without-order", "Payment Failed"],
  ];
  for (const [url, screen, heading] of pages) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectValidHtml(page, screen);
  }

  await page.goto("/checkout");
  await expect(page.getByText("Review your cart, then choose Checkout to continue.")).toBeVisible();
  await expectValidHtml(page, "checkout");

  // Validation messages shown beside their fields.
  await page.goto("/register");
  await page.getByRole("button", { name: "Register", exact: true }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expectValidHtml(page, "register-errors");
  await page.getByRole("button", { name: "Register with your phone" }).click();
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/must be a Nepali mobile number/)).toBeVisible();
  await expectValidHtml(page, "register-phone-errors");

  await page.goto("/track-order");
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await expectValidHtml(page, "track-order-error");

  // The floating test-credentials modal.
  await page.goto("/offers");
  await expect(page.getByRole("heading", { level: 1, name: "All Offers" })).toBeVisible();
  await page.getByRole("button", { name: "Test payment credentials" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "eSewa" })).toBeVisible();
  await expectValidHtml(page, "test-credentials-dialog");
});

test("a signed-in shopper's cart, checkout steps, order, profile, orders and wishlist validate", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Sita");
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await addToCart(request, shopper, "shoes", 2);
  const order = await placeOrder(request, shopper, "shoes");
  await signIn(page, shopper);

  await page.goto("/");
  const account = page.getByRole("navigation", { name: "Account" });
  await account.getByText(shopper.firstName, { exact: true }).click();
  await expect(account.getByRole("link", { name: "My Orders" })).toBeVisible();
  await expectValidHtml(page, "home-signed-in-menu");

  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: PRODUCTS.cap.name })).toBeVisible();
  await expectValidHtml(page, "cart");
  await page.getByRole("button", { name: "Remove" }).first().click();
  await expect(page.getByRole("dialog", { name: "Remove Item" })).toBeVisible();
  await expectValidHtml(page, "cart-remove-dialog");
  await page.getByRole("button", { name: "Cancel" }).click();

  await shopNow(page);
  await fillCustomerInfo(page, { ...shopper, email: "not-an-email" });
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expectValidHtml(page, "customer-info-errors");
  await page.goto("/checkout/customer-info");
  await expect(page.getByRole("heading", { level: 1, name: "Customer information" })).toBeVisible();
  await expectValidHtml(page, "customer-info");

  await checkoutToConfirmation(page, shopper, "Mastercard");
  await expectValidHtml(page, "confirmation-mastercard");
  await page.goto("/checkout/shipping-payments");
  await expect(page.getByRole("heading", { level: 1, name: "Shipping and payment" })).toBeVisible();
  await expectValidHtml(page, "shipping-payments");
  await page.getByRole("radio", { name: "PayPal", exact: true }).check();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your order" })).toBeVisible();
  await expectValidHtml(page, "confirmation");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  await expect(page.getByRole("heading", { level: 1, name: "Order Placed" })).toBeVisible();
  await expectValidHtml(page, "checkout-success");

  await page.goto("/profile");
  await expect(page.getByLabel("Full name")).toHaveValue(shopper.name);
  await expectValidHtml(page, "profile");
  await page.getByRole("tab", { name: "Security Settings" }).click();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await expectValidHtml(page, "profile-security");

  await page.goto("/orders");
  await expect(page.getByRole("table")).toBeVisible();
  await expectValidHtml(page, "orders");

  await page.goto("/track-order");
  await page.getByLabel("Order ID").fill(order.orderNumber);
  await page.getByLabel("Billing Email").fill(shopper.email);
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("article", { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expectValidHtml(page, "track-order-result");

  await page.goto(`/product/${phone.category}/${phone.slug}`);
  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByRole("button", { name: "In wishlist" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Added to wishlist" })).toBeVisible();
  await expectValidHtml(page, "product-with-toast");
  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();
  await expectValidHtml(page, "wishlist");
});
