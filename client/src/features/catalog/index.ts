// What other features may use of the catalogue: its brands.
export { useBrandsQuery } from "./catalog-api.ts";
