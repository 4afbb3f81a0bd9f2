// The product card's sentences (components/ProductCard.tsx): on every screen with
// cards, so apart from the listing's own catalogue (which stays in the listing's chunk).
import { defineMessages } from "../../i18n/catalogues.ts";

export const productCardMessages = defineMessages(
  "productCard",
  {
    ratedBy: "Rated {{rating}} out of 5 by {{shoppers}} shoppers",
    outOfStock: "Out of stock",
  },
  {
    ratedBy: "{{shoppers}} ग्राहकद्वारा ५ मा {{rating}} मूल्याङ्कन",
    outOfStock: "स्टकमा छैन",
  },
);
