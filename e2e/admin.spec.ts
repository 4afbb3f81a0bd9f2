// The merchant's admin at /admin: a guest is sent to sign in and brought back, a customer is refused, and the
// seeded admin reaches the dashboard inside the admin's own frame. This journey asserts the frame; the screens'
// data, wide and narrow, is admin-orders.spec.ts's.
import { expect, test } from "@playwright/test";
import { expectValidHtml } from "./support/html-validity.ts";
import { registerShopper, signIn } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };

/** axe's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules). */

test("a guest who opens the admin signs in and comes back to it", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Orders",
    "Products",
    "Inventory",
    "Brands",
    "Categories",
    "Customers",
    "Reviews",
    "Discount codes",
    "Audit log",
    "Mail",
    "SMS",
  ]);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".admin-role")).toHaveText("Admin");
  await expect(page.getByRole("link", { name: "Back to store" })).toHaveAttribute("href", "/");
  // The admin has its own frame: not the storefront's header and footer.
  await expect(page.getByRole("navigation", { name: "Account" })).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);

  // Keyboard: the menu is reached with Tab and shows where focus is.
  await page.getByRole("link", { name: "Back to store" }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Orders" })).toBeFocused();
  const ring = await nav
    .getByRole("link", { name: "Orders" })
    .evaluate((link) => getComputedStyle(link).boxShadow);
  expect(ring).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

  await page.getByRole("link", { name: "Back to store" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
});

test("a customer who opens the admin is refused, with the way back to the store", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Kiran");
  await signIn(page, shopper);
  await page.goto("/admin/orders");
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have access to the admin" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await expectValidHtml(page, "admin-refused");
  await page.getByRole("link", { name: "Back to store" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the admin's frame has no serious accessibility findings and valid HTML, wide and narrow", async ({
  page,
  request,
}) => {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  const { token, user } = (await answer.json()) as { token: string; user: { name: string; email: string } };
  await signIn(page, { token, user });

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // The dashboard's call has answered.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    expect(await seriousAccessibilityFindings(page), `at ${width} px`).toEqual([]);
    // Nothing runs off the side of a narrow phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
  }
  await expectValidHtml(page, "admin-dashboard");
});
