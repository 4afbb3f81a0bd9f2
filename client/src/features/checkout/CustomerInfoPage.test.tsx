import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderAt } from "../../testing/render.tsx";
import CustomerInfoPage from "./CustomerInfoPage.tsx";

afterEach(() => sessionStorage.clear());

const routes = [
  { path: "/checkout/customer-info", element: <CustomerInfoPage /> },
  { path: "/checkout/shipping-payments", element: <p>shipping step</p> },
  { path: "/cart", element: <p>cart page</p> },
];

const withCheckout = () =>
  sessionStorage.setItem(
    "checkoutData",
    JSON.stringify({
      items: [],
      pricing: { subtotal: 0, tax: 0, shipping: 0, discount: 0, total: 0 },
      giftWrap: false,
    }),
  );

describe("the customer-info step", () => {
  it("goes back to the cart without checkout data", async () => {
    renderAt("/checkout/customer-info", routes);
    expect(await screen.findByText("cart page")).toBeDefined();
  });

  it("shows SPEC.md's messages and clears one when its field is edited", async () => {
    withCheckout();
    renderAt("/checkout/customer-info", routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    for (const message of [
      "Email is required",
      "First name is required",
      "Last name is required",
      "Phone number is required",
      "State/Region is required",
      "City is required",
      "Address is required",
    ]) {
      expect(screen.getByText(message)).toBeDefined();
    }
    expect((screen.getByLabelText("Country") as HTMLSelectElement).value).toBe("Australia");
    await user.type(screen.getByLabelText("Email"), "sita@");
    expect(screen.queryByText("Email is required")).toBeNull();
    await user.type(screen.getByLabelText("Phone"), "98-12");
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    expect(screen.getByText("Email is invalid")).toBeDefined();
    expect(screen.getByText("Phone number is invalid")).toBeDefined();
  });

  it("saves the details and moves to the shipping step, prefilled next time", async () => {
    withCheckout();
    renderAt("/checkout/customer-info", routes);
    const user = userEvent.setup();
    const fill: [string, string][] = [
      ["Email", "sita@example.com"],
      ["First name", "Sita"],
      ["Last name", "Sharma"],
      ["State/Region", "Bagmati"],
      ["City", "Lalitpur"],
      ["Address", "Jhamsikhel 3"],
      ["Phone", "+977 9812345678"],
    ];
    for (const [label, value] of fill) await user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText("Country"), "Nepal");
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    expect(await screen.findByText("shipping step")).toBeDefined();
    expect(JSON.parse(sessionStorage.getItem("customerInfo")!)).toMatchObject({
      country: "Nepal",
      city: "Lalitpur",
    });
  });
});
