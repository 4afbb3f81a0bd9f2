import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, json } from "../../testing/api-mock.ts";
import { errorOf, input, replace } from "../../testing/fields.ts";
import { openProfile, openSecurityTab, wrongCurrentPassword } from "./profile-testing.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the security settings form", () => {
  const submit = () => userEvent.setup().click(screen.getByRole("button", { name: "Change Password" }));

  async function fill(values: { current?: string; next?: string; confirm?: string }) {
    await replace("Current password", values.current ?? "");
    await replace("New password", values.next ?? "");
    await replace("Confirm new password", values.confirm ?? "");
  }

  it("requires the current password and a new one of at least 6 characters", async () => {
    const { calls } = await openProfile();
    await openSecurityTab();
    await submit();
    expect(errorOf("Current password")).toBe("Current password is required");
    expect(errorOf("New password")).toBe("New password must be at least 6 characters long");
    expect(document.activeElement).toBe(input("Current password"));
    await fill({ current: "Secret123", next: "abc12", confirm: "abc12" });
    await submit();
    expect(errorOf("Current password")).toBeNull();
    expect(errorOf("New password")).toBe("New password must be at least 6 characters long");
    expect(calls["PUT /api/auth/change-password"]).toBeUndefined();
  });

  it("says when the new passwords do not match or the new one is too long", async () => {
    const { calls } = await openProfile();
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better457" });
    await submit();
    expect(errorOf("Confirm new password")).toBe("New passwords do not match");
    expect(errorOf("New password")).toBeNull();
    const long = "p".repeat(129);
    await fill({ current: "Secret123", next: long, confirm: long });
    await submit();
    expect(errorOf("New password")).toBe("New password must be at most 128 characters");
    expect(calls["PUT /api/auth/change-password"]).toBeUndefined();
  });

  it("clears a field's error when that field is edited", async () => {
    await openProfile();
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better45" });
    await submit();
    expect(errorOf("Confirm new password")).toBe("New passwords do not match");
    await userEvent.setup().type(input("Confirm new password"), "6");
    expect(errorOf("Confirm new password")).toBeNull();
    expect(screen.queryByText("New passwords do not match")).toBeNull();
  });

  it("sends only the current and new password, keeps the fresh token, toasts and clears the fields", async () => {
    const answer = deferred();
    const { calls } = await openProfile({
      "PUT /api/auth/change-password": answer.handler,
    });
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better456" });
    await submit();

    const busy = await screen.findByRole("button", { name: "Changing password…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls["PUT /api/auth/change-password"]![0]!.body).toEqual({
      currentPassword: "Secret123",
      newPassword: "Better456",
    });

    answer.resolve(
      json(200, { success: true, message: "Password changed successfully", token: "fresh-token-of-sita" }),
    );
    expect((await screen.findByRole("status")).textContent).toContain("Password changed successfully!");
    // Every earlier token is refused now: this browser stays signed in with the one it was answered.
    expect(localStorage.getItem("token")).toBe("fresh-token-of-sita");
    expect(input("Current password").value).toBe("");
    expect(input("New password").value).toBe("");
    expect(input("Confirm new password").value).toBe("");
  });

  it("shows the server's message for a wrong current password and keeps the fields", async () => {
    await openProfile({
      "PUT /api/auth/change-password": wrongCurrentPassword,
    });
    await openSecurityTab();
    await fill({ current: "Wrong123", next: "Better456", confirm: "Better456" });
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Current password is incorrect");
    expect(errorOf("Current password")).toBe("Current password is incorrect");
    expect(input("New password").value).toBe("Better456");
  });

  it("falls back to 'Failed to change password' when the server gives no message", async () => {
    await openProfile({
      "PUT /api/auth/change-password": () => new Response("Bad Gateway", { status: 502 }),
    });
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better456" });
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to change password");
  });
});
