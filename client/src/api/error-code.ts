// The server's code for a failed call (shared/src/error-codes.ts), to act on a refusal or word it in Nepali. Apart
// from base-api.ts on purpose: checking a code against the registry brings the registry's table along, and the
// screens the home page loads have no need of it.
import { isErrorCode, type ErrorCode } from "@store/shared/error-codes";
import type { ApiFailure } from "./base-api.ts";

export function errorCode(error: unknown): ErrorCode | undefined {
  const data = (error as { data?: Partial<ApiFailure> } | undefined)?.data;
  return isErrorCode(data?.code) ? data.code : undefined;
}
