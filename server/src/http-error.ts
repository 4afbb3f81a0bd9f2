import type { ErrorCode } from "@store/shared/error-codes";

/** One field's fault: where, its registry code (the error's own when left out), and what to fix. */
export interface FieldError {
  field: string;
  code?: ErrorCode;
  message: string;
}

/**
 * An error whose message is safe to show a shopper; the error handler turns it into the API's envelope. `code`
 * is its reason from the registry (shared/src/error-codes.ts); each field error carries one too.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors?: { field: string; code: ErrorCode; message: string }[];

  constructor(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors?.map((error) => ({
      field: error.field,
      code: error.code ?? code,
      message: error.message,
    }));
  }
}

export const badRequest = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new HttpError(400, code, message, errors);
/** A 400 about one field: the message names it, and `errors` says which it is. */
export const fieldRefusal = (code: ErrorCode, field: string, message: string) =>
  new HttpError(400, code, message, [{ field, message }]);
export const unauthorized = (code: ErrorCode = "auth.required", message = "Please sign in to continue") =>
  new HttpError(401, code, message);
export const forbidden = (code: ErrorCode = "auth.forbidden", message = "You are not allowed to do that") =>
  new HttpError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new HttpError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
