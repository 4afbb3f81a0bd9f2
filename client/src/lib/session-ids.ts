// Guests are told apart by generated ids kept in the browser (docs/STOREFRONT.md "Browser storage"): one for
// the cart and one for the wishlist, each 8 to 128 characters of [A-Za-z0-9_-] as the API requires.

const CART_SESSION_KEY = "sessionId";
const WISHLIST_SESSION_KEY = "wishlistSessionId";

function newId(prefix: string): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function storedId(key: string, prefix: string): string {
  const existing = localStorage.getItem(key);
  if (existing && /^[A-Za-z0-9_-]{8,128}$/.test(existing)) return existing;
  const id = newId(prefix);
  localStorage.setItem(key, id);
  return id;
}

export const cartSessionId = () => storedId(CART_SESSION_KEY, "guest");
export const wishlistSessionId = () => storedId(WISHLIST_SESSION_KEY, "wish");
