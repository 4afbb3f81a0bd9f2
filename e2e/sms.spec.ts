// Texts in the browser: a shopper's cash-on-delivery order is on the road; the admin marks it out for delivery
// on the order screen, and the text telling the shopper the cash to keep ready shows on the SMS emulator's phone
// (/dev/sms, the newest text first) and in the admin's SMS log, in English and in Nepali. Each screen: axe
// (nothing serious or critical) and nothing running off a phone's side at 390 px; photographed at 1280 and 390
// px (SMS_SHOTS=<folder>, else the test's output folder).
import fs from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { moveOrder, orderRequest, productId, registerShopper, rs, signIn } from "./support/factories.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };

async function checkScreen(page: Page, name: string) {
  const folder = process.env.SMS_SHOTS ?? test.info().outputPath("shots");
  await fs.mkdir(folder, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The Devanagari face loads when a Nepali page first needs it: photographed once it has.
    await page.evaluate(async () => {
      if (document.documentElement.lang === "ne")
        for (const weight of [400, 600, 700])
          await document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, "क");
      await document.fonts.ready;
    });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect.soft(serious, `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} runs off the side at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("out for delivery: the admin marks it, the shopper's phone gets the text, the SMS log lists it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A number of this run's own, so the emulator's thread holds this journey's texts only.
  const local = `98${String(Date.now()).slice(-8)}`;
  const e164 = `+977${local}`;
  const shopper = await registerShopper(request, "Pemba");
  const body = orderRequest(shopper, { productId: await productId(request, "cap"), quantity: 1 }, "cod");
  const placed = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { ...body, customer: { ...body.customer, phone: local } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order as { orderNumber: string; pricing: { total: number } };
  await moveOrder(request, order.orderNumber, "on_the_road", "NCM-20261128-77");

  // The admin marks it out for delivery on the order screen.
  const login = await request.post("/api/auth/login", { data: ADMIN });
  await signIn(page, await login.json());
  await page.goto(`/admin/orders/${order.orderNumber}`);
  const panel = page.getByRole("region", { name: "Out for delivery" });
  await expect(panel).toContainText("the shopper sees it and gets a text");
  await panel.getByRole("button", { name: "Mark out for delivery" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Order ${order.orderNumber} is out for delivery`);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Out for delivery");
  await checkScreen(page, "admin-order-out-for-delivery");

  // The shopper's phone: the number among those that got texts, and its thread, newest first.
  await page.goto("/dev/sms");
  await page.getByRole("link", { name: new RegExp(local.slice(3)) }).click();
  await expect(page).toHaveURL(`/dev/sms/${encodeURIComponent(e164)}`);
  const newest = page.locator("article.sms").first();
  await expect(newest).toContainText(
    `Nepal Store: your order ${order.orderNumber} is out for delivery today.`,
  );
  await expect(newest).toContainText(`Please keep ${rs(order.pricing.total)} ready in cash.`);
  await expect(newest).toContainText("out_for_delivery");
  await expect(page.locator("article.sms").nth(1)).toContainText("NCM-20261128-77");
  await expect(page.locator("article.sms").nth(2)).toContainText("we have your order");
  await checkScreen(page, "dev-sms-thread");
  await page.goto("/dev/sms");
  await checkScreen(page, "dev-sms-numbers");

  // The admin's SMS log, found by the number as the shopper would say it.
  await page.goto(`/admin/sms?search=${encodeURIComponent(`+977 ${local}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "SMS" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(1)).toContainText("Out for delivery");
  await expect(table.getByRole("row").nth(1)).toContainText(`+977 ${local.slice(0, 3)}-${local.slice(3)}`);
  await checkScreen(page, "admin-sms-log-en");

  // In Nepali.
  await page.context().addCookies([{ name: "lang", value: "ne", url: page.url() }]);
  await page.reload();
  await expect(page.getByText("स्टोरले पठाएका वा पठाउन खोजेका सबै SMS")).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("डेलिभरीमा निस्कियो");
  await checkScreen(page, "admin-sms-log-ne");
});
