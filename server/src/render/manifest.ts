// The web app manifest a phone reads to add the store to its home screen: name, colours (the brand red of
// client/src/styles/tokens.css on the page background) and the icons in client/public (made by
// scripts/make-icons.mjs from the store's mark).
export const STORE_NAME = "Nepal Store";
export const THEME_COLOR = "#c8102e";
export const BACKGROUND_COLOR = "#f7f7f8";

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/** The PNG icons, each a file in client/public with exactly these pixel sizes. */
export const PNG_ICONS: ManifestIcon[] = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export function webAppManifest() {
  return {
    name: STORE_NAME,
    short_name: STORE_NAME,
    description: "Shop electronics, fashion, groceries and more across Nepal. Prices in Rs.",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    lang: "en",
    icons: [...PNG_ICONS, { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
