import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../testing/api-mock.ts";
import { renderAt } from "../../testing/render.tsx";
import { Header } from "./Header.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the header's search", () => {
  it("is a GET form to the listing, whose field is the listing's search", async () => {
    mockApi({ "GET /api/categories": () => json(200, { success: true, categories: [] }) });
    const { router } = renderAt("/", [
      { path: "/", element: <Header /> },
      { path: "/products", element: <p>Listing</p> },
    ]);
    const form = screen.getByRole("search") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/products");
    const field = screen.getByRole("searchbox", { name: "Search products" }) as HTMLInputElement;
    expect(field.name).toBe("search");
    expect(field.form).toBe(form);

    // Without JavaScript the browser would go to the action with the form's fields; with it, the same URL.
    await userEvent.setup().type(field, "dhaka topi{Enter}");
    const withoutScript = `/products?${new URLSearchParams(new FormData(form) as unknown as string[][])}`;
    expect(withoutScript).toBe("/products?search=dhaka+topi");
    expect(router.state.location.pathname + router.state.location.search).toBe(withoutScript);
  });
});

describe("the header's Login link", () => {
  it("brings the shopper back to the page they were on, and only from a page of the store", () => {
    mockApi({ "GET /api/categories": () => json(200, { success: true, categories: [] }) });
    const header = { path: "*", element: <Header /> };
    const { unmount } = renderAt("/products?brand=apple&page=2", [header]);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      `/login?${new URLSearchParams({ next: "/products?brand=apple&page=2" })}`,
    );
    unmount();
    // Home, and the sign-in pages themselves, lead to plain /login.
    for (const page of ["/", "/login?next=%2Fadmin", "/register"]) {
      const { unmount: done } = renderAt(page, [header]);
      expect(screen.getByRole("link", { name: "Login" }).getAttribute("href"), page).toBe("/login");
      done();
    }
  });
});
