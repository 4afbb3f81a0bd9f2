// The server's own API, reached without a socket: a page rendered on the server asks the same routes, with the
// same validation, caching and answers as a browser would, through Fastify's inject.
import type { FastifyInstance } from "fastify";

export function inProcessFetch(app: FastifyInstance): typeof fetch {
  const fetchApi = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      // As a guest: nothing personal is forwarded, so nothing personal can enter a rendered (cached) page.
      headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (typeof value === "number") headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
  return fetchApi as typeof fetch;
}
