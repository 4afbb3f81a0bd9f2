// The shape of bench/results.json.
import type { LoadResult } from "./load.ts";
import type { ApiCall } from "./browser.ts";
import type { Installability } from "./installability.ts";
import type { LighthousePage } from "./lighthouse.ts";

export interface Sizes {
  files: { file: string; raw: number; gzip: number; brotli: number }[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ScaleSize {
  generated: number;
  products: number;
  seedSeconds: number;
  listing: LoadResult;
  filtered: LoadResult;
  search: LoadResult;
}

export interface BenchResults {
  date: string;
  durationSeconds: number;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    os: string;
    node: string;
    loadBefore: string;
    loadAfter: string;
  };
  http: {
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    helloRuns: number;
    hello: LoadResult;
    calls: (LoadResult & {
      name: string;
      method: string;
      path: string;
      runs: number;
      /** Requests per second as a share of the hello-world's. */
      ratioToHello: number;
      /** The hello-world's server CPU per request over this call's: the share of its rate the call could reach. */
      cpuRatioToHello: number;
    })[];
  };
  scale: {
    /** Set when this run left the part out (`--only`): the date of the run whose figures these are. */
    date?: string;
    connections: number;
    seconds: number;
    queries: { listing: string[]; filtered: string[]; search: string[] };
    sizes: ScaleSize[];
    /** p99 at the largest catalogue over p99 at the smallest. */
    growth: { listing: number; filtered: number; search: number };
    p50Growth: { listing: number; filtered: number; search: number };
  };
  client: {
    bundle: { js: Sizes; css: Sizes };
    /** The product page's first load (absent from results written before it was measured). */
    productBundle?: { js: Sizes; css: Sizes };
    runs: number;
    pages: {
      name: string;
      url: string;
      lcpMs: number;
      tbtMs: number;
      apiRounds: number;
      apiCalls: ApiCall[];
    }[];
  };
  /** Measured on its own date: `npm run bench -- --only lighthouse` replaces this part alone. */
  lighthouse?: {
    date: string;
    runs: number;
    loadBefore: string;
    loadAfter: string;
    pages: LighthousePage[];
    /** Chromium's installability errors for the home page (absent from results written before they were read). */
    installability?: Installability;
  };
  targets: { name: string; measured: string; holds: boolean }[];
}
