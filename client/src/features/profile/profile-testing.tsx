// The profile screen's tests' shared set-up: the screen's routes, and the screen opened for a signed-in shopper
// with the API answering as each test says.
import type { Language } from "@store/shared/language";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fieldRefusal, meAnswers, mockApi, type Handler } from "../../testing/api-mock.ts";
import { renderAt, withToasts } from "../../testing/render.tsx";
import { aUser } from "../../testing/factories.ts";
import { signInAs } from "../../testing/session.ts";
import ProfilePage from "./ProfilePage.tsx";

export const routes = withToasts([
  { path: "/profile", element: <ProfilePage /> },
  { path: "/login", element: <p>login page</p> },
  { path: "/orders", element: <p>orders page</p> },
  { path: "/", element: <p>home page</p> },
]);

/**
 * The profile of the signed-in Sita Sharma, once her details are in the form. GET /api/auth/me answers her
 * unless `handlers` answer it otherwise; the API's calls are recorded in `calls`.
 */
export async function openProfile(handlers: Record<string, Handler> = {}, language: Language = "en") {
  const api = mockApi({ "GET /api/auth/me": meAnswers(), ...handlers });
  signInAs(aUser(), "token-of-sita");
  const view = renderAt("/profile", routes, { language });
  await screen.findByDisplayValue("Sita Sharma");
  return { ...api, ...view };
}

export async function openSecurityTab() {
  await userEvent.setup().click(screen.getByRole("tab", { name: "Security Settings" }));
}

/** The API's refusal of a wrong current password when changing it. */
export const wrongCurrentPassword = () =>
  fieldRefusal("currentPassword", "auth.wrong_current_password", "Current password is incorrect");
