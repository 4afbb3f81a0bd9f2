// Orders and tracking in Nepali: dates in both calendars (Bikram Sambat first), money in Devanagari digits, and
// the Devanagari font the store ships (not another host's, not the system's) loaded on Nepali pages only.
import { expect, test, type Page } from "@playwright/test";
import { placeOrder, registerShopper, signIn } from "./support/factories.ts";

/** The font faces the page has loaded, as "family weight". */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => `${face.family} ${face.weight}`);
  });

/** "2083 मंसिर 9 (2026 नोभेम्बर 25)" in Devanagari digits: a BS date, then the Gregorian one in brackets. */
const BOTH_CALENDARS =
  /^[०-९]{4} (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{1,2} \([०-९]{4} \S+ [०-९]{1,2}\)$/;

test("orders and tracking in Nepali show both calendars and load the store's Devanagari font", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await registerShopper(request, "Sita");
  const order = await placeOrder(request, shopper, "cap");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (/\.woff2($|\?)/.test(response.url())) fonts.push(`${response.status()} ${response.url()}`);
  });

  await signIn(page, shopper);
  await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
  await page.goto("/orders");
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { level: 1, name: "मेरा अर्डरहरू" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(row.getByRole("cell").nth(1)).toHaveText(BOTH_CALENDARS);
  await expect(row).toContainText("रु ");
  expect(await loadedFaces(page)).toContain("Noto Sans Devanagari 400");

  await page.goto("/track-order");
  await page.getByLabel("अर्डर आईडी").fill(order.orderNumber);
  await page.getByLabel("बिलिङ इमेल").fill(shopper.email);
  await page.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `अर्डर ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "अर्डर गरेको मिति" }).locator("+ dd")).toHaveText(
    BOTH_CALENDARS,
  );
  // The timeline's first step: its name, the day in both calendars and the time in Nepal.
  await expect(page.locator(".tracking-stages li").first()).toHaveText(
    new RegExp(`^अर्डर गरियो ${BOTH_CALENDARS.source.slice(1, -1)} [०-९]{2}:[०-९]{2}$`),
  );

  // Served by the store itself, and allowed by its CSP (font-src 'self').
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(new RegExp(`^200 ${baseURL}/assets/noto-sans-devanagari-`));
  expect(problems).toEqual([]);
});

test("an English page downloads only the Devanagari face's regular weight, for its language switch", async ({
  page,
  baseURL,
}) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (/\.woff2($|\?)/.test(response.url())) fonts.push(response.url());
  });
  await page.goto("/track-order");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
  // The header's "नेपाली" switch is the page's one Devanagari word: drawn in the store's face (a system without
  // Devanagari fonts drew boxes, issue 32), so the regular weight comes, and only it.
  await expect(page.getByText("नेपाली")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(new RegExp(`^${baseURL}/assets/noto-sans-devanagari-devanagari-400-normal-`));
  expect((await loadedFaces(page)).filter((face) => face.startsWith("Noto Sans Devanagari"))).toEqual([
    "Noto Sans Devanagari 400",
  ]);
});
