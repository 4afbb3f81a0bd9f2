import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStaffMember, json, mockApi, openAdmin, signInAs } from "../admin-testing.tsx";
import type { AdminReview } from "../admin-types.ts";

afterEach(() => vi.restoreAllMocks());

const REVIEW: AdminReview = {
  _id: "r1",
  product: { _id: "p1", name: "Dhaka Topi", slug: "dhaka-topi", category: "fashion" },
  user: { _id: "u1", email: "maya@example.com" },
  author: "Maya Gurung",
  rating: 2,
  comment: "<script>alert(1)</script> too small",
  verified: true,
  hidden: false,
  hiddenReason: "",
  hiddenAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
};
const page = (reviews: AdminReview[]) => () =>
  json(200, { success: true, data: { reviews, total: reviews.length, page: 1, pages: 1 } });

describe("review moderation", () => {
  it("lists reviews as text for staff and hides one with a reason", async () => {
    signInAs(aStaffMember());
    const { calls } = mockApi({
      "GET /api/auth/me": () => json(200, { success: true, user: aStaffMember() }),
      "GET /api/admin/reviews": page([REVIEW]),
      "POST /api/admin/reviews/r1/hide": () =>
        json(200, {
          success: true,
          message: "Review hidden",
          data: { review: { ...REVIEW, hidden: true, hiddenReason: "Rude" } },
        }),
    });
    openAdmin("/admin/reviews?visibility=hidden");
    const table = await screen.findByRole("table", { name: "Reviews" });
    expect(within(table).getByText("<script>alert(1)</script> too small")).toBeVisible();
    expect(within(table).getByText("Verified purchase")).toBeVisible();
    expect(within(table).getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
    expect(new URL(calls["GET /api/admin/reviews"]![0]!.request.url).searchParams.get("visibility")).toBe(
      "hidden",
    );
    expect((screen.getByLabelText("Show") as HTMLSelectElement).value).toBe("hidden");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hide: review by Maya Gurung of Dhaka Topi" }));
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.getByRole("alert").textContent).toBe("Reason must be at least 3 characters");
    await user.type(screen.getByLabelText("Why hide it?"), "Rude");
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect((await screen.findByRole("status")).textContent).toBe("Review hidden");
    expect(calls["POST /api/admin/reviews/r1/hide"]![0]!.body).toEqual({ reason: "Rude" });
  });
});
