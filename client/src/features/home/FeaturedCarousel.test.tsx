import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../testing/render.tsx";
import { productSummary } from "../../testing/factories.ts";
import { FeaturedCarousel } from "./FeaturedCarousel.tsx";

/** A window `width` px wide, whose media queries can be told the window was resized. */
function windowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return width <= Number(/max-width: (\d+)px/.exec(query)![1]);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    width = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => vi.unstubAllGlobals());

const products = Array.from({ length: 8 }, (_, index) => productSummary({ _id: `p${index + 1}` }));
const shownNames = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

function show() {
  renderAt("/", [{ path: "/", element: <FeaturedCarousel products={products} /> }]);
}

describe("the featured products carousel", () => {
  it("shows 2 products a page up to 768 px and pages through them", async () => {
    windowWidth(768);
    show();
    expect(shownNames()).toEqual(["Product p1", "Product p2"]);
    // A carousel as WAI-ARIA's authoring practices have it: a named group of named slides.
    const carousel = screen.getByRole("group", { name: "Featured products" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getByRole("group", { name: "Page 1 of 4" }).getAttribute("aria-roledescription")).toBe(
      "slide",
    );
    expect(screen.getAllByRole("button", { name: /Show page/ })).toHaveLength(4);
    // Each card's stars are a picture named with the rating and the count of shoppers.
    expect(screen.getAllByRole("img", { name: /^Rated [\d.]+ out of 5 by \d+ shoppers$/ })).toHaveLength(2);
    const user = userEvent.setup();
    expect((screen.getByRole("button", { name: "Previous products" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Next products" }));
    expect(shownNames()).toEqual(["Product p3", "Product p4"]);
    expect(screen.getByRole("group", { name: "Page 2 of 4" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Show page 4" }));
    expect(shownNames()).toEqual(["Product p7", "Product p8"]);
    expect((screen.getByRole("button", { name: "Next products" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows 3 a page up to 1024 px and 4 above, following a resize", async () => {
    const resize = windowWidth(1024);
    show();
    expect(shownNames()).toEqual(["Product p1", "Product p2", "Product p3"]);
    expect(screen.getAllByRole("button", { name: /Show page/ })).toHaveLength(3);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show page 3" }));
    expect(shownNames()).toEqual(["Product p7", "Product p8"]);
    resize(1025);
    expect(screen.getAllByRole("button", { name: /Show page/ })).toHaveLength(2);
    expect(shownNames()).toEqual(["Product p5", "Product p6", "Product p7", "Product p8"]);
  });
});
