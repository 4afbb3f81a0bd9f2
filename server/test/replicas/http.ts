// Requests of the two-replica test over real HTTP, from a chosen loopback address (a shopper of its own, as the
// proxy and the replicas see it): node:http, since fetch cannot pick the address it connects from.
import http from "node:http";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as JSON (undefined when it is not JSON). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as an HTML form (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** The loopback address to connect from; 127.0.0.1 by default. */
  from?: string;
}

const TIMEOUT_MS = 30_000;

export function request(base: string, method: string, path: string, options: RequestOptions = {}) {
  const url = new URL(path, base);
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(options.body);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(options.form).toString();
  }
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers,
        localAddress: options.from ?? "127.0.0.1",
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${method} ${url} timed out`)));
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** A client bound to one base address (a replica, or the proxy in front of both). */
export function client(base: string, defaults: { from?: string; headers?: Record<string, string> } = {}) {
  const send = (method: string, path: string, options: RequestOptions = {}) =>
    request(base, method, path, {
      from: defaults.from,
      ...options,
      headers: { ...defaults.headers, ...options.headers },
    });
  return {
    base,
    get: (path: string, options?: RequestOptions) => send("GET", path, options),
    post: (path: string, body?: unknown, options?: RequestOptions) =>
      send("POST", path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions) => send("PUT", path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: RequestOptions) =>
      send("PATCH", path, { ...options, body }),
    delete: (path: string, options?: RequestOptions) => send("DELETE", path, options),
    postForm: (path: string, form: Record<string, string>, options?: RequestOptions) =>
      send("POST", path, { ...options, form }),
  };
}

export type Client = ReturnType<typeof client>;
