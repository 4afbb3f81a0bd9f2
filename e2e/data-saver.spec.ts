// Issue 32, data saver: with the browser's `Save-Data: on` (sent on every request) or the footer's switch, the
// server-rendered home page leaves out its decorative art; the switch is labelled, reachable by keyboard, and
// remembered for the next page. Scanned by axe and photographed at 1280 and 390 px (FLAKY_SHOTS).
import { expect, test, type Page } from "@playwright/test";
import { checkScreen } from "./support/screen-check.ts";

const heroArt = (page: Page) => page.locator(".hero-slide img");
const dataSaverSwitch = (page: Page) => page.getByRole("checkbox", { name: /^Data saver/ });

test.describe("with the browser's Save-Data header", () => {
  test.use({ extraHTTPHeaders: { "save-data": "on" } });

  test("the home page comes without its decorative art, the switch shown on", async ({ page }) => {
    const answer = await page.goto("/");
    expect(answer?.headers().vary).toMatch(/Save-Data/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(heroArt(page)).toHaveCount(0);
    await expect(dataSaverSwitch(page)).toBeChecked();
    await checkScreen(page, "home-data-saver", { shotsVariable: "FLAKY_SHOTS" });
  });
});

test("the footer's switch turns data saver on by keyboard and the next page honours it", async ({ page }) => {
  await page.goto("/");
  await expect(heroArt(page).first()).toBeVisible();
  const toggle = dataSaverSwitch(page);
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toBeChecked();
  await expect(heroArt(page)).toHaveCount(0);
  // Rendered again by the server, from the cookie.
  const lite = await (await page.request.get("/", { headers: { cookie: "dataSaver=on" } })).text();
  const full = await (await page.request.get("/", { headers: { cookie: "dataSaver=off" } })).text();
  expect(full).toContain('src="/media/products/electronics/iphone-15-pro-1.svg"');
  expect(lite).not.toContain('src="/media/products/electronics/iphone-15-pro-1.svg"');
  await page.reload();
  await expect(dataSaverSwitch(page)).toBeChecked();
  await expect(heroArt(page)).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(heroArt(page).first()).toBeVisible();
});
