/** An error whose message is safe to show a shopper; the error handler turns it into the API's envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: { field: string; message: string }[];

  constructor(statusCode: number, message: string, errors?: { field: string; message: string }[]) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: { field: string; message: string }[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "Please sign in to continue") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do that") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
