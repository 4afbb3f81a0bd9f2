// Test data built the way the API answers it.
import type { User } from "@store/shared/auth";
import type { ProductSummary } from "@store/shared/catalog";

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: "user-1",
    name: "Sita Sharma",
    email: "sita@example.com",
    phone: "9800000000",
    address: "Thamel Marg 12",
    city: "Kathmandu",
    postalCode: "44600",
    country: "Nepal",
    state: "Bagmati Province",
    district: "Kathmandu",
    ward: 26,
    profilePhoto: "",
    role: "customer",
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<User> = {}) =>
  aUser({ _id: "admin-1", name: "Asha Admin", email: "admin@store.local", role: "admin", ...overrides });
export const aStaffMember = (overrides: Partial<User> = {}) =>
  aUser({ _id: "staff-1", name: "Sunil Staff", email: "staff@store.local", role: "staff", ...overrides });
export const aCustomer = (overrides: Partial<User> = {}) => aUser({ role: "customer", ...overrides });

export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides._id ?? "p1";
  const slug = overrides.slug ?? `product-${id}`;
  return {
    _id: id,
    name: `Product ${id}`,
    nameNe: null,
    title: `Product ${id}`,
    slug,
    category: "electronics",
    subcategory: "smartphone",
    brand: { _id: "b1", name: "Apple", slug: "apple" },
    price: 10000,
    discountedPrice: null,
    images: [`/media/products/electronics/${slug}-1.svg`],
    image: `/media/products/electronics/${slug}-1.svg`,
    colors: [],
    memory: [],
    storage: [],
    stock: 5,
    rating: 4.5,
    reviewCount: 3,
    ratingsCount: 3,
    weight: "",
    dimensions: "",
    featured: true,
    soldCount: 0,
    ...overrides,
  };
}
