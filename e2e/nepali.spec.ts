// The storefront in Nepali (issue 18): a shopper switches language in the header, browses, checks out and sees the
// order in Nepali; the server renders the pages in Nepali from then on (the lang cookie). Each screen is scanned
// for accessibility findings and photographed at 390 px (looked at by eye; attached to the run's report).
import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { PRODUCTS, registerShopper, signIn } from "./support/factories.ts";
import { approveAtPaypal } from "./support/checkout.ts";

const DEVANAGARI_RUPEES = /रु [०-९][०-९,]*/;

async function photograph(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-ne-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectAccessible(page: Page, screen: string) {
  expect(await seriousAccessibilityFindings(page), screen).toEqual([]);
}

test("a shopper switches to Nepali, browses, checks out and sees the order in Nepali", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Sita");
  await signIn(page, shopper);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });

  // The switch in the header: the page changes at once, and the server renders Nepali from then on.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: /View in Nepali/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { name: "विशेष सामानहरू" })).toBeVisible();
  const served = await page.request.get("/");
  expect(await served.text()).toContain('<html lang="ne">');
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("button", { name: /View in English/ })).toBeVisible();
  await expectAccessible(page, "home");
  await photograph(page, "home");

  // Browse: the header's search, then the product, in Nepali with Devanagari prices.
  await page.getByRole("searchbox", { name: "सामान खोज्नुहोस्" }).fill("Goldstar G10");
  await page.getByRole("searchbox", { name: "सामान खोज्नुहोस्" }).press("Enter");
  const shoes = PRODUCTS.shoes;
  // The card is named in Nepali (the product's Nepali name): found by its address.
  await page.locator(`main a[href="/product/${shoes.category}/${shoes.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${shoes.category}/${shoes.slug}$`));
  await expect(page.locator("main").getByText(DEVANAGARI_RUPEES).first()).toBeVisible();
  // Colours are named in Nepali on a Nepali page ("Navy" is "गाढा नीलो").
  await page.getByRole("button", { name: "गाढा नीलो", exact: true }).click();
  // Shoes are sold by size: the shopper chooses one.
  await page.getByRole("group", { name: "साइज" }).getByRole("radio", { name: "४०", exact: true }).check();
  await expectAccessible(page, "product");
  await photograph(page, "product");
  await page.getByRole("button", { name: "कार्टमा राख्नुहोस्" }).click();
  await expect(page.getByRole("link", { name: "कार्ट, १ सामान" })).toBeVisible();

  // The cart and the checkout in Nepali.
  await page.getByRole("link", { name: "कार्ट, १ सामान" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "किनमेल कार्ट" })).toBeVisible();
  await expect(page.locator("main").getByText("रु २,१५०").first()).toBeVisible();
  await expectAccessible(page, "cart");
  await photograph(page, "cart");
  await page.getByRole("button", { name: "अर्डर गर्नुहोस्" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ग्राहकको विवरण" })).toBeVisible();
  await page.getByLabel("इमेल", { exact: true }).fill(shopper.email);
  await page.getByLabel("पहिलो नाम", { exact: true }).fill(shopper.firstName);
  await page.getByLabel("थर", { exact: true }).fill(shopper.lastName);
  await page.getByLabel("देश", { exact: true }).selectOption("Nepal");
  await page.getByLabel("प्रदेश", { exact: true }).selectOption("Bagmati Province");
  await page.getByLabel("जिल्ला", { exact: true }).selectOption("Kathmandu");
  await page.getByLabel("नगरपालिका / गाउँपालिका", { exact: true }).selectOption("Kathmandu");
  await page.getByLabel("ठेगाना", { exact: true }).fill("Thamel Marg 12");
  await page.getByLabel("फोन", { exact: true }).fill("+977 980-1234567");
  await expectAccessible(page, "customer information");
  await photograph(page, "checkout");
  await page.getByRole("button", { name: "अर्को" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ढुवानी र भुक्तानी" })).toBeVisible();
  await page.getByRole("radio", { name: "PayPal", exact: true }).check();
  await expectAccessible(page, "shipping and payment");
  await page.getByRole("button", { name: "अर्को" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "अर्डर पक्का गर्नुहोस्" })).toBeVisible();
  await page.getByRole("button", { name: "पक्का गर्नुहोस्" }).click();
  await approveAtPaypal(page);
  await expect(page.getByRole("heading", { level: 1, name: "अर्डर गरियो" })).toBeVisible();
  const orderNumber = (await page.locator("main strong").first().textContent()) ?? "";
  expect(orderNumber).toMatch(/\S/);

  // The order in the shopper's history: Nepali words, Devanagari money, the Bikram Sambat date beside the Gregorian.
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "मेरा अर्डरहरू" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row).toContainText(DEVANAGARI_RUPEES);
  await expect(row).toContainText(/२०[०-९]{2} \S+ [०-९]+ \(२०[०-९]{2} \S+ [०-९]+\)/);
  await expectAccessible(page, "orders");
  expect(errors).toEqual([]);
});

test("the English pages stay English, with the switch to Nepali, and are accessible", async ({ page }) => {
  await page.goto(`/product/${PRODUCTS.cap.category}/${PRODUCTS.cap.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
  await expect(page.getByRole("button", { name: /View in Nepali/ })).toHaveText("नेपाली");
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
});
