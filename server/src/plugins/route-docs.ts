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

/** A bearer token: staff and admins under /api/admin, or a signed-in shopper. */
export const BEARER_SECURITY: Record<string, string[]>[] = [{ bearer: [] }];

/** What every documented route says in its own words: its name in the document and what it does. */
export interface RouteWords {
  operationId: string;
  summary: string;
  description?: string;
}

/**
 * Builds the schemas of the routes listed under one tag of the OpenAPI document with the same callers from what
 * differs between them: their words and inputs (params, querystring and body pass through as written), their
 * success answer by its status (`response`: 200, or 201 for what a route creates) and the failure statuses they can
 * give (`failures`, each with the error envelope; none when the route documents only its success).
 */
export function documentedRoutes(tag: string, security: Record<string, string[]>[]) {
  return <Parts extends RouteWords, Success extends Record<number, unknown>, Status extends number = never>({
    response,
    failures,
    ...parts
  }: Parts & { response: Success; failures?: Status[] }) => ({
    tags: [tag],
    security,
    ...parts,
    response: { ...response, ...failureAnswers(...(failures ?? [])) },
  });
}

/** A route of /api/admin: staff and admins by bearer token (the prefix's guard, modules/admin/index.ts). */
export const adminRoute = documentedRoutes("admin", BEARER_SECURITY);
