import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { productSummary } from "../testing/factories.ts";
import { renderAt } from "../testing/render.tsx";
import { ProductCard } from "./ProductCard.tsx";

const HASH = "0123456789abcdef0123456789abcdef";

function cardWith(image: string) {
  renderAt("/", [
    { path: "/", element: <ProductCard product={productSummary({ name: "Pashmina Shawl", image })} /> },
  ]);
  return screen.getByRole("img", { name: "Pashmina Shawl" }) as HTMLImageElement;
}

describe("the product card's picture", () => {
  it("offers the browser each width of an uploaded image, for the card's size", () => {
    const image = cardWith(`/media/uploads/${HASH}.webp`);
    expect(image.getAttribute("src")).toBe(`/media/uploads/${HASH}.webp`);
    expect(image.getAttribute("srcset")).toBe(
      [160, 400, 800, 1200].map((width) => `/media/uploads/${HASH}-${width}.webp ${width}w`).join(", "),
    );
    expect(image.getAttribute("sizes")).toBe("(max-width: 600px) 50vw, 300px");
  });

  it("keeps a generated picture as it is: one file, no srcset or sizes", () => {
    const image = cardWith("/media/products/fashion/pashmina-shawl-1.svg");
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
  });

  it("falls back to the placeholder, srcset and all, when the picture fails to load", () => {
    const image = cardWith(`/media/uploads/${HASH}.jpg`);
    fireEvent.error(image);
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.getAttribute("src")).toBe("/placeholder-product.svg");
  });
});
