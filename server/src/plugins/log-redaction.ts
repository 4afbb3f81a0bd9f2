// What the request log keeps of an address: everything but the values of the query parameters that carry a
// one-time secret (a sign-in code and its state, a password-reset token, an ID token), which anyone reading the
// logs could otherwise use while they are still valid.
import type { FastifyRequest } from "fastify";

const SECRET_PARAMETERS = new Set(["code", "state", "token", "credential", "id_token"]);

export function withoutSecrets(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  let hidden = false;
  for (const name of [...query.keys()]) {
    if (!SECRET_PARAMETERS.has(name)) continue;
    query.set(name, "[redacted]");
    hidden = true;
  }
  return hidden ? `${url.slice(0, question)}?${query.toString()}` : url;
}

/** Fastify's request serializer, with the address's secrets left out. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
