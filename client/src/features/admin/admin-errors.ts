// The admin's words for a refused call. The server's own message is already clear for its business refusals
// (refund.exceeds_paid says how much is left, customer.cannot_disable_self says why); a bare 403 is not, so it
// says which role is needed.
import { errorMessage } from "../../api/base-api.ts";

const WORDS: Record<string, string> = {
  "auth.forbidden": "Your role does not allow this: only an admin can do it.",
};

export function adminErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return (typeof code === "string" && WORDS[code]) || errorMessage(error, fallback);
}
