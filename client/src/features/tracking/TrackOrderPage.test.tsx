import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Language } from "@store/shared/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, ok } from "../../testing/api-mock.ts";
import { aPlacedOrder, aUser } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import TrackOrderPage from "./TrackOrderPage.tsx";
import { contactOf } from "./tracking-contact.ts";

afterEach(() => vi.restoreAllMocks());

const showPage = (language?: Language) =>
  renderAt("/track-order", [{ path: "/track-order", element: <TrackOrderPage /> }], { language });

const notFound = () =>
  json(404, {
    success: false,
    code: "order.tracking_not_found",
    message: "Order ID not found or email address doesn't match our records.",
  });

/** A reached stage of the order's timeline. */
const reached = (id: string, status: string, date: string, time: string) => ({
  id,
  status,
  date,
  time,
  icon: "x",
  type: "completed",
});

/** What GET /api/orders/track answers: Sita's cash-on-delivery order of 20 November, on the road. */
const tracked = (overrides: object = {}) =>
  json(200, {
    success: true,
    data: {
      orderId: "NS-20261122-ABCDE",
      orderDate: "2026-11-20T08:00:00.000Z",
      totalAmount: 149999,
      productCount: 2,
      expectedDelivery: "2026-11-28",
      currentStatus: "on_the_road",
      payment: { method: "cod", status: "pending" },
      items: [
        {
          name: "Samsung Galaxy A55",
          nameNe: "स्यामसङ ग्यालेक्सी A55",
          quantity: 1,
          color: "Awesome Navy",
          memory: "",
          storage: "256GB",
          size: "",
        },
        { name: "Steel Bottle", nameNe: null, quantity: 1, color: "", memory: "", storage: "", size: "" },
      ],
      activities: [
        reached("1", "order_placed", "2026-11-20", "08:00"),
        reached("2", "packaging", "2026-11-21", "09:00"),
        reached("3", "on_the_road", "2026-11-22", "10:00"),
      ],
      ...overrides,
    },
  });

/** The timeline's stages (the last list of the result). */
const stages = () => within(screen.getAllByRole("list").at(-1)!).getAllByRole("listitem");

/** The lines bought, with their options. */
const lines = (heading = "Items") =>
  within(screen.getByRole("region", { name: heading }))
    .getAllByRole("listitem")
    .map((line) => line.textContent);

const FIELDS = {
  en: { orderId: "Order ID", email: "Billing Email or Mobile Number", track: "Track" },
  ne: { orderId: "अर्डर आईडी", email: "बिलिङ इमेल वा मोबाइल नम्बर", track: "ट्र्याक गर्नुहोस्" },
};

/** Fills in the order and the email and asks to track it. */
async function track(orderId: string, email: string, language: keyof typeof FIELDS = "en") {
  const user = userEvent.setup();
  const fields = FIELDS[language];
  await user.type(screen.getByLabelText(fields.orderId), orderId);
  await user.type(screen.getByLabelText(fields.email), email);
  await user.click(screen.getByRole("button", { name: fields.track }));
  return user;
}

describe("tracking an order", () => {
  it("needs both fields", async () => {
    showPage();
    await userEvent.setup().click(screen.getByRole("button", { name: "Track" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields");
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(notFound());
    showPage();
    await track("NS-20261122-ABCDE", "someone@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Order ID not found, or the email or mobile number doesn't match our records.",
    );
  });

  it("marks every stage up to the current one as reached", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(tracked());
    showPage();
    await track("NS-20261122-ABCDE", "sita@example.com");
    expect(await screen.findByText("Rs 1,49,999")).toBe(screen.getByText("Total").nextElementSibling);
    expect(stages().map((stage) => stage.className)).toEqual(["active", "active", "active", ""]);
    expect(lines()).toEqual([
      "Samsung Galaxy A55 × 1 Colour: Awesome Navy · Storage: 256GB",
      "Steel Bottle × 1 ",
    ]);
    // Cash on delivery is due at the door, not awaited.
    expect(screen.getByText("Cash on delivery · Due on delivery")).toBeVisible();
  });

  it("shows the carrier's tracking number once the store has given one, and nothing before", async () => {
    const answer = (trackingNumber: string | null) =>
      tracked({
        orderId: "NS-20261122-TRACK",
        totalAmount: 5000,
        productCount: 1,
        currentStatus: trackingNumber ? "on_the_road" : "processing",
        carrier: "Nepal Post",
        trackingNumber,
        payment: { method: "paypal", status: "completed" },
        activities: [],
      });
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(null));
    showPage();
    const user = await track("NS-20261122-TRACK", "sita@example.com");
    expect(await screen.findByText("Rs 5,000")).toBe(screen.getByText("Total").nextElementSibling);
    expect(screen.queryByText(/Tracking number/)).toBeNull();

    fetch.mockResolvedValueOnce(answer("RR123456789NP"));
    await user.clear(screen.getByLabelText("Order ID"));
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-TRAC2");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect((await screen.findByText(/Tracking number/)).textContent).toBe(
      "Tracking number: RR123456789NP (Nepal Post)",
    );
  });
});

describe("tracking an order in Nepali", () => {
  it("asks for both fields in Nepali", async () => {
    showPage("ne");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("आफ्नो अर्डर ट्र्याक गर्नुहोस्");
    await userEvent.setup().click(screen.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }));
    expect(screen.getByRole("alert").textContent).toBe("कृपया सबै विवरण भर्नुहोस्");
  });

  it("says a wrong order or email in Nepali, by the refusal's code", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(notFound());
    showPage("ne");
    await track("NS-20261122-ABCDE", "someone@example.com", "ne");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "अर्डर आईडी भेटिएन, वा इमेल वा मोबाइल नम्बर हाम्रो रेकर्डसँग मिलेन।",
    );
  });

  it("shows the order, its money, its dates in both calendars and its timeline in Nepali", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      tracked({
        // 18:30 UTC on the 19th is already the 20th in Nepal.
        orderDate: "2026-11-19T18:30:00.000Z",
        productCount: 12,
        carrier: "Nepal Post",
        trackingNumber: "RR123456789NP",
        activities: [
          reached("1", "order_placed", "2026-11-20", "00:15"),
          reached("2", "packaging", "2026-11-21", "09:00"),
          reached("3", "on_the_road", "2026-11-22", "10:30"),
        ],
      }),
    );
    showPage("ne");
    await track("NS-20261122-ABCDE", "sita@example.com", "ne");
    expect(await screen.findByText("रु १,४९,९९९")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("अर्डर NS-20261122-ABCDE");
    const details = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      "अर्डर गरेको मिति": "२०८३ मंसिर ४ (२०२६ नोभेम्बर २०)",
      जम्मा: "रु १,४९,९९९",
      सामानहरू: "१२",
      "अनुमानित डेलिभरी": "२०८३ मंसिर १२ (२०२६ नोभेम्बर २८)",
      स्थिति: "बाटोमा",
      भुक्तानी: "डेलिभरीमा नगद भुक्तानी · डेलिभरीमा तिर्नुपर्ने",
    });
    expect(screen.getByText(/ट्र्याकिङ नम्बर/).textContent).toBe("ट्र्याकिङ नम्बर: RR123456789NP (Nepal Post)");
    expect(lines("अर्डर गरिएका सामान")).toEqual([
      "स्यामसङ ग्यालेक्सी A55 × १ रङ: अउसम गाढा नीलो · स्टोरेज: २५६GB",
      "Steel Bottle × १ ",
    ]);
    expect(stages().map((stage) => stage.textContent)).toEqual([
      "अर्डर गरियो २०८३ मंसिर ४ (२०२६ नोभेम्बर २०) ००:१५",
      "प्याकिङ २०८३ मंसिर ५ (२०२६ नोभेम्बर २१) ०९:००",
      "बाटोमा २०८३ मंसिर ६ (२०२६ नोभेम्बर २२) १०:३०",
      "डेलिभर भयो",
    ]);
    expect(stages().map((stage) => stage.className)).toEqual(["active", "active", "active", ""]);
  });
});

describe("tracking a signed-in shopper's own order", () => {
  const signIn = () => {
    localStorage.setItem("token", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify(aUser()));
  };
  const ownOrders = [
    aPlacedOrder(),
    // Placed with another email than the account's: tracking asks with the order's own.
    aPlacedOrder({
      _id: "order-2",
      orderNumber: "NS-20261120-OTHER",
      customer: { ...aPlacedOrder().customer, email: "gift@example.com" },
    }),
  ];

  it("is one press on the order, without typing its number or email", async () => {
    signIn();
    const { calls } = mockApi({
      "GET /api/orders": ok({ orders: ownOrders }),
      "POST /api/orders/track": () => tracked({ orderId: "NS-20261120-OTHER" }),
    });
    showPage();
    const picker = await screen.findByRole("region", { name: "Your orders" });
    await userEvent.setup().click(within(picker).getByRole("button", { name: "NS-20261120-OTHER" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Order NS-20261120-OTHER" })).toBeVisible();
    expect(calls["POST /api/orders/track"]![0]!.body).toEqual({
      orderId: "NS-20261120-OTHER",
      email: "gift@example.com",
    });
    // The form shows what is tracked, and the whole order is a link away.
    expect(screen.getByLabelText("Order ID")).toHaveValue("NS-20261120-OTHER");
    expect(screen.getByLabelText("Billing Email or Mobile Number")).toHaveValue("gift@example.com");
    expect(within(picker).getByRole("button", { name: "NS-20261120-OTHER" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("link", { name: "See the whole order" })).toHaveAttribute(
      "href",
      "/order/NS-20261120-OTHER",
    );
  });

  it("tracks the order a signed-in shopper's link names (?orderId=) at once", async () => {
    signIn();
    const { calls } = mockApi({
      "GET /api/orders": ok({ orders: ownOrders }),
      "POST /api/orders/track": () => tracked(),
    });
    renderAt("/track-order?orderId=ns-20261125-abcde", [
      { path: "/track-order", element: <TrackOrderPage /> },
    ]);
    expect(await screen.findByRole("heading", { level: 2, name: "Order NS-20261122-ABCDE" })).toBeVisible();
    expect(calls["POST /api/orders/track"]).toHaveLength(1);
    expect(calls["POST /api/orders/track"]![0]!.body).toMatchObject({ email: "sita@example.com" });
  });

  it("leaves an order that is not the shopper's to the form", async () => {
    signIn();
    const { calls } = mockApi({ "GET /api/orders": ok({ orders: ownOrders }) });
    renderAt("/track-order?orderId=NS-20261101-NOTME", [
      { path: "/track-order", element: <TrackOrderPage /> },
    ]);
    expect(await screen.findByRole("region", { name: "Your orders" })).toBeVisible();
    expect(screen.getByLabelText("Order ID")).toHaveValue("");
    expect(calls["POST /api/orders/track"]).toBeUndefined();
  });

  it("offers nothing to a guest, who types the number and email", async () => {
    const { calls } = mockApi({ "GET /api/orders": ok({ orders: ownOrders }) });
    renderAt("/track-order?orderId=NS-20261125-ABCDE", [
      { path: "/track-order", element: <TrackOrderPage /> },
    ]);
    expect(screen.getByLabelText("Order ID")).toHaveValue("");
    expect(screen.queryByRole("region", { name: "Your orders" })).toBeNull();
    expect(calls["GET /api/orders"]).toBeUndefined();
  });
});

describe("tracking by mobile number", () => {
  it("sends a number without an @ as the phone, in the form it was typed", async () => {
    const { calls } = mockApi({ "POST /api/orders/track": () => tracked() });
    showPage();
    const field = screen.getByLabelText("Billing Email or Mobile Number");
    expect(field).toHaveAccessibleDescription("The email or the Nepali mobile number you gave at checkout.");
    await track("NS-20261122-ABCDE", "+977 984-123-4567");
    expect(await screen.findByRole("heading", { level: 2, name: "Order NS-20261122-ABCDE" })).toBeVisible();
    expect(calls["POST /api/orders/track"]![0]!.body).toEqual({
      orderId: "NS-20261122-ABCDE",
      phone: "+977 984-123-4567",
    });
  });

  it("says on the field when it is neither an email nor a Nepali mobile number, asking nothing", async () => {
    const { calls } = mockApi({ "POST /api/orders/track": () => tracked() });
    showPage();
    await track("NS-20261122-ABCDE", "01-5544332");
    const field = screen.getByLabelText("Billing Email or Mobile Number");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      "The email or the Nepali mobile number you gave at checkout. Enter an email address or a Nepali mobile number (10 digits starting 96, 97 or 98)",
    );
    expect(calls["POST /api/orders/track"]).toBeUndefined();
    // Typing again clears it.
    await userEvent.setup().type(field, "0");
    expect(field).toHaveAttribute("aria-invalid", "false");
  });

  it("says it in Nepali, and tracks once the number is whole", async () => {
    const { calls } = mockApi({ "POST /api/orders/track": () => tracked() });
    showPage("ne");
    await track("NS-20261122-ABCDE", "98412", "ne");
    expect(
      await screen.findByText("इमेल ठेगाना वा नेपाली मोबाइल नम्बर (९६, ९७ वा ९८ बाट सुरु हुने १० अङ्क) लेख्नुहोस्"),
    ).toBeVisible();
    const field = screen.getByLabelText("बिलिङ इमेल वा मोबाइल नम्बर");
    await userEvent.setup().type(field, "34567");
    await userEvent.setup().click(screen.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }));
    expect(await screen.findByRole("heading", { level: 2, name: "अर्डर NS-20261122-ABCDE" })).toBeVisible();
    expect(calls["POST /api/orders/track"]![0]!.body).toMatchObject({ phone: "9841234567" });
  });
});

describe("the contact field's reading", () => {
  it("is an email with an @, a phone when it is a Nepali mobile number, else nothing", () => {
    expect(contactOf(" Sita@Example.com ")).toEqual({ email: "Sita@Example.com" });
    expect(contactOf("00977 984 123 4567")).toEqual({ phone: "00977 984 123 4567" });
    expect(contactOf("01-5544332")).toBeNull();
    expect(contactOf("sita")).toBeNull();
  });
});
