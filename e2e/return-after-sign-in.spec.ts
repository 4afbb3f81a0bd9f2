// Issue 29: signing in no longer loses the shopper. A guest who chooses a colour and a size and asks for Add to
// Cart or Buy Now is asked to log in (SPEC.md's message), finds the login form at the top of the page with its
// heading focused, and once signed in (or registered and signed in, or through Google) is back on the product
// with what they chose, the add done once, or Buy Now gone on to checkout. And every change of page starts at
// the new page's top with its heading focused, while back comes back where the shopper was.
// At 1280 px and at 390 px; in English and Nepali. SHOTS=1 photographs the screens to /tmp/shots-w-return/.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { PASSWORD, PRODUCTS, registerShopper, uniqueEmail, type Shopper } from "./support/factories.ts";

const SHOES = PRODUCTS.shoes;
const SHOES_PATH = `/product/${SHOES.category}/${SHOES.slug}`;

const WIDTHS = [
  { name: "1280 px", viewport: { width: 1280, height: 800 } },
  { name: "390 px", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

async function photograph(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/shots-w-return/${name}-${width}.png` });
}

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
}

/** The shopper's cart lines as the store keeps them. */
async function cartLines(request: APIRequestContext, shopper: Pick<Shopper, "token">) {
  const answer = await request.get("/api/cart", { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { items: { productName: string; color: string; size?: string; quantity: number }[] };
  };
  return data.items.map(({ productName, color, size, quantity }) => ({ productName, color, size, quantity }));
}

/** The shopper's token, read from the browser's sign-in. */
const tokenOf = async (page: Page) => ({
  token: (await page.evaluate(() => localStorage.getItem("token"))) ?? "",
});

/** On the shoes' page, as a guest: Grey, size 42, two of them; then `button`. */
/** The shoes' grey and size 42 as the page names them (Nepali pages: the colour in Nepali, the digits too). */
const GREY_42 = { en: { grey: "Grey", size: "42" }, ne: { grey: "खरानी", size: "४२" } };

async function chooseAndAsk(
  page: Page,
  button: string,
  texts = { increase: "Increase quantity" },
  options = GREY_42.en,
) {
  await page.goto(SHOES_PATH);
  await page.getByRole("button", { name: options.grey, exact: true }).click();
  await page.getByRole("radio", { name: options.size, exact: true }).check();
  await page.getByRole("button", { name: texts.increase }).click();
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** The login page the guest is sent to: at its top, its heading focused, its form on screen. */
async function expectLoginInView(page: Page, heading = "Login", email = "Email") {
  await expect(page).toHaveURL(/\/login\?(.+&)?next=%2Fproduct%2F/);
  const title = page.getByRole("heading", { level: 1, name: heading });
  await expect(title).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByLabel(email, { exact: true })).toBeInViewport();
}

async function logIn(page: Page, shopper: Pick<Shopper, "email" | "password">, texts = LOGIN_EN) {
  await page.getByLabel(texts.email, { exact: true }).fill(shopper.email);
  await page.getByLabel(texts.password, { exact: true }).fill(shopper.password);
  await page.locator("form").getByRole("button", { name: texts.login, exact: true }).click();
}
const LOGIN_EN = { email: "Email", password: "Password", login: "Login" };

/** Back on the shoes with Grey and 42 chosen and two of them, at the address without its mark. */
async function expectBackOnTheShoes(page: Page, options = GREY_42.en) {
  await expect(page).toHaveURL(new RegExp(`${SHOES_PATH}$`));
  await expect(page.getByRole("button", { name: options.grey, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("radio", { name: options.size, exact: true })).toBeChecked();
}

for (const width of WIDTHS) {
  test.describe(`at ${width.name}`, () => {
    test.use({
      viewport: width.viewport,
      ...("isMobile" in width ? { isMobile: true, hasTouch: true } : {}),
    });

    test("a guest's Add to Cart is finished once after logging in, with the options chosen", async ({
      page,
      request,
    }) => {
      const shopper = await registerShopper(request, "Pasang");
      await chooseAndAsk(page, "Add to Cart");
      await expect(page.getByText("Please login to add items to cart")).toBeVisible();
      await expectLoginInView(page);
      await expectAccessible(page);
      await photograph(page, "login-after-add");

      await logIn(page, shopper);
      await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
      await expect(page.getByText("Please login to add items to cart")).toHaveCount(0);
      await expectBackOnTheShoes(page);
      await expect(page.getByRole("group", { name: "Quantity" }).locator("output")).toHaveText("2");
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      await photograph(page, "product-after-login");
      const line = [{ productName: SHOES.name, color: "Grey", size: "42", quantity: 2 }];
      expect(await cartLines(request, shopper)).toEqual(line);

      // Neither a reload nor going back and forth adds it again.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: SHOES.name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${SHOES_PATH}$`));
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1, name: SHOES.name })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await cartLines(request, shopper)).toEqual(line);

      await page.goto("/cart");
      await expect(page.locator("main").getByText("Grey · 42")).toBeVisible();
    });

    test("a guest's Buy Now goes on to checkout with the options chosen after logging in", async ({
      page,
      request,
    }) => {
      const shopper = await registerShopper(request, "Dawa");
      await chooseAndAsk(page, "Buy Now");
      await expect(page.getByText("Please login to purchase items")).toBeVisible();
      await expectLoginInView(page);
      await logIn(page, shopper);

      await expect(page).toHaveURL(/\/checkout\/customer-info$/);
      const heading = page.getByRole("heading", { level: 1, name: "Customer information" });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const items = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem("checkoutData") ?? "{}").items as unknown[],
      );
      expect(items).toMatchObject([{ productName: SHOES.name, color: "Grey", size: "42", quantity: 2 }]);
      // Buy Now leaves the cart as it is.
      expect(await cartLines(request, shopper)).toEqual([]);
      await photograph(page, "checkout-after-buy-now");

      // The next step opens at its top, its heading focused: NEXT no longer opens the shipping step part way down.
      await page.getByLabel("Email").fill(shopper.email);
      await page.getByLabel("First name").fill(shopper.firstName);
      await page.getByLabel("Last name").fill(shopper.lastName);
      await page.getByLabel("Country").selectOption("Nepal");
      await page.getByLabel("State/Region").selectOption("Bagmati Province");
      await page.getByLabel("District").selectOption("Kathmandu");
      await page.getByLabel("City").selectOption("Kathmandu");
      await page.getByLabel("Address", { exact: true }).fill("Thamel Marg 12");
      await page.getByLabel("Phone").fill("+977 980-1234567");
      await page.getByRole("button", { name: "NEXT" }).click();
      const shipping = page.getByRole("heading", { level: 1, name: "Shipping and payment" });
      await expect(shipping).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await photograph(page, "shipping-step");
    });

    test("registering first keeps the guest's add: register, log in, and it is done", async ({
      page,
      request,
    }) => {
      await chooseAndAsk(page, "Add to Cart");
      await expectLoginInView(page);
      await page.getByRole("link", { name: "Create an account" }).click();
      const heading = page.getByRole("heading", { level: 1, name: "Create an account" });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectAccessible(page);
      const shopper = { email: uniqueEmail("nima"), password: PASSWORD };
      await page.getByLabel("First name").fill("Nima");
      await page.getByLabel("Last name").fill("Sherpa");
      await page.getByLabel("Email").fill(shopper.email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Register", exact: true }).click();

      await expect(page.getByText("Registration successful! Please login to continue.")).toBeVisible();
      await expectLoginInView(page);
      await logIn(page, shopper);
      await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
      await expectBackOnTheShoes(page);
      expect(await cartLines(request, await tokenOf(page))).toEqual([
        { productName: SHOES.name, color: "Grey", size: "42", quantity: 2 },
      ]);
    });

    test("a new page opens at its top with its heading focused; back comes back where the shopper was", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Best Selling" })).toBeVisible();
      const card = page.locator(`main a[href="${SHOES_PATH}"]`).first();
      await card.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await card.click();

      const heading = page.getByRole("heading", { level: 1, name: SHOES.name });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectAccessible(page);
      await photograph(page, "product-opened");

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.goForward();
      await expect(heading).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("in Nepali", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a guest's Add to Cart is finished after logging in, in Nepali", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
    const shopper = await registerShopper(request, "Mingma");
    await chooseAndAsk(page, "कार्टमा राख्नुहोस्", { increase: "परिमाण बढाउनुहोस्" }, GREY_42.ne);
    await expect(page.getByText("कार्टमा सामान राख्न कृपया लगइन गर्नुहोस्")).toBeVisible();
    await expectLoginInView(page, "लगइन", "इमेल");
    await expectAccessible(page);
    await photograph(page, "login-after-add-ne");

    await logIn(page, shopper, { email: "इमेल", password: "पासवर्ड", login: "लगइन" });
    await expect(page.getByText("सामान कार्टमा राखियो!")).toBeVisible();
    await expectBackOnTheShoes(page, GREY_42.ne);
    await expect(page.getByRole("group", { name: "परिमाण" }).locator("output")).toHaveText("२");
    await photograph(page, "product-after-login-ne");
    expect(await cartLines(request, shopper)).toEqual([
      { productName: SHOES.name, color: "Grey", size: "42", quantity: 2 },
    ]);
  });
});

test("a guest's Add to Cart survives Google's round trip", async ({ page, request }) => {
  await chooseAndAsk(page, "Add to Cart");
  await expectLoginInView(page);
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose an account" })).toBeVisible();
  await page.getByLabel("Full name").fill("Lhakpa Sherpa");
  await page.getByLabel("Email").fill(uniqueEmail("lhakpa"));
  await page.getByRole("button", { name: "Continue", exact: true }).click();

  await expect(page.getByText("Item added to cart successfully!")).toBeVisible();
  await expectBackOnTheShoes(page);
  expect(await cartLines(request, await tokenOf(page))).toEqual([
    { productName: SHOES.name, color: "Grey", size: "42", quantity: 2 },
  ]);
});

test("a login page opened with next hydrates without a mismatch and carries next on", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const next = `${SHOES_PATH}?pending=0a1b2c3d4e5f`;
  await page.goto(`/products?brand=goldstar`);
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    `/login?${new URLSearchParams({ next: "/products?brand=goldstar" })}`,
  );
  await page.goto(`/login?${new URLSearchParams({ next })}`);
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    `/register?${new URLSearchParams({ next })}`,
  );
  expect(errors).toEqual([]);
});
