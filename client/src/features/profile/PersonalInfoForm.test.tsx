import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, fieldRefusal, json } from "../../testing/api-mock.ts";
import { aUser } from "../../testing/factories.ts";
import { errorOf, input, replace } from "../../testing/fields.ts";
import { openProfile } from "./profile-testing.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the personal information form", () => {
  const save = () => userEvent.setup().click(screen.getByRole("button", { name: "Save Changes" }));

  it("shows the shared schema's messages, linked to their fields, and sends nothing", async () => {
    const { calls } = await openProfile();
    await replace("Full name", "   ");
    await replace("Phone number", "12345");
    await replace("Address", "a".repeat(201));
    await replace("City", "c".repeat(101));
    await replace("Postal code", "4".repeat(21));
    await replace("Country", "n".repeat(61));
    await save();
    expect(errorOf("Full name")).toBe("Name is required");
    expect(errorOf("Phone number")).toBe("Phone number is invalid");
    expect(errorOf("Address")).toBe("Address must be at most 200 characters");
    expect(errorOf("City")).toBe("City must be at most 100 characters");
    expect(errorOf("Postal code")).toBe("Postal code must be at most 20 characters");
    expect(errorOf("Country")).toBe("Country must be at most 60 characters");
    expect(document.activeElement).toBe(input("Full name"));
    expect(calls["PUT /api/auth/profile"]).toBeUndefined();
  });

  it("says when the name or the phone number is too long", async () => {
    const { calls } = await openProfile();
    await replace("Full name", "S".repeat(102));
    await replace("Phone number", "9".repeat(31));
    await save();
    expect(errorOf("Full name")).toBe("Name is too long");
    expect(errorOf("Phone number")).toBe("Phone number must be at most 30 characters");
    expect(calls["PUT /api/auth/profile"]).toBeUndefined();
  });

  it("clears a field's error when that field is edited", async () => {
    await openProfile();
    await replace("Full name", "");
    await replace("Phone number", "12");
    await save();
    expect(errorOf("Full name")).toBe("Name is required");
    await userEvent.setup().type(input("Full name"), "S");
    expect(errorOf("Full name")).toBeNull();
    expect(input("Full name").getAttribute("aria-invalid")).toBe("false");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(errorOf("Phone number")).toBe("Phone number is invalid");
  });

  it("saves the editable fields without the email, toasts, and updates the signed-in user", async () => {
    const saved = aUser({ name: "Sita Devi Sharma", city: "Lalitpur", postalCode: "44700" });
    const answer = deferred();
    const { calls, store } = await openProfile({ "PUT /api/auth/profile": answer.handler });
    await replace("Full name", "  Sita Devi Sharma ");
    await replace("City", "Lalitpur");
    await replace("Postal code", "44700");
    await save();

    const busy = await screen.findByRole("button", { name: "Saving…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls["PUT /api/auth/profile"]![0]!.body).toEqual({
      name: "Sita Devi Sharma",
      phone: "9800000000",
      address: "Thamel Marg 12",
      city: "Lalitpur",
      postalCode: "44700",
      country: "Nepal",
    });
    expect(calls["PUT /api/auth/profile"]![0]!.request.headers.get("authorization")).toBe(
      "Bearer token-of-sita",
    );

    answer.resolve(
      json(200, { success: true, message: "Profile updated successfully", data: { user: saved } }),
    );
    expect((await screen.findByRole("status")).textContent).toContain("Profile updated successfully!");
    expect(store.getState().auth.user?.name).toBe("Sita Devi Sharma");
    expect(JSON.parse(localStorage.getItem("user")!).name).toBe("Sita Devi Sharma");
    expect(localStorage.getItem("token")).toBe("token-of-sita");
    expect(input("Full name").value).toBe("Sita Devi Sharma");
    expect((screen.getByRole("button", { name: "Save Changes" }) as HTMLButtonElement).disabled).toBe(false);
    // The "Me" tag is invalidated, so the profile is read again.
    await waitFor(() => expect(calls["GET /api/auth/me"]).toHaveLength(2));
  });

  it("shows the server's message and marks the field it names", async () => {
    const { store } = await openProfile({
      "PUT /api/auth/profile": () =>
        fieldRefusal("phone", "validation.invalid", "Phone number is already used by another account"),
    });
    await replace("Full name", "Sita Devi");
    await save();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Phone number is already used by another account",
    );
    expect(errorOf("Phone number")).toBe("Phone number is already used by another account");
    expect(store.getState().auth.user?.name).toBe("Sita Sharma");
    expect(input("Full name").value).toBe("Sita Devi");
  });

  it("falls back to 'Failed to update profile' when the server gives no message", async () => {
    const { store } = await openProfile({
      "PUT /api/auth/profile": () => new Response("Bad Gateway", { status: 502 }),
    });
    await save();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to update profile");
    expect(store.getState().auth.user?.name).toBe("Sita Sharma");
  });
});
