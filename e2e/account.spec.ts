// Buy Now from the product page, and the profile: personal information and the password change.
import { expect, test } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced } from "./support/checkout.ts";
import { PASSWORD, PRODUCTS, registerShopper, signIn } from "./support/factories.ts";

test("Buy Now takes one item straight to checkout and pays for just that", async ({ page, request }) => {
  const shopper = await registerShopper(request);
  await signIn(page, shopper);
  await page.goto(`/product/${PRODUCTS.cap.category}/${PRODUCTS.cap.slug}`);
  await page.getByRole("button", { name: "Black and White" }).click();
  await page.getByRole("radio", { name: "M", exact: true }).check();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Proceeding to checkout..." })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/customer-info$/);

  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.items).toHaveLength(1);
  expect(order.items[0]).toMatchObject({ name: PRODUCTS.cap.name, quantity: 2 });
  // The cart was never touched.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("the profile: personal information and the password change", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Pemba");
  await signIn(page, shopper);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();

  const name = page.getByLabel("Full name");
  await expect(name).toHaveValue(`${shopper.firstName} ${shopper.lastName}`);
  await name.fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await name.fill("Pemba Sherpa");
  await page.getByLabel("Phone number").fill("+977 981-2345678");
  await page.getByLabel("City").fill("Pokhara");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile updated successfully!" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByText("Pemba", { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("City")).toHaveValue("Pokhara");

  await page.getByRole("tab", { name: "Security Settings" }).click();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("Short1");
  await page.getByLabel("Confirm new password").fill("Other12");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await page.getByLabel("Current password").fill("Wrong-password1");
  await page.getByLabel("New password", { exact: true }).fill("NewPassw0rd");
  await page.getByLabel("Confirm new password").fill("NewPassw0rd");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect").first()).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed successfully!" })).toBeVisible();
  // The change refused every earlier token; this browser stays signed in with the fresh one it was answered.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("City")).toHaveValue("Pokhara");

  const login = await request.post("/api/auth/login", {
    data: { email: shopper.email, password: "NewPassw0rd" },
  });
  expect(login.status()).toBe(200);
});
