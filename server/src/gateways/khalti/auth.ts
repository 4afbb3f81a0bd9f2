// How the emulated Khalti checks the merchant's `Authorization: Key <secret>` header.
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Khalti's key check (Django REST framework's token authentication): no `Key …` header is "not provided", a key
 * that is not the merchant's is "Invalid token.". Answers true when the request may go on.
 */
export function khaltiAuthorised(request: FastifyRequest, reply: FastifyReply, secretKey: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^key\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) {
    void reply.code(401).send({ detail: "Authentication credentials were not provided.", status_code: 401 });
    return false;
  }
  if (match[1] !== secretKey) {
    void reply.code(401).send({ detail: "Invalid token.", status_code: 401 });
    return false;
  }
  return true;
}
