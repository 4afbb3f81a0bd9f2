// A change of page in the browser: at the new page's top with its heading focused, back where the shopper was on
// the way back, a part of a page shown when linked to.
import { act, render, screen } from "@testing-library/react";
import { Link, NavigationType, Outlet, RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageMotion, usePageChange } from "./page-change.ts";
import { isNewPage, scrollMove } from "./page-motion.ts";

const at = (pathname: string, key: string, search = "", hash = "") => ({ key, pathname, search, hash });

describe("where a change of page scrolls", () => {
  const home = at("/", "a");
  it("opens a new page at its top", () => {
    expect(scrollMove(home, at("/product/fashion/cap", "b"), NavigationType.Push, undefined)).toEqual({
      to: "top",
    });
    expect(scrollMove(home, at("/login", "b"), NavigationType.Replace, undefined)).toEqual({ to: "top" });
    expect(scrollMove(home, at("/checkout/shipping-payments", "b"), NavigationType.Push, 900)).toEqual({
      to: "top",
    });
  });

  it("comes back where the shopper was on back and forward, else at the top", () => {
    expect(scrollMove(at("/product/fashion/cap", "b"), home, NavigationType.Pop, 1480)).toEqual({
      to: "saved",
      y: 1480,
    });
    expect(scrollMove(at("/product/fashion/cap", "b"), home, NavigationType.Pop, undefined)).toEqual({
      to: "saved",
      y: 0,
    });
  });

  it("keeps the place when only the query changes (a listing's filters)", () => {
    const listing = at("/products", "a", "?brand=apple");
    expect(
      scrollMove(listing, at("/products", "b", "?brand=samsung"), NavigationType.Push, undefined),
    ).toEqual({
      to: "nowhere",
    });
    expect(isNewPage(listing, at("/products", "b", "?brand=samsung"), NavigationType.Push)).toBe(false);
  });

  it("starts another page of a list's results at the top", () => {
    const listing = at("/products", "a", "?brand=apple");
    const next = at("/products", "b", "?brand=apple&page=2");
    expect(scrollMove(listing, next, NavigationType.Push, undefined)).toEqual({ to: "top" });
    expect(scrollMove(next, at("/products", "c", "?brand=apple"), NavigationType.Push, undefined)).toEqual({
      to: "top",
    });
    // Back to the first page: where the shopper was on it.
    expect(scrollMove(next, listing, NavigationType.Pop, 700)).toEqual({ to: "saved", y: 700 });
  });

  it("shows the part of the page a link names, and leaves a jump within the page to the browser", () => {
    const product = at("/product/fashion/cap", "a");
    expect(
      scrollMove(product, at("/product/fashion/cap", "b", "", "#reviews"), NavigationType.Push, undefined),
    ).toEqual({
      to: "part",
      id: "reviews",
    });
    expect(
      scrollMove(home, at("/product/fashion/cap", "b", "", "#reviews"), NavigationType.Push, undefined),
    ).toEqual({
      to: "part",
      id: "reviews",
    });
    // The skip link (#main) is the browser's own navigation: a POP React Router sees.
    expect(scrollMove(home, at("/", "default", "", "#main"), NavigationType.Pop, 300)).toEqual({
      to: "nowhere",
    });
  });

  it("leaves the first page to the browser unless it is reloaded", () => {
    expect(scrollMove(null, home, NavigationType.Pop, undefined)).toEqual({ to: "nowhere" });
    expect(isNewPage(null, home, NavigationType.Pop)).toBe(false);
  });

  it("moves the focus only to a new page's heading, not on back and forward", () => {
    expect(isNewPage(home, at("/login", "b"), NavigationType.Push)).toBe(true);
    expect(isNewPage(home, at("/login", "b"), NavigationType.Replace)).toBe(true);
    expect(isNewPage(at("/login", "b"), home, NavigationType.Pop)).toBe(false);
  });
});

function Pages() {
  usePageChange();
  return (
    <main>
      <Outlet />
    </main>
  );
}

const routes = [
  {
    element: <Pages />,
    children: [
      {
        path: "/",
        element: (
          <section>
            <h1>Featured Products</h1>
            <Link to="/product/fashion/cap">Dhaka Topi</Link>
            <Link to="/?brand=apple">Apple</Link>
          </section>
        ),
      },
      { path: "/product/:category/:slug", element: <h1>Dhaka Topi (Traditional Cap)</h1> },
    ],
  },
];

describe("a change of page in the browser", () => {
  let scrollY = 0;
  const scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  });
  beforeEach(async () => {
    // The rules are loaded once the first page shows; here before it, so each change is handled as it happens.
    await pageMotion();
    scrollY = 0;
    vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
    vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollTo.mockClear();
  });

  /** The shopper scrolls the page to `y`. */
  async function scrollDown(y: number) {
    scrollY = y;
    window.dispatchEvent(new Event("scroll"));
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  }

  it("opens the next page at its top with its heading focused, and comes back to the same place", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    // The first page is the browser's: no scroll, no focus moved.
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);

    await scrollDown(1200);
    await act(() => screen.getByRole("link", { name: "Dhaka Topi" }).click());
    const heading = screen.getByRole("heading", { name: "Dhaka Topi (Traditional Cap)" });
    expect(scrollY).toBe(0);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");

    await act(() => router.navigate(-1));
    expect(scrollY).toBe(1200);
    // Back is no new page: the focus is not moved to its heading.
    expect(screen.getByRole("heading", { name: "Featured Products" }).hasAttribute("tabindex")).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps the place and the focus when only the query changes", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await scrollDown(600);
    const apple = screen.getByRole("link", { name: "Apple" });
    apple.focus();
    await act(() => apple.click());
    expect(router.state.location.search).toBe("?brand=apple");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(apple);
  });

  it("waits for a page still loading to show its heading", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Pages />,
          children: [
            { path: "/", element: <p>home</p> },
            { path: "/cart", element: <p role="status">Loading…</p> },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate("/cart"));
    const main = document.querySelector("main")!;
    const heading = document.createElement("h1");
    heading.textContent = "Shopping cart";
    await act(async () => {
      main.append(heading);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(heading);
  });
});
