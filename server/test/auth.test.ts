import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const register = (payload: object) =>
  store.app.inject({ method: "POST", url: "/api/auth/register", payload });
const login = (payload: object) => store.app.inject({ method: "POST", url: "/api/auth/login", payload });

describe("POST /api/auth/register", () => {
  it("creates the account and signs it in", async () => {
    const response = await register({
      name: "Aarati Shrestha",
      email: "Aarati@Example.com",
      password: "Secret123",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Registration successful",
      token: expect.any(String),
    });
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: "Aarati Shrestha",
      email: "aarati@example.com",
      phone: "",
      phoneVerified: false,
      verifiedPhone: null,
      smsUpdates: true,
      hasPassword: true,
      address: "",
      city: "",
      postalCode: "",
      country: "",
      state: "",
      district: "",
      ward: null,
      profilePhoto: "",
      role: "customer",
    });
    expect(response.body).not.toMatch(/passwordHash|\$2[aby]\$/);
    const stored = await store.app.db.user.findUnique({ where: { email: "aarati@example.com" } });
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
  });

  it("refuses a taken email whatever its case with 409", async () => {
    await register({ name: "Bikash Thapa", email: "bikash@example.com", password: "Secret123" });
    const response = await register({
      name: "Bikash Thapa",
      email: "BIKASH@example.com",
      password: "Secret123",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "auth.email_taken",
      message: "An account with this email already exists",
    });
  });

  it.each([
    [
      { name: "S Sharma", email: "a@b.co", password: "Secret123" },
      "name",
      "First name must be between 2 and 50 characters",
    ],
    [
      { name: "Sita S", email: "a@b.co", password: "Secret123" },
      "name",
      "Last name must be between 2 and 50 characters",
    ],
    [{ name: "Sita", email: "a@b.co", password: "Secret123" }, "name", "Last name is required"],
    [
      { name: "Sita2 Sharma", email: "a@b.co", password: "Secret123" },
      "name",
      "First name can only contain letters and spaces",
    ],
    [
      { name: "Sita Sharma!", email: "a@b.co", password: "Secret123" },
      "name",
      "Last name can only contain letters and spaces",
    ],
    [{ name: "Sita Sharma", email: "", password: "Secret123" }, "email", "Email is required"],
    [{ name: "Sita Sharma", email: "not-an-email", password: "Secret123" }, "email", "Email is invalid"],
    [
      { name: "Sita Sharma", email: "a@b.co", password: "Se1" },
      "password",
      "Password must be at least 6 characters",
    ],
    [
      { name: "Sita Sharma", email: "a@b.co", password: "secret123" },
      "password",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [{ name: "Sita Sharma", email: "a@b.co" }, "password", "Password is required"],
  ])("refuses %j with 400: %s %s", async (payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe("validation.failed");
    expect(body.errors).toContainEqual({ field, code: expect.stringMatching(/^validation\./), message });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the email's case", async () => {
    const shopper = await registerShopper(store.app);
    const response = await login({ email: shopper.email.toUpperCase(), password: shopper.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Login successful",
      user: { email: shopper.email },
    });
  });

  it("gives the same 401 for an unknown email and a wrong password", async () => {
    const shopper = await registerShopper(store.app);
    const wrong = await login({ email: shopper.email, password: "Wrong1234" });
    const unknown = await login({ email: "nobody-here@example.com", password: "Wrong1234" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: "auth.invalid_credentials",
      message: "Invalid email or password",
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("requires both fields", async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "email", code: "validation.required", message: "Email is required" },
        { field: "password", code: "validation.required", message: "Password is required" },
      ]),
    );
  });

  it("signs the seeded admin in with the admin role", async () => {
    const response = await login({ email: "admin@store.test", password: "Admin@12345" });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe("admin");
  });
});

describe("GET /api/auth/me, PUT /api/auth/profile, PUT /api/auth/change-password", () => {
  it("answers who is signed in", async () => {
    const shopper = await registerShopper(store.app);
    const response = await store.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(shopper.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: expect.objectContaining({ email: shopper.email }),
    });
  });

  it("updates the profile but never the email", async () => {
    const shopper = await registerShopper(store.app);
    const response = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: {
        name: "Sita Sharma Koirala",
        email: "someone.else@example.com",
        phone: "+977 9812345678",
        address: "Jhamsikhel",
        city: "Lalitpur",
        postalCode: "44700",
        country: "Nepal",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Profile updated successfully",
      data: {
        user: expect.objectContaining({
          name: "Sita Sharma Koirala",
          email: shopper.email,
          phone: "+977 9812345678",
          city: "Lalitpur",
          country: "Nepal",
        }),
      },
    });
  });

  it("validates the profile", async () => {
    const shopper = await registerShopper(store.app);
    const response = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: { name: " ", phone: "12" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: "name", code: "validation.required", message: "Name is required" },
        { field: "phone", code: "validation.invalid", message: "Phone number is invalid" },
      ]),
    );
  });

  it("changes the password only with the current one", async () => {
    const shopper = await registerShopper(store.app);
    const change = (payload: object) =>
      store.app.inject({
        method: "PUT",
        url: "/api/auth/change-password",
        headers: bearer(shopper.token),
        payload,
      });
    const wrong = await change({ currentPassword: "Nope12345", newPassword: "Better456" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: "auth.wrong_current_password",
      message: "Current password is incorrect",
      errors: [
        {
          field: "currentPassword",
          code: "auth.wrong_current_password",
          message: "Current password is incorrect",
        },
      ],
    });
    const short = await change({ currentPassword: shopper.password, newPassword: "abc" });
    expect(short.json().errors).toContainEqual({
      field: "newPassword",
      code: "validation.too_short",
      message: "New password must be at least 6 characters long",
    });
    const done = await change({ currentPassword: shopper.password, newPassword: "Better456" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: "Password changed successfully",
      token: expect.any(String),
    });
    expect((await login({ email: shopper.email, password: shopper.password })).statusCode).toBe(401);
    expect((await login({ email: shopper.email, password: "Better456" })).statusCode).toBe(200);
  });

  it.each([
    ["GET", "/api/auth/me"],
    ["PUT", "/api/auth/profile"],
    ["PUT", "/api/auth/change-password"],
  ] as const)("%s %s needs a sign-in (401)", async (method, url) => {
    const response = await store.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });
});
