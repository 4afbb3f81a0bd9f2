// One load run with autocannon's programmatic API: a short warm-up that is thrown away, then the measured run.
import http from "node:http";
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
  /** The server's CPU time so far, read around the measured run to give CPU per request. */
  serverCpuMicros?: () => Promise<number>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  /** The server's CPU time per request during the measured run, in microseconds. */
  serverCpuMicrosPerRequest?: number;
}

function run(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  const rotate = (options.paths?.length ?? 0) > 0 || (options.headerSets?.length ?? 0) > 0;
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    method: options.method ?? "GET",
    // What a browser sends: the server may answer compressed.
    headers: { accept: "application/json", "accept-encoding": "gzip, deflate, br", ...options.headers },
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
  const cpuBefore = await options.serverCpuMicros?.();
  const result = await run(options, options.seconds);
  const cpuAfter = await options.serverCpuMicros?.();
  const requests = result.requests.total;
  return {
    requestsPerSecond: Math.round(requests / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    failures: result.errors + result.timeouts + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && requests > 0
      ? { serverCpuMicrosPerRequest: Math.round((cpuAfter - cpuBefore) / requests) }
      : {}),
  };
}

/**
 * One shopper at a time: requests in sequence over one kept-alive connection, each timed with a
 * sub-millisecond clock (autocannon's histogram counts whole milliseconds, too coarse for a query's own time).
 */
export async function measureLatency(options: {
  origin: string;
  paths: string[];
  seconds: number;
  warmUpSeconds?: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(options.origin);
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        { host: target.hostname, port: target.port, path, agent, headers: { accept: "application/json" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.on("error", reject);
    });
  const run = async (seconds: number) => {
    const times: number[] = [];
    let failures = 0;
    const end = performance.now() + seconds * 1000;
    for (let next = 0; performance.now() < end; next += 1) {
      const started = performance.now();
      const status = await get(options.paths[next % options.paths.length]!);
      times.push(performance.now() - started);
      if (status !== 200) failures += 1;
    }
    return { times, failures };
  };
  try {
    if (options.warmUpSeconds) await run(options.warmUpSeconds);
    const { times, failures } = await run(options.seconds);
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]! * 100) / 100;
    return {
      requestsPerSecond: Math.round(times.length / options.seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      requests: times.length,
      failures,
    };
  } finally {
    agent.destroy();
  }
}
