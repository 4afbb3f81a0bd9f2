// The home page's hero slides; the first picture is the page's largest (its LCP), preloaded by route-data.ts.
export const SLIDES = [
  {
    tagline: "New arrivals",
    headline: "The latest phones, delivered across Nepal",
    subtext: "iPhone, Galaxy and Redmi with official warranty.",
    image: "/media/products/electronics/iphone-15-pro-1.svg",
    background: "#e8f0fe",
  },
  {
    tagline: "Festival season",
    headline: "Dashain and Tihar essentials",
    subtext: "Dhaka topi, pashmina and gifts for the whole family.",
    image: "/media/products/fashion/pashmina-shawl-chyangra-1.svg",
    background: "#f3e8ff",
  },
  {
    tagline: "Fresh every day",
    headline: "Groceries at your door",
    subtext: "Jeera Masino rice, Ilam tea and Mustang apples.",
    image: "/media/products/groceries/jeera-masino-rice-5-kg-1.svg",
    background: "#fef3e2",
  },
];
