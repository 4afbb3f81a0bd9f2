// The footer's and the delivery location's sentences. English: the product's exact texts
// (docs/STOREFRONT.md).
import { defineMessages } from "../../i18n/catalogues.ts";

export const footerMessages = defineMessages(
  "footer",
  {
    contactUs: "Contact us",
    address: "Durbar Marg, Kathmandu 44600, Nepal",
    categories: "Categories",
    computersLaptops: "Computers & Laptops",
    smartphones: "Smartphones",
    headphones: "Headphones",
    accessories: "Accessories",
    cameraPhoto: "Camera & Photo",
    tvHomes: "TV & Homes",
    quickLinks: "Quick links",
    compare: "Compare",
    help: "Help",
    aboutUs: "About us",
    support: "Support",
    faq: "FAQ",
    trackOrder: "Track your order",
    allOffers: "All offers",
    getTheApp: "Get the app",
    copyright: "© {{year}} Nepal Store. Prices in Rs, VAT included.",
    dataSaver: "Data saver: no decorative pictures, the smallest photos",
  },
  {
    contactUs: "सम्पर्क गर्नुहोस्",
    address: "दरबारमार्ग, काठमाडौं ४४६००, नेपाल",
    categories: "वर्गहरू",
    computersLaptops: "कम्प्युटर र ल्यापटप",
    smartphones: "स्मार्टफोन",
    headphones: "हेडफोन",
    accessories: "एक्सेसरिज",
    cameraPhoto: "क्यामेरा र फोटो",
    tvHomes: "टिभी र घरायसी",
    quickLinks: "छिटो लिङ्कहरू",
    compare: "तुलना",
    help: "मद्दत",
    aboutUs: "हाम्रोबारे",
    support: "सहयोग",
    faq: "बारम्बार सोधिने प्रश्न",
    trackOrder: "अर्डर ट्र्याक गर्नुहोस्",
    allOffers: "सबै अफरहरू",
    getTheApp: "एप डाउनलोड गर्नुहोस्",
    copyright: "© {{year}} नेपाल स्टोर। मूल्य रुपैयाँमा, भ्याट सहित।",
    dataSaver: "डाटा बचत: सजावटी चित्र नदेखाउने, सबैभन्दा साना फोटो",
  },
);

/** The header's "Deliver to" place: the cities delivery-location.ts knows, and the country. */
export const deliveryLocationMessages = defineMessages(
  "deliveryLocation",
  { Kathmandu: "Kathmandu", Pokhara: "Pokhara", Biratnagar: "Biratnagar", Nepal: "Nepal" },
  { Kathmandu: "काठमाडौं", Pokhara: "पोखरा", Biratnagar: "विराटनगर", Nepal: "नेपाल" },
);
