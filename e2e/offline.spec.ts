// Reading the store offline (docs/guides/offline.md): with the service worker in charge, a shopper browses, the
// network goes away (Playwright's offline mode, which the worker's own requests obey too), and the pages seen
// before still read, with a notice that says they are kept copies and since when; a page never seen shows the
// store's own offline page, in the page's language; nothing of the shopper's own is kept; signing out deletes
// what was kept. Each offline screen is scanned by axe; with E2E_SHOTS=<folder> each is photographed at 1280
// and 390 px.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { PRODUCTS, registerShopper, signIn } from "./support/factories.ts";

// The other journeys block service workers (playwright.config.ts); these are about one.
test.use({ serviceWorkers: "allow" });

const WIDTHS = [1280, 390] as const;
const phone = PRODUCTS.phone;
const PHONE_PAGE = `/product/${phone.category}/${phone.slug}`;

async function checkScreen(page: Page, name: string, width: number) {
  expect(await seriousAccessibilityFindings(page), name).toEqual([]);
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/offline-${name}-${width}.png`, fullPage: true });
}

/** Waits until the store's service worker controls the page (it claims open pages once active). */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 20_000,
  });
}

/** Searches from the header (inside the app: the listing's data is fetched, not its page). */
async function searchFor(page: Page, text: string) {
  // Hydrated first: before, the form is the browser's own and the listing a page load.
  await page.waitForLoadState("networkidle");
  await page.getByRole("searchbox", { name: "Search products" }).fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${text}`));
  await expect(page.getByRole("article").first()).toBeVisible();
}

/** The pictures on the page that loaded no image (their addresses). */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  );
}

/** The addresses (paths and queries) kept in one of the worker's caches, or [] when there is none. */
function keptAddresses(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

for (const width of WIDTHS) {
  test(`at ${width} px: pages seen before read offline with a notice, others show the offline page, sign-out clears them`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const shopper = await registerShopper(request, "Pasang");
    await signIn(page, shopper);
    await page.goto("/");
    await workerInCharge(page);

    // Online, with the worker in charge: home and a product (pages), a search (its data, fetched as the shopper
    // moves to the listing inside the app), and the cart, which is the shopper's own.
    await page.goto("/");
    await searchFor(page, "Samsung");
    await page.goto(PHONE_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: phone.name })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /offline/ })).toHaveCount(0);

    const pages = await keptAddresses(page, "store-pages");
    expect(pages).toEqual(expect.arrayContaining(["/", PHONE_PAGE]));
    expect(pages).not.toContain("/cart");
    const data = await keptAddresses(page, "store-data");
    expect(data.some((address) => address.startsWith("/api/products?") && address.includes("Samsung"))).toBe(
      true,
    );
    expect(data.filter((address) => /^\/api\/(cart|auth|orders|wishlist)/.test(address))).toEqual([]);

    await context.setOffline(true);

    // A page seen before: the kept copy, and a notice saying so and since when (Nepal's clock).
    await page.goto(PHONE_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: phone.name })).toBeVisible();
    // The connection line says "You're offline." once (flaky-link.spec.ts); the kept copy's notice says since when.
    await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toHaveCount(1);
    const notice = page.getByRole("status").filter({ hasText: "You are reading the copy of this page" });
    await expect(notice).toHaveText(
      /^You are reading the copy of this page saved on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}\.$/,
    );
    await checkScreen(page, "kept-product", width);
    // A picture the browser never fetched shows the store's stand-in, not a broken image.
    await expect.poll(() => brokenImages(page)).toEqual([]);

    // Home as kept, then the same search inside the app: its results from the kept data, still with the notice.
    await page.goto("/");
    await searchFor(page, "Samsung");
    await expect(notice).toBeVisible();

    // A page never seen, and the cart (never kept): the store's own offline page, not the browser's.
    for (const address of ["/deals", "/cart"]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
      await expect(page.getByText("This page has not been saved on this device yet.")).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await checkScreen(page, "never-seen", width);

    // Back online, the shopper signs out: what was kept is deleted, so offline again the product page is gone.
    await context.setOffline(false);
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "offline" })).toHaveCount(0);
    const account = page.getByRole("navigation", { name: "Account" });
    await account.getByText("Pasang", { exact: true }).click();
    await account.getByRole("button", { name: "Logout" }).click();
    await expect(account.getByRole("link", { name: "Login" })).toBeVisible();
    await expect.poll(() => keptAddresses(page, "store-pages")).not.toContain(PHONE_PAGE);
    expect(await keptAddresses(page, "store-pages")).not.toContain("/");
    expect(
      (await keptAddresses(page, "store-data")).filter((address) => address.includes("Samsung")),
    ).toEqual([]);
    await context.setOffline(true);
    await page.goto(PHONE_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  });
}

test("a Nepali shopper reads the notice and the offline page in Nepali", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
  await page.goto("/");
  await workerInCharge(page);
  await page.goto(PHONE_PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto(PHONE_PAGE);
  await expect(page.getByRole("status").filter({ hasText: "सुरक्षित गरिएको प्रति" })).toContainText(
    "पढ्दै हुनुहुन्छ।",
  );
  await checkScreen(page, "kept-product-ne", 390);
  await expect.poll(() => brokenImages(page)).toEqual([]);

  await page.goto("/offers");
  await expect(page.getByRole("heading", { level: 1, name: "तपाईं अफलाइन हुनुहुन्छ" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await checkScreen(page, "never-seen-ne", 390);
});

test("the store is an installable web app: its worker controls the page and its manifest is linked", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await workerInCharge(page);
  const worker = await request.get("/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's browser contexts are off the record, where Chromium installs nothing: the one error a shopper's
  // own browser does not have.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== "in-incognito")).toEqual([]);
});

test("a new version of the store is offered, and Reload takes it up without a broken page", async ({
  page,
}) => {
  // The bundle this run's store serves (e2e/playwright.config.ts): a deploy writes a new worker into it.
  const workerFile = path.join(process.env.E2E_RUN_DIR ?? "", "client-dist", "sw.js");
  expect(fs.existsSync(workerFile)).toBe(true);
  await page.goto("/");
  await workerInCharge(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  const original = fs.readFileSync(workerFile, "utf8");
  try {
    fs.writeFileSync(workerFile, `${original}\n// A new version of the store.\n`);
    // The browser checks for a new worker on navigations and every day; the page asks at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const offer = page.getByRole("status").filter({ hasText: "A new version of the store is ready." });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await checkScreen(page, "new-version", 1280);

    // Reload: the new worker takes over and the page loads again under it, whole and working.
    const reloaded = page.waitForEvent("load");
    await offer.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(offer).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && !registration.waiting && navigator.serviceWorker.controller);
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
    // A screen loaded on demand after the update: the product page, reached inside the app.
    await page.waitForLoadState("networkidle");
    await page.getByRole("searchbox", { name: "Search products" }).fill(phone.name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: phone.name }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: phone.name })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  } finally {
    fs.writeFileSync(workerFile, original);
  }
});
