// How the stand-ins compare a secret a merchant sends (client credentials, an API password, a token's signature):
// in constant time, so the time an answer takes tells nothing of how much of a guess was right.
import crypto from "node:crypto";

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
