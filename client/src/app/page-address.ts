// The page address of a URL (route-addresses.ts): what the server's page cache keys a rendered page by, and the
// address it renders for every URL that maps to it.
import { matchRoutes, type Params, type RouteObject } from "react-router-dom";
import { NOT_FOUND_ADDRESS, type RouteAddress } from "./route-addresses.ts";
import { routes, type RouteHandle } from "./routes.tsx";

/** Only the path and query of a URL matter here; the origin is a placeholder. */
const BASE = "http://page.invalid";

interface RouteMatch {
  address: RouteAddress;
  params: Params;
}

/**
 * The route of each path asked for lately. React Router compiles the pattern of every route in the table on each
 * match (about 0.3 ms for this one), several times what a kept page costs to send, and the server works out an
 * address for each request. So a path is matched against the routes it can match only, those that start with
 * its first segment (and the catch-all): a made-up path costs a few microseconds. And paths are few where queries
 * vary (?fbclid=…): the short ones are remembered until there are too many, when the lot is forgotten.
 */
const matched = new Map<string, RouteMatch>();
const REMEMBERED = 1000;
const LONGEST_REMEMBERED = 256;

/** A path's first segment, in lower case (React Router matches case-insensitively), decoded where it can be. */
function firstSegment(path: string): string {
  const segment = path.replace(/^\//, "").split("/")[0]!;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether every route's path is absolute (or the catch-all) and starts with a fixed segment: then a path can only
 * match the routes its first segment begins. A parameter first (/:lang/…) could be anything: the whole table then.
 */
function prunable(table: RouteObject[]): boolean {
  return table.every(
    (route) =>
      (route.path === undefined ||
        route.path === "*" ||
        (route.path.startsWith("/") && !/^\/[:*]/.test(route.path) && !/^\/[^/]*\?/.test(route.path))) &&
      prunable(route.children ?? []),
  );
}

/** The table with only the routes whose path `keep` accepts (and the layouts around them). */
function pruned(table: RouteObject[], keep: (path: string) => boolean): RouteObject[] {
  return table.flatMap((route): RouteObject[] => {
    if (route.path !== undefined) return keep(route.path) ? [route] : [];
    const children = pruned(route.children ?? [], keep);
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

function paths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

const CATCH_ALL = "*";
/** For each first segment of the store's routes, the routes a path starting with it can match. */
const BY_FIRST_SEGMENT = new Map(
  paths(routes)
    .filter((path) => path !== CATCH_ALL)
    .map((path) => firstSegment(path))
    .map((segment) => [
      segment,
      pruned(routes, (path) => path === CATCH_ALL || firstSegment(path) === segment),
    ]),
);
const PRUNABLE = prunable(routes);

function matchIn(table: RouteObject[], pathname: string): RouteMatch {
  const leaf = matchRoutes(table, pathname)?.at(-1);
  const address = (leaf?.route.handle as RouteHandle | undefined)?.address;
  if (!leaf || !address) throw new Error(`No route gives ${pathname} a page address`);
  return { address, params: leaf.params };
}

/** What a path that starts like no route matches: the catch-all, the 404 page (whose address reads nothing). */
const NOT_FOUND = matchIn(
  pruned(routes, (path) => path === CATCH_ALL),
  NOT_FOUND_ADDRESS,
);

function routeOf(pathname: string): RouteMatch {
  const known = matched.get(pathname);
  if (known) return known;
  const candidates = PRUNABLE ? BY_FIRST_SEGMENT.get(firstSegment(pathname)) : routes;
  if (!candidates) return NOT_FOUND;
  const match = matchIn(candidates, pathname);
  if (pathname.length <= LONGEST_REMEMBERED) {
    if (matched.size >= REMEMBERED) matched.clear();
    matched.set(pathname, match);
  }
  return match;
}

/**
 * The page address of `url` (a path and query, e.g. "/products?utm_source=x&brand=apple"); a request target that
 * is no URL at all ("//") is no page.
 */
export function pageAddress(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return NOT_FOUND_ADDRESS;
  }
  const { address, params } = routeOf(parsed.pathname);
  return address(params, parsed.searchParams);
}
