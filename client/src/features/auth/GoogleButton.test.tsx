// Google sign-in is offered only where the store offers it (GET /api/auth/sign-in-methods, loaded with the sign-in
// and registration pages): a store with GOOGLE_SIGNIN=off shows no Google button, which would lead nowhere.
import { render, screen } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router-dom";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInData } from "../../app/route-data.ts";
import { createStore } from "../../app/store.ts";
import { mockApi, ok } from "../../testing/api-mock.ts";
import { renderAt } from "../../testing/render.tsx";
import { GoogleButton } from "./GoogleButton.tsx";
import LoginPage from "./LoginPage.tsx";
import RegisterPage from "./RegisterPage.tsx";

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/register", element: <RegisterPage /> },
];

describe("the Google button", () => {
  it("is on the login and registration pages of a store that offers Google sign-in", () => {
    renderAt("/login", routes);
    expect(screen.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
      "href",
      "/api/auth/google/start",
    );
    renderAt("/register", routes);
    expect(screen.getByRole("link", { name: "Sign up with Google" })).toHaveAttribute(
      "href",
      "/api/auth/google/start",
    );
  });

  it("is on neither page where the store has no Google sign-in", () => {
    renderAt("/login", routes, { googleSignIn: false });
    expect(screen.queryByRole("link", { name: "Continue with Google" })).toBeNull();
    expect(screen.getByRole("button", { name: "Continue with Facebook" })).toBeVisible();
    renderAt("/register", routes, { googleSignIn: false });
    expect(screen.queryByRole("link", { name: "Sign up with Google" })).toBeNull();
  });

  it("follows what the pages' loader learnt from the store", async () => {
    const { calls } = mockApi({ "GET /api/auth/sign-in-methods": ok({ google: false }) });
    const store = createStore();
    // Before the store has said, the button is there, as it always was.
    const { container, rerender } = render(
      <Provider store={store}>
        <GoogleButton />
      </Provider>,
    );
    expect(container.querySelector("a.google")).not.toBeNull();
    await signInData({ context: { store } } as unknown as LoaderFunctionArgs);
    rerender(
      <Provider store={store}>
        <GoogleButton />
      </Provider>,
    );
    expect(calls["GET /api/auth/sign-in-methods"]).toHaveLength(1);
    expect(container.querySelector("a.google")).toBeNull();
  });
});
