// The eight top categories of the store (SPEC.md §9) and their subcategories: the one source for the seed,
// GET /api/categories and the header menus. The electronics subcategories use the slugs the footer links to.

export interface SubcategoryDefinition {
  slug: string;
  name: string;
}

export interface CategoryDefinition {
  slug: string;
  name: string;
  subcategories: SubcategoryDefinition[];
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: "groceries",
    name: "Groceries",
    subcategories: [
      { slug: "rice-grains", name: "Rice & Grains" },
      { slug: "dal-pulses", name: "Dal & Pulses" },
      { slug: "spices-masala", name: "Spices & Masala" },
      { slug: "tea-coffee", name: "Tea & Coffee" },
      { slug: "snacks-noodles", name: "Snacks & Noodles" },
      { slug: "cooking-oil", name: "Cooking Oil & Ghee" },
    ],
  },
  {
    slug: "fruits",
    name: "Fruits & Vegetables",
    subcategories: [
      { slug: "fresh-fruits", name: "Fresh Fruits" },
      { slug: "vegetables", name: "Fresh Vegetables" },
      { slug: "dry-fruits", name: "Dry Fruits & Nuts" },
    ],
  },
  {
    slug: "home-kitchen",
    name: "Home & Kitchen",
    subcategories: [
      { slug: "cookware", name: "Cookware" },
      { slug: "kitchen-appliances", name: "Kitchen Appliances" },
      { slug: "dining", name: "Dining & Serving" },
      { slug: "home-decor", name: "Home Decor" },
      { slug: "bedding", name: "Bedding & Linen" },
    ],
  },
  {
    slug: "fashion",
    name: "Fashion",
    subcategories: [
      { slug: "mens-clothing", name: "Men's Clothing" },
      { slug: "womens-clothing", name: "Women's Clothing" },
      { slug: "footwear", name: "Footwear" },
      { slug: "bags", name: "Bags & Backpacks" },
      { slug: "watches", name: "Watches" },
    ],
  },
  {
    slug: "electronics",
    name: "Electronics",
    subcategories: [
      { slug: "smartphone", name: "Smartphones" },
      { slug: "computer-laptop", name: "Computers & Laptops" },
      { slug: "headphone", name: "Headphones & Audio" },
      { slug: "camera-photo", name: "Camera & Photo" },
      { slug: "tv-homes", name: "TV & Home Appliances" },
      { slug: "accessories", name: "Accessories" },
    ],
  },
  {
    slug: "beauty",
    name: "Beauty & Health",
    subcategories: [
      { slug: "skincare", name: "Skincare" },
      { slug: "haircare", name: "Haircare" },
      { slug: "makeup", name: "Makeup" },
      { slug: "fragrance", name: "Fragrance" },
      { slug: "personal-care", name: "Personal Care" },
    ],
  },
  {
    slug: "home-improvement",
    name: "Home Improvement",
    subcategories: [
      { slug: "tools", name: "Tools" },
      { slug: "electrical", name: "Electrical" },
      { slug: "lighting", name: "Lighting" },
      { slug: "bathroom", name: "Bathroom & Plumbing" },
      { slug: "paint", name: "Paint & Supplies" },
    ],
  },
  {
    slug: "sports-toys",
    name: "Sports & Toys",
    subcategories: [
      { slug: "fitness", name: "Fitness" },
      { slug: "outdoor", name: "Trekking & Outdoor" },
      { slug: "cricket", name: "Cricket" },
      { slug: "football", name: "Football" },
      { slug: "toys", name: "Toys & Games" },
    ],
  },
];

export const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug);
