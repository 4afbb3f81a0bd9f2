// Fonepay from the storefront's pay step (SHOP-API.md part 3 "Fonepay"): choosing Fonepay opens the QR page,
// "Scan to pay with any bank app". Its web checkout ("Pay on Fonepay's website") goes to the emulated Fonepay page,
// where a rejection comes back to the failure page and Try Again pays the same order. Its QR is paid from the
// emulator's bank-app page in a second tab, which the QR page follows live (the store's event stream, read with the
// API's own headers) and moves on from without a reload; a rejected QR offers a new one; a QR page closed and
// opened again shows the same QR. In English at 1280 and 390 px, and in Nepali (the QR page's phone section shows
// at 390 px only). Each screen is checked by axe at both widths; screenshots go to /tmp/shots-p-journeys/.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { definition, expectOrderPlaced, fillCustomerInfo, shopNow } from "./support/checkout.ts";
import {
  addToCart,
  fetchOrder,
  orderRequest,
  productId,
  registerShopper,
  rs,
  signIn,
  type Order,
  type Shopper,
} from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-p-journeys";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** axe finds nothing serious, nothing runs off the side, a screenshot is kept, at 1280 and 390 px; valid HTML. */
async function checkAtBothWidths(page: Page, name: string, { html = true } = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Before axe and the screenshots, which leave style attributes of their own in the page.
  if (html) await expectValidHtml(page, name);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousAccessibilityFindings(page), `${name} at ${size.width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A new shopper signed in with a Dhaka topi (Rs 850) in the cart: Rs 950 with delivery to Kathmandu. */
async function shopperWithCap(page: Page, request: APIRequestContext): Promise<Shopper> {
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  return shopper;
}

/** The same shopper's order of a Dhaka topi placed through the API, to be paid with Fonepay. */
async function fonepayOrder(request: APIRequestContext, shopper: Shopper): Promise<Order> {
  const placed = await request.post("/api/orders", {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: {
      ...orderRequest(shopper, { productId: await productId(request, "cap"), quantity: 1 }),
      payment: { method: "fonepay" },
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { order: Order } }).data.order;
}

/** The QR the page asked the store for (POST /api/payments/fonepay/qr). */
const qrAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/payments/fonepay/qr") && response.request().method() === "POST",
  );
const prnOf = async (answer: Promise<Response>) =>
  ((await (await answer).json()) as { data: { prn: string } }).data.prn;

/** The QR page's event stream for a PRN: served as server-sent events, uncompressed, as it is written. */
const eventStream = (page: Page, prn: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/fonepay/qr/${prn}/events`));
async function expectLiveStream(answer: Promise<Response>) {
  const response = await answer;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("text/event-stream; charset=utf-8");
  expect(headers["content-encoding"]).toBeUndefined();
  // The API's own headers reached it: EventSource could not have sent the bearer token.
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
}

/** The QR is drawn: an image the browser has decoded, of the size the page gives it. */
async function expectQrDrawn(page: Page, alt: string | RegExp) {
  const image = page.getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(100);
  return image.getAttribute("src");
}

/** Opens the emulator's bank-app page from the QR page's link: a second tab of the same browser. */
async function openBankApp(page: Page, linkName: string, total = 950) {
  const [bankApp] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  await expect(bankApp.getByRole("heading", { name: "Confirm the payment" })).toBeVisible();
  await expect(bankApp.getByText(rs(total), { exact: true })).toBeVisible();
  return bankApp;
}

test("Fonepay web: the pay step opens the QR page, whose website button pays at Fonepay after a rejection", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await page.goto("/");
  await page.getByRole("button", { name: "Test payment credentials" }).click();
  const credentials = page.getByRole("dialog", { name: "Test payment credentials" });
  await expect(credentials.getByRole("heading", { name: "Fonepay" })).toBeVisible();
  await expect(credentials.getByText("Merchant code fonepay123 · username bijayk")).toBeVisible();
  await expect(credentials.getByRole("heading", { name: "connectIPS" })).toBeVisible();
  await expect(credentials.getByText("Username cips-tester · password Nepal@123 · OTP 112233")).toBeVisible();
  await credentials.getByRole("button", { name: "Close" }).click();

  await shopNow(page);
  await fillCustomerInfo(page, shopper);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping and payment" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Fonepay", exact: true })).toHaveAccessibleDescription(
    "Scan a QR with any bank or wallet app in Nepal Test mode",
  );
  await expect(page.getByRole("radio", { name: "connectIPS", exact: true })).toHaveAccessibleDescription(
    "Pay straight from your bank account Test mode",
  );
  await checkAtBothWidths(page, "pay-step-en");
  await page.getByRole("radio", { name: "Fonepay", exact: true }).check();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your order" })).toBeVisible();
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await expect(page).toHaveURL(/\/checkout\/fonepay\/qr\?orderId=[^&]+$/);
  const orderNumber = new URL(page.url()).searchParams.get("orderId")!;
  await expect(page.getByRole("heading", { level: 1, name: "Scan to pay with any bank app" })).toBeVisible();
  await expectQrDrawn(page, `Fonepay QR code to pay Rs 950 for order ${orderNumber}`);
  await page.getByRole("button", { name: "Pay on Fonepay's website" }).click();

  await expect(page.getByRole("heading", { name: "Pay with Fonepay (offline test gateway)" })).toBeVisible();
  await expect(page.getByText("Rs 950.00", { exact: true })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();
  await checkAtBothWidths(page, "fonepay-emulator");
  await page.getByRole("button", { name: "Reject payment" }).click();

  await expect(page).toHaveURL(
    new RegExp(`/checkout/fonepay/failure\\?orderId=${orderNumber}&reason=canceled$`),
  );
  await expect(page.getByText("Your Fonepay payment was not completed.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("You cancelled the payment at Fonepay.");
  expect((await fetchOrder(request, shopper, orderNumber)).payment.status).toBe("failed");
  await page.getByRole("button", { name: "Try Again" }).click();

  await expect(page.getByRole("heading", { name: "Pay with Fonepay (offline test gateway)" })).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "fonepay");
  expect(order.orderNumber).toBe(orderNumber);
  expect(order.payment.transactionId).toMatch(/^\d{12}$/);

  await page.getByRole("link", { name: "View order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderNumber}$`));
  await expect(definition(page, "Method")).toHaveText("Fonepay");
  await expect(definition(page, "Status")).toHaveText("Paid");
});

test("Fonepay QR: paid from the bank app in a second tab, rejected first; the page moves on without a reload", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  const order = await fonepayOrder(request, shopper);
  const qrPage = `/checkout/fonepay/qr?orderId=${order.orderNumber}`;
  const amount = rs(order.pricing.total);
  const alt = `Fonepay QR code to pay ${amount} for order ${order.orderNumber}`;

  let made = qrAnswer(page);
  await page.goto(qrPage);
  const firstPrn = await prnOf(made);
  await expect(page.getByRole("heading", { level: 1, name: "Scan to pay with any bank app" })).toBeVisible();
  await expect(page.getByText(`Order ${order.orderNumber} · Amount: ${amount}`)).toBeVisible();
  const firstImage = await expectQrDrawn(page, alt);
  const countdown = page.getByText(/^This QR code works for \d+:\d\d more\.$/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!);
  await expect(page.getByRole("status").filter({ hasText: "Waiting for your payment…" })).toBeVisible();
  // On a computer the page does not offer to save the QR for a bank app on the same device.
  await expect(page.getByRole("heading", { name: "Paying from this phone?" })).toBeHidden();

  // Closed and opened again: the same QR.
  await page.close();
  const again = await page.context().newPage();
  made = qrAnswer(again);
  const stream = eventStream(again, firstPrn);
  await again.goto(qrPage);
  expect(await prnOf(made)).toBe(firstPrn);
  expect(await expectQrDrawn(again, alt)).toBe(firstImage);
  await expectLiveStream(stream);
  await checkAtBothWidths(again, "qr-page-en");
  // What survives only as long as the document does: a reload or a server page would lose it.
  await again.evaluate(() => Object.assign(window, { qrJourneyMarker: "same document" }));

  const rejecting = await openBankApp(again, "Open the test bank app", order.pricing.total);
  await expect(rejecting.getByText(firstPrn, { exact: true })).toBeVisible();
  await expect(again.getByRole("status").filter({ hasText: "QR scanned." })).toHaveText(
    "QR scanned. Approve the payment in your bank app.",
  );
  await checkAtBothWidths(rejecting, "bank-app");
  await rejecting.getByRole("button", { name: "Reject" }).click();
  await expect(rejecting.getByRole("heading", { name: "Payment rejected" })).toBeVisible();
  await rejecting.close();

  await expect(again.getByRole("status").filter({ hasText: "did not go through" })).toHaveText(
    "The payment did not go through. Make a new QR code to try again.",
  );
  await expect(again.getByText(/^This QR code works for/)).toBeHidden();
  await expect(again.getByRole("link", { name: "Open the test bank app" })).toBeHidden();
  made = qrAnswer(again);
  await again.getByRole("button", { name: "Make a new QR" }).click();
  const secondPrn = await prnOf(made);
  expect(secondPrn).not.toBe(firstPrn);
  expect(await expectQrDrawn(again, alt)).not.toBe(firstImage);
  await expect(again.getByRole("status").filter({ hasText: "Waiting for your payment…" })).toBeVisible();

  const approving = await openBankApp(again, "Open the test bank app", order.pricing.total);
  await expect(approving.getByText(secondPrn, { exact: true })).toBeVisible();
  await approving.getByRole("button", { name: "Approve payment" }).click();
  await expect(approving.getByRole("heading", { name: "Payment approved" })).toBeVisible();
  await checkAtBothWidths(approving, "bank-app-approved");

  // The first tab follows on its own: the success page, then the placed order, in the same document.
  await expect(again.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const paid = await expectOrderPlaced(again, request, shopper, "fonepay");
  expect(paid.orderNumber).toBe(order.orderNumber);
  expect(await again.evaluate(() => (window as { qrJourneyMarker?: string }).qrJourneyMarker)).toBe(
    "same document",
  );
});

test("Fonepay QR in Nepali on a phone: the pay step, the QR with its phone section, paid from the bank app", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await fillCustomerInfo(page, shopper);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping and payment" })).toBeVisible();
  await page.getByRole("button", { name: /View in Nepali/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page.getByRole("heading", { level: 1, name: "ढुवानी र भुक्तानी" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Fonepay", exact: true })).toHaveAccessibleDescription(
    "नेपालको कुनै पनि बैंक वा वालेट एपबाट QR स्क्यान गरेर तिर्नुहोस् परीक्षण मोड",
  );
  await expect(page.getByRole("radio", { name: "connectIPS", exact: true })).toHaveAccessibleDescription(
    "आफ्नो बैंक खाताबाट सिधै तिर्नुहोस् परीक्षण मोड",
  );
  await checkAtBothWidths(page, "pay-step-ne");

  await page.getByRole("button", { name: "परीक्षण भुक्तानी विवरण" }).click();
  const credentials = page.getByRole("dialog", { name: "परीक्षण भुक्तानी विवरण" });
  await expect(credentials.getByText("मर्चेन्ट कोड fonepay123 · प्रयोगकर्ता नाम bijayk")).toBeVisible();
  await expect(
    credentials.getByText("प्रयोगकर्ता नाम cips-tester · पासवर्ड Nepal@123 · OTP 112233"),
  ).toBeVisible();
  await credentials.getByRole("button", { name: "बन्द गर्नुहोस्" }).click();

  await page.setViewportSize(PHONE);
  await page.getByRole("radio", { name: "Fonepay", exact: true }).check();
  await page.getByRole("button", { name: "अर्को" }).click();
  await page.getByRole("button", { name: "पक्का गर्नुहोस्" }).click();

  await expect(page).toHaveURL(/\/checkout\/fonepay\/qr\?orderId=[^&]+$/);
  const orderNumber = new URL(page.url()).searchParams.get("orderId")!;
  await expect(
    page.getByRole("heading", { level: 1, name: "जुनसुकै बैंक एपबाट स्क्यान गरेर तिर्नुहोस्" }),
  ).toBeVisible();
  await expect(page.getByText(`अर्डर ${orderNumber} · रकम: रु ९५०`)).toBeVisible();
  await expectQrDrawn(page, `अर्डर ${orderNumber} को रु ९५० तिर्ने Fonepay QR कोड`);
  await expect(page.getByText(/^यो QR कोड अझै [०-९]+:[०-९]{2} चल्छ।$/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "तपाईंको भुक्तानी पर्खँदै…" })).toBeVisible();
  // On a phone: how to pay from a bank app on the same phone.
  await expect(page.getByRole("heading", { name: "यही फोनबाट तिर्दै हुनुहुन्छ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "QR तस्बिर सेभ गर्नुहोस्" })).toHaveAttribute("download", /\.png$/);
  // The pay step's checks above left axe's style attributes in this same document: the English QR page's HTML is
  // validated on a fresh load.
  await checkAtBothWidths(page, "qr-page-ne", { html: false });
  await page.setViewportSize(PHONE);

  const bankApp = await openBankApp(page, "परीक्षण बैंक एप खोल्नुहोस्");
  await bankApp.setViewportSize(PHONE);
  await expect(page.getByRole("status").filter({ hasText: "QR स्क्यान भयो" })).toBeVisible();
  await bankApp.getByRole("button", { name: "Approve payment" }).click();
  await expect(bankApp.getByRole("heading", { name: "Payment approved" })).toBeVisible();

  await expect(page.getByRole("heading", { name: "भुक्तानी सफल भयो" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "अर्डर गरियो" })).toBeVisible();
  expect((await fetchOrder(request, shopper, orderNumber)).payment).toMatchObject({
    method: "fonepay",
    status: "completed",
  });
});
