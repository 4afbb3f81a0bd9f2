import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security.ts";

/** What helmet's own middleware leaves on a real Node response. */
function helmetOnAResponse(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

describe("securityHeaders", () => {
  const storeOptions: HelmetOptions = {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  };

  it("are exactly the headers helmet's middleware sets on a response", () => {
    const headers = securityHeaders(storeOptions);
    expect(headers).toEqual(helmetOnAResponse(storeOptions));
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self';.*script-src 'self'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers).not.toHaveProperty("strict-transport-security");
    expect(headers).not.toHaveProperty("cross-origin-embedder-policy");
  });

  it("include HSTS when it is asked for", () => {
    const headers = securityHeaders({ ...storeOptions, hsts: true });
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers).toEqual(helmetOnAResponse({ ...storeOptions, hsts: true }));
  });

  it("refuse options helmet refuses, at start-up rather than on a request", () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["self"] } } }),
    ).toThrow();
  });
});
