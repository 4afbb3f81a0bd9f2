// /auth/callback, where a Google sign-in ends: the server sends the browser here with a one-time code and the
// state this browser made when it left (google-state.ts). Only that browser's state trades the code for a sign-in
// (POST /api/auth/exchange); a token in the address is never taken (login CSRF, docs/SECURITY.md).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Handler, json, mockApi, refusal, unreachable } from "../../testing/api-mock.ts";
import { renderAt, withToasts } from "../../testing/render.tsx";
import AuthCallbackPage from "./AuthCallbackPage.tsx";
import { GoogleButton } from "./GoogleButton.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const USER = { _id: "u1", name: "Sita Sharma", email: "sita@gmail.com", role: "customer" };
const CODE = "c".repeat(43);

function mockExchange(answer: Handler = signedInAnswer) {
  return mockApi({ "POST /api/auth/exchange": answer });
}
const signedInAnswer = () => json(200, { success: true, token: "jwt", user: USER, message: "Welcome back" });

const PRODUCT = "/product/fashion/dhaka-topi?pending=0a1b2c";

const routes = withToasts([
  { path: "/login", element: <GoogleButton /> },
  { path: "/login-from-product", element: <GoogleButton next={PRODUCT} /> },
  { path: "/product/:category/:slug", element: <p>product page</p> },
  { path: "/auth/callback", element: <AuthCallbackPage /> },
  { path: "/", element: <p>home page</p> },
]);

/** Clicks the button as a shopper would and returns the state it sent to the server. */
async function leaveForGoogle(from = "/login") {
  const { unmount } = renderAt(from, routes);
  const link = screen.getByRole("link", { name: /Continue with Google/ });
  link.addEventListener("click", (event) => event.preventDefault());
  await userEvent.setup().click(link);
  const start = new URL(link.getAttribute("href")!, "http://store.test");
  expect(start.pathname).toBe("/api/auth/google/start");
  unmount();
  return start.searchParams.get("state")!;
}

const callback = (query: Record<string, string>) => `/auth/callback?${new URLSearchParams(query)}`;

async function landsOnLogin(router: ReturnType<typeof renderAt>["router"]) {
  await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  return new URLSearchParams(router.state.location.search).get("error");
}

describe("the end of a Google sign-in", () => {
  it("trades the code and this browser's own state for a sign-in, with the guest's session", async () => {
    const { spy, calls } = mockExchange();
    const state = await leaveForGoogle();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { store } = renderAt(callback({ code: CODE, state }), routes);
    expect(await screen.findByText("home page")).toBeVisible();
    expect(store.getState().auth).toMatchObject({ token: "jwt", user: { name: "Sita Sharma" } });
    expect(screen.getByText("Welcome back, Sita Sharma!")).toBeVisible();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(calls["POST /api/auth/exchange"]).toHaveLength(1);
    const { request, body } = calls["POST /api/auth/exchange"]![0]!;
    // The guest's cart and wishlist move into the account, as at the password login.
    expect(request.headers.get("x-session-id")).toMatch(/^guest_/);
    expect(body).toEqual({ code: CODE, state });
  });

  it("refuses a code that comes back to a browser that did not start the sign-in", async () => {
    const { spy: fetchSpy } = mockExchange();
    const { router, store } = renderAt(callback({ code: CODE, state: "a".repeat(32) }), routes);
    expect(await landsOnLogin(router)).toBe("Google authentication failed");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(store.getState().auth.token).toBeNull();
  });

  it("refuses a code with another state than the one this browser made, and forgets its own", async () => {
    const { spy: fetchSpy } = mockExchange();
    const state = await leaveForGoogle();
    const { router } = renderAt(callback({ code: CODE, state: `${state.slice(1)}x` }), routes);
    expect(await landsOnLogin(router)).toBe("Google authentication failed");
    expect(fetchSpy).not.toHaveBeenCalled();
    // The stored state is used up: the right one arriving afterwards is refused too.
    const again = renderAt(callback({ code: CODE, state }), routes);
    expect(await landsOnLogin(again.router)).toBe("Google authentication failed");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("never takes a sign-in from the address (an attacker's ?token=&user=)", async () => {
    const { spy: fetchSpy } = mockExchange();
    const user = JSON.stringify({ ...USER, name: "Mallory" });
    const { router, store } = renderAt(callback({ token: "attackers.jwt.token", user }), routes);
    expect(await landsOnLogin(router)).toBe("Authentication failed. Please try again.");
    expect(store.getState().auth).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows Google's refusal, and the server's refusal of the code, on the login page", async () => {
    mockExchange();
    const state = await leaveForGoogle();
    for (const [error, message] of [
      ["auth.google_failed", "Google authentication failed"],
      ["auth.account_disabled", "This account has been disabled. Please contact the store for help."],
      // Google's own errors: the shopper cancelled the chooser, say.
      ["access_denied", "Authentication failed. Please try again."],
    ]) {
      const { router, unmount } = renderAt(callback({ error: error!, state }), routes);
      expect(await landsOnLogin(router)).toBe(message);
      unmount();
    }

    vi.restoreAllMocks();
    mockExchange(() => refusal(401, "auth.sign_in_code_used", "Used"));
    const next = await leaveForGoogle();
    const { router, store } = renderAt(callback({ code: CODE, state: next }), routes);
    expect(await landsOnLogin(router)).toBe("Google authentication failed");
    expect(store.getState().auth.token).toBeNull();
  });

  it("says so when the network fails during the exchange", async () => {
    unreachable();
    const state = await leaveForGoogle();
    const { router } = renderAt(callback({ code: CODE, state }), routes);
    expect(await landsOnLogin(router)).toBe("Network error during Google authentication");
  });

  it("brings the shopper back to where they were going, and keeps it when Google did not sign them in", async () => {
    mockExchange();
    const state = await leaveForGoogle("/login-from-product");
    const { router } = renderAt(callback({ code: CODE, state }), routes);
    expect(await screen.findByText("product page")).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe(PRODUCT);

    const cancelled = await leaveForGoogle("/login-from-product");
    const again = renderAt(callback({ error: "access_denied", state: cancelled }), routes);
    expect(await landsOnLogin(again.router)).toBe("Authentication failed. Please try again.");
    expect(new URLSearchParams(again.router.state.location.search).get("next")).toBe(PRODUCT);
  });

  it("goes home after Google when the kept address would leave the store", async () => {
    mockExchange();
    const state = await leaveForGoogle();
    sessionStorage.setItem("googleSignInNext", "//evil.example/");
    renderAt(callback({ code: CODE, state }), routes);
    expect(await screen.findByText("home page")).toBeVisible();
  });
});
