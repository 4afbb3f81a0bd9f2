import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Product } from "@store/shared/catalog";
import { renderAt } from "../../testing/render.tsx";
import { ReviewsPanel } from "./ReviewsPanel.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const REVIEW = {
  _id: "r1",
  author: "Maya Gurung",
  rating: 4,
  comment: '<img src=x onerror="alert(1)"> Good phone',
  date: "2026-11-20T10:00:00.000Z",
  verified: true,
};

const product = (overrides: Partial<Product> = {}) =>
  ({
    _id: "p1",
    name: "Phone",
    rating: 4,
    reviewCount: 1,
    ratingsCount: 1,
    reviews: [REVIEW, { ...REVIEW, _id: "r2", author: "Seeded", verified: false, comment: "Fine" }],
    ...overrides,
  }) as Product;

function signIn() {
  localStorage.setItem("token", "header.payload.signature");
  localStorage.setItem(
    "user",
    JSON.stringify({ _id: "u1", name: "Sita Sharma", email: "sita@example.com", role: "customer" }),
  );
}

/** The API: the shopper's review state, and what a POST answers. */
function mockApi(mine: object) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const request = input as Request;
    const body =
      request.method === "POST"
        ? {
            success: true,
            data: {
              review: { ...REVIEW, _id: "r3", hidden: false, editedAt: null },
              product: { rating: 4, reviewCount: 2, ratingsCount: 2 },
            },
          }
        : { success: true, data: mine };
    return new Response(JSON.stringify(body), {
      status: request.method === "POST" ? 201 : 200,
      headers: { "content-type": "application/json" },
    });
  });
}

const show = (item: Product) =>
  renderAt("/product/electronics/phone", [
    { path: "/product/:category/:slug", element: <ReviewsPanel product={item} /> },
  ]);

describe("the reviews tab", () => {
  it("lists reviews as text with stars, date and Verified purchase only for buyers; a guest is asked to sign in", () => {
    show(product());
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]!).getByText("Verified purchase")).toBeVisible();
    expect(within(items[0]!).getByText('<img src=x onerror="alert(1)"> Good phone')).toBeVisible();
    expect(within(items[0]!).getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    expect(within(items[1]!).queryByText("Verified purchase")).toBeNull();
    expect(document.querySelector("img[src='x']")).toBeNull();
    expect(screen.getByText("4.0 out of 5 · 1 review")).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login?next=%2Fproduct%2Felectronics%2Fphone",
    );
  });

  it("keeps the storefront's sentence when there are no reviews", () => {
    show(product({ reviews: [], reviewCount: 0, rating: 0 }));
    expect(screen.getByText("No reviews yet. Be the first to review this product!")).toBeVisible();
    expect(screen.getByText("No ratings yet")).toBeVisible();
  });

  it("tells a signed-in shopper who did not buy the product that only buyers review", async () => {
    signIn();
    mockApi({ review: null, canReview: false });
    show(product());
    expect(await screen.findByText("Only shoppers who bought this product can review it.")).toBeVisible();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("lets a buyer choose stars and write a comment, checking both before sending", async () => {
    signIn();
    const fetchSpy = mockApi({ review: null, canReview: true });
    show(product());
    const user = userEvent.setup();
    const group = await screen.findByRole("group", { name: "Your rating" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(screen.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
    expect(screen.getByText("Comment must be at least 3 characters")).toBeVisible();

    await user.click(screen.getByLabelText("4 stars"));
    await user.type(screen.getByLabelText("Your review"), "  Solid battery  ");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    const posted = fetchSpy.mock.calls.map(([input]) => input as Request).find((r) => r.method === "POST")!;
    expect(posted.url).toMatch(/\/api\/products\/p1\/reviews$/);
    expect(await posted.json()).toEqual({ rating: 4, comment: "Solid battery" });
  });

  it("shows the shopper's own review with edit and delete", async () => {
    signIn();
    mockApi({ review: { ...REVIEW, hidden: true, editedAt: null }, canReview: false });
    show(product());
    const own = await screen.findByRole("region", { name: "Your review" });
    expect(within(own).getByText("Verified purchase")).toBeVisible();
    expect(within(own).getByText(/The store has hidden this review/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(own).getByRole("button", { name: "Edit review" }));
    expect((screen.getByLabelText("Your review") as HTMLTextAreaElement).value).toBe(REVIEW.comment);
    expect((screen.getByLabelText("4 stars") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete review" }));
    expect(screen.getByRole("button", { name: "Yes, delete" })).toBeVisible();
  });
});
