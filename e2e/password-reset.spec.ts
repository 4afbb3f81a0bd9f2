// A shopper who forgot the password: the login page's link, the emailed link (read back through the admin's mail
// viewer, as no SMTP server runs here), a new password, and a sign-in with it. Then the admin's mail viewer shows
// the email itself.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { registerShopper, signIn } from "./support/factories.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = "/tmp/shots-mail";
const SENT =
  "If an account exists for that email, we have sent it a link to reset the password. The link works for 60 minutes.";

/** `exclude`: a sandboxed frame, which runs no script, so axe cannot look inside it (and would wait for it). */
async function seriousAccessibilityFindings(page: Page, exclude?: string) {
  const axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (exclude) axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function adminSession(request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    token: string;
    user: { name: string; email: string } & Record<string, unknown>;
  };
}

/** The newest email of a kind to an address, through the mail viewer's API. */
async function emailTo(request: APIRequestContext, email: string, template: string) {
  const { token } = await adminSession(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`/api/admin/mail?to=${encodeURIComponent(email)}&template=${template}`, {
    headers,
  });
  const [summary] = (await list.json()).data.messages as { _id: string }[];
  expect(summary).toBeDefined();
  const message = await request.get(`/api/admin/mail/${summary!._id}`, { headers });
  return (await message.json()).data.message as { _id: string; subject: string; text: string; html: string };
}

test("a shopper resets a forgotten password from the emailed link and signs in with the new one", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
  // A malformed email is refused on the page.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "forgot-password");

  await page.getByLabel("Email").fill(shopper.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
  await shoot(page, "forgot-password-sent");

  const email = await emailTo(request, shopper.email, "password_reset");
  expect(email.subject).toBe("Reset your Nepal Store password");
  const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(email.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  // The confirmation must match.
  await page.getByLabel("New password", { exact: true }).fill("Fresh2025x");
  await page.getByLabel("Confirm new password").fill("Fresh2025y");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await shoot(page, "reset-password");

  await page.getByLabel("Confirm new password").fill("Fresh2025x");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(
    page.getByText("Your password has been reset. Please login with your new password."),
  ).toBeVisible();
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill("Fresh2025x");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The link worked once: opened again, it is refused with a way to ask for a new one.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel("New password", { exact: true }).fill("Another2025");
  await page.getByLabel("Confirm new password").fill("Another2025");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This password reset link is invalid or has expired.");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await shoot(page, "reset-password-used");
});

test("the admin reads a shopper's welcome email in the mail viewer", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Nima");
  const welcome = await emailTo(request, shopper.email, "welcome");
  await signIn(page, await adminSession(request));
  await page.goto(`/admin/mail?to=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await page.getByRole("button", { name: "Welcome to Nepal Store" }).click();
  await expect(page).toHaveURL(new RegExp(`message=${welcome._id}`));
  const frame = page.frameLocator('iframe[title="The email\'s HTML"]');
  await expect(frame.getByRole("heading", { name: "Welcome, Nima Gurung!" })).toBeVisible();
  await expect(page.locator(".mail-text")).toContainText("Welcome, Nima Gurung!");
  expect(await seriousAccessibilityFindings(page, ".mail-frame")).toEqual([]);
  await shoot(page, "mail-viewer");
});
