import { conflict } from "../../http-error.ts";

/** The one way the store says a product has too little stock, for the cart and for orders alike. */
export function stockConflict(name: string, stock: number) {
  return conflict(stock <= 0 ? `${name} is out of stock` : `Only ${stock} left in stock for ${name}`);
}
