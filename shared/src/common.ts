import { z } from "zod";

/** A guest id: 8 to 128 characters of [A-Za-z0-9_-] (API.md). */
export const sessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, "Session id must be 8 to 128 letters, digits, hyphens or underscores");

export const idSchema = z.string().trim().min(1, "Id is required").max(64, "Id is too long");

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** Every failure answer of the API. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
