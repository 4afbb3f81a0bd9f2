// Issue 29, a shopper's path without friction: options that matter are chosen, not guessed (no size chosen for
// the shopper; Add to Cart names the missing option and puts the focus on it; each line's options on the
// confirmation step and the order-placed page), the cart's Checkout Selected and its summary agree with a
// discount code, the account menu and the listing's filters fit a 390 px screen, and home and /offers promise
// one return policy. Each changed screen is scanned by axe at 1280 and 390 px; with SHOTS=1 the journey also
// takes their pictures (to /tmp/shots-w-options/).
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  approveAtPaypal,
  checkoutToConfirmation,
  definition,
  expectOrderPlaced,
} from "./support/checkout.ts";
import { PRODUCTS, addToCart, registerShopper, signIn, type Shopper } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-w-options";
const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const ADMIN = { email: "admin@store.local", password: "Admin@12345" };

/** No serious accessibility findings on the screen as it is, nothing wider than the screen; a picture if asked. */
async function check(page: Page, name: string) {
  expect(await seriousAccessibilityFindings(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);
  if (process.env.SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function inNepali(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
}

test("a size is chosen, not guessed: Add to Cart names it, and every later step shows the options", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await signIn(page, shopper);
  const shoes = PRODUCTS.shoes;
  await page.goto(`/product/${shoes.category}/${shoes.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: shoes.name })).toBeVisible();

  // Nothing is chosen for the shopper: three colours, five sizes.
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio")).toHaveCount(5);
  for (const size of await sizes.getByRole("radio").all()) await expect(size).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Navy", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // The colour first, then Add to Cart without a size: it says so in the sizes' group, and the focus is there.
  await page.getByRole("button", { name: "Navy", exact: true }).click();
  const missing = sizes.getByRole("alert");
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(missing).toHaveText("Please choose a size");
    await expect(sizes.getByRole("radio", { name: "40", exact: true })).toBeFocused();
    await expect(missing).toBeInViewport();
    await check(page, "product-missing-size");
  }
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await page.setViewportSize(WIDE);

  // Chosen: the note goes, and the chosen size goes into the cart.
  await sizes.getByRole("radio", { name: "42", exact: true }).check();
  await expect(missing).toBeHidden();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Item added to cart successfully!" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The cart, the confirmation step and the order-placed page name the line's colour and size.
  await page.goto("/cart");
  await expect(page.getByText("Navy · 42", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "SHOP NOW" }).click();
  await checkoutToConfirmation(page, shopper, "PayPal");
  const confirmed = page.getByRole("listitem").filter({ hasText: shoes.name });
  await expect(confirmed.locator(".line-options")).toHaveText("Colour: Navy · Size: 42");
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await check(page, "confirmation-options");
  }
  await page.setViewportSize(WIDE);
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.items[0]).toMatchObject({ name: shoes.name, color: "Navy", size: "42" });
  const placed = page.getByRole("listitem").filter({ hasText: shoes.name });
  await expect(placed.locator(".line-options")).toHaveText("Colour: Navy · Size: 42");
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await check(page, "success-options");
  }

  // The same page in Nepali names them in Nepali (the line named by the product's Nepali name).
  await page.getByRole("button", { name: /View in Nepali/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.locator("main .line-options")).toHaveText("रङ: गाढा नीलो · साइज: ४२");
  await check(page, "success-options-ne");
});

test("in Nepali, Add to Cart and Buy Now say which option is missing and put the focus on it", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(NARROW);
  const shopper = await registerShopper(request);
  await signIn(page, shopper);
  await inNepali(page, baseURL);
  const cap = PRODUCTS.cap;
  await page.goto(`/product/${cap.category}/${cap.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await page.getByRole("button", { name: "अहिले किन्नुहोस्" }).click();
  const colours = page.getByRole("group", { name: "रङ" });
  await expect(colours.getByRole("alert")).toHaveText("कृपया रङ छान्नुहोस्");
  await expect(colours.getByRole("button").first()).toBeFocused();
  await colours.getByRole("button", { name: "कालो र सेतो" }).click();
  await page.getByRole("button", { name: "कार्टमा राख्नुहोस्" }).click();
  const sizes = page.getByRole("group", { name: "साइज" });
  await expect(sizes.getByRole("alert")).toHaveText("कृपया साइज छान्नुहोस्");
  await expect(sizes.getByRole("radio").first()).toBeFocused();
  await expect(sizes.getByRole("alert")).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`/product/${cap.category}/${cap.slug}$`));
  await check(page, "product-missing-size-ne");
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Pick<Shopper, "token">).token;
}

test("Checkout Selected and the cart's summary say the same sum with a discount code", async ({
  page,
  request,
  baseURL,
}) => {
  const code = `E2E${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
  const created = await request.post("/api/admin/discounts", {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { code, type: "percentage", value: 10, minSubtotal: 500, usageLimit: 5 },
  });
  expect(created.status()).toBe(201);
  // A Dhaka topi (Rs 850) and a pair of shoes.
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await addToCart(request, shopper, "shoes", 1, { color: "Grey" });
  await signIn(page, shopper);
  await page.goto("/cart");
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();

  const button = page.getByRole("button", { name: /^Checkout Selected/ });
  const total = definition(page, "Total Price");
  await page.getByLabel("Select all (2)").check();
  await expect(button).toHaveText(`Checkout Selected (2) · ${await total.textContent()}`);
  await page.getByLabel(/Add a gift box/).check();
  await expect(button).toHaveText(`Checkout Selected (2) · ${await total.textContent()}`);
  // The topi alone: Rs 850 less 10 %, and the gift box.
  await page.getByLabel(`Select ${PRODUCTS.shoes.name}`).uncheck();
  await expect(button).toHaveText("Checkout Selected (1) · Rs 865");
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await check(page, "cart-discount");
  }

  // In Nepali too.
  await inNepali(page, baseURL);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await page.getByLabel("सबै छान्नुहोस् (२)").check();
  const totalNe = definition(page, "जम्मा मूल्य");
  await expect(totalNe).toHaveText(/^रु /);
  await expect(page.getByRole("button", { name: /^छानिएका चेकआउट गर्नुहोस्/ })).toHaveText(
    `छानिएका चेकआउट गर्नुहोस् (२) · ${await totalNe.textContent()}`,
  );
  await check(page, "cart-discount-ne");
});

test("the account menu opens fully on a 390 px screen, in English and Nepali", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registerShopper(request);
  await signIn(page, shopper);
  for (const [language, accountNav, profile] of [
    ["en", "Account", "My Profile"],
    ["ne", "खाता", "मेरो प्रोफाइल"],
  ] as const) {
    if (language === "ne") await inNepali(page, baseURL);
    for (const viewport of [NARROW, WIDE]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const account = page.getByRole("navigation", { name: accountNav });
      await account.getByText(shopper.firstName, { exact: true }).click();
      const menu = account.getByRole("list");
      await expect(menu.getByRole("link", { name: profile })).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x, `the menu's left edge at ${viewport.width} px (${language})`).toBeGreaterThanOrEqual(0);
      expect(
        box.x + box.width,
        `the menu's right edge at ${viewport.width} px (${language})`,
      ).toBeLessThanOrEqual(viewport.width);
      await check(page, `account-menu-${language}`);
    }
  }
});

test("on a 390 px screen the filters fold, and Apply brings the products into view", async ({
  page,
  baseURL,
}) => {
  for (const [language, filters, maxPrice, apply] of [
    ["en", "Filters", "Max price (Rs)", "Apply"],
    ["ne", "फिल्टरहरू", "अधिकतम मूल्य (रु)", "लागू गर्नुहोस्"],
  ] as const) {
    if (language === "ne") await inNepali(page, baseURL);
    await page.setViewportSize(NARROW);
    await page.goto("/products");
    const toggle = page.getByRole("button", { name: filters, exact: true });
    const panel = page.getByRole("complementary", { name: filters });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("article").first()).toBeInViewport();
    await check(page, `listing-folded-${language}`);

    await toggle.click();
    await expect(panel).toBeVisible();
    await check(page, `listing-filters-open-${language}`);
    await panel.getByLabel(maxPrice).fill("3000");
    await panel.getByRole("button", { name: apply, exact: true }).click();
    await expect(page).toHaveURL(/maxPrice=3000/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const count = page.locator(".listing-bar").getByRole("status");
    await expect(count).toBeFocused();
    await expect(count).toBeInViewport();
    await expect(page.getByRole("article").first()).toBeInViewport();

    // A wide screen has the filters beside the products, always: no button, and Apply keeps them.
    await page.setViewportSize(WIDE);
    await expect(toggle).toBeHidden();
    await expect(panel).toBeVisible();
    await panel.getByLabel(maxPrice).fill("4000");
    await panel.getByRole("button", { name: apply, exact: true }).click();
    await expect(page).toHaveURL(/maxPrice=4000/);
    await expect(panel).toBeVisible();
    await check(page, `listing-${language}`);
  }
});

test("home and /offers promise the same return policy, in English and Nepali", async ({ page, baseURL }) => {
  for (const [language, policy] of [
    ["en", "30-day return policy"],
    ["ne", "३० दिने फिर्ता नीति"],
  ] as const) {
    if (language === "ne") await inNepali(page, baseURL);
    for (const viewport of [WIDE, NARROW]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const strip = page.locator(".feature-strip");
      await expect(strip).toContainText(policy);
      await expect(strip).not.toContainText(/24 hours return|२४ घण्टाभित्र फिर्ता/);
      await check(page, `home-${language}`);
      await page.goto("/offers");
      await expect(page.getByRole("listitem").filter({ hasText: policy })).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(policy));
      await check(page, `offers-${language}`);
    }
  }
});
