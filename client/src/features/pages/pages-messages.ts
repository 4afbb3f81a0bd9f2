// The simple pages' sentences (deals, offers, checkout, vendor). English: the product's exact texts
// (docs/STOREFRONT.md).
import { defineMessages } from "../../i18n/catalogues.ts";

export const staticPagesMessages = defineMessages(
  "staticPages",
  {
    dealsTitle: "Deals",
    dealsDescription:
      "Today's deals at Nepal Store: discounted products marked with their saving. Prices in Rs.",
    dealsHeading: "My Deals Page",
    dealsText: "Discounted products are marked with their saving on every product card.",
    offersTitle: "All Offers",
    offersDescription:
      "Offers at Nepal Store: free delivery over Rs 5,000, gift wrap for Rs 100 and a {{returnPolicy}}.",
    freeDelivery: "Free delivery on orders over Rs 5,000.",
    giftWrap: "Gift wrap for Rs 100 on any order.",
    returns: "{{returnPolicy}} on eligible products.",
    checkoutTitle: "Checkout",
    checkoutText: "Review your cart, then choose Checkout to continue.",
    vendorTitle: "Vendor Dashboard",
  },
  {
    dealsTitle: "छुट",
    dealsDescription: "नेपाल स्टोरमा आजका छुट: छुट भएका सामानमा बचत देखाइएको छ। मूल्य रुपैयाँमा।",
    dealsHeading: "मेरो छुट पृष्ठ",
    dealsText: "छुट भएका सामानको बचत हरेक सामान कार्डमा देखाइएको छ।",
    offersTitle: "सबै अफरहरू",
    offersDescription:
      "नेपाल स्टोरका अफर: रु ५,००० भन्दा बढीमा निःशुल्क डेलिभरी, रु १०० मा उपहार र्‍याप र {{returnPolicy}}।",
    freeDelivery: "रु ५,००० भन्दा बढीको अर्डरमा निःशुल्क डेलिभरी।",
    giftWrap: "जुनसुकै अर्डरमा रु १०० मा उपहार र्‍याप।",
    returns: "योग्य सामानमा {{returnPolicy}}।",
    checkoutTitle: "चेकआउट",
    checkoutText: "आफ्नो कार्ट हेर्नुहोस्, अनि अगाडि बढ्न चेकआउट छान्नुहोस्।",
    vendorTitle: "विक्रेता ड्यासबोर्ड",
  },
);
