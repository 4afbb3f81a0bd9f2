import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SmsMessage } from "@store/shared/admin/sms";
import { json, openAsStaff } from "../admin-testing.tsx";

afterEach(() => vi.restoreAllMocks());

const text = (overrides: Partial<SmsMessage>): SmsMessage => ({
  _id: "s1",
  to: "+9779841234567",
  kind: "out_for_delivery",
  status: "sent",
  segments: 1,
  attempts: 1,
  nextAttemptAt: "2026-11-25T05:00:00.000Z",
  sentAt: "2026-11-25T05:00:01.000Z",
  errorCode: null,
  providerAnswer: 'HTTP 200 {"count":1,"response_code":200}',
  createdAt: "2026-11-25T05:00:00.000Z",
  ...overrides,
});

const page = (messages: SmsMessage[], lowCredit = false) =>
  json(200, { success: true, data: { messages, total: messages.length, page: 1, pages: 1, lowCredit } });

describe("the SMS log", () => {
  it("lists texts with their number, kind, status and answer, and sends a failed one again", async () => {
    const failed = text({
      _id: "s2",
      kind: "delivered",
      status: "failed",
      errorCode: "invalid_number",
      providerAnswer: 'HTTP 403 {"response_code":1007}',
    });
    const { calls } = openAsStaff("/admin/sms", {
      "GET /api/admin/sms": () => page([text({}), failed]),
      "POST /api/admin/sms/s2/resend": () =>
        json(200, { success: true, data: { message: { ...failed, status: "queued" } } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "SMS" })).toBeVisible();
    const rows = await screen.findAllByRole("row");
    expect(rows[1]).toHaveTextContent("+977 984-1234567");
    expect(rows[1]).toHaveTextContent("Out for delivery");
    expect(rows[1]).toHaveTextContent("Sent");
    expect(rows[2]).toHaveTextContent("Failed (invalid number)");
    expect(rows[2]).toHaveTextContent('{"response_code":1007}');
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent
      .setup()
      .click(within(rows[2]!).getByRole("button", { name: "Send the text to +977 984-1234567 again" }));
    expect(await screen.findByText("The text to +977 984-1234567 is queued again.")).toBeVisible();
    expect(calls["POST /api/admin/sms/s2/resend"]).toHaveLength(1);
  });

  it("warns of low credit and searches by number", async () => {
    const { calls } = openAsStaff("/admin/sms", {
      "GET /api/admin/sms": () => page([text({ status: "queued", errorCode: "no_credit" })], true),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("no credit left");
    expect(await screen.findByText("Retrying (no credit)")).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Number or kind"), "984-1234567");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(
        calls["GET /api/admin/sms"]?.some((call) => call.request.url.includes("search=984-1234567")),
      ).toBe(true),
    );
  });
});
