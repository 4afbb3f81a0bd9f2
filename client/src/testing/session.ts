// A signed-in browser for the screens' tests.
import type { User } from "@store/shared/auth";
import { aUser } from "./factories.ts";

/** The person signed in on this browser, kept as the app keeps them between visits (token and user). */
export function signInAs(user: User = aUser(), token = `token-of-${user._id}`) {
  localStorage.setItem("token", token);
  localStorage.setItem("user", JSON.stringify(user));
}
