// The eight top categories of the store (docs/STOREFRONT.md "Constants") and their subcategories: the one
// source for the seed, GET /api/categories and the header menus, with their Nepali names (nameNe). The
// electronics subcategories use the slugs the footer links to.

export interface SubcategoryDefinition {
  slug: string;
  name: string;
  /** The name on Nepali pages. */
  nameNe: string;
}

export interface CategoryDefinition {
  slug: string;
  name: string;
  /** The name on Nepali pages. */
  nameNe: string;
  subcategories: SubcategoryDefinition[];
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: "groceries",
    name: "Groceries",
    nameNe: "किराना",
    subcategories: [
      { slug: "rice-grains", name: "Rice & Grains", nameNe: "चामल र अन्न" },
      { slug: "dal-pulses", name: "Dal & Pulses", nameNe: "दाल र गेडागुडी" },
      { slug: "spices-masala", name: "Spices & Masala", nameNe: "मसला" },
      { slug: "tea-coffee", name: "Tea & Coffee", nameNe: "चिया र कफी" },
      { slug: "snacks-noodles", name: "Snacks & Noodles", nameNe: "खाजा र चाउचाउ" },
      { slug: "cooking-oil", name: "Cooking Oil & Ghee", nameNe: "खाने तेल र घिउ" },
    ],
  },
  {
    slug: "fruits",
    name: "Fruits & Vegetables",
    nameNe: "फलफूल र तरकारी",
    subcategories: [
      { slug: "fresh-fruits", name: "Fresh Fruits", nameNe: "ताजा फलफूल" },
      { slug: "vegetables", name: "Fresh Vegetables", nameNe: "ताजा तरकारी" },
      { slug: "dry-fruits", name: "Dry Fruits & Nuts", nameNe: "सुकामेवा" },
    ],
  },
  {
    slug: "home-kitchen",
    name: "Home & Kitchen",
    nameNe: "घर र भान्सा",
    subcategories: [
      { slug: "cookware", name: "Cookware", nameNe: "भाँडाकुँडा" },
      { slug: "kitchen-appliances", name: "Kitchen Appliances", nameNe: "भान्साका उपकरण" },
      { slug: "dining", name: "Dining & Serving", nameNe: "खाना पस्किने सामान" },
      { slug: "home-decor", name: "Home Decor", nameNe: "घर सजावट" },
      { slug: "bedding", name: "Bedding & Linen", nameNe: "ओछ्यान र तन्ना" },
    ],
  },
  {
    slug: "fashion",
    name: "Fashion",
    nameNe: "फेसन",
    subcategories: [
      { slug: "mens-clothing", name: "Men's Clothing", nameNe: "पुरुषका लुगा" },
      { slug: "womens-clothing", name: "Women's Clothing", nameNe: "महिलाका लुगा" },
      { slug: "footwear", name: "Footwear", nameNe: "जुत्ता चप्पल" },
      { slug: "bags", name: "Bags & Backpacks", nameNe: "झोला र ब्याकप्याक" },
      { slug: "watches", name: "Watches", nameNe: "घडी" },
    ],
  },
  {
    slug: "electronics",
    name: "Electronics",
    nameNe: "इलेक्ट्रोनिक्स",
    subcategories: [
      { slug: "smartphone", name: "Smartphones", nameNe: "स्मार्टफोन" },
      { slug: "computer-laptop", name: "Computers & Laptops", nameNe: "कम्प्युटर र ल्यापटप" },
      { slug: "headphone", name: "Headphones & Audio", nameNe: "हेडफोन र अडियो" },
      { slug: "camera-photo", name: "Camera & Photo", nameNe: "क्यामेरा र फोटो" },
      { slug: "tv-homes", name: "TV & Home Appliances", nameNe: "टिभी र घरायसी उपकरण" },
      { slug: "accessories", name: "Accessories", nameNe: "सहायक सामान" },
    ],
  },
  {
    slug: "beauty",
    name: "Beauty & Health",
    nameNe: "सौन्दर्य र स्वास्थ्य",
    subcategories: [
      { slug: "skincare", name: "Skincare", nameNe: "छालाको हेरचाह" },
      { slug: "haircare", name: "Haircare", nameNe: "कपालको हेरचाह" },
      { slug: "makeup", name: "Makeup", nameNe: "मेकअप" },
      { slug: "fragrance", name: "Fragrance", nameNe: "सुगन्ध" },
      { slug: "personal-care", name: "Personal Care", nameNe: "व्यक्तिगत हेरचाह" },
    ],
  },
  {
    slug: "home-improvement",
    name: "Home Improvement",
    nameNe: "घर सुधार",
    subcategories: [
      { slug: "tools", name: "Tools", nameNe: "औजार" },
      { slug: "electrical", name: "Electrical", nameNe: "बिजुली सामान" },
      { slug: "lighting", name: "Lighting", nameNe: "बत्ती" },
      { slug: "bathroom", name: "Bathroom & Plumbing", nameNe: "बाथरुम र प्लम्बिङ" },
      { slug: "paint", name: "Paint & Supplies", nameNe: "रङ र सामग्री" },
    ],
  },
  {
    slug: "sports-toys",
    name: "Sports & Toys",
    nameNe: "खेलकुद र खेलौना",
    subcategories: [
      { slug: "fitness", name: "Fitness", nameNe: "फिटनेस" },
      { slug: "outdoor", name: "Trekking & Outdoor", nameNe: "ट्रेकिङ र बाहिरी" },
      { slug: "cricket", name: "Cricket", nameNe: "क्रिकेट" },
      { slug: "football", name: "Football", nameNe: "फुटबल" },
      { slug: "toys", name: "Toys & Games", nameNe: "खेलौना र खेल" },
    ],
  },
];

export const CATEGORY_SLUGS = CATEGORIES.map((category) => category.slug);
