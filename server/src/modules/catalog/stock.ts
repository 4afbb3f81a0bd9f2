import { conflict } from "../../http-error.ts";

/** The one way the store says a product has too little stock, for the cart and for orders alike. */
export function stockConflict(name: string, stock: number) {
  return stock <= 0
    ? conflict("stock.out_of_stock", `${name} is out of stock`)
    : conflict("stock.insufficient", `Only ${stock} left in stock for ${name}`);
}
