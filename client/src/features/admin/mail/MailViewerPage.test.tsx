import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MailMessageView } from "@store/shared/admin/mail";
import { json, openAsStaff } from "../admin-testing.tsx";

afterEach(() => vi.restoreAllMocks());

const MESSAGE: MailMessageView = {
  _id: "m1",
  to: "sita@example.com",
  subject: "Order ORD-1 placed",
  template: "order_placed",
  status: "queued",
  attempts: 2,
  nextAttemptAt: "2026-11-25T06:00:00.000Z",
  sentAt: null,
  lastError: "Mailbox busy",
  createdAt: "2026-11-25T05:00:00.000Z",
  html: "<h1>Thank you for your order!</h1><script>parent.alert(1)</script>",
  text: "Thank you for your order!\nTotal: Rs 1,49,999",
};
const { html: _html, text: _text, ...SUMMARY } = MESSAGE;

describe("the mail viewer", () => {
  it("lists the outbox with each message's status, and shows one in a frame that runs no script", async () => {
    const { calls } = openAsStaff("/admin/mail", {
      "GET /api/admin/mail": () =>
        json(200, { success: true, data: { messages: [SUMMARY], total: 1, page: 1, pages: 1 } }),
      "GET /api/admin/mail/m1": () => json(200, { success: true, data: { message: MESSAGE } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    const subject = await screen.findByRole("button", { name: "Order ORD-1 placed" });
    expect(screen.getByText(/^Retrying \(attempt 3 at/)).toBeVisible();
    await userEvent.setup().click(subject);
    const frame = (await screen.findByTitle("The email's HTML")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(MESSAGE.html);
    expect(screen.getByText(/Total: Rs 1,49,999/)).toBeVisible();
    expect(screen.getByText(/Last error: Mailbox busy/)).toBeVisible();
    expect(calls["GET /api/admin/mail/m1"]).toHaveLength(1);
  });

  it("says why a message cannot be read (a reset email for staff)", async () => {
    openAsStaff("/admin/mail?message=m2", {
      "GET /api/admin/mail": () =>
        json(200, { success: true, data: { messages: [], total: 0, page: 1, pages: 1 } }),
      "GET /api/admin/mail/m2": () =>
        json(403, {
          success: false,
          code: "auth.forbidden",
          message: "Only an admin can read a password reset email",
        }),
    });
    expect(
      (await screen.findByText("Only an admin can read a password reset email")).getAttribute("role"),
    ).toBe("alert");
    expect(await screen.findByText("No emails yet.")).toBeVisible();
  });
});
