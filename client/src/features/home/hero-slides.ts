// The home page's hero slides; the first picture is the page's largest (its LCP): in the server's HTML with high priority.
// Each slide's background colour is a class of global.css (hero-blue...), so the markup carries no inline style.
export const SLIDES = [
  {
    tagline: "New arrivals",
    headline: "The latest phones, delivered across Nepal",
    subtext: "iPhone, Galaxy and Redmi with official warranty.",
    image: "/media/products/electronics/iphone-15-pro-1.svg",
    background: "hero-blue",
  },
  {
    tagline: "Festival season",
    headline: "Dashain and Tihar essentials",
    subtext: "Dhaka topi, pashmina and gifts for the whole family.",
    image: "/media/products/fashion/pashmina-shawl-chyangra-1.svg",
    background: "hero-violet",
  },
  {
    tagline: "Fresh every day",
    headline: "Groceries at your door",
    subtext: "Jeera Masino rice, Ilam tea and Mustang apples.",
    image: "/media/products/groceries/jeera-masino-rice-5-kg-1.svg",
    background: "hero-amber",
  },
];
