/**
 * Where to go after signing in: the `next` a guarded screen sent the guest here with (the admin does), when it
 * is a path of this store; otherwise home, as docs/STOREFRONT.md says. `//host` and `/\\host` would leave the
 * store.
 */
export function afterLoginPath(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
}
