// Types of home-bundle-size.mjs for the TypeScript that imports it (the bench).
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface Sizes {
  files: FileSize[];
  raw: number;
  gzip: number;
  brotli: number;
}
export function homeRouteFiles(manifest: Record<string, unknown>): { js: string[]; css: string[] };
export function measure(dist?: string): { js: Sizes; css: Sizes };
export function overBudget(
  result: { js: Sizes; css: Sizes },
  budgets: { js?: number; css?: number },
): string[];
