// How a product page tells its stock: the line below which it says how many are left. No schema here, so the
// product page's first load takes the number without the validation library.

/**
 * Below this many on the shelf, a product page says how many are left ("Only 3 left"); from it on, only "In
 * stock". The server's page cache follows the same line (server/src/modules/catalog/quiet-changes.ts).
 */
export const ONLY_LEFT_BELOW = 10;
