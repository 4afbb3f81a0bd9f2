// The one guard of the merchant's side: a route hook that lets through only signed-in users of the given roles.
// Applied once to the whole /api/admin prefix (modules/admin/index.ts) and again, narrower, on the admin-only
// calls (refunds, discount codes, accounts). The role is the account's as stored now (identity.ts), not the
// token's: a demoted admin's token carries a customer's rights.
import type { FastifyRequest } from "fastify";
import type { Role } from "@store/shared/auth";
import { forbidden } from "../http-error.ts";

export function requireRole(...allowed: Role[]) {
  return async function roleGuard(request: FastifyRequest): Promise<void> {
    // 401 without a valid sign-in, before the role is looked at.
    const { role } = request.requireUser();
    if (!allowed.includes(role)) throw forbidden();
  };
}
