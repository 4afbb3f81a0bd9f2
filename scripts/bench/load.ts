// One load run with autocannon's programmatic API: a short warm-up that is thrown away, then the measured run.
import autocannon from "autocannon";

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Paths to go round, one per request, instead of the url's own path. */
  paths?: string[];
  /** Header sets to go round, one per request (e.g. a guest session id each). */
  headerSets?: Record<string, string>[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  const rotate = (options.paths?.length ?? 0) > 0 || (options.headerSets?.length ?? 0) > 0;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    method: options.method ?? "GET",
    headers: { accept: "application/json", ...options.headers },
    body: options.body,
    ...(rotate
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                next += 1;
                const path = options.paths?.[next % options.paths.length];
                const extra = options.headerSets?.[next % options.headerSets.length];
                return {
                  ...request,
                  ...(path ? { path } : {}),
                  headers: { ...request.headers, ...extra },
                };
              },
            },
          ],
        }
      : {}),
  });
}

export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmUpSeconds) await run(options, options.warmUpSeconds);
  const result = await run(options, options.seconds);
  return {
    requestsPerSecond: Math.round(result.requests.total / options.seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
