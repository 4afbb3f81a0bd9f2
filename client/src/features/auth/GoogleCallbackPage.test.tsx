import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt, withToasts } from "../../testing/render.tsx";
import { GoogleButton } from "./GoogleButton.tsx";
import GoogleCallbackPage from "./GoogleCallbackPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.location.hash = "";
});

const USER = { _id: "u1", name: "Sita Sharma", email: "sita@gmail.com", role: "customer" };

function mockSignIn() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(
    async () =>
      new Response(JSON.stringify({ success: true, token: "jwt", user: USER, message: "Welcome back" }), {
        headers: { "content-type": "application/json" },
      }),
  );
}

const routes = withToasts([
  { path: "/login", element: <GoogleButton /> },
  { path: "/auth/google/callback", element: <GoogleCallbackPage /> },
  { path: "/", element: <p>home page</p> },
]);

/** Clicks the button as a shopper would and returns the state it sent to the server. */
async function leaveForGoogle() {
  const { unmount } = renderAt("/login", routes);
  const link = screen.getByRole("link", { name: /Continue with Google/ });
  link.addEventListener("click", (event) => event.preventDefault());
  await userEvent.setup().click(link);
  const start = new URL(link.getAttribute("href")!, "http://store.test");
  expect(start.pathname).toBe("/api/auth/google/start");
  unmount();
  return start.searchParams.get("state")!;
}

describe("signing in with Google", () => {
  it("signs in with the emulator's answer to this browser's own state", async () => {
    const fetchSpy = mockSignIn();
    const state = await leaveForGoogle();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { store } = renderAt(`/auth/google/callback?credential=id.token.sig&state=${state}`, routes);
    expect(await screen.findByText("home page")).toBeDefined();
    expect(store.getState().auth.user?.name).toBe("Sita Sharma");
    expect(screen.getByText("Welcome back, Sita Sharma!")).toBeDefined();
    const body = await (fetchSpy.mock.calls[0]![0] as Request).json();
    expect(body).toEqual({ credential: "id.token.sig" });
  });

  it("reads Google's answer from the fragment", async () => {
    mockSignIn();
    const state = await leaveForGoogle();
    window.location.hash = `id_token=google.id.token&state=${state}`;
    const { store } = renderAt("/auth/google/callback", routes);
    expect(await screen.findByText("home page")).toBeDefined();
    expect(store.getState().auth.token).toBe("jwt");
  });

  it("refuses an answer to a request this browser did not make", async () => {
    const fetchSpy = mockSignIn();
    await leaveForGoogle();
    const { router } = renderAt("/auth/google/callback?credential=id.token.sig&state=someone-elses", routes);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("error")).toBe(
      "Google authentication failed",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
