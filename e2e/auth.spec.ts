// Signing in and out: Google through the emulator's account chooser (its form_post answer and /auth/callback's
// one-time code), Logout, and a stored sign-in the server no longer accepts (401: signed out and sent to /login).
import { expect, test, type Page } from "@playwright/test";
import { registerShopper, signIn, uniqueEmail } from "./support/factories.ts";

/**
 * From /login through the emulator's chooser, as a new Google account; back on the home page. The emulator posts
 * the ID token to the store (form_post), which sends the browser to /auth/callback with a one-time code: no
 * address the browser visits carries a token (docs/DIFFERENCES.md, the Google sign-in).
 */
async function signInWithGoogle(page: Page, name: string, email: string) {
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose an account" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Sita Sharma/ })).toBeVisible();
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(addresses.some((address) => new URL(address).pathname === "/auth/callback")).toBe(true);
  for (const address of addresses) expect(address).not.toMatch(/[?&#](credential|id_token|token)=/);
}

test("Google sign-in through the account chooser, then Logout", async ({ page }) => {
  const email = uniqueEmail("tenzing");
  await signInWithGoogle(page, "Tenzing Norgay", email);

  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByText("Tenzing", { exact: true })).toBeVisible();
  await expect(account.getByRole("link", { name: "Login" })).toHaveCount(0);
  const me = await page.request.get("/api/auth/me", {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` },
  });
  expect(await me.json()).toMatchObject({ user: { name: "Tenzing Norgay", email } });

  // The sign-in survives a reload (kept in local storage and confirmed with the server).
  await page.reload();
  await expect(account.getByText("Tenzing", { exact: true })).toBeVisible();

  await account.getByText("Tenzing", { exact: true }).click();
  for (const entry of ["My Profile", "My Orders", "Wishlist"]) {
    await expect(account.getByRole("link", { name: entry })).toBeVisible();
  }
  await account.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(account.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(account.getByText("Tenzing", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.reload();
  await expect(account.getByRole("link", { name: "Login" })).toBeVisible();
});

test("Google sign-in greets the shopper: 'Welcome back, {name}!' (docs/STOREFRONT.md)", async ({ page }) => {
  await signInWithGoogle(page, "Ang Dorje", uniqueEmail("ang"));
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByText("Ang", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Welcome back, Ang Dorje!" })).toBeVisible();
});

test("cancelling Google's chooser lands on /login with the failure, signed in as nobody", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose an account" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Authentication failed. Please try again." }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a stored sign-in the server refuses signs the shopper out and sends them to /login, then back", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Pasang");
  // The token of another installation (or an expired one): well-formed, but not signed by this store.
  const [header, , signature] = shopper.token.split(".");
  const forged = `${header}.${Buffer.from(JSON.stringify({ sub: "someone", exp: 4102444800 })).toString("base64url")}.${signature}`;
  await signIn(page, { token: forged, user: shopper.user });

  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
    null,
    null,
  ]);

  // Logging in again works at once, and brings the shopper back to the page they were on.
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(account.getByText(shopper.firstName, { exact: true })).toBeVisible();
});
