// What other features may use of the orders: the signed-in shopper's orders (tracking offers them to pick).
export { useMyOrdersQuery } from "./orders-api.ts";
