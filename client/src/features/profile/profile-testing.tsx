// The profile screen's tests' shared set-up: a signed-in shopper, a fetch that answers by "METHOD /path" and
// records each call, the screen's routes, and ways to reach its fields and their errors.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { aUser, json, mockApi } from "../../testing/api-mock.ts";
import { renderAt, withToasts } from "../../testing/render.tsx";
import ProfilePage from "./ProfilePage.tsx";

export { aUser, json, mockApi };

export function signIn(user = aUser()) {
  localStorage.setItem("token", "token-of-sita");
  localStorage.setItem("user", JSON.stringify(user));
}

export const meAnswers =
  (user = aUser()) =>
  () =>
    json(200, { success: true, user });

/** A response the test hands out when it chooses, to see the busy state in between. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { handler: () => promise, resolve };
}

export const routes = withToasts([
  { path: "/profile", element: <ProfilePage /> },
  { path: "/login", element: <p>login page</p> },
  { path: "/orders", element: <p>orders page</p> },
  { path: "/", element: <p>home page</p> },
]);

export async function openProfile() {
  signIn();
  const view = renderAt("/profile", routes);
  await screen.findByDisplayValue("Sita Sharma");
  return view;
}

export const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The error linked to a field by aria-describedby, or null when the field is valid. */
export function errorOf(label: string): string | null {
  const field = input(label);
  if (field.getAttribute("aria-invalid") !== "true") return null;
  const ids = field.getAttribute("aria-describedby")?.split(" ") ?? [];
  const linked = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.className === "field-error");
  return linked?.textContent ?? null;
}

export async function replace(label: string, value: string) {
  const user = userEvent.setup();
  await user.clear(input(label));
  if (value) {
    await user.click(input(label));
    await user.paste(value);
  }
}

export async function openSecurityTab() {
  await userEvent.setup().click(screen.getByRole("tab", { name: "Security Settings" }));
}
