import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";
import "./messages.ts";

/** A guest id: 8 to 128 characters of [A-Za-z0-9_-] (docs/guides/api-reference.md). */
export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, "Session id must be 8 to 128 letters, digits, hyphens or underscores");

/** An id: its messages name the field it is used for ("Product ID is required"), made by messages.ts. */
export const idSchema = z.string().trim().min(1).max(64);

const errorCodeSchema = z
  .enum(ERROR_CODES)
  .describe(
    "A stable key for the reason, for programs and for showing the message in the shopper's language. " +
      "Each code is explained in docs/ERRORS.md (the registry: shared/src/error-codes.ts).",
  );

export const fieldErrorSchema = z.object({
  field: z
    .string()
    .describe(
      "Where the fault is: a body field such as `items.0.quantity`, a query or path parameter, or a header",
    ),
  code: errorCodeSchema,
  message: z.string().describe("What to fix, in English"),
});

/** Every failure answer of the API (the error envelope with its codes, docs/ERRORS.md). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: errorCodeSchema,
  message: z.string().describe("A sentence a person can act on, in English"),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A success answer of the API: `{ success: true, data }`, the data an object of these fields. */
export const dataAnswerSchema = <Shape extends z.ZodRawShape>(data: Shape) =>
  z.object({ success: z.literal(true), data: z.object(data) });
