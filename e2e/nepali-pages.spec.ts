// Nepali pages without English left in them (issue 29): on the product page colours are named in Nepali and sizes
// written in Devanagari digits (the stored values still bought), the cart says the same, the shipping step's zone
// line names the district in Nepali, and the confirmation and success pages write the Nepal address all in Nepali.
// A merchant's Nepali description, set in the admin's product editor, shows on the Nepali page; the English page
// keeps the English one. Each screen is scanned by axe at 390 and 1280 px; with E2E_SHOTS=<folder> each is
// photographed there too, to be looked at.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { registerShopper, signIn } from "./support/factories.ts";

const AIR_MAX = { category: "fashion", slug: "nike-air-max-270", name: "Nike Air Max 270" };
const ULTRABOOST = { category: "fashion", slug: "adidas-ultraboost-light", name: "Adidas Ultraboost Light" };
const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const WIDTHS = [390, 1280] as const;
/** Sita's address in Lalitpur as the confirmation and success pages write it on a Nepali page. */
const LALITPUR_NE = "Jhamsikhel, वडा नं. ५, ललितपुर, ललितपुर जिल्ला, बाग्मती प्रदेश, नेपाल";

async function checkScreen(page: Page, name: string, width: number) {
  expect(await seriousAccessibilityFindings(page), name).toEqual([]);
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
}

async function inNepali(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
}

for (const width of WIDTHS) {
  test(`a Nepali page at ${width} px names colours, sizes, the zone and the address in Nepali`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const shopper = await registerShopper(request, "Sita");
    await signIn(page, shopper);
    await inNepali(page, baseURL);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // The product page: the colours' Nepali names, the sizes in Devanagari digits.
    await page.goto(`/product/${AIR_MAX.category}/${AIR_MAX.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    const colours = page.getByRole("group", { name: "रङ" });
    for (const colour of ["कालो/सेतो", "सेतो/रातो", "पूरै कालो"])
      await expect(colours.getByRole("button", { name: colour, exact: true })).toBeVisible();
    await expect(colours).not.toContainText("Black");
    const sizes = page.getByRole("group", { name: "साइज" });
    await expect(sizes.getByRole("radio")).toHaveCount(5);
    await expect(sizes).toHaveText(/^साइज\s*४०\s*४१\s*४२\s*४३\s*४४$/);
    await colours.getByRole("button", { name: "पूरै कालो", exact: true }).click();
    await sizes.getByRole("radio", { name: "४२", exact: true }).check();
    await expect(colours.getByRole("button", { name: "पूरै कालो" })).toHaveAttribute("aria-pressed", "true");
    await checkScreen(page, "product-ne", width);
    await page.getByRole("button", { name: "कार्टमा राख्नुहोस्" }).click();
    await expect(page.getByRole("link", { name: "कार्ट, १ सामान" })).toBeVisible();

    // The cart says the same; the line was added with the stored values.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "किनमेल कार्ट" })).toBeVisible();
    await expect(page.locator("main").getByText("पूरै कालो · ४२", { exact: true })).toBeVisible();
    const cart = (await (
      await request.get("/api/cart", { headers: { authorization: `Bearer ${shopper.token}` } })
    ).json()) as { data: { items: { color: string; size: string }[] } };
    expect(cart.data.items[0]).toMatchObject({ color: "Triple Black", size: "42" });
    await checkScreen(page, "cart-ne", width);

    // Customer information: Lalitpur, chosen from the lists (their values the API's English names).
    await page.getByRole("button", { name: "अर्डर गर्नुहोस्" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "ग्राहकको विवरण" })).toBeVisible();
    await page.getByLabel("इमेल", { exact: true }).fill(shopper.email);
    await page.getByLabel("पहिलो नाम", { exact: true }).fill(shopper.firstName);
    await page.getByLabel("थर", { exact: true }).fill(shopper.lastName);
    await page.getByLabel("देश", { exact: true }).selectOption("Nepal");
    await page.getByLabel("प्रदेश", { exact: true }).selectOption("Bagmati Province");
    await page.getByLabel("जिल्ला", { exact: true }).selectOption("Lalitpur");
    await page.getByLabel("नगरपालिका / गाउँपालिका", { exact: true }).selectOption("Lalitpur");
    await page.getByLabel("वडा (ऐच्छिक)", { exact: true }).selectOption("5");
    await page.getByLabel("ठेगाना", { exact: true }).fill("Jhamsikhel");
    await page.getByLabel("फोन", { exact: true }).fill("+977 980-1234567");
    await page.getByRole("button", { name: "अर्को" }).click();

    // The shipping step: the zone line all in Nepali.
    await expect(page.getByRole("heading", { level: 1, name: "ढुवानी र भुक्तानी" })).toBeVisible();
    await expect(
      page.getByText("ललितपुर (काठमाडौं उपत्यकाभित्र) मा डेलिभरीको मूल्य र दिन।", { exact: true }),
    ).toBeVisible();
    await page.getByRole("radio", { name: "डेलिभरीमा नगद भुक्तानी", exact: true }).check();
    await checkScreen(page, "shipping-ne", width);
    await page.getByRole("button", { name: "अर्को" }).click();

    // The confirmation: the address all in Nepali, the street as typed.
    await expect(page.getByRole("heading", { level: 1, name: "अर्डर पक्का गर्नुहोस्" })).toBeVisible();
    await expect(page.locator("main").getByText(`Sita Gurung, ${LALITPUR_NE}`)).toBeVisible();
    // Carriers keep their names ("Nepal Post"); no place is left in English.
    await expect(page.locator("main")).not.toContainText(/Lalitpur|Bagmati|Province|district/);
    await checkScreen(page, "confirmation-ne", width);
    await page.getByRole("button", { name: "पक्का गर्नुहोस्" }).click();

    // The success page: the same address, in Nepali, where the parcel goes.
    await expect(page.getByRole("heading", { level: 1, name: "अर्डर गरियो" })).toBeVisible();
    await expect(
      page.locator("main").getByText(new RegExp(`^${LALITPUR_NE} मा (निःशुल्क )?ढुवानी`)),
    ).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/Lalitpur|Bagmati/);
    await checkScreen(page, "success-ne", width);
    expect(errors).toEqual([]);
  });
}

async function adminToken(request: APIRequestContext): Promise<{ token: string; user: never }> {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { token: string; user: never };
}

test("the admin writes a Nepali description: the Nepali page shows it, the English page the English one", async ({
  page,
  request,
  baseURL,
}) => {
  const admin = await adminToken(request);
  const { product } = (await (
    await request.get(`/api/products/${ULTRABOOST.category}/${ULTRABOOST.slug}`)
  ).json()) as { product: { _id: string; descriptionNe: string | null } };
  expect(product.descriptionNe).toBeNull();

  // The editor, wide and narrow: the field sits in the Description panel, in Nepali.
  await signIn(page, admin);
  await page.goto(`/admin/products/${product._id}`);
  await expect(page.getByRole("heading", { level: 1, name: ULTRABOOST.name })).toBeVisible();
  const field = page.getByLabel("Nepali description (HTML)");
  await expect(field).toHaveAttribute("lang", "ne");
  await expect(
    page.getByRole("group", { name: "Description" }).getByLabel("Nepali description (HTML)"),
  ).toBeVisible();
  await field.fill("<p>अहिलेसम्मकै <strong>हलुका</strong> Ultraboost।</p><script>alert(1)</script>");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await checkScreen(page, "admin-product-editor", width);
  }
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
  // Kept cleaned, as the description is.
  await expect(field).toHaveValue("<p>अहिलेसम्मकै <strong>हलुका</strong> Ultraboost।</p>");

  // The storefront: English as written on the English page, the Nepali description on the Nepali page.
  await page.goto(`/product/${ULTRABOOST.category}/${ULTRABOOST.slug}`);
  const panel = page.getByRole("tabpanel");
  await expect(panel).toContainText("The lightest Ultraboost ever");
  await expect(panel).not.toContainText("हलुका");
  await inNepali(page, baseURL);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`/product/${ULTRABOOST.category}/${ULTRABOOST.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await expect(panel).toHaveText("अहिलेसम्मकै हलुका Ultraboost।");
    await expect(panel.locator("strong")).toHaveText("हलुका");
    await checkScreen(page, "product-description-ne", width);
  }
  // Served so too, before any script runs.
  const served = await page.request.get(`/product/${ULTRABOOST.category}/${ULTRABOOST.slug}`);
  expect(await served.text()).toContain("<p>अहिलेसम्मकै <strong>हलुका</strong> Ultraboost।</p>");
});
