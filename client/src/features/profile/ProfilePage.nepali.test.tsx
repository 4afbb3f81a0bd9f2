// The profile in Nepali: its tabs and fields, the form's own checks, and the server's refusals by their codes.
import userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldRefusal, type Handler } from "../../testing/api-mock.ts";
import { errorOf, replace } from "../../testing/fields.ts";
import { openProfile, wrongCurrentPassword } from "./profile-testing.tsx";

afterEach(() => vi.restoreAllMocks());

const openProfileInNepali = (handlers: Record<string, Handler> = {}) => openProfile(handlers, "ne");

describe("the profile in Nepali", () => {
  it("shows its heading, tabs, fields and the read-only email's note in Nepali", async () => {
    await openProfileInNepali();
    expect(screen.getByRole("heading", { name: "प्रोफाइल सेटिङ" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "व्यक्तिगत विवरण" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "सुरक्षा सेटिङ" })).toBeVisible();
    expect(screen.getByRole("link", { name: "अर्डरको इतिहास" })).toHaveAttribute("href", "/orders");
    expect(screen.getByLabelText("फोन नम्बर")).toHaveValue("9800000000");
    expect(screen.getByText("तपाईंको इमेल ठेगाना बदल्न मिल्दैन।")).toBeVisible();
    expect(screen.getByRole("button", { name: "परिवर्तन सुरक्षित गर्नुहोस्" })).toBeVisible();
  });

  it("checks the fields in Nepali before sending anything", async () => {
    const { calls } = await openProfileInNepali();
    await replace("पूरा नाम", "");
    await replace("फोन नम्बर", "12");
    await userEvent.setup().click(screen.getByRole("button", { name: "परिवर्तन सुरक्षित गर्नुहोस्" }));
    expect(errorOf("पूरा नाम")).toBe("नाम आवश्यक छ");
    expect(errorOf("फोन नम्बर")).toBe("फोन नम्बर मिलेन");
    expect(calls["PUT /api/auth/profile"]).toBeUndefined();
  });

  it("words the server's refusal of a field and its toast in Nepali", async () => {
    await openProfileInNepali({
      "PUT /api/auth/profile": () =>
        fieldRefusal(
          "city",
          "validation.too_long",
          "City must be at most 100 characters",
          "validation.failed",
        ),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "परिवर्तन सुरक्षित गर्नुहोस्" }));
    expect(await screen.findAllByText("सहरको नाममा बढीमा १०० अक्षर हुन सक्छ")).toHaveLength(2);
    expect(errorOf("सहर")).toBe("सहरको नाममा बढीमा १०० अक्षर हुन सक्छ");
  });

  it("changes the password in Nepali, and says a wrong current password in Nepali", async () => {
    await openProfileInNepali({
      "PUT /api/auth/change-password": wrongCurrentPassword,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "सुरक्षा सेटिङ" }));
    await user.click(screen.getByRole("button", { name: "पासवर्ड बदल्नुहोस्" }));
    expect(errorOf("हालको पासवर्ड")).toBe("हालको पासवर्ड आवश्यक छ");
    expect(errorOf("नयाँ पासवर्ड")).toBe("नयाँ पासवर्डमा कम्तीमा ६ अक्षर हुनुपर्छ");
    await replace("हालको पासवर्ड", "Wrong123");
    await replace("नयाँ पासवर्ड", "Secret123");
    await replace("नयाँ पासवर्ड पुष्टि गर्नुहोस्", "Secret123");
    await user.click(screen.getByRole("button", { name: "पासवर्ड बदल्नुहोस्" }));
    expect(await screen.findAllByText("हालको पासवर्ड मिलेन")).toHaveLength(2);
  });
});
