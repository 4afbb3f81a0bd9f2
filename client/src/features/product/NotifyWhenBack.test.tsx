// "Notify me when it's back" on the product page: offered for a sold-out variant only, one field for an email or
// a mobile number (a signed-in shopper's own filled in), what it sends, the confirmation, the refusals, the
// keyboard, and Nepali; and the page the unsubscribe link lands on.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aUser, json, refusal } from "../../testing/api-mock.ts";
import { mockProductApi, renderProductPage, titaniumIphone } from "../../testing/product-page.tsx";
import { renderAt } from "../../testing/render.tsx";
import StockAlertUnsubscribedPage from "./StockAlertUnsubscribedPage.tsx";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

// Sold out in its one variant (256GB, chosen as the page opens: each option has one value). The page does not
// let a shopper choose a sold-out value among others (variant-choice.ts), so a sold-out variant is one the
// page chose or the shopper's choices left.
const full = titaniumIphone();
const iphone = titaniumIphone({
  colors: ["Natural Titanium"],
  storage: ["256GB"],
  variants: full.variants.filter((variant) => variant._id === "v2"),
});
const NOTIFY = `POST /api/products/${iphone._id}/notify`;
const taken = () =>
  json(201, {
    success: true,
    data: {
      request: {
        _id: "a1",
        productId: iphone._id,
        variantId: "v2",
        channel: "sms",
        contact: "+9779841234567",
        status: "pending",
        createdAt: "2026-11-28T10:00:00.000Z",
      },
    },
  });

async function onSoldOutVariant(answer = taken, language: "en" | "ne" = "en") {
  const { calls } = mockProductApi(iphone, { [NOTIFY]: answer });
  renderProductPage({ language });
  const user = userEvent.setup();
  await screen.findByRole("heading", { level: 1 });
  // The form's code loads on demand (ProductPage's lazy NotifyWhenBack): wait for its button.
  const offer = language === "ne" ? "फेरि आएपछि मलाई खबर गर्नुहोस्" : "Notify me when it's back";
  await screen.findByRole("button", { name: offer });
  return { calls, user };
}

describe("Notify me when it's back", () => {
  it("is offered for a sold-out variant only", async () => {
    await onSoldOutVariant();
    expect(screen.getByRole("button", { name: "Notify me when it's back" })).toBeVisible();
    vi.restoreAllMocks();
  });

  it("is not offered for a variant in stock", async () => {
    mockProductApi(full);
    renderProductPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Natural Titanium" }));
    await user.click(screen.getByRole("radio", { name: "128GB" }));
    expect(screen.getByText(/Only 5 left/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Notify me when it's back" })).toBeNull();
  });

  it("sends a guest's mobile number in E.164 and says where the message will go", async () => {
    const { calls, user } = await onSoldOutVariant();
    await user.click(screen.getByRole("button", { name: "Notify me when it's back" }));
    const field = screen.getByRole("textbox", { name: "Email or mobile number" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText("Enter an email address or a mobile number")).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText(/Nepali mobile number \(98XXXXXXXX\)/)).toBeVisible();
    expect(calls[NOTIFY]).toBeUndefined();
    await user.clear(field);
    await user.type(field, "984-1234567");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("We'll let you know at +977 984-1234567 when it's back.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(calls[NOTIFY]![0]!.body).toEqual({ variantId: "v2", phone: "+9779841234567" });
  });

  it("fills in a signed-in shopper's email, and shows the server's refusal in words", async () => {
    localStorage.setItem("token", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify(aUser({ email: "sita@example.com" })));
    const { calls, user } = await onSoldOutVariant(() =>
      refusal(409, "stock.available", "This option is in stock again: you can add it to your cart now"),
    );
    await user.click(screen.getByRole("button", { name: "Notify me when it's back" }));
    expect(screen.getByRole("textbox", { name: "Email or mobile number" })).toHaveValue("sita@example.com");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText(/in stock again/)).toHaveAttribute("role", "alert");
    expect(calls[NOTIFY]![0]!.body).toEqual({ variantId: "v2", email: "sita@example.com" });
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    const { user } = await onSoldOutVariant();
    await user.click(screen.getByRole("button", { name: "Notify me when it's back" }));
    await user.keyboard("{Escape}");
    const button = await screen.findByRole("button", { name: "Notify me when it's back" });
    await vi.waitFor(() => expect(button).toHaveFocus());
  });

  it("speaks Nepali on a Nepali page", async () => {
    const { user } = await onSoldOutVariant(taken, "ne");
    await user.click(screen.getByRole("button", { name: "फेरि आएपछि मलाई खबर गर्नुहोस्" }));
    await user.type(screen.getByRole("textbox", { name: "इमेल वा मोबाइल नम्बर" }), "9841234567");
    await user.click(screen.getByRole("button", { name: "मलाई खबर गर्नुहोस्" }));
    expect(await screen.findByText("यो फेरि आएपछि हामी +977 984-1234567 मा खबर गर्नेछौं।")).toBeVisible();
  });
});

describe("the unsubscribed page", () => {
  const routes = [{ path: "/notify/unsubscribed", element: <StockAlertUnsubscribedPage /> }];

  it("says the alert is stopped, or that the link is not valid", async () => {
    renderAt("/notify/unsubscribed?status=done", routes);
    expect(await screen.findByRole("heading", { name: "Back-in-stock alert" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("You are unsubscribed");
  });

  it("says so in Nepali for a link the store does not know", async () => {
    renderAt("/notify/unsubscribed?status=invalid", routes, { language: "ne" });
    expect(await screen.findByRole("alert")).toHaveTextContent("लिङ्क अब मान्य छैन");
    expect(screen.getByRole("link", { name: "किनमेल जारी राख्नुहोस्" })).toHaveAttribute("href", "/");
  });
});
