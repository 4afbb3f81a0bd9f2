// A guest with a mobile number and no email (SHOP-API.md part 3): checks out with cash on delivery leaving the
// email out (told next to the field that it may), reads the order-placed text on the SMS emulator's phone
// (/dev/sms), then tracks the order by the number typed another way, after a wrong number and a landline are
// refused. In English and in Nepali (the order's text in its language). Each screen: axe (nothing serious or
// critical) and nothing running off a phone's side; photographed at 1280 and 390 px (GUEST_PHONE_SHOTS=<folder>,
// else the test's output folder).
import { checkScreen } from "./support/screen-check.ts";
import { expect, test } from "@playwright/test";
import { productId } from "./support/factories.ts";

const SCREENS = { shotsVariable: "GUEST_PHONE_SHOTS" };

const WORDS = {
  en: {
    shopNow: "SHOP NOW",
    customerInfo: "Customer information",
    email: "Email",
    emailHint: "Optional if you give a Nepali mobile number: we will text you the order's updates.",
    emailRefused: "Email is required unless you give a Nepali mobile number",
    firstName: "First name",
    lastName: "Last name",
    country: "Country",
    province: "State/Region",
    district: "District",
    city: "City",
    address: "Address",
    phone: "Phone",
    next: "NEXT",
    cod: "Cash on delivery",
    confirm: "CONFIRM",
    placed: "Order Placed",
    smsUpdates: (phone: string) => `We will text this order's updates to ${phone}.`,
    placedText: (orderNumber: string) => `Nepal Store: we have your order ${orderNumber}`,
    orderId: "Order ID",
    contact: "Billing Email or Mobile Number",
    track: "Track",
    notFound: "Order ID not found, or the email or mobile number doesn't match our records.",
    contactInvalid: "Enter an email address or a Nepali mobile number (10 digits starting 96, 97 or 98)",
    result: (orderNumber: string) => `Order ${orderNumber}`,
    processing: "processing",
  },
  ne: {
    shopNow: "अर्डर गर्नुहोस्",
    customerInfo: "ग्राहकको विवरण",
    email: "इमेल",
    emailHint: "नेपाली मोबाइल नम्बर दिनुभयो भने ऐच्छिक: अर्डरका खबर हामी SMS मा पठाउँछौँ।",
    emailRefused: "नेपाली मोबाइल नम्बर नदिए इमेल आवश्यक छ",
    firstName: "पहिलो नाम",
    lastName: "थर",
    country: "देश",
    province: "प्रदेश",
    district: "जिल्ला",
    city: "नगरपालिका / गाउँपालिका",
    address: "ठेगाना",
    phone: "फोन",
    next: "अर्को",
    cod: "डेलिभरीमा नगद भुक्तानी",
    confirm: "पक्का गर्नुहोस्",
    placed: "अर्डर गरियो",
    smsUpdates: (phone: string) => `यो अर्डरका खबर हामी ${phone} मा SMS गर्नेछौँ।`,
    placedText: (orderNumber: string) => `Nepal Store: तपाईंको अर्डर ${orderNumber}`,
    orderId: "अर्डर आईडी",
    contact: "बिलिङ इमेल वा मोबाइल नम्बर",
    track: "ट्र्याक गर्नुहोस्",
    notFound: "अर्डर आईडी भेटिएन, वा इमेल वा मोबाइल नम्बर हाम्रो रेकर्डसँग मिलेन।",
    contactInvalid: "इमेल ठेगाना वा नेपाली मोबाइल नम्बर (९६, ९७ वा ९८ बाट सुरु हुने १० अङ्क) लेख्नुहोस्",
    result: (orderNumber: string) => `अर्डर ${orderNumber}`,
    processing: "प्रक्रियामा",
  },
} as const;

for (const language of ["en", "ne"] as const) {
  test(`a guest with only a phone pays cash on delivery, reads the text and tracks the order by phone (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    // A number of this run's own, so the emulator's thread holds this journey's text only.
    const digits = `98${String(Date.now()).slice(-8)}`;
    const typed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    const e164 = `+977${digits}`;

    // A guest's cart (the browser's session id), in the page's language.
    const sessionId = `guest_phone_${language}_${Date.now()}`;
    await page.goto("/placeholder-product.svg");
    await page.evaluate((id) => localStorage.setItem("sessionId", id), sessionId);
    if (language === "ne") await page.context().addCookies([{ name: "lang", value: "ne", url: page.url() }]);
    const added = await request.post("/api/cart/add", {
      headers: { "x-session-id": sessionId },
      data: { productId: await productId(request, "cap"), quantity: 1, color: "Black and White" },
    });
    expect(added.status(), await added.text()).toBe(200);

    // Customer information without an email: said to be optional with a mobile number.
    await page.goto("/cart");
    await page.getByRole("button", { name: words.shopNow }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.customerInfo })).toBeVisible();
    const email = page.getByLabel(words.email, { exact: true });
    await expect(email).toHaveAccessibleDescription(words.emailHint);
    await page.getByLabel(words.firstName, { exact: true }).fill("Sita");
    await page.getByLabel(words.lastName, { exact: true }).fill("Tamang");
    await page.getByLabel(words.country, { exact: true }).selectOption("Nepal");
    await page.getByLabel(words.province, { exact: true }).selectOption("Bagmati Province");
    await page.getByLabel(words.district, { exact: true }).selectOption("Kathmandu");
    await page.getByLabel(words.city, { exact: true }).selectOption("Kathmandu");
    await page.getByLabel(words.address, { exact: true }).fill("Thamel Marg 12");
    // A landline cannot get texts: the email is asked for then.
    await page.getByLabel(words.phone, { exact: true }).fill("01-5544332");
    await page.getByRole("button", { name: words.next }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(words.emailRefused)).toBeVisible();
    await checkScreen(page, `customer-info-no-email-${language}`, SCREENS);
    await page.getByLabel(words.phone, { exact: true }).fill(typed);
    await page.getByRole("button", { name: words.next }).click();

    // Cash on delivery, confirmed.
    await page.getByRole("radio", { name: words.cod, exact: true }).check();
    await page.getByRole("button", { name: words.next }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expect(page.locator("main")).toContainText(`Sita Tamang`);
    await expect(page.locator("main")).not.toContainText(" ·  · ");
    await page.getByRole("button", { name: words.confirm }).click();
    await expect(page).toHaveURL(/\/checkout\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: words.placed })).toBeVisible();
    await expect(page.getByText(words.smsUpdates(typed))).toBeVisible();
    await expect(page.getByText(`Sita Tamang · ${typed}`, { exact: true })).toBeVisible();
    const orderNumber = ((await page.locator("main strong").first().textContent()) ?? "").trim();
    expect(orderNumber).toMatch(/^[A-Z]{2}-\d{8}-[A-Z0-9]+$/);
    await checkScreen(page, `success-no-email-${language}`, SCREENS);

    // The order-placed text on the guest's phone, in the order's language.
    await page.goto(`/dev/sms/${encodeURIComponent(e164)}`);
    const newest = page.locator("article.sms").first();
    await expect(newest).toContainText(words.placedText(orderNumber));
    await expect(newest).toContainText("order_placed");
    await checkScreen(page, `dev-sms-order-placed-${language}`, SCREENS);

    // Tracking by the phone: a wrong number is not found, a landline is refused on the field, then the number
    // typed another way finds the order.
    await page.goto("/track-order");
    const contact = page.getByLabel(words.contact, { exact: true });
    await page.getByLabel(words.orderId, { exact: true }).fill(orderNumber);
    await contact.fill(`98${String(Number(digits.slice(2)) + 1).padStart(8, "0")}`);
    await page.getByRole("button", { name: words.track }).click();
    await expect(page.getByRole("alert")).toHaveText(words.notFound);
    await contact.fill("01-5544332");
    await page.getByRole("button", { name: words.track }).click();
    await expect(contact).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(words.contactInvalid)).toBeVisible();
    await checkScreen(page, `track-phone-refused-${language}`, SCREENS);
    await contact.fill(`+977 ${digits}`);
    await page.getByRole("button", { name: words.track }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.result(orderNumber) })).toBeVisible();
    await expect(page.locator(".track-result")).toContainText(words.processing);
    await checkScreen(page, `track-phone-found-${language}`, SCREENS);
  });
}
