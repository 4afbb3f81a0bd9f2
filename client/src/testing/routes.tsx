// Screens that tests of one feature mount beside it, as the store's router does (testing/ sits above the features).
import LoginPage from "../features/auth/LoginPage.tsx";

/** The sign-in page, where a screen sends a guest. */
export const loginRoute = { path: "/login", element: <LoginPage /> };
