// connectIPS at the emulator, as the shopper's browser meets it: the store's signed fields posted to the login
// page (as the pay step posts them), the bank, login and OTP steps (wrong values refused with a message), and
// connectIPS's redirect to the store's return, which pays the order by validatetxn alone; a cancel comes back to
// the failure page and the order is paid by a new attempt. The emulator's pages have no serious accessibility
// findings and fit a phone; screenshots go to /tmp/shots-p-connectips/. (The pay step that posts the form is the
// client's; here the page posts the same form the store gives it.)
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  addToCart,
  fetchOrder,
  orderRequest,
  productId,
  registerShopper,
  type Order,
  type Shopper,
} from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-p-connectips";

async function checkAtBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await expectValidHtml(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new shopper's order of a Dhaka topi (Rs 850), to be paid with connectIPS. */
async function connectipsOrder(request: APIRequestContext): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  const placed = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      ...orderRequest(shopper, {
        productId: await productId(request, "cap"),
        quantity: 1,
      }),
      payment: { method: "connectips" },
    },
  });
  expect(placed.status()).toBe(201);
  return { shopper, order: ((await placed.json()) as { data: { order: Order } }).data.order };
}

/** The browser posts the store's fields to connectIPS's login page, as an HTML form. */
async function postToConnectips(page: Page, request: APIRequestContext, shopper: Shopper, order: Order) {
  const started = await request.post("/api/payments/connectips/initiate", {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { orderId: order.orderNumber },
  });
  expect(started.status()).toBe(200);
  const { paymentUrl, fields } = (
    (await started.json()) as {
      data: { paymentUrl: string; fields: Record<string, string> };
    }
  ).data;
  expect(fields.TXNAMT).toBe(String(order.pricing.total * 100));
  await page.goto("/");
  await page.evaluate(
    ({ paymentUrl, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = paymentUrl;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { paymentUrl, fields },
  );
  await expect(
    page.getByRole("heading", { name: "Pay with connectIPS (offline test gateway)" }),
  ).toBeVisible();
  return fields.TXNID!;
}

test("connectIPS: bank, login and OTP at the emulator pay the order; the return believes validatetxn", async ({
  page,
  request,
}) => {
  const { shopper, order } = await connectipsOrder(request);
  await postToConnectips(page, request, shopper, order);
  await expect(page.getByText(`Rs ${order.pricing.total.toLocaleString("en-IN")}.00`)).toBeVisible();
  await checkAtBothWidths(page, "connectips-emulator-bank");
  await page.getByRole("radio", { name: "Global IME Bank" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Log in to connectIPS" })).toBeVisible();
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");
  await checkAtBothWidths(page, "connectips-emulator-login");
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page.getByRole("heading", { name: "Approve the payment" })).toBeVisible();
  await page.getByLabel("OTP").fill("000000");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");
  await checkAtBothWidths(page, "connectips-emulator-otp");
  await page.getByLabel("OTP").fill("112233");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/connectips/success\\?orderId=${order.orderNumber}$`));
  expect((await fetchOrder(request, shopper, order.orderNumber)).payment.status).toBe("completed");
});

test("connectIPS: a cancel comes back to the failure page; a new attempt pays the same order", async ({
  page,
  request,
}) => {
  const { shopper, order } = await connectipsOrder(request);
  await postToConnectips(page, request, shopper, order);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/checkout/connectips/failure\\?orderId=${order.orderNumber}&reason=declined$`),
  );
  expect((await fetchOrder(request, shopper, order.orderNumber)).payment.status).toBe("failed");

  await postToConnectips(page, request, shopper, order);
  await page.getByRole("radio", { name: "Nabil Bank" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("OTP").fill("112233");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/connectips\/success\?/);
  expect((await fetchOrder(request, shopper, order.orderNumber)).payment.status).toBe("completed");
});
