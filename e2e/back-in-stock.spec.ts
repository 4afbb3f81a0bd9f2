// Back in stock: a sold-out product; one guest asks to be told by text (in English), another by email (in
// Nepali); the admin sees both waiting in the inventory and restocks it there; the text arrives on the SMS
// emulator's phone (/dev/sms) and the email in the admin's mail viewer, each once, each with an unsubscribe
// link that lands on the unsubscribed page in the shopper's language; an unknown link says so. Each screen:
// axe (nothing serious or critical), nothing running off a phone's side, photographed at 1280 and 390 px
// (ALERT_SHOTS=<folder>, else the test's output folder).
import { checkScreen } from "./support/screen-check.ts";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { signIn } from "./support/factories.ts";

const SCREENS = { shotsVariable: "ALERT_SHOTS" };
const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
/** A seeded product with one variant that no other journey buys. */
const PRODUCT = "Baltra Vacuum Flask 1 L";

async function adminSession(request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { token: string; user: { name: string; email: string } };
}

/** A shopper's own browser, in their language, on the product's page found by searching for it. */
async function onProductPage(browser: Browser, baseURL: string, language: "en" | "ne") {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "lang", value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto(`/products?search=${encodeURIComponent("Baltra Vacuum")}`);
  await page
    .locator(".product-card a")
    .filter({ hasText: /Baltra|बाल्ट्रा/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return { context, page };
}

test("a guest asks to be told when a sold-out product is back; the admin restocks it; the alerts arrive", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await adminSession(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const listed = await request.get(`/api/admin/inventory?search=${encodeURIComponent(PRODUCT)}`, { headers });
  const [variant] = (await listed.json()).data.variants as { _id: string; stock: number }[];
  // Sold out: everyone bought the rest.
  const emptied = await request.post(`/api/admin/variants/${variant!._id}/stock`, {
    headers,
    data: { set: 0, reason: "correction", note: "Sold out for the back-in-stock journey" },
  });
  expect(emptied.ok(), await emptied.text()).toBe(true);

  // A number and an address of this run's own.
  const local = `98${String(Date.now()).slice(-8)}`;
  const e164 = `+977${local}`;
  const email = `flask.${Date.now()}@example.com`;

  // In English, by text.
  const english = await onProductPage(browser, baseURL!, "en");
  const shopper = english.page;
  await expect(shopper.getByText("Out of stock", { exact: true })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  const notify = shopper.getByRole("button", { name: "Notify me when it's back" });
  await notify.focus();
  await shopper.keyboard.press("Enter");
  const field = shopper.getByRole("textbox", { name: "Email or mobile number" });
  await expect(field).toBeFocused();
  await shopper.getByRole("button", { name: "Notify me", exact: true }).click();
  await expect(shopper.getByText("Enter an email address or a mobile number")).toBeVisible();
  await field.fill(`${local.slice(0, 3)}-${local.slice(3)}`);
  await checkScreen(shopper, "notify-form-en", SCREENS);
  await shopper.getByRole("button", { name: "Notify me", exact: true }).click();
  await expect(shopper.getByRole("status").filter({ hasText: "We'll let you know at" })).toHaveText(
    `We'll let you know at +977 ${local.slice(0, 3)}-${local.slice(3)} when it's back.`,
  );
  await checkScreen(shopper, "notify-confirmed-en", SCREENS);

  // In Nepali, by email.
  const nepali = await onProductPage(browser, baseURL!, "ne");
  await expect(nepali.page.getByText("स्टकमा छैन", { exact: true })).toBeVisible();
  await nepali.page.getByRole("button", { name: "फेरि आएपछि मलाई खबर गर्नुहोस्" }).click();
  await nepali.page.getByRole("textbox", { name: "इमेल वा मोबाइल नम्बर" }).fill(email);
  await checkScreen(nepali.page, "notify-form-ne", SCREENS);
  await nepali.page.getByRole("button", { name: "मलाई खबर गर्नुहोस्", exact: true }).click();
  await expect(nepali.page.getByText(`यो फेरि आएपछि हामी ${email} मा खबर गर्नेछौं।`)).toBeVisible();
  await checkScreen(nepali.page, "notify-confirmed-ne", SCREENS);

  // The admin sees both waiting, and restocks it in the inventory screen.
  await signIn(page, admin);
  await page.goto(`/admin/inventory?search=${encodeURIComponent("Baltra Vacuum")}`);
  const row = page.getByRole("table", { name: "Variants" }).getByRole("row").filter({ hasText: PRODUCT });
  await expect(row.getByRole("cell").nth(5)).toHaveText("2 waiting");
  await checkScreen(page, "admin-inventory-waiting", SCREENS);
  await row.getByRole("button", { name: /^Adjust stock of / }).click();
  const dialog = page.getByRole("dialog", { name: "Adjust stock" });
  await dialog.getByLabel("Quantity").fill("6");
  await dialog.getByLabel("Reason").selectOption("received");
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/is now 6\.$/);
  await page.keyboard.press("Escape");
  await expect(row.getByRole("cell").nth(5)).toHaveText("0");

  // The text, on the shopper's phone, once.
  await expect(async () => {
    await page.goto(`/dev/sms/${encodeURIComponent(e164)}`);
    await expect(page.locator("article.sms")).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const text = page.locator("article.sms").first();
  await expect(text).toContainText(`Nepal Store: ${PRODUCT} is back in stock. Stop alerts: `);
  await expect(text).toContainText("back_in_stock");
  await checkScreen(page, "dev-sms-alert", SCREENS);
  const smsLink = /(http:\/\/\S+\/n\/[A-Za-z0-9_-]+)/.exec(await text.innerText())?.[1];
  expect(smsLink).toBeDefined();

  // The email, in the admin's mail viewer, once, in Nepali.
  const list = await request.get(`/api/admin/mail?to=${encodeURIComponent(email)}&template=back_in_stock`, {
    headers,
  });
  const messages = (await list.json()).data.messages as { _id: string; subject: string }[];
  expect(messages).toHaveLength(1);
  await page.goto(`/admin/mail?to=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: messages[0]!.subject }).click();
  const frame = page.frameLocator('iframe[title="The email\'s HTML"]');
  await expect(frame.getByRole("heading", { name: "फेरि स्टकमा आयो" })).toBeVisible();
  await expect(frame.getByRole("link", { name: "अहिले हेर्नुहोस्" })).toHaveAttribute(
    "href",
    /\/product\/home-kitchen\//,
  );
  await checkScreen(page, "admin-mail-alert", { ...SCREENS, exclude: ".mail-frame" });
  const mailLink = /(http:\/\/\S+\/n\/[A-Za-z0-9_-]+)/.exec(
    await page.locator(".mail-text").innerText(),
  )?.[1];
  expect(mailLink).toBeDefined();

  // The links: each shopper's own, in their own language.
  const sameOrigin = (link: string) => new URL(link).pathname;
  await shopper.goto(sameOrigin(smsLink!));
  await expect(shopper).toHaveURL(/\/notify\/unsubscribed\?status=done$/);
  await expect(shopper.getByText("You are unsubscribed: we will not send this alert.")).toHaveAttribute(
    "role",
    "status",
  );
  await checkScreen(shopper, "unsubscribed-en", SCREENS);
  await nepali.page.goto(sameOrigin(mailLink!));
  await expect(nepali.page.getByText("तपाईंको सदस्यता हटाइयो: हामी यो खबर पठाउने छैनौं।")).toHaveAttribute(
    "role",
    "status",
  );
  await checkScreen(nepali.page, "unsubscribed-ne", SCREENS);
  await shopper.goto("/n/not-a-token-the-store-made");
  await expect(shopper).toHaveURL(/\/notify\/unsubscribed\?status=invalid$/);
  await expect(shopper.getByText(/This unsubscribe link is not valid any more\./)).toHaveAttribute(
    "role",
    "alert",
  );
  await checkScreen(shopper, "unsubscribed-invalid-en", SCREENS);
  await english.context.close();
  await nepali.context.close();
});
