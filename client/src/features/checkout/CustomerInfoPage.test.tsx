import { screen } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Language } from "@store/shared/language";
import { json } from "../../testing/api-mock.ts";
import { forgetCheckoutAfterEach, leaveCart, renderCheckoutStep } from "../../testing/checkout-steps.tsx";
import CustomerInfoPage from "./CustomerInfoPage.tsx";

forgetCheckoutAfterEach();

const showStep = (language?: Language) =>
  renderCheckoutStep(
    "/checkout/customer-info",
    <CustomerInfoPage />,
    { "/checkout/shipping-payments": "shipping step", "/cart": "cart page" },
    language,
  );

const withCheckout = () => leaveCart([]);

/** Goes on to the shipping step and reads what this step saved. */
async function goOn(user: UserEvent, next = "NEXT") {
  await user.click(screen.getByRole("button", { name: next }));
  expect(await screen.findByText("shipping step")).toBeVisible();
  return JSON.parse(sessionStorage.getItem("customerInfo")!);
}

describe("the customer-info step", () => {
  it("goes back to the cart without checkout data", async () => {
    showStep();
    expect(await screen.findByText("cart page")).toBeVisible();
  });

  it("shows the storefront's messages and clears one when its field is edited", async () => {
    withCheckout();
    showStep();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    for (const message of [
      "Email is required unless you give a Nepali mobile number",
      "First name is required",
      "Last name is required",
      "Phone number is required",
      "State/Region is required",
      "City is required",
      "Address is required",
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect((screen.getByLabelText("Country") as HTMLSelectElement).value).toBe("Australia");
    await user.type(screen.getByLabelText("Email"), "sita@");
    expect(screen.queryByText("Email is required unless you give a Nepali mobile number")).toBeNull();
    await user.type(screen.getByLabelText("Phone"), "98-12");
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    expect(screen.getByText("Email is invalid")).toBeVisible();
    expect(screen.getByText("Phone number is invalid")).toBeVisible();
  });

  it("saves the details and moves to the shipping step, prefilled next time", async () => {
    withCheckout();
    showStep();
    const user = userEvent.setup();
    const fill: [string, string][] = [
      ["Email", "sita@example.com"],
      ["First name", "Sita"],
      ["Last name", "Sharma"],
      ["State/Region", "Sikkim"],
      ["City", "Gangtok"],
      ["Address", "MG Marg 3"],
      ["Phone", "+91 94340 12345"],
    ];
    await user.selectOptions(screen.getByLabelText("Country"), "India");
    for (const [label, value] of fill) await user.type(screen.getByLabelText(label), value);
    expect(await goOn(user)).toMatchObject({
      country: "India",
      city: "Gangtok",
      district: "",
      ward: null,
    });
  });
});

describe("a guest with a mobile number and no email", () => {
  const abroad: [string, string][] = [
    ["First name", "Sita"],
    ["Last name", "Sharma"],
    ["State/Region", "Sikkim"],
    ["City", "Gangtok"],
    ["Address", "MG Marg 3"],
  ];

  it("is told next to the email that it is optional with a mobile number, and goes on without one", async () => {
    withCheckout();
    showStep();
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    const hint = "Optional if you give a Nepali mobile number: we will text you the order's updates.";
    expect(email).toHaveAccessibleDescription(hint);
    await user.selectOptions(screen.getByLabelText("Country"), "India");
    for (const [label, value] of abroad) await user.type(screen.getByLabelText(label), value);
    // A number from abroad cannot get the texts: the email is needed then.
    await user.type(screen.getByLabelText("Phone"), "+91 94340 12345");
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    expect(email).toHaveAccessibleDescription(
      `${hint} Email is required unless you give a Nepali mobile number`,
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "984-123-4567");
    expect(await goOn(user)).toMatchObject({ email: "", phone: "984-123-4567" });
  });

  it("reads the hint and the refusal in Nepali", async () => {
    withCheckout();
    showStep("ne");
    const user = userEvent.setup();
    expect(screen.getByLabelText("इमेल")).toHaveAccessibleDescription(
      "नेपाली मोबाइल नम्बर दिनुभयो भने ऐच्छिक: अर्डरका खबर हामी SMS मा पठाउँछौँ।",
    );
    await user.type(screen.getByLabelText("फोन"), "01-5544332");
    await user.click(screen.getByRole("button", { name: "अर्को" }));
    expect(await screen.findByText("नेपाली मोबाइल नम्बर नदिए इमेल आवश्यक छ")).toBeVisible();
  });

  it("shows no hint to a shopper signed in with an email", async () => {
    localStorage.setItem("token", "jwt-token");
    localStorage.setItem(
      "user",
      JSON.stringify({
        _id: "u1",
        name: "Sita Sharma",
        email: "sita@example.com",
        phone: "",
        role: "customer",
      }),
    );
    withCheckout();
    showStep();
    expect(screen.getByLabelText("Email")).not.toHaveAccessibleDescription();
  });
});

const LOCATIONS = {
  provinces: [
    {
      name: "Bagmati Province",
      nameNe: "बागमती प्रदेश",
      districts: [
        {
          name: "Lalitpur",
          nameNe: "ललितपुर",
          municipalities: [
            { name: "Lalitpur", nameNe: "ललितपुर", type: "Metropolitan City", wards: 29 },
            { name: "Godawari", nameNe: "गोदावरी", type: "Municipality", wards: 14 },
          ],
        },
      ],
    },
    {
      name: "Gandaki Province",
      nameNe: "गण्डकी प्रदेश",
      districts: [
        {
          name: "Kaski",
          nameNe: "कास्की",
          municipalities: [{ name: "Pokhara", nameNe: "पोखरा", type: "Metropolitan City", wards: 33 }],
        },
      ],
    },
  ],
};

describe("a Nepal address", () => {
  it("is chosen with dependent selects, a parent's change clearing its children", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { success: true, data: LOCATIONS }));
    withCheckout();
    showStep();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Country"), "Nepal");
    const province = (await screen.findByLabelText("State/Region")) as HTMLSelectElement;
    expect(province.tagName).toBe("SELECT");
    expect((screen.getByLabelText("District") as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(province, "Bagmati Province");
    await user.selectOptions(screen.getByLabelText("District"), "Lalitpur");
    await user.selectOptions(screen.getByLabelText("City"), "Lalitpur");
    expect(screen.getAllByRole("option", { name: /^\d+$/ })).toHaveLength(29);
    await user.selectOptions(screen.getByLabelText("Ward (optional)"), "3");
    await user.selectOptions(province, "Gandaki Province");
    expect((screen.getByLabelText("District") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("City") as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText("District"), "Kaski");
    await user.selectOptions(screen.getByLabelText("City"), "Pokhara");
    await user.selectOptions(screen.getByLabelText("Ward (optional)"), "6");
    for (const [label, value] of [
      ["Email", "sita@example.com"],
      ["First name", "Sita"],
      ["Last name", "Sharma"],
      ["Address", "Lakeside 12"],
      ["Phone", "+1 415 555 0100"],
    ])
      await user.type(screen.getByLabelText(label!), value!);
    await user.click(screen.getByRole("button", { name: "NEXT" }));
    expect(
      screen.getByText(
        "Phone number must be a Nepali mobile number: 10 digits starting 96, 97 or 98 (+977 optional)",
      ),
    ).toBeVisible();
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "+977 980-1234567");
    expect(await goOn(user)).toMatchObject({
      country: "Nepal",
      state: "Gandaki Province",
      district: "Kaski",
      city: "Pokhara",
      ward: 6,
    });
  });

  it("says so while the places load and when they cannot, with a way to try again", async () => {
    let fail: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockReturnValue(new Promise<Response>((resolve) => (fail = resolve)));
    withCheckout();
    showStep();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Country"), "Nepal");
    expect((await screen.findByRole("status")).textContent).toMatch(/Loading Nepal's provinces/);
    fail(json(500, { success: false, message: "x" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be loaded/);
    fetch.mockResolvedValue(json(200, { success: true, data: LOCATIONS }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("District")).toBeVisible();
  });

  it("starts from a signed-in shopper's saved address when this checkout has none", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { success: true, data: LOCATIONS }));
    localStorage.setItem("token", "jwt-token");
    localStorage.setItem(
      "user",
      JSON.stringify({
        _id: "u1",
        name: "Sita Kumari Sharma",
        email: "sita@example.com",
        phone: "9801234567",
        address: "Jhamsikhel 3",
        city: "Lalitpur",
        postalCode: "44700",
        country: "Nepal",
        state: "Bagmati Province",
        district: "Lalitpur",
        ward: 3,
        profilePhoto: "",
        role: "customer",
      }),
    );
    withCheckout();
    showStep();
    expect((await screen.findByLabelText("District")) as HTMLSelectElement).toHaveProperty(
      "value",
      "Lalitpur",
    );
    expect((screen.getByLabelText("City") as HTMLSelectElement).value).toBe("Lalitpur");
    expect((screen.getByLabelText("Ward (optional)") as HTMLSelectElement).value).toBe("3");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Sita");
    expect((screen.getByLabelText("Last name") as HTMLInputElement).value).toBe("Kumari Sharma");
    expect((screen.getByLabelText("Postal code (optional)") as HTMLInputElement).value).toBe("44700");
  });
});

describe("the customer-info step in Nepali", () => {
  it("labels its fields in Nepali and offers Nepal's places by their Nepali names", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { success: true, data: LOCATIONS }));
    withCheckout();
    showStep("ne");
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { name: "ग्राहकको विवरण" })).toBeVisible();
    for (const label of ["इमेल", "पहिलो नाम", "थर", "ठेगाना", "हुलाक कोड (ऐच्छिक)", "फोन"])
      expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByLabelText("शहर")).toBeVisible();
    // Countries are named in Nepali; the order keeps the English name.
    expect((screen.getByRole("option", { name: "नेपाल" }) as HTMLOptionElement).value).toBe("Nepal");
    expect(screen.getByRole("option", { name: "भारत" })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("देश"), "Nepal");
    const province = await screen.findByLabelText("प्रदेश");
    expect(screen.getByRole("option", { name: "प्रदेश छान्नुहोस्" })).toBeVisible();
    expect(screen.getByRole("option", { name: "पहिले प्रदेश छान्नुहोस्" })).toBeVisible();
    await user.selectOptions(province, "बागमती प्रदेश");
    await user.selectOptions(screen.getByLabelText("जिल्ला"), "ललितपुर");
    const level = screen.getByLabelText("नगरपालिका / गाउँपालिका");
    expect(screen.getByRole("option", { name: "गोदावरी (नगरपालिका)" })).toBeVisible();
    await user.selectOptions(level, "ललितपुर (महानगरपालिका)");
    const ward = screen.getByLabelText("वडा (ऐच्छिक)") as HTMLSelectElement;
    expect(screen.getByRole("option", { name: "२९" })).toBeVisible();
    await user.selectOptions(ward, "३");
    await user.type(screen.getByLabelText("इमेल"), "sita@example.com");
    await user.type(screen.getByLabelText("पहिलो नाम"), "Sita");
    await user.type(screen.getByLabelText("थर"), "Sharma");
    await user.type(screen.getByLabelText("ठेगाना"), "Jhamsikhel 3");
    await user.type(screen.getByLabelText("फोन"), "9801234567");
    // The Nepali names are what the shopper reads; the API's English names are what the order keeps.
    expect(await goOn(user, "अर्को")).toMatchObject({
      state: "Bagmati Province",
      district: "Lalitpur",
      city: "Lalitpur",
      ward: 3,
    });
  });

  it("says what is missing in Nepali", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, { success: true, data: LOCATIONS }));
    withCheckout();
    showStep("ne");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "अर्को" }));
    for (const message of [
      "नेपाली मोबाइल नम्बर नदिए इमेल आवश्यक छ",
      "पहिलो नाम आवश्यक छ",
      "फोन नम्बर आवश्यक छ",
      "ठेगाना आवश्यक छ",
    ])
      expect(await screen.findByText(message), message).toBeVisible();
    expect(screen.queryByText("Email is required unless you give a Nepali mobile number")).toBeNull();
  });

  it("says in Nepali while the places load and when they cannot", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(500, { success: false, message: "x" }));
    withCheckout();
    showStep("ne");
    await userEvent.setup().selectOptions(screen.getByLabelText("देश"), "Nepal");
    expect((await screen.findByRole("alert")).textContent).toContain("नेपालका प्रदेश र जिल्लाहरू लोड गर्न सकिएन।");
    expect(screen.getByRole("button", { name: "फेरि प्रयास गर्नुहोस्" })).toBeVisible();
  });
});
