// Which of the build's own files the service worker precaches (client/vite-plugins/service-worker.ts writes the
// list into it): its scripts, stylesheets and fonts, fingerprinted (the name is the revision). Not the admin's
// screens (no shopper's phone needs them), nor any picture.

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Public files (client/public) precached with the build: the icon and the stand-in for a missing picture. */
export const PUBLIC_FILES_PRECACHED = ["favicon.svg", "icon-192.png", "placeholder-product.svg"];

const PRECACHED = /^assets\/.+\.(js|css|woff2)$/;
/** The admin's screen and its stylesheet (its own chunk: client/src/app/routes.tsx loads it lazily). */
const NOT_PRECACHED = /^assets\/AdminApp-/;

/** The built files to precache, from the bundle's file names. */
export function builtFilesToPrecache(fileNames: readonly string[]): PrecacheEntry[] {
  return fileNames
    .filter((name) => PRECACHED.test(name) && !NOT_PRECACHED.test(name))
    .sort()
    .map((name) => ({ url: `/${name}`, revision: null }));
}
