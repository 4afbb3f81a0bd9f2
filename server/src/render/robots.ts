// /robots.txt: every storefront page may be crawled except the personal and working ones (cart, checkout,
// profile, orders, wishlist), the admin and the API; it names the sitemap by the store's public address.
export const DISALLOWED_PATHS = ["/cart", "/checkout", "/profile", "/orders", "/wishlist", "/admin", "/api"];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
