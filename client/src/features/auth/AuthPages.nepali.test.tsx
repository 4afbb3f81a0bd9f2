// The sign-in screens in Nepali: their texts, the forms' own checks and the server's refusals, all in Nepali.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import LoginPage from "./LoginPage.tsx";
import RegisterPage from "./RegisterPage.tsx";
import ForgotPasswordPage from "./ForgotPasswordPage.tsx";
import { json, mockApi, refusal, unreachable } from "../../testing/api-mock.ts";
import { fillAndSubmit } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import { connectionMessages } from "../../lib/errors/connection-messages.ts";

afterEach(() => vi.restoreAllMocks());

function renderInNepali(path: string, routes: RouteObject[]) {
  return renderAt(path, routes, { language: "ne" });
}

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/register", element: <RegisterPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/", element: <p>home page</p> },
];

const login = (password: string) => fillAndSubmit({ इमेल: "sita@example.com", पासवर्ड: password }, "लगइन");

describe("the login page in Nepali", () => {
  it("speaks Nepali and says what is missing in Nepali", async () => {
    renderInNepali("/login?registered=1", routes);
    expect(screen.getByRole("heading", { name: "लगइन" })).toBeVisible();
    expect(screen.getByRole("status").textContent).toBe("दर्ता सफल भयो! जारी राख्न कृपया लगइन गर्नुहोस्।");
    expect(screen.getByRole("link", { name: "पासवर्ड बिर्सनुभयो?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: /Google बाट जारी राख्नुहोस्/ })).toHaveAttribute(
      "href",
      "/api/auth/google/start",
    );
    expect(screen.getByRole("link", { name: "खाता बनाउनुहोस्" })).toHaveAttribute("href", "/register");
    await userEvent.setup().click(screen.getByRole("button", { name: "लगइन" }));
    expect(screen.getByText("इमेल आवश्यक छ")).toBeVisible();
    expect(screen.getByText("पासवर्ड आवश्यक छ")).toBeVisible();
    expect(screen.queryByText("Email is required")).toBeNull();
  });

  it("shows a refused sign-in by its code, in Nepali", async () => {
    mockApi({
      "POST /api/auth/login": () => refusal(401, "auth.invalid_credentials", "Invalid email or password"),
    });
    renderInNepali("/login", routes);
    await login("Wrong123");
    expect((await screen.findByRole("alert")).textContent).toBe("इमेल वा पासवर्ड मिलेन");
  });

  it("says in Nepali that the shopper is offline when the server cannot be reached", async () => {
    unreachable();
    renderInNepali("/login", routes);
    await login("Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe(connectionMessages.ne.offline);
  });
});

describe("the registration page in Nepali", () => {
  const fill = (values: Record<string, string>) => fillAndSubmit(values, "दर्ता गर्नुहोस्");

  it("shows the shared schema's checks in Nepali and calls nothing", async () => {
    const { spy: fetchSpy } = mockApi({});
    renderInNepali("/register", routes);
    expect(screen.getByRole("heading", { name: "खाता बनाउनुहोस्" })).toBeVisible();
    await fill({
      "पहिलो नाम": "S",
      थर: "Sharma1",
      इमेल: "nope",
      पासवर्ड: "secret",
      "पासवर्ड पुष्टि गर्नुहोस्": "other",
    });
    expect(screen.getByText("पहिलो नाम २ देखि ५० अक्षरको हुनुपर्छ")).toBeVisible();
    expect(screen.getByText("थरमा अक्षर र खाली ठाउँ मात्र हुन सक्छ")).toBeVisible();
    expect(screen.getByText("इमेल मिलेन")).toBeVisible();
    expect(screen.getByText("पासवर्डमा कम्तीमा एउटा ठूलो अक्षर, एउटा सानो अक्षर र एउटा अङ्क हुनुपर्छ")).toBeVisible();
    expect(screen.getByText("पासवर्डहरू मिलेनन्")).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says in Nepali that the email has an account already", async () => {
    mockApi({
      "POST /api/auth/register": () =>
        refusal(409, "auth.email_taken", "User already exists with this email"),
    });
    renderInNepali("/register", routes);
    await fill({
      "पहिलो नाम": "Sita",
      थर: "Sharma",
      इमेल: "sita@example.com",
      पासवर्ड: "Secret123",
      "पासवर्ड पुष्टि गर्नुहोस्": "Secret123",
    });
    expect((await screen.findByRole("alert")).textContent).toBe("यो इमेलको खाता पहिले नै छ");
  });
});

describe("the forgot-password page in Nepali", () => {
  it("confirms in Nepali", async () => {
    mockApi({
      "POST /api/auth/forgot-password": () => json(200, { success: true, message: "English answer" }),
    });
    renderInNepali("/forgot-password", routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "रिसेट लिङ्क पठाउनुहोस्" }));
    expect(screen.getByText("इमेल आवश्यक छ")).toBeVisible();
    await user.type(screen.getByLabelText("इमेल"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "रिसेट लिङ्क पठाउनुहोस्" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^त्यो इमेलको खाता भए/);
  });
});
