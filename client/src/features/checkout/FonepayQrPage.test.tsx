// The Fonepay QR page: the store's QR drawn for the order with its amount and time left, the payment followed
// live (the store's event stream, mocked here as the stream fetch reads) and by polling when the stream fails,
// a new QR once one has expired, the ways to pay from the same phone, and the test bank app offline.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "@store/shared/language";
import { json, mockApi, ok, type Handler } from "../../testing/api-mock.ts";
import { aPlacedOrder } from "../../testing/factories.ts";
import { renderAt } from "../../testing/render.tsx";
import FonepayQrPage from "./FonepayQrPage.tsx";
import { statusOfEvent } from "./qr-status-stream.ts";

afterEach(() => vi.restoreAllMocks());

const QR_TEXT = "00020101021226390011fonepay.com0110fonepay1235204000053035245404330.005802NP6304ABCD";
/** Four and a half minutes ahead: the page counts down from 4:30. */
const inFourAndAHalfMinutes = () => new Date(Date.now() + 270_000).toISOString();

/** A server-sent event stream the test writes to: `send` one event's data, `end` it. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    handler: (() =>
      new Response(body, { headers: { "content-type": "text/event-stream" } })) satisfies Handler,
    send: (data: string) => controller.enqueue(encoder.encode(`data: ${data}\n\n`)),
  };
}

function showQrPage(
  handlers: Record<string, Handler>,
  { language = "en", testOnly = false }: { language?: Language; testOnly?: boolean } = {},
) {
  const api = mockApi({
    "POST /api/payments/fonepay/qr": ok({
      prn: "PRN1",
      qrMessage: QR_TEXT,
      expiresAt: inFourAndAHalfMinutes(),
    }),
    "GET /api/orders/NS-7": ok({ order: aPlacedOrder({ orderNumber: "NS-7" }) }),
    "GET /api/payments/methods": ok({
      methods: [{ method: "fonepay", countries: null, maxAmount: null, testOnly, kind: "qr" }],
    }),
    ...handlers,
  });
  renderAt(
    "/checkout/fonepay/qr?orderId=NS-7",
    [
      { path: "/checkout/fonepay/qr", element: <FonepayQrPage /> },
      { path: "/checkout/fonepay/success", element: <p>the success page</p> },
    ],
    { language },
  );
  return api.calls;
}

describe("the Fonepay QR page", () => {
  it("draws the order's QR with its amount and time left, and moves on when the stream says paid", async () => {
    const stream = eventStream();
    const calls = showQrPage({ "GET /api/payments/fonepay/qr/PRN1/events": stream.handler });
    expect(screen.getByRole("heading", { level: 1, name: "Scan to pay with any bank app" })).toBeVisible();
    const image = await screen.findByRole("img", { name: "Fonepay QR code to pay Rs 54,999 for order NS-7" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/(gif|png);base64,/);
    expect(screen.getByText("Amount: Rs 54,999")).toBeVisible();
    expect(screen.getByText(/^This QR code works for 4:\d\d more\.$/)).toBeVisible();
    expect(calls["POST /api/payments/fonepay/qr"]?.map((call) => call.body)).toEqual([{ orderId: "NS-7" }]);
    // The stream carries the shopper's guest session like every API call.
    const streamed = calls["GET /api/payments/fonepay/qr/PRN1/events"]![0]!.request;
    expect(streamed.headers.get("x-session-id")).toBeTruthy();
    expect(streamed.headers.get("accept")).toBe("text/event-stream");
    stream.send("scanned");
    expect(await screen.findByText("QR scanned. Approve the payment in your bank app.")).toBeVisible();
    stream.send('{"status":"paid"}');
    expect(await screen.findByText("the success page")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Open the test bank app" })).toBeNull();
  });

  it("asks by polling when the stream fails, and makes a new QR once it has expired", async () => {
    const calls = showQrPage({
      "GET /api/payments/fonepay/qr/PRN1/events": () => json(503, { success: false }),
      "GET /api/payments/fonepay/qr/PRN1": ok({ status: "expired" }),
    });
    expect(await screen.findByText("This QR code has expired. Make a new one to pay.")).toBeVisible();
    expect(calls["GET /api/payments/fonepay/qr/PRN1"]).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole("button", { name: "Make a new QR" }));
    await vi.waitFor(() => expect(calls["POST /api/payments/fonepay/qr"]).toHaveLength(2));
  });

  it("on a phone, says how to pay from the same phone and offers the image to save; offline, the test bank app", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    showQrPage({ "GET /api/payments/fonepay/qr/PRN1/events": eventStream().handler }, { testOnly: true });
    expect(await screen.findByRole("heading", { level: 2, name: "Paying from this phone?" })).toBeVisible();
    const save = screen.getByRole("link", { name: "Save QR image" });
    expect(save.getAttribute("download")).toMatch(/^fonepay-qr-NS-7\.(gif|png)$/);
    expect(save.getAttribute("href")).toMatch(/^data:image\//);
    expect(screen.getByRole("link", { name: "Open the test bank app" }).getAttribute("href")).toBe(
      `/gateways/fonepay/bank-app?qr=${encodeURIComponent(QR_TEXT)}`,
    );
    vi.unstubAllGlobals();
  });

  it("offers Fonepay's website instead, posting Fonepay's form; in Nepali", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const calls = showQrPage(
      {
        "GET /api/payments/fonepay/qr/PRN1/events": eventStream().handler,
        "POST /api/payments/fonepay/initiate": ok({
          paymentUrl: "https://fonepay.example/api/merchantRequest",
          fields: { PRN: "W1", DV: "AB" },
        }),
      },
      { language: "ne" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "जुनसुकै बैंक एपबाट स्क्यान गरेर तिर्नुहोस्" })).toBeVisible();
    expect(await screen.findByText("रकम: रु ५४,९९९")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Fonepay को वेबसाइटमा तिर्नुहोस्" }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(calls["POST /api/payments/fonepay/initiate"]?.map((call) => call.body)).toEqual([
      { orderId: "NS-7" },
    ]);
  });
});

describe("a QR status event", () => {
  it("is read bare or as JSON; comments and strangers are not statuses", () => {
    expect(statusOfEvent("data: waiting")).toBe("waiting");
    expect(statusOfEvent('event: status\ndata: {"status":"failed"}')).toBe("failed");
    expect(statusOfEvent(": keep-alive")).toBeNull();
    expect(statusOfEvent("data: constructor")).toBeNull();
  });
});
