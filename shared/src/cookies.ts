// Reading one cookie from a Cookie header: the same on the server (a request's header) and in the browser
// (document.cookie).

/** The value of the cookie `name` in a Cookie header (the first one named so), trimmed; undefined when absent. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=").trim();
  }
  return undefined;
}
