export const TEST_ADMIN = { email: "admin@store.test", password: "Admin@12345" };
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
