import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Language } from "@store/shared/language";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, ok, refusal } from "../../testing/api-mock.ts";
import { aPlacedOrder, anOrderLine, aUser } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import OrderPage from "./OrderPage.tsx";

afterEach(() => vi.restoreAllMocks());

const ORDER_PATH = "GET /api/orders/NS-20261125-ABCDE";

const showOrder = (language: Language = "en") =>
  renderAt("/order/NS-20261125-ABCDE", [{ path: "/order/:orderNumber", element: <OrderPage /> }], {
    language,
  });

const signIn = () => {
  localStorage.setItem("token", "header.payload.signature");
  localStorage.setItem("user", JSON.stringify(aUser()));
};

/** Each term of a block's description list with the text beside it. */
const factsOf = (heading: string) => {
  const block = screen.getByRole("heading", { level: 2, name: heading }).closest("section")!;
  return Object.fromEntries(
    within(block)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

const itemsOf = (heading: string) =>
  within(screen.getByRole("heading", { level: 2, name: heading }).closest("section")!)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("the order's own page", () => {
  it("shows the lines with their options, the money, the payment, the delivery and the timeline", async () => {
    signIn();
    const order = aPlacedOrder({
      items: [
        anOrderLine(),
        anOrderLine({
          name: "Cotton Kurta",
          nameNe: null,
          color: "Maroon",
          storage: "",
          size: "M",
          quantity: 2,
        }),
      ],
      pricing: { subtotal: 56999, tax: 0, shipping: 150, discount: 500, giftWrap: 100, total: 56749 },
      discountCode: "DASHAIN",
    });
    order.items[1]!.price = 1000;
    order.items[1]!.total = 2000;
    const { calls } = mockApi({ [ORDER_PATH]: ok({ order }) });
    showOrder();

    expect(await screen.findByRole("heading", { level: 1, name: "Order NS-20261125-ABCDE" })).toBeVisible();
    expect(calls[ORDER_PATH]![0]!.request.headers.get("authorization")).toBe(
      "Bearer header.payload.signature",
    );
    expect(screen.getByText(/Placed on/).textContent).toBe("On the road · Placed on 25/11/2026");
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/orders");
    expect(itemsOf("Items")).toEqual([
      "Samsung Galaxy A55Colour: Awesome Navy · Storage: 256GB1 × Rs 54,999Rs 54,999",
      "Cotton KurtaColour: Maroon · Size: M2 × Rs 1,000Rs 2,000",
    ]);
    expect(factsOf("Summary")).toEqual({
      Subtotal: "Rs 56,999",
      Shipping: "Rs 150",
      "Discount (DASHAIN)": "−Rs 500",
      "Gift wrap": "Rs 100",
      Total: "Rs 56,749",
    });
    expect(factsOf("Payment")).toEqual({ Method: "eSewa", Status: "Paid", "Transaction ID": "000ABC1" });
    expect(factsOf("Delivery")).toEqual({
      "Deliver to":
        "Sita Sharma, Jhamsikhel 3, Ward 3, Lalitpur, Lalitpur district, Bagmati Province, 44700, Nepal · +977 9812345678",
      "Shipping method": "Nepal Post · Standard Delivery",
      "Expected delivery": "2026-12-03",
      "Tracking number": "RR123456789NP",
    });
    // Steps in Nepal time; the store's own sentences say no more than the step, a merchant's note is shown.
    expect(itemsOf("Timeline")).toEqual([
      "Order placed 25/11/2026, 00:05",
      "Processing 25/11/2026, 00:10Payment received",
      "On the road 26/11/2026, 11:45Handed to Nepal Post in Lalitpur",
    ]);
  });

  it("in Nepali shows the words, money, dates in both calendars and times in Nepali", async () => {
    mockApi({
      [ORDER_PATH]: ok({
        order: aPlacedOrder({
          status: "processing",
          payment: { method: "cod", status: "pending", transactionId: null, amount: 54999, refunds: [] },
          shipping: { ...aPlacedOrder().shipping, trackingNumber: null },
          tracking: [
            { status: "order_placed", date: "2026-11-24T18:20:00.000Z", note: "Order placed" },
            {
              status: "processing",
              date: "2026-11-24T18:20:00.001Z",
              note: "Order confirmed for cash on delivery: pay Rs 54,999 in cash when it arrives",
            },
          ],
          paymentDueAt: null,
        }),
      }),
    });
    showOrder("ne");
    expect(await screen.findByRole("heading", { level: 1, name: "अर्डर NS-20261125-ABCDE" })).toBeVisible();
    expect(itemsOf("सामानहरू")).toEqual([
      "स्यामसङ ग्यालेक्सी A55रङ: अउसम गाढा नीलो · स्टोरेज: २५६GB१ × रु ५४,९९९रु ५४,९९९",
    ]);
    expect(factsOf("भुक्तानी")).toEqual({
      विधि: "डेलिभरीमा नगद भुक्तानी",
      स्थिति: "डेलिभरीमा तिर्नुपर्ने",
    });
    expect(factsOf("डेलिभरी")).toMatchObject({
      "अनुमानित डेलिभरी": "२०८३ मंसिर १७ (२०२६ डिसेम्बर ३)",
      "ट्र्याकिङ नम्बर": "पठाएपछि दिइनेछ",
    });
    expect(itemsOf("समयरेखा")).toEqual([
      "अर्डर गरियो २०८३ मंसिर ९ (२०२६ नोभेम्बर २५), ००:०५",
      "प्रक्रियामा २०८३ मंसिर ९ (२०२६ नोभेम्बर २५), ००:०५क्यास अन डेलिभरीका लागि पक्का भयो: सामान आइपुग्दा रु ५४,९९९ नगद तिर्नुहोस्",
    ]);
    // A guest is shown the way to tracking, not to an account's orders.
    expect(screen.getByRole("link", { name: "आफ्नो अर्डर ट्र्याक गर्नुहोस्" })).toHaveAttribute(
      "href",
      "/track-order",
    );
  });

  it("shows an unpaid order's payment window", async () => {
    mockApi({
      [ORDER_PATH]: ok({
        order: aPlacedOrder({
          status: "pending",
          payment: { method: "esewa", status: "pending", transactionId: null, amount: 54999, refunds: [] },
        }),
      }),
    });
    showOrder();
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    expect(factsOf("Payment")).toEqual({
      Method: "eSewa",
      Status: "Awaiting payment",
      "Pay before": "25/11/2026, 00:35",
    });
  });

  it.each([
    ["en", "Refunds", "Refunded Rs 500: Damaged Paid to you by bank transfer, reference NIC-2026-0001"],
    ["ne", "फिर्ताहरू", "रु ५०० फिर्ता गरियो: Damaged बैंक ट्रान्सफरबाट तपाईंलाई भुक्तानी गरियो, सन्दर्भ NIC-2026-0001"],
  ] as const)(
    "lists a refund paid outside the store with its bank reference (%s)",
    async (language, heading, text) => {
      signIn();
      mockApi({
        [ORDER_PATH]: ok({
          order: aPlacedOrder({
            status: "processing",
            payment: {
              method: "fonepay",
              status: "partially_refunded",
              transactionId: "F-1",
              amount: 54999,
              refunds: [
                {
                  amount: 500,
                  reason: "Damaged",
                  at: "2026-11-25T09:00:00.000Z",
                  manual: true,
                  reference: "NIC-2026-0001",
                },
              ],
            },
          }),
        }),
      });
      showOrder(language);
      expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
      expect(screen.getByRole("heading", { level: 3, name: heading })).toBeVisible();
      const refunds = within(screen.getByRole("region", { name: heading })).getAllByRole("listitem");
      expect(refunds.map((item) => item.textContent)).toEqual([text]);
    },
  );

  it("says the order is not found for someone else's order, and offers tracking", async () => {
    signIn();
    mockApi({ [ORDER_PATH]: () => refusal(404, "order.not_found", "Order not found") });
    showOrder();
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Track your order" })).toHaveAttribute("href", "/track-order");
    expect(screen.getByRole("link", { name: "Back to My Orders" })).toHaveAttribute("href", "/orders");
    expect(document.title).toMatch(/^Order not found/);
  });

  it("says when the order could not be loaded, and loads it again on request", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(500, { success: false }));
    showOrder();
    expect(screen.getByRole("status").textContent).toBe("Loading the order…");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The order could not be loaded. Please try again.",
    );
    fetch.mockResolvedValue(json(200, { success: true, data: { order: aPlacedOrder() } }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order NS-20261125-ABCDE" })).toBeVisible();
  });
});
