import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "../../i18n/translator.ts";
import { mockApi, ok } from "../../testing/api-mock.ts";
import { aPlacedOrder, anOrderLine } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import OrdersPage from "./OrdersPage.tsx";

afterEach(() => vi.restoreAllMocks());

const order = (orderNumber: string, status: string, createdAt: string, total: number, method = "esewa") =>
  aPlacedOrder({
    _id: orderNumber,
    orderNumber,
    status: status as never,
    createdAt,
    pricing: { subtotal: total, tax: 0, shipping: 0, discount: 0, giftWrap: 0, total },
    payment: { method: method as never, status: "pending", transactionId: null, amount: total, refunds: [] },
    // One line without options but the COD order's, which has a colour and a size.
    items: [
      orderNumber.endsWith("COD01")
        ? anOrderLine({ name: "Cotton Kurta", nameNe: "सुती कुर्ता", color: "Maroon", storage: "", size: "M" })
        : anOrderLine({ name: "Steel Bottle", nameNe: null, color: "", storage: "" }),
    ],
  });

function answerOrders() {
  mockApi({
    "GET /api/orders": ok({
      orders: [
        // 18:20 UTC on 24 November is the 25th in Nepal.
        order("NS-20261125-COD01", "processing", "2026-11-24T18:20:00.000Z", 164999, "cod"),
        order("NS-20261120-WAIT1", "pending", "2026-11-20T06:00:00.000Z", 5000),
        order("NS-20260414-DONE1", "delivered", "2026-04-14T06:00:00.000Z", 1200),
      ],
    }),
  });
}

const rowsText = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("the order history", () => {
  it("in English shows the day in Nepal as day/month/year and the status words", async () => {
    answerOrders();
    renderAt("/orders", [{ path: "/orders", element: <OrdersPage /> }]);
    expect(await screen.findByText("NS-20261125-COD01")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("MY ORDERS");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Completed (1)",
      "Processing (2)",
      "Cancelled (0)",
    ]);
    expect(rowsText()).toEqual([
      [
        "NS-20261125-COD01Cotton Kurta × 1Colour: Maroon · Size: M",
        "25/11/2026",
        "ProcessingCash on delivery · Due on delivery",
        "Rs 1,64,999",
      ],
      ["NS-20261120-WAIT1Steel Bottle × 1", "20/11/2026", "Awaiting payment", "Rs 5,000"],
    ]);
  });

  it("in Nepali shows tabs, columns, statuses, money and both calendars' dates in Nepali", async () => {
    answerOrders();
    renderAt("/orders", [
      {
        path: "/orders",
        element: (
          <I18nextProvider i18n={createTranslator("ne")}>
            <OrdersPage />
          </I18nextProvider>
        ),
      },
    ]);
    expect(await screen.findByText("NS-20261125-COD01")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("मेरा अर्डरहरू");
    expect(screen.getByRole("tablist", { name: "स्थिति अनुसार अर्डरहरू" })).toBeVisible();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "पूरा भएका (१)",
      "प्रक्रियामा (२)",
      "रद्द भएका (०)",
    ]);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "अर्डर नम्बर",
      "मिति",
      "स्थिति",
      "मूल्य",
    ]);
    expect(rowsText()).toEqual([
      [
        "NS-20261125-COD01सुती कुर्ता × १रङ: मरुन · साइज: M",
        "२०८३ मंसिर ९ (२०२६ नोभेम्बर २५)",
        "प्रक्रियामाडेलिभरीमा नगद भुक्तानी · डेलिभरीमा तिर्नुपर्ने",
        "रु १,६४,९९९",
      ],
      ["NS-20261120-WAIT1Steel Bottle × १", "२०८३ मंसिर ४ (२०२६ नोभेम्बर २०)", "भुक्तानी बाँकी", "रु ५,०००"],
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "पूरा भएका (१)" }));
    expect(rowsText()).toEqual([
      ["NS-20260414-DONE1Steel Bottle × १", "२०८३ बैशाख १ (२०२६ अप्रिल १४)", "डेलिभर भयो", "रु १,२००"],
    ]);
    await user.click(screen.getByRole("tab", { name: "रद्द भएका (०)" }));
    expect(screen.getByText("यहाँ अहिलेसम्म कुनै अर्डर छैन।")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "प्रक्रियामा (२)" }));
    await user.type(screen.getByPlaceholderText("अर्डर नम्बरले खोज्नुहोस्"), "wait");
    expect(screen.getByLabelText("अर्डर खोज्नुहोस्")).toBeVisible();
    expect(rowsText().map((row) => row[0])).toEqual(["NS-20261120-WAIT1Steel Bottle × १"]);
  });
});

describe("an order in the history", () => {
  const routes = [
    { path: "/orders", element: <OrdersPage /> },
    { path: "/order/:orderNumber", element: <p>Order page</p> },
  ];

  it("opens its own page from its number, a link a keyboard reaches", async () => {
    answerOrders();
    const { router } = renderAt("/orders", routes);
    const link = await screen.findByRole("link", { name: "NS-20261125-COD01" });
    expect(link).toHaveAttribute("href", "/order/NS-20261125-COD01");
    // Tab by tab from the top: the tabs, the search box, then the first row's number.
    const user = userEvent.setup();
    for (let press = 0; press < 8 && document.activeElement !== link; press++) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(router.state.location.pathname).toBe("/order/NS-20261125-COD01");
  });

  it("opens its own page from a click anywhere on its row", async () => {
    answerOrders();
    const { router } = renderAt("/orders", routes);
    await userEvent.setup().click(await screen.findByText("20/11/2026"));
    expect(router.state.location.pathname).toBe("/order/NS-20261120-WAIT1");
  });
});
