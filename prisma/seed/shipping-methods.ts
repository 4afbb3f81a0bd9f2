import type { ShippingMethodSeed } from "./types.ts";

/** Delivery options from carriers that deliver across Nepal; the first is preselected at checkout. */
export const SHIPPING_METHODS: ShippingMethodSeed[] = [
  {
    name: "Standard Delivery",
    company: "Nepal Post",
    cost: 150,
    minDays: 5,
    maxDays: 8,
    freeShippingThreshold: 5000,
    description: "Delivered to your door or nearest post office anywhere in Nepal.",
  },
  {
    name: "Express Delivery",
    company: "Pathao",
    cost: 250,
    minDays: 1,
    maxDays: 3,
    freeShippingThreshold: 5000,
    description: "Fast courier delivery in Kathmandu Valley, Pokhara, Chitwan and Biratnagar.",
  },
  {
    name: "Same Day Delivery",
    company: "Upaya City Cargo",
    cost: 400,
    minDays: 0,
    maxDays: 1,
    freeShippingThreshold: 5000,
    description: "Order before noon and receive it the same day inside Kathmandu Valley.",
  },
  {
    name: "Cargo Delivery",
    company: "Aramex Nepal",
    cost: 350,
    minDays: 3,
    maxDays: 6,
    freeShippingThreshold: 5000,
    description: "Tracked cargo for large and heavy items, with doorstep delivery.",
  },
];
