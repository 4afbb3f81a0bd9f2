// A Nepal address chosen from lists, and delivery priced for its district: Gandaki Province → Kaski → Pokhara
// shows the price outside the Kathmandu Valley on the shipping step; back on the form, Bagmati Province →
// Lalitpur → Lalitpur shows the valley's price, and the order is placed at it. The address is saved to the
// shopper's profile and offered on the next checkout. axe finds nothing serious on either step at 1280, 390 and
// 360 px, nothing runs off the side, and screenshots go to /tmp/shots-nepal/.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  approveAtPaypal,
  chooseNepalAddress,
  definition,
  expectOrderPlaced,
  shopNow,
} from "./support/checkout.ts";
import { addToCart, registerShopper, rs, signIn } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-nepal";

/** axe finds nothing serious, nothing runs off the side, and a screenshot is kept, at 1280, 390 and 360 px. */
async function checkAtEveryWidth(page: Page, name: string) {
  for (const width of [1280, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const standard = (page: Page) => page.getByRole("radio", { name: /^Standard Delivery · Nepal Post/ });

test("Pokhara is priced outside the valley, Lalitpur inside it, and the address is offered again", async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const shopper = await registerShopper(request, "Sabina");
  // A Dhaka topi, Rs 850: under the free-shipping threshold, so delivery is charged.
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await shopNow(page);

  // The form: Nepal's places as lists, each waiting for its parent.
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("First name").fill(shopper.firstName);
  await page.getByLabel("Last name").fill(shopper.lastName);
  await page.getByLabel("Country").selectOption("Nepal");
  await expect(page.getByLabel("District")).toBeDisabled();
  // Keyboard only: Tab reaches the province list and typing picks by name, as in any native list.
  await page.getByLabel("Country").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("State/Region")).toBeFocused();
  await page.keyboard.type("Gan");
  await expect(page.getByLabel("State/Region")).toHaveValue("Gandaki Province");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("District")).toBeFocused();
  await page.keyboard.type("Kas");
  await expect(page.getByLabel("District")).toHaveValue("Kaski");
  await chooseNepalAddress(page, { province: "Gandaki Province", district: "Kaski", city: "Pokhara" });
  await expect(page.getByLabel("Ward (optional)").locator("option")).toHaveCount(34); // 33 wards and "none"
  await page.getByLabel("Ward (optional)").selectOption("6");
  await page.getByLabel("Address", { exact: true }).fill("Lakeside Road 12");
  await page.getByLabel("Phone").fill("+1 415 555 0100");
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(
    page.getByText(
      "Phone number must be a Nepali mobile number: 10 digits starting 96, 97 or 98 (+977 optional)",
    ),
  ).toBeVisible();
  await page.getByLabel("Phone").fill("+977 980-1234567");
  await checkAtEveryWidth(page, "customer-info-kaski");
  await page.getByRole("button", { name: "NEXT" }).click();

  // Outside the valley: Standard Delivery Rs 150 in 5–8 days.
  await expect(page).toHaveURL(/\/checkout\/shipping-payments$/);
  await expect(
    page.getByText("Prices and days for delivery to Kaski, outside the Kathmandu Valley."),
  ).toBeVisible();
  await expect(standard(page)).toBeChecked();
  await expect(standard(page)).toHaveAccessibleName(/Rs 150 · 5–8 days/);
  await expect(definition(page, "Shipping")).toHaveText(rs(150));
  await checkAtEveryWidth(page, "shipping-kaski");

  // Back to the form, which kept the address; a new province clears district, municipality and ward.
  await page.goBack();
  await expect(page.getByLabel("District")).toHaveValue("Kaski");
  await page.getByLabel("State/Region").selectOption("Bagmati Province");
  await expect(page.getByLabel("District")).toHaveValue("");
  await expect(page.getByLabel("City")).toBeDisabled();
  await chooseNepalAddress(page, { province: "Bagmati Province", district: "Lalitpur", city: "Lalitpur" });
  await page.getByLabel("Ward (optional)").selectOption("3");
  await page.getByRole("button", { name: "NEXT" }).click();

  // Inside the valley: Rs 100 in 2–4 days.
  await expect(
    page.getByText("Prices and days for delivery to Lalitpur, inside the Kathmandu Valley."),
  ).toBeVisible();
  await expect(standard(page)).toHaveAccessibleName(/Rs 100 · 2–4 days/);
  await expect(definition(page, "Shipping")).toHaveText(rs(100));
  await checkAtEveryWidth(page, "shipping-lalitpur");
  await page.getByRole("button", { name: "NEXT" }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByText("Nepal Post · Standard Delivery (2–4 days) · Rs 100")).toBeVisible();
  await expect(
    page.getByText(
      "Sabina Gurung, Lakeside Road 12, Ward 3, Lalitpur, Lalitpur district, Bagmati Province, Nepal",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const placed = await expectOrderPlaced(page, request, shopper, "paypal");
  await expect(
    page.getByText(/^Shipping Rs 100 to Lakeside Road 12, Ward 3, Lalitpur, Lalitpur district/),
  ).toBeVisible();
  expect(placed.pricing).toMatchObject({ subtotal: 850, shipping: 100, total: 950 });

  // The next checkout starts from the address saved to the profile.
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await shopNow(page);
  await expect(page.getByLabel("Country")).toHaveValue("Nepal");
  await expect(page.getByLabel("State/Region")).toHaveValue("Bagmati Province");
  await expect(page.getByLabel("District")).toHaveValue("Lalitpur");
  await expect(page.getByLabel("City")).toHaveValue("Lalitpur");
  await expect(page.getByLabel("Ward (optional)")).toHaveValue("3");
  await expect(page.getByLabel("Phone")).toHaveValue("+977 980-1234567");
});
