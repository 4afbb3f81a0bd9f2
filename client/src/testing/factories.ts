// Test data built the way the API answers it.
import type { User } from "@store/shared/auth";
import type { Product, ProductSummary } from "@store/shared/catalog";

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

/** A product as GET /api/products/{category}/{slug} answers it: two storage variants, two images. */
export function productDetail(overrides: Partial<Product> = {}): Product {
  return {
    ...productSummary({
      _id: "p1",
      name: "iPhone 15 Pro",
      title: "iPhone 15 Pro",
      slug: "iphone-15-pro",
      category: "electronics",
      subcategory: "smartphone",
      price: 174999,
      discountedPrice: 164999,
      images: ["/media/products/electronics/iphone-15-pro-1.svg", "https://cdn.example.com/iphone-2.jpg"],
      stock: 12,
      rating: 4.5,
      reviewCount: 2,
      ratingsCount: 2,
    }),
    description: "<p>Titanium &amp; <strong>A17 Pro</strong>.</p><ul><li>USB&#8209;C</li></ul>",
    descriptionNe: null,
    reviews: [],
    specifications: {},
    variants: [
      {
        _id: "v1",
        sku: "IPHONE-15-PRO-128GB",
        options: { storage: "128GB" },
        price: 174999,
        discountedPrice: 164999,
        stock: 5,
        image: null,
      },
      {
        _id: "v2",
        sku: "IPHONE-15-PRO-256GB",
        options: { storage: "256GB" },
        price: 194999,
        discountedPrice: null,
        stock: 7,
        image: null,
      },
    ],
    ...overrides,
  };
}
