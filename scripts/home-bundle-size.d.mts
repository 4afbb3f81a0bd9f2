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
export type Route = "home" | "product";
export interface RouteSizes {
  js: Sizes;
  css: Sizes;
}
export const ROUTES: Record<Route, string>;
export function homeRouteFiles(manifest: Record<string, unknown>): { js: string[]; css: string[] };
export function routeFiles(
  manifest: Record<string, unknown>,
  screen: string,
): { js: string[]; css: string[] };
export function measure(dist?: string, route?: Route): RouteSizes;
export function measureRoutes(dist?: string): Record<Route, RouteSizes>;
export function overBudget(
  result: RouteSizes,
  budgets: { js?: number; css?: number },
  route?: Route,
): string[];
