import type { ShippingMethodSeed } from "./types.ts";

/**
 * Delivery options from carriers that deliver across Nepal; the first is preselected at checkout. Each has a
 * price and days per delivery zone: the Kathmandu Valley, other districts, remote districts (README "Delivery").
 * The migration 20261125100000_nepal_addresses gives an existing store the same rates.
 */
export const SHIPPING_METHODS: ShippingMethodSeed[] = [
  {
    name: "Standard Delivery",
    company: "Nepal Post",
    cost: 150,
    minDays: 5,
    maxDays: 8,
    freeShippingThreshold: 5000,
    description: "Delivered to your door or nearest post office anywhere in Nepal.",
    valley: { cost: 100, minDays: 2, maxDays: 4 },
    remote: { cost: 300, minDays: 8, maxDays: 14 },
  },
  {
    name: "Express Delivery",
    company: "Pathao",
    cost: 250,
    minDays: 1,
    maxDays: 3,
    freeShippingThreshold: 5000,
    description: "Fast courier delivery in Kathmandu Valley, Pokhara, Chitwan and Biratnagar.",
    valley: { cost: 150, minDays: 1, maxDays: 2 },
    remote: { cost: 500, minDays: 4, maxDays: 7 },
  },
  {
    name: "Same Day Delivery",
    company: "Upaya City Cargo",
    cost: 600,
    minDays: 1,
    maxDays: 2,
    freeShippingThreshold: 5000,
    description:
      "Order before noon and receive it the same day inside Kathmandu Valley, the next day in other cities.",
    valley: { cost: 400, minDays: 0, maxDays: 1 },
    remote: { cost: 900, minDays: 3, maxDays: 5 },
  },
  {
    name: "Cargo Delivery",
    company: "Aramex Nepal",
    cost: 350,
    minDays: 3,
    maxDays: 6,
    freeShippingThreshold: 5000,
    description: "Tracked cargo for large and heavy items, with doorstep delivery.",
    valley: { cost: 250, minDays: 2, maxDays: 4 },
    remote: { cost: 700, minDays: 7, maxDays: 12 },
  },
];
