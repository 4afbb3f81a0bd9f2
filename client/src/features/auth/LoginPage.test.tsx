import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, refusal } from "../../testing/api-mock.ts";
import { aUser } from "../../testing/factories.ts";
import { fillAndSubmit } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import LoginPage from "./LoginPage.tsx";

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/", element: <p>home page</p> },
  { path: "/product/:category/:slug", element: <p>product page</p> },
];

const login = (password: string) => fillAndSubmit({ Email: "sita@example.com", Password: password }, "Login");

/** The store signs Sita in: POST /api/auth/login answers her token and account. */
const signsIn = () =>
  mockApi({
    "POST /api/auth/login": () =>
      json(200, { success: true, token: "jwt-token", user: aUser(), message: "Login successful" }),
  });

describe("the login form", () => {
  it("requires email and password", async () => {
    renderAt("/login", routes);
    await userEvent.setup().click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
  });

  it("shows the server's message when the sign-in fails, and a social login's error", async () => {
    mockApi({
      "POST /api/auth/login": () => refusal(401, "auth.invalid_credentials", "Invalid email or password"),
    });
    renderAt("/login?error=Authentication%20failed.%20Please%20try%20again.", routes);
    expect(screen.getByRole("alert").textContent).toBe("Authentication failed. Please try again.");
    await login("Wrong123");
    expect((await screen.findByText("Invalid email or password")).getAttribute("role")).toBe("alert");
  });

  it("signs in, keeps the session in storage and goes home", async () => {
    signsIn();
    const { store } = renderAt("/login", routes);
    await login("Secret123");
    await screen.findByText("home page");
    expect(store.getState().auth.token).toBe("jwt-token");
    expect(localStorage.getItem("token")).toBe("jwt-token");
    expect(JSON.parse(localStorage.getItem("user")!).name).toBe("Sita Sharma");
  });

  it("shows ?error= as text only, and goes home after signing in whatever address the query names", async () => {
    signsIn();
    const page = window.location.href;
    const html = '<img src=x onerror="alert(1)"><a href="https://evil.example">Sign in again</a>';
    const query = new URLSearchParams({
      error: html,
      next: "https://evil.example/",
      redirect: "//evil.example",
      returnUrl: "javascript:alert(1)",
    });
    const { router } = renderAt(`/login?${query}`, routes);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(html);
    expect(alert.querySelector("img, a, script")).toBeNull();
    await login("Secret123");
    await screen.findByText("home page");
    expect(router.state.location.pathname).toBe("/");
    expect(window.location.href).toBe(page);
  });

  it("goes back to the page that sent the guest, in the login page's place, and carries it to registering", async () => {
    signsIn();
    const next = "/product/fashion/dhaka-topi?pending=0a1b2c";
    const { router } = renderAt(`/product/fashion/dhaka-topi`, routes);
    await act(() => router.navigate(`/login?${new URLSearchParams({ next })}`));
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      `/register?${new URLSearchParams({ next })}`,
    );
    await login("Secret123");
    await screen.findByText("product page");
    expect(router.state.location.pathname + router.state.location.search).toBe(next);
    // Back leads to where the guest was before the login page, not to the login page again.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/product/fashion/dhaka-topi");
    expect(router.state.location.search).toBe("");
  });

  it("toggles the password's visibility and announces Facebook is not available", async () => {
    renderAt("/login", routes);
    const actor = userEvent.setup();
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
    await actor.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("text");
    await actor.click(screen.getByRole("button", { name: "Continue with Facebook" }));
    expect(screen.getByText("Facebook login will be available soon!")).toBeVisible();
  });
});
