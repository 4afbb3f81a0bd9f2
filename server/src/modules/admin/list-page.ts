// GET / of an admin list page (audit log, customers, inventory, mail, orders, products, reviews): its query, the
// page it answers, and the same failures for all (400 for a bad query, 401 and 403 from the prefix's guard).
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import type { z } from "zod";
import { adminRoute } from "../../plugins/route-docs.ts";

interface ListPage<Query extends z.ZodType, Data> {
  operationId: string;
  summary: string;
  description: string;
  querystring: Query;
  /** The answer: `{ success: true, data }`, the page under `data`. */
  answer: z.ZodType<unknown, { success: true; data: Data }>;
  /** Who else is refused, past the prefix's guard (e.g. admins only). */
  onRequest?: onRequestHookHandler;
}

/** Registers the list page at `/`: `read` reads the page its (validated) query asks for. */
export function adminListPage<Query extends z.ZodType, Data>(
  app: FastifyInstance,
  { answer, onRequest, ...words }: ListPage<Query, Data>,
  read: (query: z.output<Query>) => Promise<Data>,
) {
  // The schema validates the query before the handler runs: it is the page's query here.
  app.get(
    "/",
    {
      ...(onRequest && { onRequest }),
      schema: adminRoute({ ...words, response: { 200: answer }, failures: [400, 401, 403] }),
    },
    async (request) => ({ success: true as const, data: await read(request.query as z.output<Query>) }),
  );
}
