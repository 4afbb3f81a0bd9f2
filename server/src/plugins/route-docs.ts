// What route schemas repeat: who may call (for the OpenAPI document) and the failure answers they document.
import { errorEnvelopeSchema } from "@store/shared/common";

/** A guest by x-session-id or a signed-in shopper by bearer token. */
export const SHOPPER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { guestSession: [] }];

/** The envelope of one failure status, described for the reader where the route says more than its status. */
export const failureAnswer = (description: string) => errorEnvelopeSchema.describe(description);

/** The envelope for each failure status a route can answer. */
export function failureAnswers<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}
