// What other features may use of the sign-in area: who is signed in, as the server says.
export { useMeQuery } from "./auth-api.ts";
