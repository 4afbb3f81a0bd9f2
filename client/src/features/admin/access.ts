// Who may see what in the admin (docs/guides/admin.md). The server enforces every rule; the
// screens only hide what a role cannot do, so nobody meets a button that answers 403.
import type { Role } from "@store/shared/auth";

/** Staff and admins run the shop; a customer is refused the whole admin. */
export const canOpenAdmin = (role: Role): boolean => role === "staff" || role === "admin";

/** Refunds, customer accounts and the audit log are for admins alone. */
export const isAdmin = (role: Role): boolean => role === "admin";

export const ROLE_LABELS: Record<Role, string> = { customer: "Customer", staff: "Staff", admin: "Admin" };
