// The load balancer of the two-replica test, standing in for deploy/nginx.conf: each request goes to the next
// replica in turn, with the headers nginx sets (X-Forwarded-For with the shopper's address appended, -Proto,
// -Host), and the answer comes back with `x-replica` naming the replica that served it. It connects to the
// replicas from its own loopback address, so the replicas can trust it (TRUST_PROXY) and nobody else.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Upstream {
  name: string;
  base: string;
}

export interface RoundRobinProxy {
  base: string;
  /** Puts a replica in the rotation (the replicas learn the proxy's address, PUBLIC_URL, before they start). */
  add(upstream: Upstream): void;
  /** How many requests each replica has served, by name. */
  served: Record<string, number>;
  close(): Promise<void>;
}

/** Headers that belong to one connection and are not passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  }
  // nginx's $proxy_add_x_forwarded_for: what the shopper sent, then the address the proxy saw.
  const seen = request.socket.remoteAddress ?? "";
  const earlier = request.headers["x-forwarded-for"];
  headers["x-forwarded-for"] = earlier ? `${String(earlier)}, ${seen}` : seen;
  headers["x-forwarded-proto"] = "http";
  headers["x-forwarded-host"] = request.headers.host ?? "";
  return headers;
}

export async function startRoundRobinProxy(options: { localAddress: string }): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = [];
  const served: Record<string, number> = {};
  let next = 0;
  const server = http.createServer((request, response) => {
    if (upstreams.length === 0) {
      response.writeHead(502).end();
      return;
    }
    const upstream = upstreams[next % upstreams.length]!;
    next += 1;
    served[upstream.name]! += 1;
    const target = new URL(request.url ?? "/", upstream.base);
    const forwarded = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: forwardedHeaders(request),
        localAddress: options.localAddress,
      },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = { "x-replica": upstream.name };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      // nginx's answer when the replica is unreachable.
      if (!response.headersSent) response.writeHead(502, { "x-replica": upstream.name });
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    add(upstream) {
      upstreams.push(upstream);
      served[upstream.name] = 0;
    },
    served,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
