import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meAnswers, mockApi, refusal } from "../../testing/api-mock.ts";
import { aUser } from "../../testing/factories.ts";
import { input, replace } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import { signInAs } from "../../testing/session.ts";
import { openProfile, openSecurityTab, routes } from "./profile-testing.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the profile screen", () => {
  it("sends a guest to /login without calling the API", async () => {
    const { spy } = mockApi({});
    const { router } = renderAt("/profile", routes);
    expect(await screen.findByText("login page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the heading, the two tabs, the menu and the way home", async () => {
    await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Personal Information", "true"],
      ["Security Settings", "false"],
    ]);
    expect(screen.getByRole("tabpanel", { name: "Personal Information" })).toBeVisible();
    expect(screen.queryByRole("tabpanel", { name: "Security Settings" })).toBeNull();
    const menu = screen.getByRole("navigation", { name: "Profile menu" });
    expect(within(menu).getByRole("link", { name: "Order History" }).getAttribute("href")).toBe("/orders");
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("fills the form from GET /api/auth/me and shows the email read-only", async () => {
    const { calls } = await openProfile({
      "GET /api/auth/me": meAnswers(aUser({ phone: "+977 980-1234567", city: "Pokhara" })),
    });
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
          ? refusal(500, "server.error", "Something went wrong. Please try again.")
          : meAnswers()(),
    });
    signInAs();
    renderAt("/profile", routes);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load profile data");
    expect(screen.queryByLabelText("Full name")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue("Sita Sharma")).toBeVisible();
    expect(screen.queryByText("Failed to load profile data")).toBeNull();
  });

  it("keeps the tabs reachable and operable from the keyboard", async () => {
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
    expect(screen.getByRole("tabpanel", { name: "Security Settings" })).toBeVisible();
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
    await openProfile();
    await replace("City", "Lalitpur");
    await openSecurityTab();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Personal Information" }));
    expect(input("City").value).toBe("Lalitpur");
  });

  it("signs out from the menu and goes to /login", async () => {
    const { store, router } = await openProfile();
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("login page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(store.getState().auth).toEqual({ token: null, user: null, restored: true });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("opens the order history and goes back home", async () => {
    const { router } = await openProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Order History" }));
    expect(await screen.findByText("orders page")).toBeVisible();
    await router.navigate("/profile");
    await user.click(await screen.findByRole("link", { name: "Back to Home" }));
    expect(await screen.findByText("home page")).toBeVisible();
  });
});
