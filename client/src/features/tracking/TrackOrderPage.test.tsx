import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import { renderAt } from "../../testing/render.tsx";
import TrackOrderPage from "./TrackOrderPage.tsx";

afterEach(() => vi.restoreAllMocks());

const routes = [{ path: "/track-order", element: <TrackOrderPage /> }];
const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("tracking an order", () => {
  it("needs both fields", async () => {
    renderAt("/track-order", routes);
    await userEvent.setup().click(screen.getByRole("button", { name: "Track" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields");
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(404, {
        success: false,
        code: "order.tracking_not_found",
        message: "Order ID not found or email address doesn't match our records.",
      }),
    );
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("Billing Email"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Order ID not found or email address doesn't match our records.",
    );
  });

  it("marks every stage up to the current one as reached", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
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
          activities: [
            {
              id: "1",
              status: "order_placed",
              date: "2026-11-20",
              time: "08:00",
              icon: "clipboard-check",
              type: "completed",
            },
            {
              id: "2",
              status: "packaging",
              date: "2026-11-21",
              time: "09:00",
              icon: "package",
              type: "completed",
            },
            {
              id: "3",
              status: "on_the_road",
              date: "2026-11-22",
              time: "10:00",
              icon: "truck",
              type: "completed",
            },
          ],
        },
      }),
    );
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("Billing Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect(await screen.findByText("Rs 1,49,999")).toBeVisible();
    const stages = screen.getAllByRole("listitem");
    expect(stages.map((stage) => stage.className)).toEqual(["active", "active", "active", ""]);
    // Cash on delivery is due at the door, not awaited.
    expect(screen.getByText("Cash on delivery · Due on delivery")).toBeVisible();
  });

  it("shows the carrier's tracking number once the store has given one, and nothing before", async () => {
    const answer = (trackingNumber: string | null) =>
      json(200, {
        success: true,
        data: {
          orderId: "NS-20261122-TRACK",
          orderDate: "2026-11-20T08:00:00.000Z",
          totalAmount: 5000,
          productCount: 1,
          expectedDelivery: "2026-11-28",
          currentStatus: trackingNumber ? "on_the_road" : "processing",
          carrier: "Nepal Post",
          trackingNumber,
          payment: { method: "paypal", status: "completed" },
          activities: [],
        },
      });
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(null));
    renderAt("/track-order", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Order ID"), "NS-20261122-TRACK");
    await user.type(screen.getByLabelText("Billing Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Track" }));
    expect(await screen.findByText("Rs 5,000")).toBeVisible();
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
  const nepaliRoutes = [
    {
      path: "/track-order",
      element: (
        <I18nextProvider i18n={createTranslator("ne")}>
          <TrackOrderPage />
        </I18nextProvider>
      ),
    },
  ];

  it("asks for both fields in Nepali", async () => {
    renderAt("/track-order", nepaliRoutes);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("आफ्नो अर्डर ट्र्याक गर्नुहोस्");
    await userEvent.setup().click(screen.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }));
    expect(screen.getByRole("alert").textContent).toBe("कृपया सबै विवरण भर्नुहोस्");
  });

  it("says a wrong order or email in Nepali, by the refusal's code", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(404, {
        success: false,
        code: "order.tracking_not_found",
        message: "Order ID not found or email address doesn't match our records.",
      }),
    );
    renderAt("/track-order", nepaliRoutes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("अर्डर आईडी"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("बिलिङ इमेल"), "someone@example.com");
    await user.click(screen.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "अर्डर आईडी भेटिएन वा इमेल ठेगाना हाम्रो रेकर्डसँग मिलेन।",
    );
  });

  it("shows the order, its money, its dates in both calendars and its timeline in Nepali", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(200, {
        success: true,
        data: {
          orderId: "NS-20261122-ABCDE",
          // 18:30 UTC on the 19th is already the 20th in Nepal.
          orderDate: "2026-11-19T18:30:00.000Z",
          totalAmount: 149999,
          productCount: 12,
          expectedDelivery: "2026-11-28",
          currentStatus: "on_the_road",
          carrier: "Nepal Post",
          trackingNumber: "RR123456789NP",
          payment: { method: "cod", status: "pending" },
          activities: [
            {
              id: "1",
              status: "order_placed",
              date: "2026-11-20",
              time: "00:15",
              icon: "x",
              type: "completed",
            },
            { id: "2", status: "packaging", date: "2026-11-21", time: "09:00", icon: "x", type: "completed" },
            {
              id: "3",
              status: "on_the_road",
              date: "2026-11-22",
              time: "10:30",
              icon: "x",
              type: "completed",
            },
          ],
        },
      }),
    );
    renderAt("/track-order", nepaliRoutes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("अर्डर आईडी"), "NS-20261122-ABCDE");
    await user.type(screen.getByLabelText("बिलिङ इमेल"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "ट्र्याक गर्नुहोस्" }));
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
    const stages = screen.getAllByRole("listitem");
    expect(stages.map((stage) => stage.textContent)).toEqual([
      "अर्डर गरियो २०८३ मंसिर ४ (२०२६ नोभेम्बर २०) ००:१५",
      "प्याकिङ २०८३ मंसिर ५ (२०२६ नोभेम्बर २१) ०९:००",
      "बाटोमा २०८३ मंसिर ६ (२०२६ नोभेम्बर २२) १०:३०",
      "डेलिभर भयो",
    ]);
    expect(stages.map((stage) => stage.className)).toEqual(["active", "active", "active", ""]);
  });
});
