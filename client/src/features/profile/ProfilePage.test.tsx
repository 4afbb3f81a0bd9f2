import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { User } from "@store/shared/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, withToasts } from "../../testing/render.tsx";
import ProfilePage from "./ProfilePage.tsx";

afterEach(() => vi.restoreAllMocks());

function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: "user-1",
    name: "Sita Sharma",
    email: "sita@example.com",
    phone: "9800000000",
    address: "Thamel Marg 12",
    city: "Kathmandu",
    postalCode: "44600",
    country: "Nepal",
    profilePhoto: "",
    role: "customer",
    ...overrides,
  };
}

function signIn(user = aUser()) {
  localStorage.setItem("token", "token-of-sita");
  localStorage.setItem("user", JSON.stringify(user));
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Handler = (request: Request) => Response | Promise<Response>;
interface Call {
  request: Request;
  body: unknown;
}

/** Answers fetch by "METHOD /path" and records every call with its JSON body. */
function mockApi(handlers: Record<string, Handler>) {
  const calls: Record<string, Call[]> = {};
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    (calls[key] ??= []).push({ request, body: text ? JSON.parse(text) : undefined });
    const handler = handlers[key];
    return handler ? handler(request) : json(404, { success: false, message: "Route not found" });
  });
  return { spy, calls };
}

const meAnswers =
  (user = aUser()) =>
  () =>
    json(200, { success: true, user });

/** A response the test hands out when it chooses, to see the busy state in between. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { handler: () => promise, resolve };
}

const routes = withToasts([
  { path: "/profile", element: <ProfilePage /> },
  { path: "/login", element: <p>login page</p> },
  { path: "/orders", element: <p>orders page</p> },
  { path: "/", element: <p>home page</p> },
]);

async function openProfile() {
  signIn();
  const view = renderAt("/profile", routes);
  await screen.findByDisplayValue("Sita Sharma");
  return view;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The error linked to a field by aria-describedby, or null when the field is valid. */
function errorOf(label: string): string | null {
  const field = input(label);
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  const linked = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === "field-error");
  return linked?.textContent ?? null;
}

async function replace(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

async function openSecurityTab() {
  await userEvent.setup().click(screen.getByRole("tab", { name: "Security Settings" }));
}

describe("the profile screen", () => {
  it("sends a guest to /login without calling the API", async () => {
    const { spy } = mockApi({});
    const { router } = renderAt("/profile", routes);
    expect(await screen.findByText("login page")).toBeDefined();
    expect(router.state.location.pathname).toBe("/login");
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the heading, the two tabs, the menu and the way home", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeDefined();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Personal Information", "true"],
      ["Security Settings", "false"],
    ]);
    expect(screen.getByRole("tabpanel", { name: "Personal Information" })).toBeDefined();
    expect(screen.queryByRole("tabpanel", { name: "Security Settings" })).toBeNull();
    const menu = screen.getByRole("navigation", { name: "Profile menu" });
    expect(within(menu).getByRole("link", { name: "Order History" }).getAttribute("href")).toBe("/orders");
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("fills the form from GET /api/auth/me and shows the email read-only", async () => {
    const { calls } = mockApi({
      "GET /api/auth/me": meAnswers(aUser({ phone: "+977 980-1234567", city: "Pokhara" })),
    });
    await openProfile();
    expect(input("Full name").value).toBe("Sita Sharma");
    expect(input("Phone number").value).toBe("+977 980-1234567");
    expect(input("Address").value).toBe("Thamel Marg 12");
    expect(input("City").value).toBe("Pokhara");
    expect(input("Postal code").value).toBe("44600");
    expect(input("Country").value).toBe("Nepal");
    const email = input("Email");
    expect(email.value).toBe("sita@example.com");
    expect(email.readOnly).toBe(true);
    expect(calls["GET /api/auth/me"]![0]!.request.headers.get("authorization")).toBe("Bearer token-of-sita");
  });

  it("says 'Failed to load profile data' when the profile cannot be loaded, and can try again", async () => {
    let attempts = 0;
    mockApi({
      "GET /api/auth/me": () =>
        ++attempts === 1
          ? json(500, { success: false, message: "Something went wrong. Please try again." })
          : json(200, { success: true, user: aUser() }),
    });
    signIn();
    renderAt("/profile", routes);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load profile data");
    expect(screen.queryByLabelText("Full name")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue("Sita Sharma")).toBeDefined();
    expect(screen.queryByText("Failed to load profile data")).toBeNull();
  });

  it("keeps the tabs reachable and operable from the keyboard", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
    const user = userEvent.setup();
    const personal = screen.getByRole("tab", { name: "Personal Information" });
    const security = screen.getByRole("tab", { name: "Security Settings" });
    // Back to Home, Order History, Logout, then the selected tab: one stop for the whole tab list.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(personal);
    expect(security.tabIndex).toBe(-1);
    // The next stop after the tab list is the selected panel's first field, not the other tab.
    await user.tab();
    expect(document.activeElement).toBe(input("Full name"));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(personal);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(security);
    expect(security.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Security Settings" })).toBeDefined();
    expect(screen.queryByRole("tabpanel", { name: "Personal Information" })).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(input("Current password"));
    await user.tab({ shift: true });
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(personal);
    expect(personal.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(security);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(personal);
  });

  it("keeps what was typed when switching tabs", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
    await replace("City", "Lalitpur");
    await openSecurityTab();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Personal Information" }));
    expect(input("City").value).toBe("Lalitpur");
  });

  it("signs out from the menu and goes to /login", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
    const { store, router } = await openProfile();
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("login page")).toBeDefined();
    expect(router.state.location.pathname).toBe("/login");
    expect(store.getState().auth).toEqual({ token: null, user: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("opens the order history and goes back home", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
    const { router } = await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Order History" }));
    expect(await screen.findByText("orders page")).toBeDefined();
    await router.navigate("/profile");
    await user.click(await screen.findByRole("link", { name: "Back to Home" }));
    expect(await screen.findByText("home page")).toBeDefined();
  });
});

describe("the personal information form", () => {
  const save = () => userEvent.setup().click(screen.getByRole("button", { name: "Save Changes" }));

  it("shows the shared schema's messages, linked to their fields, and sends nothing", async () => {
    const { calls } = mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
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
    const { calls } = mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
    await replace("Full name", "S".repeat(102));
    await replace("Phone number", "9".repeat(31));
    await save();
    expect(errorOf("Full name")).toBe("Name is too long");
    expect(errorOf("Phone number")).toBe("Phone number must be at most 30 characters");
    expect(calls["PUT /api/auth/profile"]).toBeUndefined();
  });

  it("clears a field's error when that field is edited", async () => {
    mockApi({ "GET /api/auth/me": meAnswers() });
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
    const { calls } = mockApi({ "GET /api/auth/me": meAnswers(), "PUT /api/auth/profile": answer.handler });
    const { store } = await openProfile();
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
    mockApi({
      "GET /api/auth/me": meAnswers(),
      "PUT /api/auth/profile": () =>
        json(400, {
          success: false,
          message: "Phone number is already used by another account",
          errors: [{ field: "phone", message: "Phone number is already used by another account" }],
        }),
    });
    const { store } = await openProfile();
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
    mockApi({
      "GET /api/auth/me": meAnswers(),
      "PUT /api/auth/profile": () => new Response("Bad Gateway", { status: 502 }),
    });
    const { store } = await openProfile();
    await save();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to update profile");
    expect(store.getState().auth.user?.name).toBe("Sita Sharma");
  });
});

describe("the security settings form", () => {
  const submit = () => userEvent.setup().click(screen.getByRole("button", { name: "Change Password" }));

  async function fill(values: { current?: string; next?: string; confirm?: string }) {
    await replace("Current password", values.current ?? "");
    await replace("New password", values.next ?? "");
    await replace("Confirm new password", values.confirm ?? "");
  }

  it("requires the current password and a new one of at least 6 characters", async () => {
    const { calls } = mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
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
    const { calls } = mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
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
    mockApi({ "GET /api/auth/me": meAnswers() });
    await openProfile();
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better45" });
    await submit();
    expect(errorOf("Confirm new password")).toBe("New passwords do not match");
    await userEvent.setup().type(input("Confirm new password"), "6");
    expect(errorOf("Confirm new password")).toBeNull();
    expect(screen.queryByText("New passwords do not match")).toBeNull();
  });

  it("sends only the current and new password, toasts and clears the fields", async () => {
    const answer = deferred();
    const { calls } = mockApi({
      "GET /api/auth/me": meAnswers(),
      "PUT /api/auth/change-password": answer.handler,
    });
    await openProfile();
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better456" });
    await submit();

    const busy = await screen.findByRole("button", { name: "Changing password…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls["PUT /api/auth/change-password"]![0]!.body).toEqual({
      currentPassword: "Secret123",
      newPassword: "Better456",
    });

    answer.resolve(json(200, { success: true, message: "Password changed successfully" }));
    expect((await screen.findByRole("status")).textContent).toContain("Password changed successfully!");
    expect(input("Current password").value).toBe("");
    expect(input("New password").value).toBe("");
    expect(input("Confirm new password").value).toBe("");
  });

  it("shows the server's message for a wrong current password and keeps the fields", async () => {
    mockApi({
      "GET /api/auth/me": meAnswers(),
      "PUT /api/auth/change-password": () =>
        json(400, {
          success: false,
          message: "Current password is incorrect",
          errors: [{ field: "currentPassword", message: "Current password is incorrect" }],
        }),
    });
    await openProfile();
    await openSecurityTab();
    await fill({ current: "Wrong123", next: "Better456", confirm: "Better456" });
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Current password is incorrect");
    expect(errorOf("Current password")).toBe("Current password is incorrect");
    expect(input("New password").value).toBe("Better456");
  });

  it("falls back to 'Failed to change password' when the server gives no message", async () => {
    mockApi({
      "GET /api/auth/me": meAnswers(),
      "PUT /api/auth/change-password": () => new Response("Bad Gateway", { status: 502 }),
    });
    await openProfile();
    await openSecurityTab();
    await fill({ current: "Secret123", next: "Better456", confirm: "Better456" });
    await submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to change password");
  });
});
