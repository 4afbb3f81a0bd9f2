// Signing in with a mobile number (issue 31, SHOP-API.md part 3): a shopper registers with a phone, reading the
// texted code in the SMS emulator's phone at /dev/sms, adds an email (its code read through the admin's mail
// viewer) in the profile, signs out, and signs in again with the phone, in Nepali this time, where the resend
// button waits out its 60 seconds. Each screen is scanned with axe and photographed at 1280 and 390 px.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = "/tmp/shots-phone";

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A mobile number no other run has used: 984 and seven digits from the clock. */
const freshNumber = () => `984${String(Date.now()).slice(-7)}`;

/** The code in the newest text to the number, read off the emulator's phone as the shopper would. */
async function codeTextedTo(context: BrowserContext, e164: string): Promise<string> {
  const phone = await context.newPage();
  try {
    await phone.goto(`/dev/sms/${encodeURIComponent(e164)}`);
    const newest = phone.locator("article.sms").first();
    await expect(newest).toContainText(/\b\d{6}\b/);
    return /\b(\d{6})\b/.exec((await newest.textContent()) ?? "")![1]!;
  } finally {
    await phone.close();
  }
}

/** The code of the newest email_code email to the address, through the admin's mail viewer. */
async function codeEmailedTo(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post("/api/auth/login", { data: ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await request.get(`/api/admin/mail?to=${encodeURIComponent(email)}&template=email_code`, {
    headers,
  });
  const [summary] = (await list.json()).data.messages as { _id: string }[];
  const message = await request.get(`/api/admin/mail/${summary!._id}`, { headers });
  const text = (await message.json()).data.message.text as string;
  return /\b(\d{6})\b/.exec(text)![1]!;
}

test("a shopper registers with a phone, adds an email, and signs in again with the phone in Nepali", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const typed = freshNumber();
  const e164 = `+977${typed}`;
  const shown = `+977 ${typed.slice(0, 3)}-${typed.slice(3)}`;

  // Registering with the phone, from /register.
  await page.goto("/register");
  await page.getByRole("button", { name: "Register with your phone" }).click();
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(/must be a Nepali mobile number/)).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "register-phone");
  await page.getByLabel("Mobile number").fill(typed);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`Enter the code we sent to ${shown}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  // A wrong code first: said clearly, and the form stays.
  const code = await codeTextedTo(context, e164);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Gurung");
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right");
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "register-code");
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The profile: the verified number, an email and a password added with an emailed code.
  await page.goto("/profile");
  await expect(page.getByText(`Verified number: ${shown}`)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Order updates by SMS" })).toBeChecked();
  const email = `maya.${typed}@example.com`;
  await page.getByLabel("Email to add").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`Enter the code we emailed to ${email}.`)).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "profile-email-code");
  await page.getByLabel("6-digit code").fill(await codeEmailedTo(request, email));
  await page.getByLabel("Password (optional)").fill("Secret123");
  await page.getByRole("button", { name: "Add email" }).click();
  await expect(page.getByText("Email added")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Email and password" })).toHaveCount(0);
  await page.getByRole("switch", { name: "Order updates by SMS" }).click();
  await expect(page.getByText("Setting saved")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Order updates by SMS" })).not.toBeChecked();
  await shoot(page, "profile-contact");
  // The email and password now sign in too.
  const byEmail = await request.post("/api/auth/login", { data: { email, password: "Secret123" } });
  expect(byEmail.ok()).toBe(true);

  // Signed out, then in again with the phone, in Nepali.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  // The email form stays the default.
  await expect(page.getByLabel("इमेल")).toBeVisible();
  await page.getByRole("button", { name: "फोनबाट लगइन गर्नुहोस्" }).click();
  await page.getByLabel("मोबाइल नम्बर").fill(typed);
  await page.getByRole("button", { name: "कोड पठाउनुहोस्" }).click();
  // Within a minute of the first code: 429, said in Nepali, the pause counted down.
  const refused = page.getByRole("alert");
  const sent = page.getByText(/मा पठाइएको कोड लेख्नुहोस्/);
  await expect(refused.or(sent).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "नयाँ कोड पठाउनुहोस्" })).toBeDisabled();
  await expect(page.getByText(/सेकेन्डपछि नयाँ कोड माग्न सक्नुहुन्छ/)).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "login-code-ne");
  // The resend button comes back after the pause, and sends the code.
  await expect(page.getByRole("button", { name: "नयाँ कोड पठाउनुहोस्" })).toBeEnabled({ timeout: 75_000 });
  await page.getByRole("button", { name: "नयाँ कोड पठाउनुहोस्" }).click();
  await expect(page.getByRole("button", { name: "नयाँ कोड पठाउनुहोस्" })).toBeDisabled();
  const second = await codeTextedTo(context, e164);
  expect(second).not.toBe("");
  await page.getByLabel("६ अङ्कको कोड").fill(second);
  await page.getByRole("button", { name: "पुष्टि गरेर जारी राख्नुहोस्" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await expect(page.getByText(`प्रमाणित नम्बर: ${shown}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "इमेल र पासवर्ड" })).toHaveCount(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "profile-ne");
});

test("the phone's steps fit a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with your phone" }).click();
  await expect(page.getByLabel("Mobile number")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "login-phone");
});
